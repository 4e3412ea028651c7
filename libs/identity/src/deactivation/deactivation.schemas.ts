import { z, nameSchemas, type Agrees } from '@hospital/core';
import { DeactivateAnswer, type DeactivateRequest } from '@hospital/contracts';
import { DEACTIVATE_MESSAGES } from '@hospital/rules';

/** POST /api/v1/identity/deactivate {isDelete} (care-services §3 Deactivate payload): a boolean, nothing else. */
export const DeactivateBody = z.object(
  {
    isDelete: z
      .boolean({ error: DEACTIVATE_MESSAGES.isDeleteRequired })
      .meta({ description: 'true: also remove the personal data and the appointments from today on' }),
  },
  { error: DEACTIVATE_MESSAGES.isDeleteRequired },
);
export type DeactivateInput = z.output<typeof DeactivateBody>;
/** Issue 30 item 3: the web's DeactivateRequest (libs/contracts) and this schema agree, or the typecheck fails. */
export const deactivateRequestAgrees: Agrees<DeactivateRequest, z.input<typeof DeactivateBody>> = true;

/** DeactivateResponse, declared once in libs/contracts (issue 30 item 3). */
export { DeactivateAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ DeactivateBody, DeactivateAnswer });

import { z } from '@hospital/core';
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

export const DeactivateAnswer = z.object({ deactivated: z.literal(true), deleted: z.boolean() });

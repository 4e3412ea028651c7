import { z, nameSchemas } from '@hospital/core';
import { DeactivateAnswer, DeactivateBody } from '@hospital/contracts';

/** POST /api/v1/identity/deactivate {isDelete}: declared once in libs/contracts (identity-calls.ts, issue 30 item 2), DeactivateRequest inferred from it. */
export { DeactivateBody };
export type DeactivateInput = z.output<typeof DeactivateBody>;

/** DeactivateResponse, declared once in libs/contracts (issue 30 item 3). */
export { DeactivateAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ DeactivateBody, DeactivateAnswer });

import { z, nameSchemas } from '@hospital/core';
import { TeleTransferAnswer, TeleTransferBody } from '@hospital/contracts';

/**
 * PUT /api/v1/tele/transfer/{teleID} (care-services §7): TeleTransferBody is declared once in
 * libs/contracts (tele-calls.ts, issue 30 item 2), the web's TeleTransferRequest inferred from it.
 * Whether the move exists and has what it needs is flowProblem's (libs/rules tele-flow.ts).
 */
export { TeleTransferBody };
export type TeleTransferInput = z.output<typeof TeleTransferBody>;

/** TeleTransferResponse: {result: 200} with the new status, or {result: 500, message} with a 4xx; declared once in libs/contracts (issue 30 item 3). */
export { TeleTransferAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleTransferBody, TeleTransferAnswer });

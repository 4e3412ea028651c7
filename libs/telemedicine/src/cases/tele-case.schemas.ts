import { TeleEditBody } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { TeleRequestAnswer } from './tele-answers.schemas.js';

/** GET /api/v1/tele/{teleID}: the case and its video tokens (null until the call starts). */
export const TeleCaseWithTokensAnswer = z.object({
  data: TeleRequestAnswer.extend({ tokSession: z.string().nullable(), tokToken: z.string().nullable() }),
});

/**
 * PUT /api/v1/tele/{teleID} (care-services §5): TeleEditBody is declared once in libs/contracts
 * (tele-calls.ts, issue 30 item 2), the web's TeleUpdateRequest inferred from it. Whether a value
 * is acceptable for this case is teleEditOf's (libs/rules), which the page runs too.
 */
export { TeleEditBody };
export type TeleEditInput = z.output<typeof TeleEditBody>;

/** TeleUpdateResponse: the §8 'saved' text and the case as stored. */
export const TeleUpdateAnswer = z.object({ message: z.string(), data: TeleRequestAnswer });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleCaseWithTokensAnswer, TeleEditBody, TeleUpdateAnswer });

import { intLike, optionalText, z, nameSchemas, type Agrees } from '@hospital/core';
import { TeleTransferAnswer, type TeleTransferRequest } from '@hospital/contracts';
import { TELE_MESSAGES } from '@hospital/rules';
import { TELE_MAX_TEXT } from '../booking/tele-booking.schemas.js';

/** The longest tracking entry kept for the rule to judge (the rule wants exactly 13 characters). */
const TRACKING_TEXT_MAX = 40;
/** Entries read at most (the rule allows 2 once blanks are dropped). */
const TRACKING_ENTRIES_MAX = 10;

/**
 * PUT /api/v1/tele/transfer/{teleID} (care-services §7): the shape and limits. Whether the
 * move exists, is this caller's, and has what it needs (a reason at −5, one or two 13-character
 * tracking numbers at 6, the HIS's costs at −3 and 4) is flowProblem's (libs/rules tele-flow.ts),
 * answered with the §7 body {result: 500, message} — so a missing flowStatus, an unknown one,
 * a blank reason and wrong tracking numbers pass here and are refused there.
 */
export const TeleTransferBody = z.object({
  flowStatus: intLike(TELE_MESSAGES.flowStatusUnknown)
    .optional()
    .meta({ description: 'the status to move to (0, 1, 2, -3, 3, 4, -5, 5, 6, 7)', example: 1 }),
  paymentMsg: optionalText(TELE_MAX_TEXT, TELE_MESSAGES.rejectReasonRequired).meta({ description: 'why Finance rejects the payment evidence (needed at -5)' }),
  jsonTrackingNo: z
    .array(
      z.union([z.string().max(TRACKING_TEXT_MAX), z.object({ barcode: z.string().max(TRACKING_TEXT_MAX) })], { error: TELE_MESSAGES.trackingIncorrect }),
      { error: TELE_MESSAGES.trackingRequired },
    )
    .max(TRACKING_ENTRIES_MAX, { error: TELE_MESSAGES.trackingIncorrect })
    .optional()
    .meta({ description: 'the tracking numbers (needed at 6): 1 or 2 Thailand Post S10 numbers (AA + 8 digits + check digit + AA, e.g. EF123456785TH), as text or {barcode}; a wrong check digit is refused by the rule' }),
});
export type TeleTransferInput = z.output<typeof TeleTransferBody>;
/** Issue 30 item 3: the web's TeleTransferRequest (libs/contracts) and this schema agree, or the typecheck fails. */
export const teleTransferRequestAgrees: Agrees<TeleTransferRequest, z.input<typeof TeleTransferBody>> = true;

/** TeleTransferResponse: {result: 200} with the new status, or {result: 500, message} with a 4xx; declared once in libs/contracts (issue 30 item 3). */
export { TeleTransferAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleTransferBody, TeleTransferAnswer });

import { intLike, optionalText, text, z, nameSchemas } from '@hospital/core';
import { TELE_MESSAGES } from '@hospital/rules';
import { TELE_MAX_LINE_ID, TELE_MAX_TEXT } from '../booking/tele-booking.schemas.js';
import { TeleRequestAnswer } from './tele-answers.schemas.js';

/** GET /api/v1/tele/{teleID}: the case and its video tokens (null until the call starts). */
export const TeleCaseWithTokensAnswer = z.object({
  data: TeleRequestAnswer.extend({ tokSession: z.string().nullable(), tokToken: z.string().nullable() }),
});

/**
 * PUT /api/v1/tele/{teleID} (care-services §5 'staff edit needs description and a valid date'):
 * the shape and limits (the booking's). Whether a value is acceptable for this case (a date,
 * a service type for a consultation, the phone, the address) is teleEditOf's (libs/rules),
 * which the page runs too; the fields are in its order. An empty serviceType keeps the case's.
 */
export const TeleEditBody = z.object({
  description: text(TELE_MAX_TEXT, TELE_MESSAGES.editDescriptionRequired),
  appointDatetime: optionalText(40, TELE_MESSAGES.consultDateRequired, TELE_MESSAGES.consultDateRequired).meta({
    description: "'YYYY-MM-DDTHH:mm' (Bangkok), or 'YYYY-MM-DD' to keep the time",
    example: '2026-07-08T09:30',
  }),
  serviceType: z
    .union([intLike(TELE_MESSAGES.serviceTypeRequired), z.literal(''), z.null()], { error: TELE_MESSAGES.serviceTypeRequired })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined))
    .meta({ description: '1, 2 or 5 (a consultation stays 3); absent keeps the current one' }),
  phone: optionalText(20, TELE_MESSAGES.phoneInvalid, TELE_MESSAGES.phoneInvalid),
  shippingAddress: optionalText(TELE_MAX_TEXT, TELE_MESSAGES.addressRequired),
  lineID: optionalText(TELE_MAX_LINE_ID),
});
export type TeleEditInput = z.output<typeof TeleEditBody>;

/** TeleUpdateResponse: the §8 'saved' text and the case as stored. */
export const TeleUpdateAnswer = z.object({ message: z.string(), data: TeleRequestAnswer });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleCaseWithTokensAnswer, TeleEditBody, TeleUpdateAnswer });

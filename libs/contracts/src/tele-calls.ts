import { CONSULT_SERVICE_TYPE } from './input/tele-service.js';
import { TELE_MESSAGES } from './input/tele-messages.js';
import { MESSAGES } from './input/messages.js';
import { intLike, optionalText, text } from './input/fields.js';
import { z } from './input/zod-thai.js';
import { TELE_MAX_TEXT } from './input/text-limits.js';

/**
 * Issue 30 item 2, one declaration per call: the telemedicine calls' bodies and the answer rows
 * declared once, as the zod schemas the api checks requests with and documents; their types are
 * inferred here, so the api, the worker and the web (which imports them from @hospital/contracts)
 * read the same shape. A body's type is `z.input` (what the web sends), its parsed value the
 * domain's `z.output` (TeleCreateInput, …). The domain's *.schemas.ts re-export these and name them.
 */

/** TELE_MAX_TEXT lives with the other limits in input/text-limits.ts, a module without zod, so a page that reads it does not load these schemas. */
export { TELE_MAX_TEXT };
export const TELE_MAX_LINE_ID = 100;

/**
 * POST /api/v1/tele (care-services §7): the shape and limits. Whether a field may be empty
 * on this day for this person is teleBookingProblem's (libs/rules), which the page runs too;
 * the fields are in the form's order, so the first problem named is the page's first.
 * `imageCount`: how many images the page uploads right after the request (POST /api/v1/tele/upload
 * needs the teleID first): the server holds type 1 to at least 4 on this declared count.
 * `useRegisteredAddress`: ship to the registered address (GET /api/v1/profile/address).
 */
export const TeleCreateBody = z.object({
  description: text(TELE_MAX_TEXT, TELE_MESSAGES.descriptionRequired),
  useRegisteredAddress: z.boolean().optional().default(false),
  shippingAddress: optionalText(TELE_MAX_TEXT, TELE_MESSAGES.addressRequired),
  phone: optionalText(20, TELE_MESSAGES.phoneInvalid),
  appointDate: optionalText(40, TELE_MESSAGES.dateRequired),
  appointDatetime: optionalText(40, TELE_MESSAGES.dateRequired),
  serviceType: intLike(TELE_MESSAGES.serviceTypeRequired),
  appointTime: optionalText(10, TELE_MESSAGES.slotRequired),
  imageCount: intLike().optional().default(0),
  lineID: optionalText(TELE_MAX_LINE_ID),
});
/** POST /api/v1/tele (§7), as the web sends it. */
export type TeleCreateRequest = z.input<typeof TeleCreateBody>;

/** The answer of POST /api/v1/tele. */
export const TeleCreateAnswer = z.object({ data: z.object({ teleID: z.uuid() }) });
export type TeleCreateResponse = z.output<typeof TeleCreateAnswer>;

/**
 * PUT /api/v1/tele/{teleID} (care-services §5 'staff edit needs description and a valid date'):
 * the shape and limits (the booking's). Whether a value is acceptable for this case (a date,
 * a service type for a consultation, the phone, the address) is teleEditOf's (libs/rules),
 * which the page runs too; the fields are in its order. An empty serviceType keeps the case's.
 * Issue 32 item 2: the case's patient may call it too, with appointDatetime only (a reschedule
 * while flowStatus is 0); so description may be absent here, and staff's edit still requires it
 * (teleEditOf, the same message).
 */
export const TeleEditBody = z.object({
  description: optionalText(TELE_MAX_TEXT, TELE_MESSAGES.editDescriptionRequired).meta({ description: "required for staff's edit; the patient's reschedule leaves it out" }),
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
/** PUT /api/v1/tele/{teleID} (§7): staff edit of the case, as the web sends it. */
export type TeleUpdateRequest = z.input<typeof TeleEditBody>;

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
/** PUT /api/v1/tele/transfer/{teleID} (§7), as the web sends it; its answer is TeleTransferResponse (call-schemas.ts). */
export type TeleTransferRequest = z.input<typeof TeleTransferBody>;

/**
 * POST /api/v1/consult (care-services §3 Consultation, §5 Consultation): the shape and limits,
 * in the form's order. The date's rules (a real day and time, no weekend, not past, no
 * holiday) are consultProblem's (libs/rules), which the page runs too. An id that is not a
 * uuid reads as unknown: the patient 404, the doctor 'ไม่พบแพทย์ที่เลือก'.
 */
export const ConsultCreateBody = z.object({
  description: text(TELE_MAX_TEXT, TELE_MESSAGES.consultDescriptionRequired),
  parentID: optionalText(100, TELE_MESSAGES.consultDoctorRequired).meta({ description: 'the doctor asked (an N_DOCTOR user)', format: 'uuid' }),
  appointDatetime: optionalText(40, TELE_MESSAGES.consultDateRequired, TELE_MESSAGES.consultDateRequired).meta({
    description: "'YYYY-MM-DDTHH:mm' (Bangkok)",
    example: '2026-07-08T10:00',
  }),
  serviceType: z
    .union([intLike(MESSAGES.calendarServiceTypeRequired).pipe(z.literal(CONSULT_SERVICE_TYPE, { error: MESSAGES.calendarServiceTypeRequired })), z.null()], {
      error: MESSAGES.calendarServiceTypeRequired,
    })
    .optional()
    .meta({ description: 'always 3 (a consultation) when sent' }),
  userID: optionalText(100).meta({ description: 'the patient', format: 'uuid' }),
});
/** POST /api/v1/consult (§3 Consultation, §7), as the web sends it. */
export type ConsultCreateRequest = z.input<typeof ConsultCreateBody>;

/** The answer of POST /api/v1/consult. */
export const ConsultCreateAnswer = z.object({ data: z.object({ teleID: z.uuid() }) });
export type ConsultCreateResponse = z.output<typeof ConsultCreateAnswer>;

/** A user of a network role (GET /api/v1/user/role/{role}: the doctors a consultation can be asked of). */
export const RoleUserAnswer = z.object({ userID: z.uuid(), fullName: z.string(), role: z.string() });
export type RoleUser = z.output<typeof RoleUserAnswer>;

/** QueuePlace: a place in today's video queue (issue 13 item 6). */
export const QueuePlaceAnswer = z.object({
  place: z.number().int().meta({ description: '1 = next (or being served)' }),
  etaMinutes: z.number().int(),
});
/**
 * A place in the day's queue (issue 13 item 6): on the day of a video visit or a clinic
 * booking, 'คิวที่ 3' and an estimate 'ประมาณ 25 นาที' (etaMinutes: until the patient's turn, from
 * the median handling time of the service). Null on other days and once served.
 */
export type QueuePlace = z.output<typeof QueuePlaceAnswer>;

/** §3 cost rows of the HIS. */
export const TeleCostRowAnswer = z.object({ svname: z.string(), totcost: z.number(), netdisc: z.number(), netcost: z.number() });
export type TeleCostRow = z.output<typeof TeleCostRowAnswer>;

/** §3 drug rows of the HIS. */
export const TeleDrugRowAnswer = z.object({ itemName: z.string(), itemNote: z.string(), qty: z.number(), itemUnit: z.string() });
export type TeleDrugRow = z.output<typeof TeleDrugRowAnswer>;

/** What the HIS (its local stand-in's GET/POST/DELETE /his-stand-in/api/tele/{teleID}/orders, issue 13 item 2) holds for a case. */
export const HisOrdersAnswer = z.object({ costs: z.array(TeleCostRowAnswer), drugs: z.array(TeleDrugRowAnswer) });
export type HisOrders = z.output<typeof HisOrdersAnswer>;

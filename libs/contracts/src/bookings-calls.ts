import { BOOKING_DESCRIPTION_MAX, BOOKING_MESSAGES, BOOKING_STATUS_VALUES } from './input/booking-messages.js';
import { intLike, optionalText, text } from './input/fields.js';
import { z } from './input/zod-thai.js';
import { BookedByAnswer } from './booked-by-calls.js';

/**
 * Issue 30 item 2, one declaration per call: the in-person bookings calls' bodies and answers
 * (care-services §3 Booking, §4, §7) declared once as the zod schemas the api checks and
 * documents; their types are inferred here (the web imports them from @hospital/contracts).
 * The bookings domain's *.schemas.ts re-export and name them.
 */

/**
 * POST /api/v1/bookings (§2 wizard, §5 rules): the fields, their shape and limits, in the order
 * bookingProblem (libs/rules, run by the wizard too) checks them. The domain's BookingCreateBody
 * reads the day and the time of them (appointDate, else the day of appointDatetime; appointTime,
 * else the time of appointDatetime). Whether the day, slot and time may be booked is the rule's.
 */
export const BookingCreateFields = z.object({
  appointDate: optionalText(40, BOOKING_MESSAGES.dateRequired).meta({ example: '2026-05-04' }),
  appointDatetime: optionalText(40, BOOKING_MESSAGES.dateRequired).meta({ example: '2026-05-04T08:30' }),
  slotType: intLike(BOOKING_MESSAGES.slotTypeRequired).meta({ description: '§9: 1 ในเวลาราชการ, 2 คลินิกพิเศษนอกเวลา', example: 1 }),
  serviceType: z
    .union([intLike(), z.literal('').transform(() => null), z.null()], { error: BOOKING_MESSAGES.serviceTypeMismatch })
    .optional()
    .meta({ description: 'เท่ากับ slotType (ว่างได้)', example: 1 }),
  appointTime: optionalText(10, BOOKING_MESSAGES.timeRequired).meta({ description: 'HH:mm; required for slotType 2', example: '17:00' }),
  description: text(BOOKING_DESCRIPTION_MAX, BOOKING_MESSAGES.descriptionRequired, BOOKING_MESSAGES.descriptionTooLong),
});
/** POST /api/v1/bookings (§7), as the web sends it. */
export type BookingCreateRequest = z.input<typeof BookingCreateFields>;

/** The answer of POST /api/v1/bookings. */
export const BookingCreateAnswer = z.object({
  data: z.object({
    bookingID: z.uuid(),
    bookingNumber: z.int().meta({ description: 'the day queue number' }),
    appointDatetime: z.string().meta({ example: '2026-05-04T08:30' }),
    appointTime: z.string().meta({ example: '08:30' }),
  }),
});
export type BookingCreateResponse = z.output<typeof BookingCreateAnswer>;

/**
 * §3 Booking, as the patient's list, the staff board and the status moves answer it.
 * bookingNumber: the patient's queue ticket for that day (1, 2, 3 … per appointment date, never
 * shared); appointDatetime 'YYYY-MM-DDTHH:mm' in Bangkok (the time is the slot; regular hours use
 * the opening time); appointDatetimeText Buddhist-era text for people; serviceType / slotType (§9)
 * 1 regular hours, 2 special clinic; imageCount the images sent with it (category 0); servedAt
 * when staff marked the patient served; queue the place in the day's queue of its slot (today
 * only, until served).
 */
export const BookingRow = z.object({
  bookingID: z.uuid(),
  bookingNumber: z.int(),
  bookingStatus: z.union(BOOKING_STATUS_VALUES.map((s) => z.literal(s))),
  bookingStatusName: z.string(),
  userID: z.uuid(),
  fullName: z.string(),
  phone: z.string(),
  hn: z.string().nullable(),
  appointDatetime: z.string().meta({ example: '2026-05-04T08:30' }),
  appointDate: z.string().meta({ example: '2026-05-04' }),
  appointTime: z.string().meta({ example: '08:30' }),
  appointDatetimeText: z.string().meta({ example: '4 พฤษภาคม 2569 08:30 น.' }),
  serviceType: z.int(),
  serviceTypeName: z.string(),
  slotType: z.int(),
  slotTypeName: z.string(),
  description: z.string(),
  imageCount: z.int(),
  servedAt: z.string().nullable(),
  /** Issue 32 item 5: when staff checked the patient in at the counter; when the day ended 'ไม่มาตามนัด'; the ticket QR's code. */
  arrivedAt: z.string().nullable(),
  noShowAt: z.string().nullable(),
  checkInCode: z.string().nullable().meta({ description: "The ticket QR's code: only in the booking's own patient's answers (null for staff)" }),
  queue: z.object({ place: z.int(), etaMinutes: z.number() }).nullable(),
  bookedBy: BookedByAnswer, // issue 33 item 4: 'จองโดยผู้ดูแล' on /admin/booking
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** §3 Booking, as the patient's list and the staff board read it. */
export type Booking = z.output<typeof BookingRow>;

/**
 * PUT /api/v1/bookings/updatestatus/{bookingID} (care-services §4): the status to move to, a
 * number or a string of digits. Which moves are allowed is patientMoveProblem /
 * staffMoveProblem's (libs/rules), with the stored booking.
 */
export const BookingStatusBody = z.object({
  bookingStatus: intLike(BOOKING_MESSAGES.statusInvalid)
    .pipe(z.union(BOOKING_STATUS_VALUES.map((s) => z.literal(s)), { error: BOOKING_MESSAGES.statusInvalid }))
    .meta({ description: '§4: 1 ยืนยัน, -1 ยกเลิก', example: 1 }),
});
/** PUT /api/v1/bookings/updatestatus/{bookingID} (§7), as the web sends it. */
export type BookingStatusUpdateRequest = z.input<typeof BookingStatusBody>;

/** PUT …/updatestatus/{bookingID} and …/{bookingID}/served: the Thai message and the booking as stored. */
export const BookingMoveAnswer = z.object({ message: z.string(), data: BookingRow });
export type BookingStatusUpdateResponse = z.output<typeof BookingMoveAnswer>;

/** GET /api/v1/bookings (staff board): the day's rows in queue order and the count per status over the whole day, with (issue 32 item 5) the day's check-ins `arrived` and 'ไม่มาตามนัด' `noShow`. */
export const BookingListAnswer = z.object({
  data: z.array(BookingRow),
  counts: z.record(z.string(), z.int()).meta({ example: { '0': 2, '1': 0, '-1': 0, arrived: 1, noShow: 0 } }),
});
export type BookingListResponse = z.output<typeof BookingListAnswer>;

/** GET /api/bookingstatus (§4, no auth): a status and its name. */
export const BookingStatusRowAnswer = z.object({ bookingStatus: z.int(), bookingStatusName: z.string() });
export type BookingStatusRow = z.output<typeof BookingStatusRowAnswer>;

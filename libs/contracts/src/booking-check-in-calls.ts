import { dateKey, intLike, optionalText } from './input/fields.js';
import { z } from './input/zod-thai.js';

/** Issue 32 item 5: the Thai message of a check-in without a code or a day's queue number (libs/rules CHECK_IN_MESSAGES.codeRequired). */
const CODE_REQUIRED = 'กรุณาสแกน QR หรือกรอกรหัส/หมายเลขคิว';

/**
 * POST /api/v1/bookings/check-in (issue 32 item 5, booking staff): the ticket QR's code, or the
 * day and the queue number typed at the counter. The answer is BookingMoveAnswer's (the Thai
 * message — 'เช็คอินเรียบร้อย' or 'เช็คอินแล้วเมื่อ HH:mm' — and the booking as stored).
 */
export const BookingCheckInFields = z
  .object({
    code: optionalText(100, CODE_REQUIRED).meta({ description: "the ticket QR's code ('CK1…')", example: 'CK10123456789abcdef0123456789abcdef' }),
    appointDate: dateKey(CODE_REQUIRED).optional().meta({ description: 'with bookingNumber: the day (YYYY-MM-DD, Bangkok)', example: '2026-05-04' }),
    bookingNumber: intLike(CODE_REQUIRED).optional().meta({ description: "with appointDate: the day's queue number", example: 12 }),
  })
  .refine((b) => b.code !== '' || (b.appointDate !== undefined && b.bookingNumber !== undefined), { error: CODE_REQUIRED });
/** POST /api/v1/bookings/check-in, as the web sends it. */
export type BookingCheckInRequest = z.input<typeof BookingCheckInFields>;

/** GET/PUT /api/v1/bookings/queue-settings (issue 32 item 5, Admin): the clinic queue's order. */
export const BookingQueueSettingsFields = z.object({
  order: z.enum(['appointment', 'arrival'], { error: 'กรุณาเลือกลำดับการเรียกคิว' }).meta({ description: "'appointment' (queue number, the default) or 'arrival' (checked-in patients in arrival order)" }),
});
export type BookingQueueSettingsRequest = z.input<typeof BookingQueueSettingsFields>;
export const BookingQueueSettingsAnswer = z.object({ data: BookingQueueSettingsFields, msg: z.string().optional() });
export type BookingQueueSettingsResponse = z.output<typeof BookingQueueSettingsAnswer>;

import { BookingCreateAnswer, BookingCreateFields, BookingMoveAnswer, BookingRow, BookingStatusRowAnswer } from '@hospital/contracts';
import { idParam, z, nameSchemas } from '@hospital/core';
import { MESSAGES, calendarDateOf, isOutOfBoundsYear } from '@hospital/rules';

/**
 * The calls of BookingController (care-services §7 bookings calls, issue 19 item 1) and the
 * booking as every bookings call answers it (§3 Booking, libs/contracts Booking).
 */

/** A Bangkok calendar day as the pages send it ('YYYY-MM-DD' or a date-time, calendarDateOf), read as 'YYYY-MM-DD'. */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .max(40, { error: message })
    // Issue 28 item 4: a year past 1900–2200 has its own message.
    .refine((v) => !isOutOfBoundsYear(v.trim()), { error: MESSAGES.dateYearOutOfRange, abort: true })
    .transform((value, ctx) => {
      const day = calendarDateOf(value);
      if (day) return day;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    })
    .meta({ description: 'วันที่ YYYY-MM-DD (เวลาไทย)', example: '2026-05-04' });

const TIME_OF_DATETIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})/;

/**
 * POST /api/v1/bookings (§2 wizard, §5 rules): the fields are declared once in libs/contracts
 * (BookingCreateFields, issue 30 item 2; the web's BookingCreateRequest is inferred from them);
 * here the day is read as appointDate, else the day of appointDatetime, and the time as
 * appointTime, else the time of appointDatetime. Whether they may be booked is bookingProblem's.
 */
export const BookingCreateBody = BookingCreateFields.transform(({ appointDate, appointDatetime, slotType, serviceType, appointTime, description }) => ({
  appointDate: calendarDateOf(appointDate) ?? calendarDateOf(appointDatetime) ?? appointDate,
  appointTime: appointTime || (TIME_OF_DATETIME.exec(appointDatetime)?.[1] ?? ''),
  slotType,
  serviceType,
  description,
}));
export type BookingCreateInput = z.output<typeof BookingCreateBody>;

/** The answer of POST /api/v1/bookings, declared once in libs/contracts. */
export { BookingCreateAnswer };

/** The booking in the path: a malformed id is answered 404 like an unknown one (BookingRecords). */
export const BookingIDParam = idParam('the booking');

/** §3 Booking, as every bookings call answers it: declared once in libs/contracts (bookings-calls.ts), Booking inferred from it. */
export { BookingRow };

/** GET /api/v1/mybookings. */
export const MyBookingsAnswer = z.object({ data: z.array(BookingRow) });

/** PUT …/updatestatus/{bookingID} and …/{bookingID}/served: the Thai message and the booking as stored (libs/contracts). */
export { BookingMoveAnswer };

/** GET /api/bookingstatus (§4). */
export const BookingStatusesAnswer = z.object({ data: z.array(BookingStatusRowAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingCreateBody, BookingCreateAnswer, MyBookingsAnswer, BookingMoveAnswer, BookingStatusesAnswer });

import { BookingListAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { BOOKING_MESSAGES, BOOKING_STATUS_VALUES, MESSAGES, calendarDateOf, isBookingStatus, isOutOfBoundsYear } from '@hospital/rules';

/**
 * GET /api/v1/bookings?AppointDatetime&BookingStatus (care-services §7, staff board): the day
 * (empty or missing: today in Bangkok, the service's) and one status (empty or missing: every
 * status). An empty value reads as null.
 */
export const BookingListQuery = z.object({
  AppointDatetime: z
    .string({ error: MESSAGES.calendarDateRequired })
    .trim()
    .max(40, { error: MESSAGES.calendarDateRequired })
    // Issue 28 item 4: a year past 1900–2200 has its own message.
    .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
    .transform((value, ctx) => {
      if (value === '') return null;
      const day = calendarDateOf(value);
      if (day) return day;
      ctx.issues.push({ code: 'custom', message: MESSAGES.calendarDateRequired, input: value });
      return z.NEVER;
    })
    .optional()
    .meta({ description: 'วันที่ YYYY-MM-DD (ว่าง: วันนี้)', example: '2026-05-04' }),
  BookingStatus: z
    .string({ error: BOOKING_MESSAGES.statusInvalid })
    .trim()
    .max(20, { error: BOOKING_MESSAGES.statusInvalid })
    .transform((value, ctx) => {
      if (value === '') return null;
      const status = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
      if (isBookingStatus(status)) return status;
      ctx.issues.push({ code: 'custom', message: BOOKING_MESSAGES.statusInvalid, input: value });
      return z.NEVER;
    })
    .optional()
    .meta({ description: `§4: ${BOOKING_STATUS_VALUES.join(', ')} (ว่าง: ทุกสถานะ)`, example: '0' }),
});
export type BookingListInput = z.output<typeof BookingListQuery>;

/** The day's rows in queue order and the count per status: declared once in libs/contracts (bookings-calls.ts). */
export { BookingListAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingListAnswer });

import type { BookingCreateRequest } from '@hospital/contracts';
import { idParam, intLike, optionalText, text, z, nameSchemas, type Agrees } from '@hospital/core';
import { BOOKING_DESCRIPTION_MAX, BOOKING_MESSAGES, BOOKING_STATUS_VALUES, MESSAGES, calendarDateOf, isOutOfBoundsYear } from '@hospital/rules';

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
 * POST /api/v1/bookings (§2 wizard, §5 rules): the shape and limits, in the order bookingProblem
 * (libs/rules, run by the wizard too) checks the fields. Whether the day, slot and time may be
 * booked is that rule's, with the stored calendar. The date is appointDate, else the day of
 * appointDatetime; the time is appointTime, else the time of appointDatetime.
 */
export const BookingCreateBody = z
  .object({
    appointDate: optionalText(40, BOOKING_MESSAGES.dateRequired).meta({ example: '2026-05-04' }),
    appointDatetime: optionalText(40, BOOKING_MESSAGES.dateRequired).meta({ example: '2026-05-04T08:30' }),
    slotType: intLike(BOOKING_MESSAGES.slotTypeRequired).meta({ description: '§9: 1 ในเวลาราชการ, 2 คลินิกพิเศษนอกเวลา', example: 1 }),
    serviceType: z
      .union([intLike(), z.literal('').transform(() => null), z.null()], { error: BOOKING_MESSAGES.serviceTypeMismatch })
      .optional()
      .meta({ description: 'เท่ากับ slotType (ว่างได้)', example: 1 }),
    appointTime: optionalText(10, BOOKING_MESSAGES.timeRequired).meta({ description: 'HH:mm; required for slotType 2', example: '17:00' }),
    description: text(BOOKING_DESCRIPTION_MAX, BOOKING_MESSAGES.descriptionRequired, BOOKING_MESSAGES.descriptionTooLong),
  })
  .transform(({ appointDate, appointDatetime, slotType, serviceType, appointTime, description }) => ({
    appointDate: calendarDateOf(appointDate) ?? calendarDateOf(appointDatetime) ?? appointDate,
    appointTime: appointTime || (TIME_OF_DATETIME.exec(appointDatetime)?.[1] ?? ''),
    slotType,
    serviceType,
    description,
  }));
export type BookingCreateInput = z.output<typeof BookingCreateBody>;
/** Issue 30 item 3: the web's BookingCreateRequest (libs/contracts) and this schema agree, or the typecheck fails. */
export const bookingCreateRequestAgrees: Agrees<BookingCreateRequest, z.input<typeof BookingCreateBody>> = true;

export const BookingCreateAnswer = z.object({
  data: z.object({
    bookingID: z.uuid(),
    bookingNumber: z.int().meta({ description: 'the day queue number' }),
    appointDatetime: z.string().meta({ example: '2026-05-04T08:30' }),
    appointTime: z.string().meta({ example: '08:30' }),
  }),
});

/** The booking in the path: a malformed id is answered 404 like an unknown one (BookingRecords). */
export const BookingIDParam = idParam('the booking');

/** §3 Booking, as the patient's list, the staff board and the status moves answer it. */
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
  queue: z.object({ place: z.int(), etaMinutes: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/v1/mybookings. */
export const MyBookingsAnswer = z.object({ data: z.array(BookingRow) });

/** PUT …/updatestatus/{bookingID} and …/{bookingID}/served: the Thai message and the booking as stored. */
export const BookingMoveAnswer = z.object({ message: z.string(), data: BookingRow });

/** GET /api/bookingstatus (§4). */
export const BookingStatusesAnswer = z.object({
  data: z.array(z.object({ bookingStatus: z.int(), bookingStatusName: z.string() })),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingCreateBody, BookingCreateAnswer, MyBookingsAnswer, BookingMoveAnswer, BookingStatusesAnswer });

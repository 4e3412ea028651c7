import { DisabledRowAnswer, HolidayRowAnswer, SlotRowAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { BE_YEAR_MAX, BE_YEAR_MIN, CE_YEAR_MAX, CE_YEAR_MIN, DISABLED_KINDS, MESSAGES, SLOT_TYPES, boundedYearOf, isBoundedDay, isDateKey, isOutOfBoundsYear, isSlotTime } from '@hospital/rules';

/**
 * The calendar's path parameters and answers (care-services §7), shared by the public reads
 * and Admin's management. `:year/:month` is the spec's 'YYYY/M'; a Buddhist-era year
 * (2400–2700) is taken back by 543; a Gregorian one is 1900–2200 (issue 28 item 4,
 * boundedYearOf in libs/rules).
 */
export const yearParam = z
  .string()
  .regex(/^\d{4}$/, { error: MESSAGES.calendarMonthInvalid })
  .transform(Number)
  .refine((y) => boundedYearOf(y) !== null, { error: MESSAGES.yearOutOfRange, abort: true })
  .transform((y) => boundedYearOf(y)!)
  .meta({ description: `Year, Gregorian ${CE_YEAR_MIN}–${CE_YEAR_MAX} or Buddhist era ${BE_YEAR_MIN}–${BE_YEAR_MAX}`, example: '2026' });

export const monthParam = z
  .string()
  .regex(/^\d{1,2}$/, { error: MESSAGES.calendarMonthInvalid })
  .transform(Number)
  .pipe(z.number().min(1, { error: MESSAGES.calendarMonthInvalid }).max(12, { error: MESSAGES.calendarMonthInvalid }))
  .meta({ description: 'Month 1–12', example: '3' });

/** Which calendar of disabled dates: telemedicine (tele, teleremed) or in-person (booking, smc). */
export const kindParam = z.enum(DISABLED_KINDS, { error: MESSAGES.calendarKindInvalid }).meta({ example: 'tele' });

/** A calendar day 'YYYY-MM-DD' that exists (not 30 February). */
export const calendarDate = () =>
  z
    .string({ error: MESSAGES.calendarDateRequired })
    .trim()
    .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.calendarDateRequired })
    .refine((v) => isDateKey(v) && isBoundedDay(v), { error: MESSAGES.calendarDateRequired })
    .meta({ description: 'YYYY-MM-DD', example: '2029-03-05' });

/** 'HH:mm', 00:00–23:59. */
export const slotTime = () =>
  z
    .string({ error: MESSAGES.calendarSlotTimeInvalid })
    .trim()
    .refine(isSlotTime, { error: MESSAGES.calendarSlotTimeInvalid })
    .meta({ description: 'HH:mm', example: '08:30', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/**
 * A slot type (care-services §9: 1, 2 in person; 4, 5, 6 telemedicine) as a path parameter,
 * limited to `allowed`.
 */
export const slotTypeParam = (allowed: readonly number[] = SLOT_TYPES) =>
  z
    .string()
    .regex(/^\d{1,3}$/, { error: MESSAGES.calendarSlotTypeRequired })
    .transform(Number)
    .pipe(z.union(allowed.map((t) => z.literal(t)), { error: MESSAGES.calendarSlotTypeRequired }))
    .meta({ description: `Slot type (${allowed.join(', ')})`, example: String(allowed[0]) });

/** The answer rows, declared once in libs/contracts (calendar-calls.ts, issue 30 item 2), the web's HolidayRow, DisabledRow and SlotRow inferred from them. */
export { DisabledRowAnswer, HolidayRowAnswer, SlotRowAnswer };

export const HolidaysAnswer = z.object({ data: z.array(HolidayRowAnswer) });
export const DisabledDatesAnswer = z.object({ data: z.array(DisabledRowAnswer) });
export const SlotTimesAnswer = z.object({ data: z.array(SlotRowAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ HolidaysAnswer, DisabledDatesAnswer, SlotTimesAnswer });

import { z } from './input/zod-thai.js';

/**
 * Issue 30 item 2, one declaration per call: the calendar's answer rows (care-services §3/§5/§7:
 * the public red days of a month, Admin's holidays, disabled dates and slot times) declared once
 * as the zod schemas the api documents and the tests check answers against; the web's types are
 * inferred from them. The calendar domain's *.schemas.ts re-export and name them.
 */

/** A holiday (GET /api/holiday/{YYYY}/{M}; Admin's GET /api/v1/calendar/holidays/{YYYY}/{M} adds its source). */
export const HolidayRowAnswer = z.object({
  holidayDate: z.string().meta({ example: '2029-04-13' }),
  name: z.string(),
  source: z.enum(['seed', 'staff']).optional().meta({ description: "Admin's list only: the seed or a staff edit" }),
});
/** A holiday as Admin manages it (its source is in Admin's list only). */
export type HolidayRow = z.output<typeof HolidayRowAnswer>;
/** A holiday of the public month list. */
export type HolidayDate = Omit<HolidayRow, 'source'>;

/** A disabled date of one list (GET /api/v1/disabled/… and /api/v1/calendar/disabled/…). */
export const DisabledRowAnswer = z.object({ disabledDatetime: z.string().meta({ example: '2029-03-05' }), name: z.string() });
export type DisabledRow = z.output<typeof DisabledRowAnswer>;

/** A slot time (GET /api/v1/tele/timeslot, /api/v1/timeslot, /api/v1/calendar/slots/{slotType}). */
export const SlotRowAnswer = z.object({ slotTime: z.string().meta({ example: '08:30' }) });
export type SlotRow = z.output<typeof SlotRowAnswer>;

/** Issue 35 item 2: one holiday of Admin's year list, a substitute day (วันหยุดชดเชย) marked. */
export const HolidayYearRowAnswer = z.object({
  holidayDate: z.string().meta({ example: '2026-12-07' }),
  name: z.string(),
  source: z.enum(['seed', 'staff']).meta({ description: 'the seed (the data file) or a staff edit' }),
  substitute: z.boolean().meta({ description: 'a substitute day (วันหยุดชดเชย)' }),
});
export type HolidayYearRow = z.output<typeof HolidayYearRowAnswer>;

/** Issue 35 item 2: GET /api/v1/calendar/holiday-years/{YYYY} — the year's holidays, where they come from, and whether Admin confirmed them. */
export const HolidayYearAnswer = z.object({
  year: z.number().int().meta({ description: 'Gregorian', example: 2027 }),
  basis: z.enum(['announced', 'computed', 'unlisted']).meta({
    description: "the data file's Buddhist days: as the Cabinet announced, computed from the lunar calendar, or not listed (date-holidays' days only)",
  }),
  source: z.string().meta({ description: "the data file's source, in Thai" }),
  confirmed: z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable().meta({ description: "Admin's confirmation of the year's list" }),
  data: z.array(HolidayYearRowAnswer),
});
export type HolidayYear = z.output<typeof HolidayYearAnswer>;

/** POST /api/v1/calendar/holiday-years/{YYYY}/confirm. */
export const HolidayYearConfirmedAnswer = z.object({ data: HolidayYearAnswer, msg: z.string() });

import { MESSAGES } from './messages.js';

/**
 * Issue 28 item 4: every date or range a call takes is bounded, so no day loop, page loop or
 * query downstream ever sees year 10000 (which sorts before 9999 as text) or a range of
 * centuries. One rule, used by the api's schemas and the web's forms alike.
 *
 * - A year written in the Common Era (every ISO 'YYYY-MM-DD' the api takes) is 1900–2200.
 * - A year written in the Buddhist era (the calendar's `:year` may be either) is 2400–2700.
 * - A report or list range spans at most DATE_SPAN_MAX_DAYS days, both ends counted.
 */
export const CE_YEAR_MIN = 1900;
export const CE_YEAR_MAX = 2200;
export const BE_YEAR_MIN = 2400;
export const BE_YEAR_MAX = 2700;
/** The longest range a report or list reads, both ends counted (a year, leap day included). */
export const DATE_SPAN_MAX_DAYS = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether a Common Era year may be asked for (1900–2200). */
export function isBoundedCeYear(year: number): boolean {
  return Number.isInteger(year) && year >= CE_YEAR_MIN && year <= CE_YEAR_MAX;
}

/**
 * A year as written (Common Era 1900–2200, or Buddhist era 2400–2700) read as a Common Era
 * year; null for any other year. Used where a path takes either (the calendar's `:year`).
 */
export function boundedYearOf(year: number): number | null {
  if (!Number.isInteger(year)) return null;
  if (year >= CE_YEAR_MIN && year <= CE_YEAR_MAX) return year;
  if (year >= BE_YEAR_MIN && year <= BE_YEAR_MAX) return year - 543;
  return null;
}

/** The UTC midnight of a real calendar day 'YYYY-MM-DD' in 1900–2200, else null. */
function dayMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = DAY.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isBoundedCeYear(y)) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
}

/** A real day 'YYYY-MM-DD' whose year is 1900–2200 (2026-02-30 and 9999-12-31 are not). */
export function isBoundedDay(value: unknown): boolean {
  return dayMs(value) !== null;
}

/**
 * Whether a day-shaped text has a year past the bounds: 'YYYY-MM-DD…' (or longer years) with a
 * year outside 1900–2200. Lets a schema answer the year's own message rather than a general one.
 */
export function isOutOfBoundsYear(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4,})-\d{1,2}-\d{1,2}/.exec(value);
  return m !== null && !isBoundedCeYear(Number(m[1]));
}

/** Days from `from` to `to`, both counted (the same day is 1); null unless both are bounded days. */
export function boundedSpanDays(from: unknown, to: unknown): number | null {
  const a = dayMs(from);
  const b = dayMs(to);
  return a === null || b === null ? null : Math.round((b - a) / DAY_MS) + 1;
}

/** The span's Thai message when from–to (both bounded days, in order) is longer than `maxDays`; else null. */
export function dateSpanProblem(from: unknown, to: unknown, maxDays = DATE_SPAN_MAX_DAYS): string | null {
  const days = boundedSpanDays(from, to);
  return days !== null && days > maxDays ? MESSAGES.dateSpanTooLong : null;
}

/**
 * Every day from `from` to `to`, in order, at most `maxDays` of them: bounded by construction
 * (a count, not a comparison of texts), so no range can make it run on.
 */
export function boundedDaysOf(from: string, to: string, maxDays = DATE_SPAN_MAX_DAYS): string[] {
  const a = dayMs(from);
  const b = dayMs(to);
  if (a === null || b === null || b < a) return [];
  const count = Math.min(Math.round((b - a) / DAY_MS) + 1, maxDays);
  return Array.from({ length: count }, (_, i) => new Date(a + i * DAY_MS).toISOString().slice(0, 10));
}

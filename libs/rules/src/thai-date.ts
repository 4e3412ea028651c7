import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/th.js';

dayjs.extend(buddhistEra);
dayjs.extend(utc);
dayjs.extend(timezone);

/** Every clock rule of the product runs in Bangkok time, whatever the machine's zone. */
export const HOSPITAL_TZ = 'Asia/Bangkok';
export const BUDDHIST_ERA_OFFSET = 543;

export function inBangkok(date: ConfigType = undefined): Dayjs {
  return dayjs(date).tz(HOSPITAL_TZ).locale('th');
}

/** The Buddhist-era year in Bangkok now (or of `date`). */
export function buddhistYear(date: ConfigType = undefined): number {
  return inBangkok(date).year() + BUDDHIST_ERA_OFFSET;
}

/** 'D MMMM BBBB', e.g. '21 พฤศจิกายน 2569'. */
export function formatThaiLongDate(date: ConfigType): string {
  return inBangkok(date).format('D MMMM BBBB');
}

/** 'D MMM YY, HH:mm' with the Thai time suffix, e.g. '21 พ.ย. 69, 13:05 น.' (year in Buddhist era). */
export function formatThaiShortDateTime(date: ConfigType): string {
  return `${inBangkok(date).format('D MMM BB, HH:mm')} น.`;
}

/** Bangkok's offset from UTC: +07:00 all year (Thailand keeps no summer time). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Calendar date in Bangkok as YYYY-MM-DD. By the fixed +07:00 offset, not dayjs's time-zone
 * plugin: the registration and vaccine checks ask it on every request, and the plugin's
 * Intl formatting took 9 % of the api's CPU in the opening-day burst (issue 34).
 */
export function bangkokDateKey(date: ConfigType = undefined): string {
  const ms = date === undefined ? Date.now() : dayjs(date).valueOf();
  if (Number.isNaN(ms)) return 'Invalid Date';
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export interface YearOption {
  label: string;
  value: number;
}

/** The 101-entry birth-year list: this year back 100 years, labelled in Buddhist era. */
export function birthYearOptions(now: ConfigType = undefined): YearOption[] {
  const year = inBangkok(now).year();
  return Array.from({ length: 101 }, (_, i) => ({
    label: String(year - i + BUDDHIST_ERA_OFFSET),
    value: year - i,
  }));
}

/**
 * A Bangkok calendar date (YYYY-MM-DD) and time (HH:mm) for people: 'D MMMM BBBB HH:mm น.',
 * read in Bangkok whatever the machine's zone.
 */
export function formatThaiAppointment(dateKey: string, time?: string | null): string {
  const day = dayjs.tz(`${dateKey}T${time || '00:00'}:00`, HOSPITAL_TZ).locale('th');
  return time ? `${day.format('D MMMM BBBB HH:mm')} น.` : day.format('D MMMM BBBB');
}

/**
 * Issue 16 item 5: the weekday abbreviations of every calendar, Sunday first (as Date#getDay):
 * the forms Thai calendars print, not the first two letters of the names.
 */
export const THAI_WEEKDAY_ABBREVIATIONS = ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'] as const;

/** The month names of the calendars' headers, January first. */
export const THAI_MONTH_NAMES = [
  'มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน',
  'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม',
] as const;

/** A year this large or larger in a typed date is Buddhist era; a smaller one is Gregorian. */
const BUDDHIST_YEAR_FROM = 2400;

/** Issue 16 item 6: a calendar date (YYYY-MM-DD) as the Thai date inputs show it, 'DD/MM/BBBB'; '' for none. */
export function formatThaiDateInput(dateKey: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  return m ? `${m[3]}/${m[2]}/${Number(m[1]) + BUDDHIST_ERA_OFFSET}` : '';
}

/**
 * Issue 16 item 6: what a person typed into a Thai date input → the calendar date YYYY-MM-DD,
 * or null when it is not a real day. Accepts 'D/M/BBBB' ('/', '-' or '.' between; a year of
 * 2400 or more is Buddhist era, a smaller one Gregorian) and the ISO 'YYYY-MM-DD' (Gregorian).
 */
export function parseThaiDateInput(text: string): string | null {
  const typed = text.trim();
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const thai = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (thai) [day, month, year] = [Number(thai[1]), Number(thai[2]), Number(thai[3])];
  else return null;
  if (year >= BUDDHIST_YEAR_FROM) year -= BUDDHIST_ERA_OFFSET;
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Issue 16 item 6: a range of calendar dates for a header, 'D MMMM BBBB ถึง D MMMM BBBB' (one date when both are the same). */
export function formatThaiDateRange(from: string, to: string): string {
  const start = formatThaiAppointment(from);
  return from === to ? start : `${start} ถึง ${formatThaiAppointment(to)}`;
}

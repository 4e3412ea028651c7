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

/** Calendar date in Bangkok as YYYY-MM-DD. */
export function bangkokDateKey(date: ConfigType = undefined): string {
  return inBangkok(date).format('YYYY-MM-DD');
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

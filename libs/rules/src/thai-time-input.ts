import { formatThaiDateInput } from './thai-date.js';

/**
 * Issue 35 item 2 (/vaccineadmin showed '12/04/2026, 01:00 PM' in an English browser): the
 * product's time inputs take and show the 24-hour 'HH:mm' Thai clocks read, never the browser's
 * AM/PM, and its date-and-time inputs a Buddhist-era day ('DD/MM/BBBB') with that time.
 */

/** What a person typed into a time input → 'HH:mm' (24-hour), or null. Accepts '13:05', '13.05', '1305', '9:05', '9'. */
export function parseThaiTimeInput(text: string): string | null {
  const typed = text.trim().replace(/\s*น\.?$/, '');
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(typed);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A 'YYYY-MM-DDTHH:mm' value (a datetime-local's, in Bangkok) → its day and time ('' for none). */
export function splitDateTimeValue(value: string): { date: string; time: string } {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value ?? '');
  return m ? { date: m[1], time: m[2] ?? '' } : { date: '', time: '' };
}

/** A day and a time → 'YYYY-MM-DDTHH:mm' ('' without a day; midnight without a time). */
export function joinDateTimeValue(date: string, time: string): string {
  return date ? `${date}T${time || '00:00'}` : '';
}

/** A 'YYYY-MM-DDTHH:mm' value as the Thai inputs show it: 'DD/MM/BBBB HH:mm น.' ('' for none). */
export function formatThaiDateTimeInput(value: string): string {
  const { date, time } = splitDateTimeValue(value);
  if (!date) return '';
  return time ? `${formatThaiDateInput(date)} ${time} น.` : formatThaiDateInput(date);
}

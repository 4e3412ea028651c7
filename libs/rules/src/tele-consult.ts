import { MESSAGES } from './messages.js';
import { calendarDateOf, isSlotTime, weekdayOf, type NamedDate } from './calendar.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { inBangkok } from './thai-date.js';

/** §3 Consultation as the page fills it: the date and time are 'YYYY-MM-DDTHH:mm' (Bangkok). */
export interface ConsultForm {
  description: unknown;
  parentID: unknown;
  appointDatetime: unknown;
}

export interface ConsultContext {
  now: Date | number | string;
  holidays?: readonly NamedDate[];
}

/** The Bangkok date and time of 'YYYY-MM-DDTHH:mm[:ss]', or null. */
export function consultSlotOf(value: unknown): { date: string; time: string } | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(value.trim());
  if (!m || !calendarDateOf(m[1]) || !isSlotTime(m[2])) return null;
  return { date: m[1], time: m[2] };
}

/**
 * care-services §5 Consultation, in order: symptoms, a doctor, a valid date and time, not a
 * weekend, not in the past (an earlier time today is past too), not a holiday.
 */
export function consultProblem(form: ConsultForm, ctx: ConsultContext): string | null {
  if (typeof form.description !== 'string' || form.description.trim() === '') return TELE_MESSAGES.consultDescriptionRequired;
  if (typeof form.parentID !== 'string' || form.parentID.trim() === '') return TELE_MESSAGES.consultDoctorRequired;
  const slot = consultSlotOf(form.appointDatetime);
  if (!slot) return TELE_MESSAGES.consultDateRequired;
  const weekday = weekdayOf(slot.date);
  if (weekday === 0 || weekday === 6) return TELE_MESSAGES.consultWeekend;
  const now = inBangkok(ctx.now);
  const today = now.format('YYYY-MM-DD');
  if (slot.date < today || (slot.date === today && slot.time <= now.format('HH:mm'))) return TELE_MESSAGES.consultPast;
  const holiday = ctx.holidays?.find((h) => h.date === slot.date);
  if (holiday) return MESSAGES.calendarHoliday + holiday.name;
  return null;
}

import { APPOINTMENT_MESSAGES, APPOINTMENT_SETTINGS_BOUNDS, APPOINTMENT_SETTINGS_DEFAULTS } from '@hospital/contracts';
import { bangkokDateKey, formatThaiAppointment, inBangkok } from './thai-date.js';

/** Issue 32: declared in libs/contracts (input/appointment-messages.ts), beside the call schemas that name them. */
export { APPOINTMENT_MESSAGES, APPOINTMENT_SETTINGS_BOUNDS, APPOINTMENT_SETTINGS_DEFAULTS };

/**
 * Issue 32 item 4, a fair share and a horizon: the rules the server runs in POST
 * /api/v1/bookings, POST /api/v1/tele and both reschedules, and the booking pages run before a
 * patient tries (the date picker's last day, the line of Thai text, the limit explained).
 */

type When = Date | number | string;

/** The last day that may be booked: today (Bangkok) + horizonDays. */
export function horizonLastDay(now: When, horizonDays: number): string {
  return inBangkok(now).add(horizonDays, 'day').format('YYYY-MM-DD');
}

/**
 * Why `date` (YYYY-MM-DD) is too far ahead, or null: today + horizonDays is still allowed, the
 * day after is not ('จองล่วงหน้าได้ไม่เกิน 60 วัน …'). A malformed date is the other rules' to name.
 */
export function horizonProblem(date: string, now: When, horizonDays: number): string | null {
  return date > horizonLastDay(now, horizonDays) ? APPOINTMENT_MESSAGES.beyondHorizon(horizonDays) : null;
}

/** The line the booking pages show under the calendar: 'จองล่วงหน้าได้ไม่เกิน 60 วัน (ถึงวันที่ …)'. */
export function horizonNote(now: When, horizonDays: number): string {
  return `จองล่วงหน้าได้ไม่เกิน ${horizonDays} วัน (ถึงวันที่ ${formatThaiAppointment(horizonLastDay(now, horizonDays))})`;
}

/** The last month (year, 1–12) the booking pages' month picker goes to. */
export function horizonLastMonth(now: When, horizonDays: number): { year: number; month: number } {
  const last = inBangkok(now).add(horizonDays, 'day');
  return { year: last.year(), month: last.month() + 1 };
}

/**
 * A clinic booking that counts against the patient's share: waiting or confirmed, not served,
 * and its day today or later (Bangkok). A booking whose day has passed no longer counts.
 */
export function isFutureClinicBooking(b: { bookingStatus: number; appointDate: string; servedAt?: string | Date | null }, now: When): boolean {
  return (b.bookingStatus === 0 || b.bookingStatus === 1) && !b.servedAt && b.appointDate >= bangkokDateKey(now);
}

/** Why one more clinic booking is refused (the patient holds `count` future ones), or null. */
export function futureBookingsProblem(count: number, max: number): string | null {
  return count >= max ? APPOINTMENT_MESSAGES.tooManyFutureBookings(max) : null;
}

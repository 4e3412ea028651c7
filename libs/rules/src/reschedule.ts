import { APPOINTMENT_MESSAGES, type LineCard } from '@hospital/contracts';
import { horizonProblem } from './appointment-limits.js';
import { BOOKING_ARRIVE_EARLY_TEXT, bookingSlotTypeName } from './booking.js';
import { TELE_SLOT_TYPE, dayProblem, isDateKey, isSlotTime, slotTimeFitsDay, type NamedDate } from './calendar.js';
import { isTeleServiceType } from './tele-booking.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { teleServiceName } from './tele-service.js';
import { bangkokDateKey, formatThaiAppointment } from './thai-date.js';

/**
 * Issue 32 item 2, reschedule instead of cancel: which appointments may be moved, the rule of
 * the new day and time where the booking's own rule does not already say it (a telemedicine
 * case's patient), and what the patient is told on LINE. The home cards, the staff board and the
 * server (PUT /api/v1/bookings/{id}, PUT /api/v1/tele/{id}) ask the same functions.
 */

type When = Date | number | string;

/**
 * Why this clinic booking cannot be moved, or null: a cancelled one is booked again instead, a
 * served one is over, and one whose day has passed (Bangkok) is refused for everyone (a missed
 * appointment is booked again).
 */
export function bookingRescheduleProblem(b: { bookingStatus: number; servedAt?: string | Date | null; appointDate: string }, now: When): string | null {
  if (b.bookingStatus === -1) return APPOINTMENT_MESSAGES.cancelledCannotMove;
  if (b.servedAt) return APPOINTMENT_MESSAGES.servedCannotMove;
  if (b.appointDate < bangkokDateKey(now)) return APPOINTMENT_MESSAGES.expiredCannotMove;
  return null;
}

/** Whether the home card and the staff board offer 'เลื่อนนัด' for this booking. */
export function canRescheduleBooking(b: { bookingStatus: number; servedAt?: string | Date | null; appointDate: string }, now: When): boolean {
  return bookingRescheduleProblem(b, now) === null;
}

/**
 * Why this telemedicine case cannot be moved by this caller, or null: only while flowStatus is 0
 * (no nurse or doctor has taken it); its patient moves their own bookings (1, 2, 5), not a
 * consultation a network hospital arranged (3, staff's edit moves that).
 */
export function teleRescheduleProblem(c: { flowStatus: number; serviceType: number }, byOwner: boolean): string | null {
  if (c.flowStatus !== 0) return APPOINTMENT_MESSAGES.teleStartedCannotMove;
  if (byOwner && !isTeleServiceType(c.serviceType)) return APPOINTMENT_MESSAGES.consultCannotMove;
  return null;
}

/** Whether the patient's home card offers 'เลื่อนนัด' for this visit. */
export function canRescheduleTele(c: { flowStatus: number; serviceType: number }): boolean {
  return teleRescheduleProblem(c, true) === null;
}

export interface TeleMoveContext {
  now: When;
  /** Holidays around the new day (any range that holds it). */
  holidays?: readonly NamedDate[];
  /** Disabled dates of the service's list (tele for 1 and 5, teleremed for 2). */
  disabled?: readonly NamedDate[];
  /** The configured slot times of the service's slot type, when known. */
  slotTimes?: readonly string[];
  horizonDays: number;
}

/**
 * The patient's own rules for the new day and time of their case (the booking's, teleBookingProblem's
 * day and slot part): a valid day; the day rules of `dayProblem` (past, weekdays of the type,
 * today's cut-off, holiday, disabled date); the horizon; a slot time of the type offered that
 * day. Whether someone holds the slot is the slot index's (409).
 */
export function teleMoveProblem(target: { serviceType: number; appointDate: string; appointTime: string }, ctx: TeleMoveContext): string | null {
  const { serviceType, appointDate: date, appointTime: time } = target;
  if (!isDateKey(date)) return TELE_MESSAGES.dateRequired;
  if (!isTeleServiceType(serviceType)) return TELE_MESSAGES.serviceTypeRequired;
  const day = dayProblem({ kind: 'tele', serviceType, date, now: ctx.now, holidays: ctx.holidays, disabled: ctx.disabled });
  if (day) return day;
  const far = horizonProblem(date, ctx.now, ctx.horizonDays);
  if (far) return far;
  if (!isSlotTime(time)) return TELE_MESSAGES.slotRequired;
  if (ctx.slotTimes && !(ctx.slotTimes.includes(time) && slotTimeFitsDay(TELE_SLOT_TYPE[serviceType], date, time))) return TELE_MESSAGES.slotRequired;
  return null;
}

// ── LINE texts ──────────────────────────────────────────────────────────────

/** Who moved it as the patient reads it: their own move, or the hospital's (staff, an offer taken counts as their own). */
function rescheduledTitle(byPatient: boolean): string {
  return byPatient ? APPOINTMENT_MESSAGES.rescheduled : 'โรงพยาบาลได้เลื่อนนัดของท่าน';
}

/** The patient's LINE message of a moved clinic booking: the new Buddhist-era day and time, the new queue number, the old appointment. */
export function bookingRescheduledText(e: { slotType: number; toDate: string; toTime: string; bookingNumber: number; fromDate: string; fromTime: string; byPatient: boolean }): string {
  return [
    rescheduledTitle(e.byPatient),
    `${bookingSlotTypeName(e.slotType)} วันที่ ${formatThaiAppointment(e.toDate, e.toTime)}`,
    `คิวที่ ${e.bookingNumber}`,
    `(นัดเดิม ${formatThaiAppointment(e.fromDate, e.fromTime)})`,
    BOOKING_ARRIVE_EARLY_TEXT,
  ].join('\n');
}

/** The patient's LINE message of a moved telemedicine visit: the service, the new day and time, the old one. */
export function teleRescheduledText(e: { serviceType: number; toDate: string; toTime: string; fromDate: string; fromTime: string; byPatient: boolean }): string {
  return [
    rescheduledTitle(e.byPatient),
    `${teleServiceName(e.serviceType)} วันที่ ${formatThaiAppointment(e.toDate, e.toTime)}`,
    `(นัดเดิม ${formatThaiAppointment(e.fromDate, e.fromTime)})`,
  ].join('\n');
}

/** The message as a card: the first line its title, the rest its facts, one button to the patient's home. */
export function rescheduledCard(text: string, homeUrl: string): LineCard {
  const [title, ...lines] = text.split('\n').filter((l) => l.trim());
  return { title: title ?? '', lines, ...(/^https?:\/\//.test(homeUrl) ? { action: { label: 'ดูรายละเอียด', uri: homeUrl } } : {}) };
}

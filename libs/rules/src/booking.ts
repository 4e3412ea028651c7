import {
  BOOKING_SLOT_TYPES,
  THAI_WEEKDAYS,
  dayProblem,
  isDateKey,
  isSlotTime,
  openWeekdays,
  slotTimeFitsDay,
  slotTimeStarted,
  weekdayOf,
  type BookingSlotType,
  type NamedDate,
} from './calendar.js';
import { BOOKING_DESCRIPTION_MAX, BOOKING_MESSAGES, BOOKING_STATUS_VALUES, type BookingStatusValue } from '@hospital/contracts';
import { IN_PERSON_SERVICE_NAMES } from './service-types.js';
import { bangkokDateKey, formatThaiAppointment } from './thai-date.js';

/** Issue 30 item 2: the booking's messages and limits are declared in libs/contracts (input/booking-messages.ts), beside the call schemas that name them. */
export { BOOKING_DESCRIPTION_MAX, BOOKING_MESSAGES, BOOKING_STATUS_VALUES, type BookingStatusValue };

/**
 * care-services §2 in-person booking wizard (/booking), §4 booking status and §5 in-person
 * rules, run by the wizard before 'next' and 'confirm' and again by POST /api/v1/bookings
 * (with the stored holidays, disabled dates and slot times), and by both sides of
 * PUT /api/v1/bookings/updatestatus. One list, one order, one Thai message.
 */

/** §9 in-person hours, for the wizard's notes. */
export const BOOKING_HOURS_TEXT: Readonly<Record<BookingSlotType, string>> = {
  1: 'ในเวลาราชการ วันจันทร์–ศุกร์ เวลา 08:30–16:30 น.',
  2: 'คลินิกพิเศษนอกเวลา วันจันทร์ อังคาร พฤหัสบดี ศุกร์ เวลา 16:30–20:00 น. และวันเสาร์ เวลา 08:00–12:00 น.',
};
/** §9: arrive 15 minutes before the appointment. */
export const BOOKING_ARRIVE_EARLY_MINUTES = 15;
export const BOOKING_ARRIVE_EARLY_TEXT = 'กรุณามาก่อนเวลานัดหมาย 15 นาที';
/** Regular hours (slot type 1) book the day, not a time: the booking's time is the opening time. */
export const REGULAR_OPENING_TIME = '08:30';


/** §4 Booking status names (GET /api/bookingstatus). */
export const BOOKING_STATUS_NAMES: Readonly<Record<string, string>> = {
  '0': 'รอยืนยัน',
  '1': 'ยืนยันการเข้ารับบริการ',
  '-1': 'ยกเลิก',
};

export function isBookingStatus(value: unknown): value is BookingStatusValue {
  return typeof value === 'number' && (BOOKING_STATUS_VALUES as readonly number[]).includes(value);
}
export function bookingStatusName(status: number): string {
  return BOOKING_STATUS_NAMES[String(status)] ?? String(status);
}
/** Pending and confirmed bookings hold a seat of their slot; a cancelled one does not. */
export function holdsSeat(status: number): boolean {
  return status === 0 || status === 1;
}

export function isBookingSlotType(value: unknown): value is BookingSlotType {
  return typeof value === 'number' && (BOOKING_SLOT_TYPES as readonly number[]).includes(value);
}
export function bookingSlotTypeName(slotType: number): string {
  return IN_PERSON_SERVICE_NAMES[slotType as 1 | 2] ?? String(slotType);
}

export interface BookingInput {
  /** In-person service type (§9, 1 or 2); empty means the same as the slot type. */
  serviceType?: number | null;
  slotType: number | null | undefined;
  /** YYYY-MM-DD, a Bangkok calendar date. */
  appointDate: string | null | undefined;
  /** HH:mm; required for the special clinic (slot type 2). */
  appointTime?: string | null;
  description: string | null | undefined;
}

export interface BookingContext {
  now: Date | number | string;
  /** Holidays around the chosen date (any range that holds it). */
  holidays?: readonly NamedDate[];
  /** Disabled dates of the slot type's list: 'booking' for slot type 1, 'smc' for slot type 2. */
  disabled?: readonly NamedDate[];
  /** The configured slot times of the slot type (when known, a special-clinic time must be one that fits the day). */
  slotTimes?: readonly string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The weekday rule of §5 per slot type, with the slot type's own Thai message; null when open. */
export function bookingWeekdayProblem(slotType: BookingSlotType, date: string): string | null {
  const weekday = weekdayOf(date);
  if (openWeekdays({ kind: 'booking', slotType })?.includes(weekday)) return null;
  return (slotType === 1 ? BOOKING_MESSAGES.regularClosedOn : BOOKING_MESSAGES.specialClosedOn) + THAI_WEEKDAYS[weekday];
}

/**
 * The first problem of the in-person booking as its Thai message, or null when it may be
 * saved. Order (§5): 1. a valid date; 2. a slot type of 1 or 2 (and a service type that
 * matches it); 3. the special clinic's time; 4. the description; 5. the weekday of the slot
 * type; 6. only dates after yesterday; 7. a holiday (with its name), then a disabled date of
 * the slot type's list ('booking' for 1, 'smc' for 2) — the day rules of calendar.ts
 * `dayProblem`, with today's closing time ('ปิดรับจองของวันนี้แล้ว' once today's hours have
 * ended, issue 28 item 6); 8. when the slot times are known, a special-clinic time offered
 * that day; 9. a special-clinic time of today that has not begun yet.
 */
export function bookingProblem(input: BookingInput, ctx: BookingContext): string | null {
  const date = text(input.appointDate);
  if (!isDateKey(date)) return BOOKING_MESSAGES.dateRequired;
  const slotType = input.slotType;
  if (!isBookingSlotType(slotType)) return BOOKING_MESSAGES.slotTypeRequired;
  if (input.serviceType != null && input.serviceType !== slotType) return BOOKING_MESSAGES.serviceTypeMismatch;
  const time = text(input.appointTime);
  if (slotType === 2 && !isSlotTime(time)) return BOOKING_MESSAGES.timeRequired;
  const description = text(input.description);
  if (!description) return BOOKING_MESSAGES.descriptionRequired;
  if (description.length > BOOKING_DESCRIPTION_MAX) return BOOKING_MESSAGES.descriptionTooLong;
  const weekday = bookingWeekdayProblem(slotType, date);
  if (weekday) return weekday;
  const day = dayProblem({ kind: 'booking', slotType, date, now: ctx.now, holidays: ctx.holidays, disabled: ctx.disabled });
  if (day) return day;
  if (slotType === 2 && ctx.slotTimes && !(ctx.slotTimes.includes(time) && slotTimeFitsDay(2, date, time))) return BOOKING_MESSAGES.timeNotOffered;
  if (slotType === 2 && slotTimeStarted(date, time, ctx.now)) return BOOKING_MESSAGES.timePassed;
  return null;
}

/** The time a booking is stored with: the chosen time for the special clinic, the opening time for regular hours. */
export function bookingTimeOf(slotType: number, appointTime: string | null | undefined): string {
  return slotType === 2 ? text(appointTime) : REGULAR_OPENING_TIME;
}

/** The wizard's three steps (§2): 1 type, 2 date and time, 3 symptoms. */
export type BookingStep = 1 | 2 | 3;
/** §2 progress bar widths per step. */
export const BOOKING_STEP_PROGRESS: Readonly<Record<BookingStep, string>> = { 1: '16.66%', 2: '50%', 3: '83.3%' };

/**
 * Why the wizard may not go past `step` ('next'), or null. Leaving step 1 needs a slot type;
 * leaving step 2 (to step 3) needs a valid date, and for the special clinic also a time
 * (and the slot type). Step 3 is the last: its check is bookingProblem.
 */
export function stepProblem(step: BookingStep, input: Pick<BookingInput, 'slotType' | 'appointDate' | 'appointTime'>): string | null {
  if (step === 1) return isBookingSlotType(input.slotType) ? null : BOOKING_MESSAGES.slotTypeRequired;
  if (step === 2) {
    if (!isDateKey(text(input.appointDate))) return BOOKING_MESSAGES.dateRequired;
    if (!isBookingSlotType(input.slotType)) return BOOKING_MESSAGES.slotTypeRequired;
    if (input.slotType === 2 && !isSlotTime(text(input.appointTime))) return BOOKING_MESSAGES.timeRequired;
    return null;
  }
  return null;
}

// ── §4 status moves ─────────────────────────────────────────────────────────

/** §4: the patient may confirm (→1) while −1 or 0, and cancel (→−1) while 0 or 1. */
export function patientMayMove(from: number, to: number): boolean {
  if (to === 1) return from === -1 || from === 0;
  if (to === -1) return from === 0 || from === 1;
  return false;
}

/** §4: staff set 1 or −1 on any booking (a move to the same status is not a move). */
export function staffMayMove(from: number, to: number): boolean {
  return isBookingStatus(from) && (to === 1 || to === -1) && from !== to;
}

export interface PatientMoveContext {
  /** The booking's appointment date (YYYY-MM-DD). */
  appointDate: string;
  now: Date | number | string;
  /** When it was marked served ('รับบริการแล้ว'), if it was. */
  servedAt?: string | Date | null;
}

/**
 * Why the patient may not make this move, as the Thai message, or null. Besides §4's table:
 * a booking whose appointment date is before today (Bangkok) cannot be moved by the patient,
 * and a cancelled one then says it expired ('a confirm on a cancelled-then-expired booking').
 * The slot being full again is the server's seat check (BOOKING_MESSAGES.cancelledSlotFull).
 */
export function patientMoveProblem(from: number, to: number, ctx: PatientMoveContext): string | null {
  if (!isBookingStatus(to)) return BOOKING_MESSAGES.statusInvalid;
  if (ctx.servedAt) return BOOKING_MESSAGES.servedNoMove;
  if (!patientMayMove(from, to)) return BOOKING_MESSAGES.moveNotAllowed(bookingStatusName(from), bookingStatusName(to));
  if (ctx.appointDate < bangkokDateKey(ctx.now)) return from === -1 ? BOOKING_MESSAGES.cancelledExpired : BOOKING_MESSAGES.expired;
  return null;
}

/**
 * Why staff may not make this move, or null. A booking marked served moves no more (issue 35
 * item 2): its status stays what it was when served; 'ยกเลิก' of the served mark (within the
 * minute, libs/rules served-undo.ts) puts it back first.
 */
export function staffMoveProblem(from: number, to: number, servedAt?: string | Date | null): string | null {
  if (!isBookingStatus(to)) return BOOKING_MESSAGES.statusInvalid;
  if (servedAt) return BOOKING_MESSAGES.servedNoMove;
  if (!staffMayMove(from, to)) return BOOKING_MESSAGES.moveNotAllowed(bookingStatusName(from), bookingStatusName(to));
  return null;
}

/** The patient's list (§2): a pending booking for today prompts the confirm/cancel dialog. */
export function needsTodayPrompt(booking: { bookingStatus: number; appointDate: string }, now: Date | number | string): boolean {
  return booking.bookingStatus === 0 && booking.appointDate === bangkokDateKey(now);
}

// ── LINE texts ──────────────────────────────────────────────────────────────

function bookingLine(b: { slotType: number; appointDate: string; appointTime: string; bookingNumber: number }): string {
  return `${bookingSlotTypeName(b.slotType)} วันที่ ${formatThaiAppointment(b.appointDate, b.appointTime)} คิวที่ ${b.bookingNumber}`;
}

/** The LINE message when staff change a booking's status. */
export function bookingStatusChangedText(b: { slotType: number; appointDate: string; appointTime: string; bookingNumber: number; bookingStatus: number }): string {
  const tail = b.bookingStatus === 1 ? `\n${BOOKING_ARRIVE_EARLY_TEXT}` : '';
  return `โรงพยาบาลได้เปลี่ยนสถานะการจองของท่านเป็น "${bookingStatusName(b.bookingStatus)}"\n${bookingLine(b)}${tail}`;
}

/** The evening-before LINE reminder. */
export function bookingReminderText(b: { slotType: number; appointDate: string; appointTime: string; bookingNumber: number; bookingStatus: number }): string {
  const ask = b.bookingStatus === 0 ? '\nกรุณายืนยันหรือยกเลิกการเข้ารับบริการในรายการจองของท่าน' : '';
  return `แจ้งเตือนนัดหมายพรุ่งนี้\n${bookingLine(b)}\n${BOOKING_ARRIVE_EARLY_TEXT}${ask}`;
}

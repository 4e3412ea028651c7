import { MESSAGES } from './messages.js';
import { bangkokDateKey, inBangkok } from './thai-date.js';

/**
 * care-services §5 day rules, shared by the booking pages (to grey out days) and the server
 * (to refuse them): which weekdays each calendar opens, today's cut-off hours, past dates,
 * holidays and staff-disabled dates. Every clock rule runs in Bangkok time.
 */

/** Weekday numbers as in Date#getDay: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

/** Telemedicine service types (§9): 1 doctor, 2 refill, 5 doctor 2. */
export const TELE_SERVICE_TYPES = [1, 2, 5] as const;
export type TeleServiceType = (typeof TELE_SERVICE_TYPES)[number];
/** In-person slot types (§9): 1 regular hours, 2 special clinic. */
export const BOOKING_SLOT_TYPES = [1, 2] as const;
export type BookingSlotType = (typeof BOOKING_SLOT_TYPES)[number];
/** Every slot type that has configured times: in-person 1, 2 and telemedicine 4, 5, 6. */
export const SLOT_TYPES = [1, 2, 4, 5, 6] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** Telemedicine service type → its slot type (§9): 1→4, 2→5, 5→6. */
export const TELE_SLOT_TYPE: Readonly<Record<TeleServiceType, SlotType>> = { 1: 4, 2: 5, 5: 6 };

/**
 * §5 telemedicine: type 1 is closed Sunday, Tuesday, Friday, Saturday; type 2 Saturday and
 * Sunday. Type 5 (doctor 2) has no rule in the spec: it follows type 1 (docs/decisions.md).
 */
export const TELE_OPEN_WEEKDAYS: Readonly<Record<TeleServiceType, readonly Weekday[]>> = {
  1: [1, 3, 4],
  2: [1, 2, 3, 4, 5],
  5: [1, 3, 4],
};
/** §5/§9: a telemedicine booking for today only before this Bangkok hour. */
export const TELE_CUTOFF_HOUR: Readonly<Record<TeleServiceType, number>> = { 1: 10, 2: 15, 5: 10 };
/** §5 in-person: slot type 1 Monday–Friday; slot type 2 Monday, Tuesday, Thursday, Friday, Saturday. */
export const BOOKING_OPEN_WEEKDAYS: Readonly<Record<BookingSlotType, readonly Weekday[]>> = {
  1: [1, 2, 3, 4, 5],
  2: [1, 2, 4, 5, 6],
};
/** §5: the staff booking calendar blocks Sundays. */
export const STAFF_BOOKING_OPEN_WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6];
/** §5: the network-hospital calendar blocks Saturday and Sunday. */
export const NETWORK_OPEN_WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

/** The disabled-date lists of §7: tele and teleremed for telemedicine, booking and smc for in-person. */
export const DISABLED_KINDS = ['tele', 'teleremed', 'booking', 'smc'] as const;
export type DisabledKind = (typeof DISABLED_KINDS)[number];
export function isDisabledKind(value: unknown): value is DisabledKind {
  return typeof value === 'string' && (DISABLED_KINDS as readonly string[]).includes(value);
}

export type CalendarRule =
  | { kind: 'tele'; serviceType: number }
  | { kind: 'booking'; slotType: number }
  | { kind: 'staffBooking' }
  | { kind: 'network' };

export interface NamedDate {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

export type DayProblemInput = CalendarRule & {
  /** The chosen day, YYYY-MM-DD (a Bangkok calendar date). */
  date: string;
  now: Date | number | string;
  holidays?: readonly NamedDate[];
  /** The disabled dates of this calendar's list (see disabledKindFor). */
  disabled?: readonly NamedDate[];
};

/**
 * Which disabled-date list a calendar reads: tele for doctor visits (types 1, 5), teleremed
 * for refills (type 2), booking for regular hours (slot 1) and the staff calendar, smc for
 * the special clinic (slot 2); the network calendar (consultations) reads tele.
 */
export function disabledKindFor(rule: CalendarRule): DisabledKind {
  switch (rule.kind) {
    case 'tele':
      return rule.serviceType === 2 ? 'teleremed' : 'tele';
    case 'booking':
      return rule.slotType === 2 ? 'smc' : 'booking';
    case 'staffBooking':
      return 'booking';
    case 'network':
      return 'tele';
  }
}

/** The rule of a configured slot type: 4, 5, 6 telemedicine (service 1, 2, 5), 1, 2 in-person. */
export function ruleForSlotType(slotType: number): CalendarRule | null {
  switch (slotType) {
    case 1:
    case 2:
      return { kind: 'booking', slotType };
    case 4:
      return { kind: 'tele', serviceType: 1 };
    case 5:
      return { kind: 'tele', serviceType: 2 };
    case 6:
      return { kind: 'tele', serviceType: 5 };
    default:
      return null;
  }
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date YYYY-MM-DD (not 2026-02-30). */
export function isDateKey(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = DATE_KEY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The Bangkok calendar date a page sent: 'YYYY-MM-DD' as is, or the first ten characters of
 * 'YYYY-MM-DDTHH:mm[:ss]' without a zone; an instant with a zone (…Z, +07:00) is read in Bangkok.
 */
export function calendarDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (isDateKey(text)) return text;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return isDateKey(text.slice(0, 10)) ? text.slice(0, 10) : null;
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : bangkokDateKey(ms);
  }
  return null;
}

/** Day of the week of a calendar date (zone-free). */
export function weekdayOf(dateKey: string): Weekday {
  const [y, m, d] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() as Weekday;
}

/** The weekdays a calendar opens, or null for an unknown service or slot type. */
export function openWeekdays(rule: CalendarRule): readonly Weekday[] | null {
  switch (rule.kind) {
    case 'tele':
      return TELE_OPEN_WEEKDAYS[rule.serviceType as TeleServiceType] ?? null;
    case 'booking':
      return BOOKING_OPEN_WEEKDAYS[rule.slotType as BookingSlotType] ?? null;
    case 'staffBooking':
      return STAFF_BOOKING_OPEN_WEEKDAYS;
    case 'network':
      return NETWORK_OPEN_WEEKDAYS;
  }
}

/**
 * Why `date` cannot be booked on this calendar, as the Thai message to show, or null when it
 * can. Checked in order: a valid date, a known type, not in the past (only dates after
 * yesterday), an open weekday, today's cut-off (telemedicine), a holiday, a disabled date.
 */
export function dayProblem(input: DayProblemInput): string | null {
  if (!isDateKey(input.date)) return MESSAGES.calendarDateRequired;
  const open = openWeekdays(input);
  if (!open) return input.kind === 'tele' ? MESSAGES.calendarServiceTypeRequired : MESSAGES.calendarSlotTypeRequired;
  const now = inBangkok(input.now);
  const today = now.format('YYYY-MM-DD');
  if (input.date < today) return MESSAGES.calendarPastDate;
  const weekday = weekdayOf(input.date);
  if (!open.includes(weekday)) return MESSAGES.calendarClosedOn + THAI_WEEKDAYS[weekday];
  if (input.kind === 'tele' && input.date === today) {
    const serviceType = input.serviceType as TeleServiceType;
    if (now.hour() >= TELE_CUTOFF_HOUR[serviceType]) return serviceType === 2 ? MESSAGES.teleRefillCutoff : MESSAGES.teleDoctorCutoff;
  }
  // Issue 28 item 6: today's in-person hours have ended (a booking then could not be kept).
  if (input.kind === 'booking' && input.date === today && now.format('HH:mm') >= bookingClosingTime(input.slotType, input.date)) return BOOKING_CLOSED_TODAY;
  const holiday = input.holidays?.find((h) => h.date === input.date);
  if (holiday) return MESSAGES.calendarHoliday + holiday.name;
  const disabled = input.disabled?.find((d) => d.date === input.date);
  if (disabled) return MESSAGES.calendarDisabled + disabled.name;
  return null;
}

/** Issue 28 item 6: today's in-person hours are over — no booking for today any more. */
export const BOOKING_CLOSED_TODAY = 'ปิดรับจองของวันนี้แล้ว';
/** §9 regular hours (slot type 1): 08:30–16:30. */
export const REGULAR_HOURS = ['08:30', '16:30'] as const;

/**
 * Issue 28 item 6: the Bangkok time an in-person day's hours end — regular hours (slot type 1)
 * 16:30; the special clinic (slot type 2) its day's window (Saturday 12:00, otherwise 20:00).
 * From then on a booking for that day is refused ('ปิดรับจองของวันนี้แล้ว').
 */
export function bookingClosingTime(slotType: number, dateKey: string): string {
  if (slotType !== 2) return REGULAR_HOURS[1];
  return weekdayOf(dateKey) === 6 ? SPECIAL_CLINIC_HOURS.saturday[1] : SPECIAL_CLINIC_HOURS.weekday[1];
}

/**
 * Issue 28 item 6: whether a slot time of `dateKey` has already begun at `now` (Bangkok): a
 * time of today at or before the current minute is not offered, nor booked.
 */
export function slotTimeStarted(dateKey: string, slotTime: string, now: Date | number | string): boolean {
  const at = inBangkok(now);
  return dateKey === at.format('YYYY-MM-DD') && slotTime <= at.format('HH:mm');
}

/**
 * §9 special clinic (slot type 2): Monday, Tuesday, Thursday, Friday 16:30–20:00 and Saturday
 * 08:00–12:00. One list of slot times serves both: a time is offered on a day when it starts
 * inside that day's window.
 */
export const SPECIAL_CLINIC_HOURS = { weekday: ['16:30', '20:00'], saturday: ['08:00', '12:00'] } as const;

/** Whether a configured slot time is offered on that date (only slot type 2 has day windows). */
export function slotTimeFitsDay(slotType: number, dateKey: string, slotTime: string): boolean {
  if (slotType !== 2) return true;
  const [from, to] = weekdayOf(dateKey) === 6 ? SPECIAL_CLINIC_HOURS.saturday : SPECIAL_CLINIC_HOURS.weekday;
  return slotTime >= from && slotTime < to;
}

/** 'HH:mm', 00:00–23:59. */
export function isSlotTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The days of a month as YYYY-MM-DD keys (month 1–12). */
export function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => `${year}-${mm}-${String(i + 1).padStart(2, '0')}`);
}

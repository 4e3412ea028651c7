import { weekdayOf, type Weekday } from './calendar.js';
import { FLOW_STATUSES, flowStatusName, type FlowStatus } from './tele-flow.js';

/**
 * Issue 14 item 1, SLA timers: how long a case may wait at a flowStatus, counted on the
 * hospital's calendar. Pure (no I/O, no clock): the calendar's closed dates and "now" come in
 * as inputs, so the page, the board API and the breach job answer alike.
 * Decisions (docs/decisions.md, "SLA timers"):
 *  - Office hours are Monday–Friday 08:30–16:30 Asia/Bangkok, without a lunch break (the
 *    desks are staffed in turns); weekends, public holidays and the telemedicine list's
 *    disabled dates are closed all day. Bangkok has no daylight saving: a fixed +07:00.
 *  - A limit is minutes of office time ('office': the clock stops outside office hours) or
 *    of wall-clock time ('calendar': the 7 days from shipped to received).
 *  - Amber from 75 % of the limit; red (overdue) once MORE than the limit has passed. A limit
 *    reached exactly at 16:30 is overdue only when the office opens again, so the due time
 *    shown is the next opening (a case that came in at 16:00 Friday with 30 minutes is due
 *    08:30 Monday, and turns red just after).
 */

/** Bangkok is UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A limit never reaches further than this many days of calendar (a year of closed days means no due time). */
const MAX_SCAN_DAYS = 800;

export interface OfficeHours {
  weekdays: readonly Weekday[];
  /** 'HH:mm' Bangkok. */
  start: string;
  end: string;
}

/** The hospital's office hours (issue 14 item 1). */
export const OFFICE_HOURS: OfficeHours = { weekdays: [1, 2, 3, 4, 5], start: '08:30', end: '16:30' };
/** The office hours in words (the Admin page). */
export const OFFICE_HOURS_TEXT = 'จันทร์–ศุกร์ 08:30–16:30 น. ไม่นับวันหยุดราชการและวันงดให้บริการ Telemedicine';
/**
 * Issue 14 item 2: a breach found more than this after its due time (the job was off, or the
 * feature just started on old stuck cases) is recorded and listed, but not sent to the staff
 * LINE group: the group hears of cases that JUST went overdue, not of a backlog all at once.
 */
export const SLA_ALERT_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Minutes of one working day (OFFICE_HOURS): the '1 working day' of paid → shipped. */
export const WORKING_DAY_MINUTES = 8 * 60;

export interface OfficeCalendar {
  /** Closed dates 'YYYY-MM-DD' (holidays, disabled dates) besides the weekdays without office hours. */
  closedDates: Iterable<string>;
  hours?: OfficeHours;
}

export type SlaCounting = 'office' | 'calendar';
export const SLA_COUNTINGS: readonly SlaCounting[] = ['office', 'calendar'];
export interface SlaLimit {
  minutes: number;
  counting: SlaCounting;
}

/** Bounds of a limit an Admin sets: at least 1 minute, at most 30 days. */
export const SLA_LIMIT_MIN_MINUTES = 1;
export const SLA_LIMIT_MAX_MINUTES = 30 * 24 * 60;
export const SLA_AMBER_FRACTION = 0.75;

/** The statuses a limit may be set for: every status but 7 (received ends the case). */
export const SLA_STATUSES: readonly FlowStatus[] = FLOW_STATUSES.filter((s) => s !== 7);

/**
 * Issue 14 defaults: a new case (0) reaches the nurse within 30 office minutes; a slip
 * attached (4) is checked by finance within 2 office hours; a paid case (5) ships within one
 * working day; a shipped case (6) is received within 7 days. Other statuses wait on the
 * patient or the doctor's schedule: no limit until an Admin sets one.
 */
export const DEFAULT_SLAS: Readonly<Partial<Record<FlowStatus, SlaLimit>>> = {
  0: { minutes: 30, counting: 'office' },
  4: { minutes: 120, counting: 'office' },
  5: { minutes: WORKING_DAY_MINUTES, counting: 'office' },
  6: { minutes: 7 * 24 * 60, counting: 'calendar' },
};

export const SLA_MESSAGES = {
  settingsInvalid: 'ข้อมูลการตั้งค่าเวลาที่กำหนดไม่ถูกต้อง',
  statusInvalid: 'สถานะนี้ตั้งเวลาที่กำหนดไม่ได้',
  statusRepeated: 'มีสถานะซ้ำกันในการตั้งค่า',
  limitInvalid: `เวลาที่กำหนดต้องเป็นจำนวนนาทีเต็ม ตั้งแต่ ${SLA_LIMIT_MIN_MINUTES} นาทีถึง 30 วัน`,
  countingInvalid: 'วิธีนับเวลาต้องเป็นเวลาทำการหรือเวลาปฏิทิน',
  dateInvalid: 'วันที่ไม่ถูกต้อง',
  saved: 'บันทึกเวลาที่กำหนดแล้ว',
  overdue: 'เกินเวลาที่กำหนด',
  nearlyDue: 'ใกล้ครบเวลาที่กำหนด',
} as const;

// ── Bangkok calendar arithmetic ──────────────────────────────────────────────
function dateKeyOf(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
function midnightOf(dateKey: string): number {
  const [y, m, d] = dateKey.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - BANGKOK_OFFSET_MS;
}
function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
const toMs = (t: Date | number | string): number => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));

/** The office window [open, close) of each open day from the day of `fromMs` on, clipped to start at `fromMs`. */
function* officeWindows(fromMs: number, calendar: OfficeCalendar, untilMs = Infinity): Generator<[number, number]> {
  const hours = calendar.hours ?? OFFICE_HOURS;
  const closed = calendar.closedDates instanceof Set ? (calendar.closedDates as Set<string>) : new Set(calendar.closedDates);
  const open = minutesOf(hours.start) * MINUTE_MS;
  const close = minutesOf(hours.end) * MINUTE_MS;
  let day = midnightOf(dateKeyOf(fromMs));
  for (let i = 0; i < MAX_SCAN_DAYS && day < untilMs; i++, day += DAY_MS) {
    const key = dateKeyOf(day);
    if (closed.has(key) || !hours.weekdays.includes(weekdayOf(key))) continue;
    const a = Math.max(day + open, fromMs);
    const b = day + close;
    if (b > a) yield [a, Math.min(b, untilMs)];
  }
}

/** Office minutes between t0 and t1 (0 when t1 is not after t0). */
export function officeMinutesBetween(t0: Date | number | string, t1: Date | number | string, calendar: OfficeCalendar): number {
  const [from, to] = [toMs(t0), toMs(t1)];
  if (!(to > from)) return 0;
  let ms = 0;
  for (const [a, b] of officeWindows(from, calendar, to)) if (b > a) ms += b - a;
  return ms / MINUTE_MS;
}

/**
 * The instant `minutes` of office time after t0. `exceeded`: the instant after which MORE than
 * that has passed (a limit met exactly at closing is exceeded only at the next opening).
 * null when no such instant lies within the scanned days (every day closed).
 */
function officeInstant(t0: number, minutes: number, calendar: OfficeCalendar, exceeded: boolean): number | null {
  let remaining = minutes * MINUTE_MS;
  for (const [a, b] of officeWindows(t0, calendar)) {
    const capacity = b - a;
    if (remaining < capacity || (!exceeded && remaining <= capacity)) return a + remaining;
    remaining -= capacity;
  }
  return null;
}

function limitInstant(since: number, minutes: number, counting: SlaCounting, calendar: OfficeCalendar, exceeded: boolean): number | null {
  return counting === 'calendar' ? since + minutes * MINUTE_MS : officeInstant(since, minutes, calendar, exceeded);
}

/** When a case that entered its status at `since` becomes overdue under `limit` (red after this instant). */
export function slaDueAt(since: Date | number | string, limit: SlaLimit, calendar: OfficeCalendar): Date | null {
  const t = limitInstant(toMs(since), limit.minutes, limit.counting, calendar, true);
  return t === null ? null : new Date(t);
}

/** When it turns amber (75 % of the limit has passed). */
export function slaAmberAt(since: Date | number | string, limit: SlaLimit, calendar: OfficeCalendar): Date | null {
  const t = limitInstant(toMs(since), limit.minutes * SLA_AMBER_FRACTION, limit.counting, calendar, false);
  return t === null ? null : new Date(t);
}

/** Minutes counted against the limit: office minutes, or wall-clock minutes. */
export function slaElapsedMinutes(since: Date | number | string, now: Date | number | string, counting: SlaCounting, calendar: OfficeCalendar): number {
  if (counting === 'office') return officeMinutesBetween(since, now, calendar);
  return Math.max(0, (toMs(now) - toMs(since)) / MINUTE_MS);
}

export type SlaLevel = 'none' | 'ok' | 'amber' | 'red';

export interface SlaState {
  level: SlaLevel;
  overdue: boolean;
  dueAt: Date | null;
  amberAt: Date | null;
  /** Minutes counted against the limit so far. */
  elapsedMinutes: number;
}

/** ok below 75 %, amber from 75 % up to the limit itself, red (overdue) past it; 'none' without a limit. */
export function slaState(input: { since: Date | number | string; now: Date | number | string; limit: SlaLimit | null | undefined; calendar: OfficeCalendar }): SlaState {
  const { since, now, limit, calendar } = input;
  if (!limit) return { level: 'none', overdue: false, dueAt: null, amberAt: null, elapsedMinutes: 0 };
  const elapsedMinutes = slaElapsedMinutes(since, now, limit.counting, calendar);
  const overdue = elapsedMinutes > limit.minutes;
  const level: SlaLevel = overdue ? 'red' : elapsedMinutes >= limit.minutes * SLA_AMBER_FRACTION ? 'amber' : 'ok';
  return { level, overdue, dueAt: slaDueAt(since, limit, calendar), amberAt: slaAmberAt(since, limit, calendar), elapsedMinutes };
}

/** The level a page shows at `now` from the server's due and amber instants (ticks between fetches). */
export function slaLevelAt(row: { slaDueAt: string | null; slaAmberAt: string | null; slaLevel: SlaLevel }, now: number): SlaLevel {
  if (row.slaLevel === 'none') return 'none';
  if (row.slaDueAt && now > Date.parse(row.slaDueAt)) return 'red';
  if (row.slaLevel === 'red') return 'red';
  if (row.slaAmberAt && now >= Date.parse(row.slaAmberAt)) return 'amber';
  return row.slaLevel;
}

/** Closed dates of the range the SLA needs: every date from `from` to `to` (inclusive) as keys. */
export function dateKeysBetween(from: Date | number | string, to: Date | number | string): { from: string; to: string } {
  return { from: dateKeyOf(toMs(from)), to: dateKeyOf(toMs(to) + DAY_MS) };
}

// ── Board sorting ────────────────────────────────────────────────────────────
/** The board's sort options (GET /api/v1/tele ?Sort=): by appointment (the default) or by urgency. */
export const BOARD_SORTS = ['appointment', 'urgency'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_SORT_NAMES: Readonly<Record<BoardSort, string>> = { appointment: 'ตามเวลานัดหมาย', urgency: 'เร่งด่วนก่อน' };
export const BOARD_SORT_MESSAGE = 'การเรียงลำดับไม่ถูกต้อง';

export function isBoardSort(value: unknown): value is BoardSort {
  return typeof value === 'string' && (BOARD_SORTS as readonly string[]).includes(value);
}

/**
 * Urgency order: the earliest due first (the most overdue on top), then cases without a
 * limit in their previous order. Stable.
 */
export function byUrgency<T extends { slaDueAt: string | null }>(rows: readonly T[]): T[] {
  return rows
    .map((row, i) => ({ row, i, due: row.slaDueAt ? Date.parse(row.slaDueAt) : Infinity }))
    .sort((a, b) => a.due - b.due || a.i - b.i)
    .map((x) => x.row);
}

// ── Texts for people ─────────────────────────────────────────────────────────
/** 'รอมาแล้ว 1 วัน 2 ชม. 5 นาที' for a wait in minutes (under a minute: 'เพิ่งเข้าสถานะนี้'). */
export function waitedText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'เพิ่งเข้าสถานะนี้';
  return `รอมาแล้ว ${durationText(m)}`;
}

/** '1 วัน 2 ชม. 5 นาที' (parts that are 0 left out). */
export function durationText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  const parts = [days ? `${days} วัน` : '', hours ? `${hours} ชม.` : '', mins ? `${mins} นาที` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 นาที';
}

/** How a limit reads: '30 นาที (เวลาทำการ)', '7 วัน (ตามปฏิทิน)'. */
export function slaLimitText(limit: SlaLimit): string {
  if (limit.counting === 'office' && limit.minutes % WORKING_DAY_MINUTES === 0) return `${limit.minutes / WORKING_DAY_MINUTES} วันทำการ`;
  return `${durationText(limit.minutes)} (${limit.counting === 'office' ? 'เวลาทำการ' : 'ตามปฏิทิน'})`;
}

/** The staff LINE group's message for a breach: plain Thai, the case's status, name and how late. */
/**
 * The staff LINE group's message for a breach. No patient name travels through LINE (PDPA: the
 * least data that lets staff act): the HN, the status, the limit and the link, which opens the
 * case for staff who are signed in and allowed to see it.
 */
export function slaBreachText(b: { flowStatus: number; hn: string | null; limit: SlaLimit; link: string }): string {
  return [
    `⚠️ ${SLA_MESSAGES.overdue}: ${flowStatusName(b.flowStatus)}`,
    b.hn ? `ผู้ป่วย HN ${b.hn}` : 'ผู้ป่วยที่ยังไม่มี HN',
    `เวลาที่กำหนด ${slaLimitText(b.limit)}`,
    `เปิดดูเคส: ${b.link}`,
  ].join('\n');
}

// ── The Admin page's units ───────────────────────────────────────────────────
/** How the Admin page states a limit: a number and one of these units (stored as minutes + counting). */
export const SLA_UNITS = {
  officeMinutes: { label: 'นาที (เวลาทำการ)', minutes: 1, counting: 'office' },
  officeHours: { label: 'ชั่วโมง (เวลาทำการ)', minutes: 60, counting: 'office' },
  workingDays: { label: 'วันทำการ', minutes: WORKING_DAY_MINUTES, counting: 'office' },
  calendarMinutes: { label: 'นาที (ตามปฏิทิน)', minutes: 1, counting: 'calendar' },
  calendarHours: { label: 'ชั่วโมง (ตามปฏิทิน)', minutes: 60, counting: 'calendar' },
  calendarDays: { label: 'วัน (ตามปฏิทิน)', minutes: 1440, counting: 'calendar' },
} as const satisfies Record<string, { label: string; minutes: number; counting: SlaCounting }>;
export type SlaUnit = keyof typeof SLA_UNITS;

/** The largest unit of the limit's counting that states it in whole numbers (30 office minutes, 2 office hours, 7 days). */
export function limitInUnits(limit: SlaLimit): { value: number; unit: SlaUnit } {
  const units = (Object.keys(SLA_UNITS) as SlaUnit[]).filter((u) => SLA_UNITS[u].counting === limit.counting).reverse();
  const unit = units.find((u) => limit.minutes % SLA_UNITS[u].minutes === 0) ?? units[units.length - 1];
  return { value: limit.minutes / SLA_UNITS[unit].minutes, unit };
}

/** A number in a unit as the limit the API takes (minutes may fall outside the bounds: the server says so). */
export function limitOfUnits(value: number, unit: SlaUnit): SlaLimit {
  return { minutes: Math.round(value * SLA_UNITS[unit].minutes), counting: SLA_UNITS[unit].counting };
}

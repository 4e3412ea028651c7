import { bangkokDateKey, inBangkok } from './thai-date.js';
import { patientMoveProblem } from './booking.js';
import { queueEtaText, queuePlaceText, queueWaitText } from './queue.js';
import { NO_SHOW_TEXT, arrivedText } from './check-in.js';
import { mayMove, patientMayPay } from './tele-flow.js';

/**
 * Issue 13 item 1, the patient's home: what is next at a glance. Which visits are still
 * upcoming, the state of each in plain Thai words, and the ONE action that state calls for.
 * Pure functions: the page (apps/web/src/pages/home) draws them, this file decides.
 */

/** A telemedicine case older than this (by appointment date) leaves the home for the history. */
export const HOME_TELE_DAYS = 30;

/** Baht for people with the sign: '฿1,234.50'. */
export function bahtWithSign(amount: number): string {
  return `฿${Number(amount ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** What the home needs of a telemedicine case (a TeleRequest has all of it). */
export interface HomeTele {
  flowStatus: number;
  appointDate: string;
  costTotal: number | null;
}

/** What the home needs of a booking (a Booking has all of it). */
export interface HomeBooking {
  bookingStatus: number;
  appointDate: string;
  servedAt: string | null;
  /** Issue 32 item 5: checked in at the counter; the day ended 'ไม่มาตามนัด'. */
  arrivedAt?: string | null;
  noShowAt?: string | null;
}

/** Upcoming: not yet received (7), and its appointment not more than HOME_TELE_DAYS days ago. */
export function isUpcomingTele(tele: HomeTele, now: Date | number | string = new Date()): boolean {
  if (tele.flowStatus === 7) return false;
  const oldest = inBangkok(now).subtract(HOME_TELE_DAYS, 'day').format('YYYY-MM-DD');
  return tele.appointDate >= oldest;
}

/** Upcoming: from today on, not cancelled (−1) and not yet served. */
export function isUpcomingBooking(booking: HomeBooking, now: Date | number | string = new Date()): boolean {
  return booking.appointDate >= bangkokDateKey(now) && booking.bookingStatus !== -1 && !booking.servedAt;
}

/** The state of a telemedicine case in the patient's words (friendlier than the staff names). */
export function teleHomeStatusText(tele: HomeTele): string {
  switch (tele.flowStatus) {
    case 0:
      return 'ได้รับนัดหมายแล้ว รอเจ้าหน้าที่ติดต่อ';
    case 1:
      return 'รอพยาบาลซักประวัติทางวิดีโอคอล';
    case 2:
      return 'รอพบแพทย์ทางวิดีโอคอล';
    case 3:
      return tele.costTotal === null ? 'แพทย์ตรวจแล้ว รอโรงพยาบาลแจ้งค่าใช้จ่าย' : 'แพทย์ตรวจแล้ว กรุณาชำระเงิน';
    case -3:
      return 'โรงพยาบาลแจ้งค่าใช้จ่ายแล้ว กรุณาชำระเงิน';
    case 4:
      return 'ได้รับหลักฐานการชำระเงินแล้ว รอเจ้าหน้าที่การเงินตรวจสอบ';
    case -5:
      return 'หลักฐานการชำระเงินไม่ถูกต้อง กรุณาแนบใหม่';
    case 5:
      return 'ชำระเงินแล้ว รอจัดส่งยา';
    case 6:
      return 'จัดส่งยาแล้ว';
    case 7:
      return 'ได้รับยาแล้ว';
    default:
      return 'กำลังดำเนินการ';
  }
}

/** The state of a booking in the patient's words. */
export function bookingHomeStatusText(booking: HomeBooking): string {
  if (booking.servedAt) return 'รับบริการแล้ว';
  if (booking.noShowAt) return NO_SHOW_TEXT; // issue 32 item 5
  if (booking.arrivedAt && booking.bookingStatus !== -1) return arrivedText(booking.arrivedAt);
  switch (booking.bookingStatus) {
    case 0:
      return 'รอท่านยืนยันการเข้ารับบริการ';
    case 1:
      return 'ยืนยันแล้ว กรุณามาก่อนเวลานัด 15 นาที';
    case -1:
      return 'ยกเลิกแล้ว';
    default:
      return 'กำลังดำเนินการ';
  }
}

/**
 * The one action of a telemedicine case on the home:
 *  - pay: 3 (with an amount), −3, −5 → the payment page, labelled with the amount;
 *  - payMore: 4 → attach another slip;
 *  - video: 1, 2 → the device check before the call (/camera/{teleID});
 *  - received: 6 → the patient confirms the medicine arrived (→ 7);
 *  - none otherwise (0 waits for staff, 3 without an amount waits for the costs, 5 and 7).
 */
export type TeleHomeAction =
  | { kind: 'pay'; label: string }
  | { kind: 'payMore'; label: string }
  | { kind: 'video'; label: string }
  | { kind: 'received'; label: string };

export function teleHomeAction(tele: HomeTele): TeleHomeAction | null {
  const s = tele.flowStatus;
  if (s === 4) return { kind: 'payMore', label: 'แนบสลิปเพิ่ม' };
  if (patientMayPay(s)) {
    // 3 means the costs will follow: without an amount there is nothing to pay yet.
    if (tele.costTotal === null) return s === 3 ? null : { kind: 'pay', label: 'ชำระเงิน' };
    return { kind: 'pay', label: `ชำระเงิน ${bahtWithSign(tele.costTotal)}` };
  }
  if (s === 1 || s === 2) return { kind: 'video', label: 'เข้าวิดีโอคอล' };
  if (mayMove(s, 7, null, true)) return { kind: 'received', label: 'ได้รับยาแล้ว' };
  return null;
}

/** The booking moves the patient may make now, first the main one: confirm (→1) at −1/0, then cancel (→−1). */
export function bookingHomeActions(booking: HomeBooking, now: Date | number | string = new Date()): Array<{ to: 1 | -1; label: string }> {
  if (booking.servedAt || booking.arrivedAt || booking.noShowAt) return []; // issue 32 item 5: checked in, or the day is over
  const ctx = { appointDate: booking.appointDate, now };
  const out: Array<{ to: 1 | -1; label: string }> = [];
  if (patientMoveProblem(booking.bookingStatus, 1, ctx) === null) out.push({ to: 1, label: 'ยืนยันการเข้ารับบริการ' });
  if (patientMoveProblem(booking.bookingStatus, -1, ctx) === null) out.push({ to: -1, label: 'ยกเลิกการจอง' });
  return out;
}

/** Newest first: by appointment date and time, the latest on top. */
export function newestFirst<T extends { appointDate: string; appointTime: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => `${b.appointDate}T${b.appointTime}`.localeCompare(`${a.appointDate}T${a.appointTime}`));
}

// ── Issue 32 item 1: the home in time order, one queue number per card ──

/** A place in today's queue, as the api answers it (QueuePlace). */
export interface HomeQueue {
  place: number;
  etaMinutes: number;
}

/** When an appointment starts, as an instant (ISO, UTC): its Bangkok day at its Bangkok time. */
export function appointmentAt(appointDate: string, appointTime: string): string {
  return new Date(`${appointDate}T${appointTime.trim() || '00:00'}:00+07:00`).toISOString();
}

/**
 * Earliest first by start instant (ties keep their order). The one order of appointments: the
 * home's within each group (homeOrder) and the LINE chat's 'นัด' answer (ChatRegistry.topic).
 */
export function earliestFirst(a: { at: string }, b: { at: string }): number {
  return Date.parse(a.at) - Date.parse(b.at);
}

/** What homeOrder needs of a card. */
export interface HomeOrderItem {
  appointDate: string;
  appointTime: string;
  /** Still on the home's cards (isUpcomingTele / isUpcomingBooking); otherwise the history. */
  upcoming: boolean;
  /** 'ถึงคิวของท่านแล้ว' or a video call open now: the very top. */
  turnNow: boolean;
}

/** It is the patient's turn: first in today's queue (the card says 'ถึงคิวของท่านแล้ว'). */
export function isTurnNow(queue: HomeQueue | null | undefined): boolean {
  return !!queue && queue.place <= 1;
}

/** A telemedicine case's place on the home. The video call is open at 1 and 2 (the card's 'เข้าวิดีโอคอล'). */
export function teleHomeItem(tele: HomeTele & { appointTime: string; queue?: HomeQueue | null }, now: Date | number | string = new Date()): HomeOrderItem & { calendar: boolean } {
  const upcoming = isUpcomingTele(tele, now);
  return {
    appointDate: tele.appointDate,
    appointTime: tele.appointTime,
    upcoming,
    turnNow: upcoming && (isTurnNow(tele.queue) || teleHomeAction(tele)?.kind === 'video'),
    // Item 6: a visit still to come (0, 1, 2: not yet seen by the doctor), today or later.
    calendar: upcoming && tele.appointDate >= bangkokDateKey(now) && [0, 1, 2].includes(tele.flowStatus),
  };
}

/** A booking's place on the home. */
export function bookingHomeItem(booking: HomeBooking & { appointTime: string; queue?: HomeQueue | null }, now: Date | number | string = new Date()): HomeOrderItem & { calendar: boolean } {
  const upcoming = isUpcomingBooking(booking, now);
  return { appointDate: booking.appointDate, appointTime: booking.appointTime, upcoming, turnNow: upcoming && isTurnNow(booking.queue), calendar: upcoming };
}

/**
 * Issue 32 item 1, the order of the home: `next` the cards — first whatever is the patient's turn
 * now ('ถึงคิวของท่านแล้ว', a video call open), then today's (Bangkok) by time, then later days by
 * date and time, then earlier days still open (a visit waiting for payment or the parcel), the
 * most recent first; `past` the history, newest first.
 */
export function homeOrder<T extends HomeOrderItem>(items: readonly T[], now: Date | number | string = new Date()): { next: T[]; past: T[] } {
  const today = bangkokDateKey(now);
  const group = (i: T) => (i.turnNow ? 0 : i.appointDate === today ? 1 : i.appointDate > today ? 2 : 3);
  const at = (i: T) => Date.parse(appointmentAt(i.appointDate, i.appointTime));
  const next = items
    .filter((i) => i.upcoming)
    .sort((a, b) => group(a) - group(b) || (group(a) === 3 ? at(b) - at(a) : at(a) - at(b)));
  const past = items.filter((i) => !i.upcoming).sort((a, b) => at(b) - at(a));
  return { next, past };
}

/**
 * One queue number per card (docs/decisions.md, "One queue number per card"): the big number and
 * the line under it. A clinic booking's number is its ticket (bookingNumber: the board's 'คิวที่',
 * the number staff call), every day; on the day the line says how many are ahead. A video visit
 * has no ticket: its number is its place in today's queue (the staff board's 'คิวที่ n').
 */
export function homeQueueBox(card: { bookingNumber: number; queue: HomeQueue | null } | { queue: HomeQueue | null }): { number: string; wait: string | null } | null {
  const q = card.queue;
  if ('bookingNumber' in card) {
    const wait = !q ? null : q.place <= 1 ? queueWaitText(q.place) : q.etaMinutes > 0 ? `${queueWaitText(q.place)} · ${queueEtaText(q.etaMinutes)}` : queueWaitText(q.place);
    return { number: queuePlaceText(card.bookingNumber), wait };
  }
  if (!q) return null;
  return { number: queuePlaceText(q.place), wait: q.place <= 1 ? queueWaitText(q.place) : q.etaMinutes > 0 ? queueEtaText(q.etaMinutes) : queueWaitText(q.place) };
}

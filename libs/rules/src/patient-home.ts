import { bangkokDateKey, inBangkok } from './thai-date.js';
import { patientMoveProblem } from './booking.js';
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
  if (booking.servedAt) return [];
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

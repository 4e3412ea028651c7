import { bangkokDateKey, formatThaiAppointment, inBangkok } from './thai-date.js';

/**
 * Issue 32 item 5, QR check-in at the counter, arrival order and 'ไม่มาตามนัด': the pure rules,
 * shared by the api (libs/bookings/src/check-in, no-show, queue) and the web (the ticket, the board).
 */

/** The check-in code's form: 'CK1' and 32 lowercase hex digits (a random code stored on the booking). */
export const CHECK_IN_CODE_PATTERN = /^CK1[0-9a-f]{32}$/;

/** The time of day (Bangkok) from which a day's unattended bookings become 'ไม่มาตามนัด'. */
export const NO_SHOW_AFTER = '23:30';
/** How many days back the no-show job looks (a worker that was down a few days still marks them). */
export const NO_SHOW_LOOKBACK_DAYS = 7;
/** Plain Thai for a booking marked no-show (the patient's history, the board). */
export const NO_SHOW_TEXT = 'ไม่มาตามนัด';

export const CHECK_IN_MESSAGES = {
  codeRequired: 'กรุณาสแกน QR หรือกรอกรหัส/หมายเลขคิว',
  unknown: 'ไม่พบการจองจากรหัสนี้ กรุณาตรวจสอบอีกครั้ง',
  cancelled: 'การจองนี้ถูกยกเลิกแล้ว ไม่สามารถเช็คอินได้',
  checkedIn: 'เช็คอินเรียบร้อย',
  settingsSaved: 'บันทึกลำดับการเรียกคิวเรียบร้อย',
} as const;

/** 'HH:mm' in Bangkok. */
export function bangkokTime(at: Date | string | number): string {
  return inBangkok(at).format('HH:mm');
}

/** The second scan's answer: 'เช็คอินแล้วเมื่อ HH:mm'. */
export function alreadyCheckedInText(arrivedAt: Date | string | number): string {
  return `เช็คอินแล้วเมื่อ ${bangkokTime(arrivedAt)}`;
}

/** The board row and the patient's card: 'มาถึงแล้ว HH:mm'. */
export function arrivedText(arrivedAt: Date | string | number): string {
  return `มาถึงแล้ว ${bangkokTime(arrivedAt)}`;
}

/**
 * Why a booking cannot be checked in now (null: it can). A second check-in is not a problem
 * (the call answers 'เช็คอินแล้วเมื่อ …'). Only today's (Bangkok) bookings check in.
 */
export function checkInProblem(b: { bookingStatus: number; appointDate: string }, now: Date | string | number): string | null {
  if (b.bookingStatus === -1) return CHECK_IN_MESSAGES.cancelled;
  if (b.appointDate !== bangkokDateKey(now)) return `นัดวันที่ ${formatThaiAppointment(b.appointDate)} ไม่ใช่วันนี้`;
  return null;
}

/**
 * The last appointment day whose unattended bookings are 'ไม่มาตามนัด' at `now`: today from
 * 23:30 Bangkok, else yesterday. The job marks the days (last − NO_SHOW_LOOKBACK_DAYS, last].
 */
export function noShowLastDay(now: Date | string | number): string {
  const t = inBangkok(now);
  return t.format('HH:mm') >= NO_SHOW_AFTER ? t.format('YYYY-MM-DD') : t.subtract(1, 'day').format('YYYY-MM-DD');
}

/** Whether a booking is due its no-show mark: of a finished day, not cancelled, not served, not arrived, not yet marked. */
export function isNoShowDue(
  b: { bookingStatus: number; appointDate: string; servedAt: unknown; arrivedAt: unknown; noShowAt: unknown },
  now: Date | string | number,
): boolean {
  const last = noShowLastDay(now);
  const first = inBangkok(`${last}T12:00:00+07:00`).subtract(NO_SHOW_LOOKBACK_DAYS, 'day').format('YYYY-MM-DD');
  return b.bookingStatus !== -1 && !b.servedAt && !b.arrivedAt && !b.noShowAt && b.appointDate <= last && b.appointDate > first;
}

/** The clinic queue's order (Admin's setting): 'appointment' (bookingNumber, the default) or 'arrival'. */
export type BookingQueueOrder = 'appointment' | 'arrival';

export const BOOKING_QUEUE_ORDER_NAMES: Readonly<Record<BookingQueueOrder, string>> = {
  appointment: 'ตามลำดับหมายเลขคิว (เวลานัด)',
  arrival: 'ตามลำดับการมาถึง (เช็คอิน)',
};

/**
 * The queue's order rule: by appointment, bookingNumber order. By arrival, the patients who
 * checked in come first in the order they arrived (ties by bookingNumber), then those not yet
 * arrived in bookingNumber order. The SQL in libs/bookings/src/queue/booking-queue-order.ts mirrors it.
 */
export function compareQueue(order: BookingQueueOrder, a: { bookingNumber: number; arrivedAt: string | null }, b: { bookingNumber: number; arrivedAt: string | null }): number {
  if (order === 'arrival') {
    if (a.arrivedAt && !b.arrivedAt) return -1;
    if (!a.arrivedAt && b.arrivedAt) return 1;
    if (a.arrivedAt && b.arrivedAt) {
      const d = new Date(a.arrivedAt).getTime() - new Date(b.arrivedAt).getTime();
      if (d !== 0) return d;
    }
  }
  return a.bookingNumber - b.bookingNumber;
}

/**
 * Issue 35 item 2, `/admin/booking`: 'รับบริการแล้ว' can be undone for a minute ('ยกเลิก' beside
 * the served mark puts the booking back in the queue). One rule for the board's countdown and
 * the server's decision (DELETE /api/v1/bookings/{id}/served). The minute is counted in whole
 * seconds, as the button counts down: second 60 after the mark is the last one that undoes.
 */

/** How long a 'served' mark can be undone. */
export const SERVED_UNDO_SECONDS = 60;

export const SERVED_UNDO_MESSAGES = {
  /** The confirm dialog's question before marking served. */
  confirmServed: 'บันทึกว่าผู้ป่วยได้รับบริการแล้ว',
  /** DELETE …/served on a booking not marked served. */
  notServed: 'การจองนี้ยังไม่ได้บันทึกว่าได้รับบริการ',
  /** … after the minute. */
  tooLate: `เกิน ${SERVED_UNDO_SECONDS} วินาทีหลังบันทึกว่าได้รับบริการแล้ว ไม่สามารถยกเลิกได้`,
  /** The answer of an undo. */
  undone: 'ยกเลิกการบันทึกว่าได้รับบริการแล้ว ผู้ป่วยกลับเข้าคิวตามเดิม',
} as const;

const toMs = (t: string | Date | number): number => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : new Date(t).getTime());

/** Whole seconds since the mark (0 for a mark 'in the future' of a skewed clock). */
export function servedElapsedSeconds(servedAt: string | Date | number, now: string | Date | number): number {
  return Math.max(0, Math.floor((toMs(now) - toMs(servedAt)) / 1000));
}

/** Seconds the undo stays offered (SERVED_UNDO_SECONDS at the mark … 0 at second 60, −1 once past). */
export function servedUndoSecondsLeft(servedAt: string | Date | number, now: string | Date | number): number {
  return Math.max(-1, SERVED_UNDO_SECONDS - servedElapsedSeconds(servedAt, now));
}

/** Why this booking's 'served' cannot be undone now, or null. */
export function servedUndoProblem(servedAt: string | Date | null | undefined, now: string | Date | number): string | null {
  if (servedAt === null || servedAt === undefined) return SERVED_UNDO_MESSAGES.notServed;
  return servedElapsedSeconds(servedAt, now) > SERVED_UNDO_SECONDS ? SERVED_UNDO_MESSAGES.tooLate : null;
}

/**
 * Issue 13 item 6, a live place in the queue: on the day of a video visit or a clinic booking
 * the patient sees 'คิวที่ 3' and 'ประมาณ 25 นาที'. The pure rules: who is in a queue, the
 * median handling time and the estimate. The queries live in libs/telemedicine/src/queue and
 * libs/bookings/src/queue.
 */

/**
 * The flowStatuses that still wait for the video call: registered (0), with the nurse (1),
 * with the doctor (2). A case is 'finished' for the queue when it moves out of this set
 * (3 seen by the doctor, −3 costs notified, …); it is served from its first move into 1 or 2.
 */
export const QUEUE_WAITING_FLOW_STATUSES: readonly number[] = [0, 1, 2];

/**
 * The telemedicine service types that meet the doctor on video and so have a queue: 1 (video
 * visit), 5 (video visit, clinic 2) and 3 (a network hospital's consultation). One doctor sees
 * all three on a day, so they share ONE queue per day (docs/decisions.md, "Queue"). Type 2
 * (refill, medicine by post) has no call and no queue.
 */
export const QUEUE_TELE_SERVICE_TYPES: readonly number[] = [1, 3, 5];

/** Booking statuses that still wait for their turn (pending 0, confirmed 1), while not served. */
export const QUEUE_WAITING_BOOKING_STATUSES: readonly number[] = [0, 1];

/** The history the median is taken over. */
export const QUEUE_HISTORY_DAYS = 14;

/**
 * Fewer finished cases than this in the history and the estimate uses the configured default
 * (QUEUE_DEFAULT_MINUTES_TELE / _BOOKING): one or two quick cases would say 'ประมาณ 0 นาที'.
 */
export const QUEUE_MIN_SAMPLES = 5;

export const QUEUE_MESSAGES = {
  /** PUT /api/v1/bookings/{id}/served on a booking already served. */
  alreadyServed: 'การจองนี้ได้รับบริการแล้ว',
  /** … on a cancelled booking. */
  cancelled: 'การจองนี้ถูกยกเลิกแล้ว ไม่สามารถบันทึกว่าได้รับบริการได้',
  /** … on a booking of a later day. */
  notYet: 'ยังไม่ถึงวันนัดหมาย ไม่สามารถบันทึกว่าได้รับบริการได้',
  served: 'บันทึกการให้บริการเรียบร้อย',
} as const;

export function isQueueTeleServiceType(serviceType: number): boolean {
  return QUEUE_TELE_SERVICE_TYPES.includes(serviceType);
}

export function isWaitingFlowStatus(flowStatus: number): boolean {
  return QUEUE_WAITING_FLOW_STATUSES.includes(flowStatus);
}

export function isWaitingBooking(bookingStatus: number, servedAt: unknown): boolean {
  return QUEUE_WAITING_BOOKING_STATUSES.includes(bookingStatus) && (servedAt === null || servedAt === undefined);
}

/** The median of the finite numbers (mean of the middle two for an even count); null for none. */
export function median(numbers: readonly number[]): number | null {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The minutes per patient to estimate with: the median of the history when it holds at least
 * QUEUE_MIN_SAMPLES handling times, the configured default otherwise.
 */
export function handlingMinutes(history: readonly number[], defaultMinutes: number): number {
  const samples = history.filter((n) => Number.isFinite(n) && n >= 0);
  if (samples.length < QUEUE_MIN_SAMPLES) return defaultMinutes;
  return median(samples) ?? defaultMinutes;
}

/** Minutes until the patient's turn: (place − 1) × minutes per patient, whole minutes, never negative. */
export function etaMinutes(place: number, medianMinutes: number): number {
  if (!Number.isFinite(place) || place <= 1 || !Number.isFinite(medianMinutes) || medianMinutes <= 0) return 0;
  return Math.round((place - 1) * medianMinutes);
}

/** 'คิวที่ 3' */
export function queuePlaceText(place: number): string {
  return `คิวที่ ${place}`;
}

/** Issue 31 (the LINE chat's 'คิว'): 'ถึงคิวของท่านแล้ว' first in the queue, else 'รออีก 2 คิว'. */
export function queueWaitText(place: number): string {
  return place <= 1 ? 'ถึงคิวของท่านแล้ว' : `รออีก ${place - 1} คิว`;
}

/** 'ประมาณ 25 นาที'; 'ถึงคิวของท่านแล้ว' at 0. */
export function queueEtaText(minutes: number): string {
  return minutes <= 0 ? 'ถึงคิวของท่านแล้ว' : `ประมาณ ${minutes} นาที`;
}

/**
 * Issue 32 item 1, the clinic board's badge beside the ticket number ('คิวที่' column): how many
 * are ahead, not a second 'คิวที่' (docs/decisions.md, "One queue number per card").
 */
export function boardWaitText(place: number): string {
  return place <= 1 ? 'ถึงคิวแล้ว' : `รออีก ${place - 1} คิว`;
}

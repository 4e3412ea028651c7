import type { BookingQueueOrder } from '@hospital/rules';

/**
 * libs/rules' compareQueue (issue 32 item 5: by appointment, or the arrived first in arrival
 * order) as SQL ORDER BY over `bookings` aliased `b`: the queue place the board and the patient
 * read is counted in PostgreSQL, in the same order the page sorts by.
 */
export function queueOrderSql(order: BookingQueueOrder, b = 'b'): string {
  return order === 'arrival' ? `(${b}.arrived_at IS NULL), ${b}.arrived_at, ${b}.booking_number` : `${b}.booking_number`;
}

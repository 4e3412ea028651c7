import type { EntityManager } from 'typeorm';
import type { EventRow } from '../reference/vaccine-events.js';

/**
 * Seats of a vaccine event. Taking one is a single UPDATE guarded by `booked < capacity` (and
 * the CHECK booked <= capacity behind it), so concurrent bookings can never exceed the
 * capacity; the queue number is the event's `last_queue` counter, never handed out twice.
 * The same statement (issue 34, opening day) adds the seat's row and writes the queue number
 * into the child's row (its dose's column): the event's row stays locked until COMMIT, and
 * every other booking of the event waits that long: it is held for this statement and COMMIT.
 * Returns the queue number, or null when the event is full.
 */
export async function takeSeat(m: EntityManager, event: Pick<EventRow, 'vaccineEventKey' | 'vaccineNumber'>, cid: string): Promise<number | null> {
  const [rows] = (await m.query(
    `WITH taken AS (
       UPDATE vaccine_events SET booked = booked + 1, last_queue = last_queue + 1
        WHERE event_key = $1 AND booked < capacity RETURNING event_key, last_queue),
     seat AS (INSERT INTO vaccine_event_seats (event_key, queue_number, cid) SELECT event_key, last_queue, $2 FROM taken RETURNING queue_number)
     UPDATE vaccine_students s SET ${queueColumnOf(event)} = seat.queue_number FROM seat WHERE s.cid = $2 RETURNING seat.queue_number`,
    [event.vaccineEventKey, cid],
  )) as [Array<{ queue_number: number }>, number]; // TypeORM answers an UPDATE with [rows, count]
  return rows[0]?.queue_number ?? null;
}

/** The child's column that holds the queue number of a booking at `event` (its dose's). */
function queueColumnOf(event: Pick<EventRow, 'vaccineNumber'>): string {
  if (!Number.isInteger(event.vaccineNumber) || event.vaccineNumber < 1) throw new Error(`vaccine number ${event.vaccineNumber} is not a dose`);
  return `queue_number${event.vaccineNumber}`;
}

/**
 * Locks the events' rows in one order (event key) before a write that touches two or more of
 * them (a move frees one seat and takes another): two moves in opposite directions wait for
 * each other instead of deadlocking.
 */
export async function lockEvents(m: EntityManager, eventKeys: readonly string[]): Promise<void> {
  const keys = [...new Set(eventKeys.filter(Boolean))];
  if (keys.length > 0) await m.query(`SELECT 1 FROM vaccine_events WHERE event_key = ANY($1::text[]) ORDER BY event_key FOR UPDATE`, [keys]);
}

/** Frees the person's seat at the event (if they hold one). */
export async function releaseSeat(m: EntityManager, eventKey: string, cid: string): Promise<void> {
  const [rows] = (await m.query(`DELETE FROM vaccine_event_seats WHERE event_key = $1 AND cid = $2 RETURNING queue_number`, [eventKey, cid])) as [
    unknown[],
    number,
  ];
  if (rows.length > 0) await m.query(`UPDATE vaccine_events SET booked = booked - 1 WHERE event_key = $1`, [eventKey]);
}

/**
 * The dose columns a booking at `event` sets (dose = the event's vaccine number); without the
 * queue number when it is null (takeSeat writes it).
 */
export function doseColumnsOf(event: EventRow, queueNumber: number | null): Record<string, unknown> {
  const n = event.vaccineNumber;
  const [date, time] = event.vaccineEventDT.split('T');
  return {
    [`appoint_dt${n}`]: `${event.vaccineEventDT}:00+07:00`,
    ...(queueNumber === null ? {} : { [`queue_number${n}`]: queueNumber }),
    [`queue_date${n}`]: date,
    [`queue_time${n}`]: time,
    ...(n <= 4 ? { [`vaccine_event_key${n}`]: event.vaccineEventKey } : {}),
  };
}

/** The dose columns a cancelled booking at `event` clears. */
export function clearedDoseColumnsOf(event: EventRow): Record<string, unknown> {
  const n = event.vaccineNumber;
  return {
    [`appoint_dt${n}`]: null,
    [`queue_number${n}`]: null,
    [`queue_date${n}`]: null,
    [`queue_time${n}`]: null,
    ...(n <= 4 ? { [`vaccine_event_key${n}`]: null } : {}),
  };
}

/** Whether the event has begun (Bangkok time). */
export function isPast(event: EventRow, now: Date = new Date()): boolean {
  return new Date(`${event.vaccineEventDT}:00+07:00`).getTime() <= now.getTime();
}

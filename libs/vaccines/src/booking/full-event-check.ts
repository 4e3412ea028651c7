import type { EntityManager } from 'typeorm';

/** What a confirmation needs to hear 'full' without its transaction (issue 34 item 3, opening day). */
export interface FullEventCheck {
  /** The child on the list; false: not listed. */
  listed: boolean;
  /** The list's birth date, 'YYYY-MM-DD' ('' when the list has none yet). */
  birthDT: string;
  /** The child already holds a seat. */
  booked: boolean;
  /** The chosen event exists, is ahead and has no seat left; then its name. */
  fullEventName: string | null;
}

interface Row {
  birth_dt: string | null;
  slot_id: string | null;
  full_event_name: string | null;
}

/**
 * ONE plain read (no lock, no transaction) of the child's row and the chosen event's seats: in
 * the opening-day burst every round trip is a system call on both sides, and the 9,700 parents
 * who come after the last seat need only this one.
 */
export async function fullEventCheck(m: EntityManager, cid: string, eventKey: string): Promise<FullEventCheck> {
  const rows: Row[] = await m.query(
    `SELECT to_char(s.birth_dt, 'YYYY-MM-DD') AS birth_dt, s.slot_id,
            (SELECT e.event_name FROM vaccine_events e
              WHERE e.event_key = $2 AND e.booked >= e.capacity AND e.event_dt > now()) AS full_event_name
       FROM vaccine_students s
      WHERE s.cid = $1`,
    [cid, eventKey],
  );
  const row = rows[0];
  if (!row) return { listed: false, birthDT: '', booked: false, fullEventName: null };
  return { listed: true, birthDT: row.birth_dt ?? '', booked: row.slot_id !== null, fullEventName: row.full_event_name };
}

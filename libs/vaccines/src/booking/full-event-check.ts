import { GroupedReads } from '@hospital/core';
import type { DataSource } from 'typeorm';

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

interface Ask {
  cid: string;
  eventKey: string;
}

interface Row {
  kind: 'student' | 'event';
  key: string;
  birth_dt: string | null;
  booked: boolean | null;
  event_name: string | null;
}

/**
 * The child's row and the chosen event's seats in a plain read (no lock, no transaction): in
 * the opening-day burst every round trip is a system call on both sides, and the 9,700 parents
 * who come after the last seat need only this one. The checks asked while one read ran are
 * read together in the next (GroupedReads: one statement for the lot, never a cache).
 */
export class FullEventChecks {
  private readonly reads: GroupedReads<Ask, FullEventCheck>;

  constructor(dataSource: DataSource) {
    this.reads = new GroupedReads(async (asks) => {
      const rows: Row[] = await dataSource.query(
        `SELECT 'student' AS kind, s.cid::text AS key, to_char(s.birth_dt, 'YYYY-MM-DD') AS birth_dt, s.slot_id IS NOT NULL AS booked, NULL AS event_name
           FROM vaccine_students s WHERE s.cid = ANY($1::bpchar[])
         UNION ALL
         SELECT 'event', e.event_key, NULL, NULL, e.event_name
           FROM vaccine_events e WHERE e.event_key = ANY($2::text[]) AND e.booked >= e.capacity AND e.event_dt > now()`,
        [[...new Set(asks.map((a) => a.cid))], [...new Set(asks.map((a) => a.eventKey))]],
      );
      const students = new Map(rows.filter((r) => r.kind === 'student').map((r) => [r.key, r]));
      const fullEvents = new Map(rows.filter((r) => r.kind === 'event').map((r) => [r.key, r.event_name ?? '']));
      return asks.map(({ cid, eventKey }): FullEventCheck => {
        const student = students.get(cid);
        if (!student) return { listed: false, birthDT: '', booked: false, fullEventName: null };
        return { listed: true, birthDT: student.birth_dt ?? '', booked: student.booked === true, fullEventName: fullEvents.get(eventKey) ?? null };
      });
    });
  }

  /** The check for this child and event, from a read that started after this call. */
  of(cid: string, eventKey: string): Promise<FullEventCheck> {
    return this.reads.read({ cid, eventKey });
  }
}

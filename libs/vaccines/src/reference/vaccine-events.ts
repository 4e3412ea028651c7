import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { VaccineEvent } from '@hospital/contracts';
import { CHILD_EVENT_MARK } from '@hospital/rules';

/** A vaccine event with what the rules need of its type. */
export interface EventRow extends VaccineEvent {
  hospitalCode: string;
  disease: string;
  typeDoseNumber: number;
}

interface Raw {
  event_key: string;
  event_name: string;
  vaccine_name: string;
  vaccine_type: string;
  family: string;
  disease: string;
  dose_number: number;
  vaccine_number: number;
  event_dt: string;
  place: string;
  venue_kind: 'general' | 'ward';
  hospital_code: string;
  capacity: number;
  booked: number;
}

/** §3 Vaccine event with its type's brand name and family; the date-time in Bangkok 'YYYY-MM-DDTHH:mm'. */
const EVENT_SELECT = `
  SELECT e.event_key, e.event_name, t.brand_name AS vaccine_name, e.vaccine_type, t.family, t.disease, t.dose_number,
         e.vaccine_number, to_char(e.event_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI') AS event_dt,
         e.place, e.venue_kind, e.hospital_code, e.capacity, e.booked
    FROM vaccine_events e JOIN vaccine_types t ON t.code = e.vaccine_type`;

export function toEvent(r: Raw): EventRow {
  return {
    vaccineEventKey: r.event_key,
    vaccineEventName: r.event_name,
    vaccineName: r.vaccine_name,
    vaccineType: r.vaccine_type,
    vaccineFamily: r.family,
    vaccineNumber: r.vaccine_number,
    vaccineEventDT: r.event_dt,
    vaccinePlace: r.place,
    venueKind: r.venue_kind,
    capacity: r.capacity,
    booked: r.booked,
    hospitalCode: r.hospital_code,
    disease: r.disease,
    typeDoseNumber: r.dose_number,
  };
}

/** What the public lists answer of an event (the contract's fields only). */
export function publicEvent(e: EventRow): VaccineEvent {
  const { hospitalCode: _h, disease: _d, typeDoseNumber: _n, ...event } = e;
  return event;
}

/**
 * Which events a person entitled to `vaccineType` may book (§5 Vaccine event list, age rules):
 * events of that type, and at a ward venue every brand of the same disease and dose number
 * ("events at a ward venue show all brands"); a children's series is offered its own events only,
 * and no one else is offered a child event (name contains '5-11') of another type.
 */
const OFFERED_TO = `
  (e.vaccine_type = $1 OR (e.venue_kind = 'ward' AND t.disease = own.disease AND e.vaccine_number = own.dose_number
                           AND NOT own.for_children AND NOT t.for_children AND position('${CHILD_EVENT_MARK}' in e.event_name) = 0))`;

@Injectable()
export class VaccineEvents {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Every event, by date (GET /api2/vaccine/event2/: the queue ticket reads a booked event's place). */
  async all(): Promise<EventRow[]> {
    const rows: Raw[] = await this.dataSource.query(`${EVENT_SELECT} ORDER BY e.event_dt, e.event_key`);
    return rows.map(toEvent);
  }

  /** Future events with seats left that a person entitled to `vaccineType` may book. */
  async bookable(vaccineType: string): Promise<EventRow[]> {
    const rows: Raw[] = await this.dataSource.query(
      `${EVENT_SELECT} CROSS JOIN (SELECT disease, dose_number, for_children FROM vaccine_types WHERE code = $1) own
        WHERE ${OFFERED_TO} AND e.event_dt > now() AND e.booked < e.capacity
        ORDER BY e.event_dt, e.event_key`,
      [vaccineType],
    );
    return rows.map(toEvent);
  }

  /** One event, or null. */
  async one(m: EntityManager, eventKey: string): Promise<EventRow | null> {
    const rows: Raw[] = await m.query(`${EVENT_SELECT} WHERE e.event_key = $1`, [eventKey]);
    return rows[0] ? toEvent(rows[0]) : null;
  }

  /** Whether a person entitled to `vaccineType` may book this event (the same rule as `bookable`, without date and seats). */
  async offered(m: EntityManager, eventKey: string, vaccineType: string): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `SELECT 1 FROM vaccine_events e JOIN vaccine_types t ON t.code = e.vaccine_type
        CROSS JOIN (SELECT disease, dose_number, for_children FROM vaccine_types WHERE code = $1) own
        WHERE e.event_key = $2 AND ${OFFERED_TO}`,
      [vaccineType, eventKey],
    );
    return rows.length > 0;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UpcomingAppointment } from '@hospital/core';
import { AppointmentSource } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';

interface SeatRow {
  event_key: string;
  event_name: string;
  event_dt: Date;
  place: string;
  queue_number: number;
  cid: string;
}

/**
 * Issue 31 item 4: the vaccine seats the reminders may remind of — a person's seat (queue number)
 * at a vaccine event starting in [from, to). Seats are kept under the national ID (the vaccine
 * pages need no sign-in), so only a person who has an account with that ID (identity's
 * PeopleDirectory, asked once for all the IDs) can be reminded on LINE; the others are left out.
 * ref 'vaccine:<event>:<userID>' (one seat per person and event; no national ID in it).
 */
@Injectable()
export class VaccineAppointments {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  @AppointmentSource('vaccine')
  async vaccine(from: Date, to: Date): Promise<UpcomingAppointment[]> {
    const seats: SeatRow[] = await this.dataSource.query(
      `SELECT e.event_key, e.event_name, e.event_dt, e.place, s.queue_number, s.cid
         FROM vaccine_event_seats s JOIN vaccine_events e ON e.event_key = s.event_key
        WHERE e.event_dt >= $1::timestamptz AND e.event_dt < $2::timestamptz
        ORDER BY e.event_dt, s.event_key, s.queue_number`,
      [from.toISOString(), to.toISOString()],
    );
    if (seats.length === 0) return [];
    const cids = [...new Set(seats.map((s) => s.cid.trim()))];
    const people = await this.people.namesOf(await this.people.findUserIDs({ idCards: cids }));
    const userOf = new Map([...people.values()].filter((p) => p.idCard && !p.deactivated).map((p) => [p.idCard!, p.userID]));
    return seats.flatMap((s) => {
      const userID = userOf.get(s.cid.trim());
      if (!userID) return [];
      return [
        {
          ref: `vaccine:${s.event_key}:${userID}`,
          kind: 'vaccine' as const,
          userID,
          at: new Date(s.event_dt).toISOString(),
          title: `${s.event_name} คิวที่ ${s.queue_number}`,
          lines: s.place ? [`สถานที่ ${s.place}`] : [],
        },
      ];
    });
  }
}

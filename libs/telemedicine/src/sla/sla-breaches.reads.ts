import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SlaBreach } from '@hospital/contracts';
import { flowStatusName, slaLimitText, type SlaCounting } from '@hospital/rules';
import { PeopleDirectory } from '@hospital/identity';

/** Issue 14 item 2: the breaches found on one Bangkok day, newest first (the Admin page). */
@Injectable()
export class SlaBreachReads {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async ofDay(date: string): Promise<SlaBreach[]> {
    const rows: Array<{
      id: string;
      tele_id: string;
      service_type: number;
      flow_status: number;
      current_status: number;
      status_since: Date;
      due_at: Date;
      found_at: Date;
      limit_minutes: number;
      counting: SlaCounting;
      notified: boolean;
      user_id: string;
    }> = await this.db.query(
      `SELECT b.id, b.tele_id, t.service_type, b.flow_status, t.flow_status AS current_status, b.status_since, b.due_at, b.found_at,
              b.limit_minutes, b.counting, b.notified, t.user_id
         FROM sla_breaches b JOIN tele_requests t ON t.id = b.tele_id
        WHERE (b.found_at AT TIME ZONE 'Asia/Bangkok')::date = $1::date
        ORDER BY b.found_at DESC, b.id DESC
        LIMIT 1000`,
      [date],
    );
    const names = await this.people.namesOf(rows.map((r) => r.user_id));
    return rows.map((r) => ({
      breachID: String(r.id),
      teleID: r.tele_id,
      serviceType: r.service_type,
      fullName: names.get(r.user_id)?.fullName ?? '',
      hn: names.get(r.user_id)?.hn ?? null,
      flowStatus: r.flow_status,
      flowStatusName: flowStatusName(r.flow_status),
      statusSince: new Date(r.status_since).toISOString(),
      dueAt: new Date(r.due_at).toISOString(),
      foundAt: new Date(r.found_at).toISOString(),
      limitText: slaLimitText({ minutes: r.limit_minutes, counting: r.counting }),
      resolved: r.current_status !== r.flow_status,
      notified: r.notified,
    }));
  }
}

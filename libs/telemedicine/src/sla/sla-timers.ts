import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TeleBoardRow, TeleRequest } from '@hospital/contracts';
import { slaState, type OfficeCalendar, type SlaLimit } from '@hospital/rules';
import { SlaCalendar } from './sla-calendar.js';
import { SlaSettings } from './sla-settings.service.js';

/**
 * When each case entered its current flowStatus: the newest move INTO that status from another
 * one (tele_transitions), else the case's creation. A move to the same status (another slip at
 * 4, a corrected tracking number at 6) does not restart the timer. Whole milliseconds, as
 * JavaScript keeps them, so a breach's (tele_id, flow_status, status_since) is the same on every run.
 */
export const STATUS_SINCE_SQL = (t: string) => `date_trunc('milliseconds', coalesce(
  (SELECT max(tr.at) FROM tele_transitions tr WHERE tr.tele_id = ${t}.id AND tr.to_status = ${t}.flow_status AND tr.from_status <> tr.to_status),
  ${t}.created_at))`;

export type SlaFields = Pick<TeleBoardRow, 'statusSince' | 'overdue' | 'slaDueAt' | 'slaAmberAt' | 'slaLevel'>;

/** Issue 14 item 1: the SLA timer of board rows, computed with the caller's "now" (core's Clock). */
@Injectable()
export class SlaTimers {
  constructor(
    @Inject(SlaSettings) private readonly settings: SlaSettings,
    @Inject(SlaCalendar) private readonly calendar: SlaCalendar,
  ) {}

  async statusSince(m: EntityManager, teleIDs: string[]): Promise<Map<string, Date>> {
    if (teleIDs.length === 0) return new Map();
    const rows: Array<{ id: string; since: Date }> = await m.query(`SELECT t.id, ${STATUS_SINCE_SQL('t')} AS since FROM tele_requests t WHERE t.id = ANY($1::uuid[])`, [teleIDs]);
    return new Map(rows.map((r) => [r.id, new Date(r.since)]));
  }

  /** The limits and the calendar for cases that entered their statuses no earlier than `earliest`. */
  async context(earliest: Date, now: Date): Promise<{ limits: Map<number, SlaLimit>; calendar: OfficeCalendar }> {
    const [limits, calendar] = await Promise.all([this.settings.limits(), this.calendar.between(earliest < now ? earliest : now, now)]);
    return { limits, calendar };
  }

  /** The rows with their timers, in the same order. */
  async onRows(m: EntityManager, rows: TeleRequest[], now: Date): Promise<TeleBoardRow[]> {
    const since = await this.statusSince(m, rows.map((r) => r.teleID));
    const earliest = new Date(Math.min(now.getTime(), ...[...since.values()].map((d) => d.getTime())));
    const { limits, calendar } = await this.context(earliest, now);
    return rows.map((row) => ({ ...row, ...timerOf(since.get(row.teleID) ?? new Date(row.createdAt), limits.get(row.flowStatus), calendar, now) }));
  }
}

export function timerOf(since: Date, limit: SlaLimit | undefined, calendar: OfficeCalendar, now: Date): SlaFields {
  const state = slaState({ since, now, limit, calendar });
  return {
    statusSince: since.toISOString(),
    overdue: state.overdue,
    slaDueAt: state.dueAt?.toISOString() ?? null,
    slaAmberAt: state.amberAt?.toISOString() ?? null,
    slaLevel: state.level,
  };
}

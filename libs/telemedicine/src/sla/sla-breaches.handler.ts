import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload, Room, TeleChangedEvent } from '@hospital/contracts';
import { APP_CONFIG, Clock, JobHandler, Outbox, type AppConfig } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { CONSULT_SERVICE_TYPE, SLA_ALERT_WITHIN_MS, boardOf, slaState } from '@hospital/rules';
import { STATUS_SINCE_SQL, SlaTimers } from './sla-timers.js';
import { networkOfCase } from '../cases/tele-events.js';

/** The boards that show a case at this status (and Admin's): the patient is not told of staff timers. */
export function breachRooms(c: { serviceType: number; flowStatus: number }): Room[] {
  const rooms: Room[] = ['board:admin', `board:${boardOf(c.flowStatus)}`];
  if (c.serviceType === CONSULT_SERVICE_TYPE) rooms.push('board:network');
  return rooms;
}

interface Candidate {
  id: string;
  user_id: string;
  service_type: number;
  flow_status: number;
  since: Date;
  hn: string | null;
  created_by: string | null;
  parent_id: string | null;
}

/**
 * 'sla.findBreaches' (issue 14 item 2; a repeatable job, see SlaScheduler). Every case at a
 * status with a limit and no breach yet for its current stay there is timed on the hospital
 * calendar (SlaTimers, core's Clock); each one past its limit is claimed with
 * `INSERT … ON CONFLICT (tele_id, flow_status, status_since) DO NOTHING RETURNING` in ONE
 * transaction with its outbox rows: 'tele.changed' (reason 'overdue') to the boards' rooms,
 * and the domain event 'tele.slaBreached', whose `alertStaff` says — when STAFF_LINE_GROUP_ID
 * is set and the case went overdue within the last 24 hours — that the notifications module
 * tells the staff group (one message per breach). Only the run that inserted the row writes
 * them, so a retry, a second worker or the next run never publishes twice. Answers how many breaches were found.
 */
@Injectable()
export class SlaBreachesHandler {
  private readonly logger = new Logger('SlaBreaches');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(SlaTimers) private readonly timers: SlaTimers,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  @JobHandler('sla.findBreaches')
  async find(payload: JobPayload<'sla.findBreaches'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) return 0;
    const settings = await this.timers.context(now, now);
    const statuses = [...settings.limits.keys()];
    if (statuses.length === 0) return 0;
    const open: Array<Omit<Candidate, 'hn'>> = await this.db.query(
      `WITH open AS (
         SELECT t.id, t.service_type, t.flow_status, t.user_id, t.created_by, t.parent_id, ${STATUS_SINCE_SQL('t')} AS since
           FROM tele_requests t WHERE t.flow_status = ANY($1::smallint[]) AND NOT t.awaiting_photos)  -- issue 28: not on a board yet
       SELECT o.id, o.user_id, o.service_type, o.flow_status, o.since, o.created_by, o.parent_id
         FROM open o
        WHERE NOT EXISTS (SELECT 1 FROM sla_breaches b
                           WHERE b.tele_id = o.id AND b.flow_status = o.flow_status AND b.status_since = o.since)`,
      [statuses],
    );
    if (open.length === 0) return 0;
    // Issue 30 item 1: the patients' HNs (for the staff's LINE text) are identity's, asked once for all.
    const names = await this.people.namesOf(open.map((c) => c.user_id));
    const candidates: Candidate[] = open.map((c) => ({ ...c, hn: names.get(c.user_id)?.hn ?? null }));
    const earliest = new Date(Math.min(...candidates.map((c) => new Date(c.since).getTime())));
    const { limits, calendar } = await this.timers.context(earliest, now);
    let found = 0;
    for (const c of candidates) {
      const since = new Date(c.since);
      const limit = limits.get(c.flow_status);
      const state = slaState({ since, now, limit, calendar });
      if (!limit || !state.overdue || !state.dueAt) continue;
      if (await this.claim(c, since, state.dueAt, limit, now)) found += 1;
    }
    if (found > 0) this.logger.log(`${found} case(s) went past their SLA`);
    return found;
  }

  private async claim(c: Candidate, since: Date, dueAt: Date, limit: { minutes: number; counting: 'office' | 'calendar' }, now: Date): Promise<boolean> {
    const groupID = this.config.sla.staffLineGroupId;
    const notify = groupID !== '' && now.getTime() - dueAt.getTime() <= SLA_ALERT_WITHIN_MS;
    return this.db.transaction(async (m) => {
      // An INSERT … RETURNING answers its rows (none on a conflict) through TypeORM's postgres driver.
      const inserted: Array<{ id: string }> = await m.query(
        `INSERT INTO sla_breaches (tele_id, flow_status, status_since, due_at, limit_minutes, counting, found_at, notified)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (tele_id, flow_status, status_since) DO NOTHING RETURNING id`,
        [c.id, c.flow_status, since, dueAt, limit.minutes, limit.counting, now, notify],
      );
      if (inserted.length === 0) return false;
      const event: TeleChangedEvent = { teleID: c.id, userID: c.user_id, flowStatus: c.flow_status, from: null, reason: 'overdue' };
      if (c.service_type === CONSULT_SERVICE_TYPE) event.networkOf = networkOfCase(c); // issue 28: board:network's audience
      await this.outbox.realtime(m, breachRooms({ serviceType: c.service_type, flowStatus: c.flow_status }), 'tele.changed', event);
      // The staff group's LINE message (when `notify`) is the notifications module's reaction.
      await this.outbox.event(m, 'tele.slaBreached', {
        teleID: c.id,
        userID: c.user_id,
        serviceType: c.service_type,
        flowStatus: c.flow_status,
        statusSince: since.toISOString(),
        dueAt: dueAt.toISOString(),
        limit: { minutes: limit.minutes, counting: limit.counting },
        hn: c.hn,
        alertStaff: notify,
      });
      return true;
    });
  }
}

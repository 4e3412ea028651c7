import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventPayload, QueuePlace, TeleRequest } from '@hospital/contracts';
import { APP_CONFIG, InTransaction, Outbox, type AppConfig } from '@hospital/core';
import {
  QUEUE_HISTORY_DAYS,
  QUEUE_TELE_SERVICE_TYPES,
  QUEUE_WAITING_FLOW_STATUSES,
  bangkokDateKey,
  etaMinutes,
  handlingMinutes,
  isQueueTeleServiceType,
  isWaitingFlowStatus,
} from '@hospital/rules';

/**
 * Issue 13 item 6, the video queue of a day: today's (Bangkok) cases of service types 1, 3 and
 * 5 (one queue, one doctor) in flowStatus 0, 1 or 2, in the order of the staff board
 * (appoint_time, created_at, id). place = 1 + the waiting cases ahead; the estimate is
 * (place − 1) × the median handling time of the last 14 days (config default below 5 samples).
 */
@Injectable()
export class TeleQueue {
  constructor(
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Handling minutes of the cases finished in the last 14 days: from a case's first move into
   * 1 or 2 (the nurse or the doctor took it) to its first move out of {0, 1, 2} after that.
   */
  async history(m: EntityManager, now: Date = new Date()): Promise<number[]> {
    const rows: Array<{ minutes: number }> = await m.query(
      `WITH started AS (
         SELECT tr.tele_id, min(tr.at) AS at
           FROM tele_transitions tr JOIN tele_requests t ON t.id = tr.tele_id
          WHERE tr.to_status IN (1, 2) AND t.service_type = ANY($1::smallint[])
            AND tr.at >= $2::timestamptz - make_interval(days => $3 + 1)
          GROUP BY tr.tele_id
       ), finished AS (
         SELECT s.tele_id, s.at AS started_at,
                (SELECT min(e.at) FROM tele_transitions e
                  WHERE e.tele_id = s.tele_id AND e.at >= s.at AND NOT (e.to_status = ANY($4::smallint[]))) AS at
           FROM started s
       )
       SELECT (extract(epoch FROM f.at - f.started_at) / 60)::float8 AS minutes
         FROM finished f
        WHERE f.at > $2::timestamptz - make_interval(days => $3) AND f.at <= $2::timestamptz`,
      [QUEUE_TELE_SERVICE_TYPES, now.toISOString(), QUEUE_HISTORY_DAYS, QUEUE_WAITING_FLOW_STATUSES],
    );
    return rows.map((r) => Number(r.minutes));
  }

  /** The minutes per patient now: the median of the history, or QUEUE_DEFAULT_MINUTES_TELE. */
  async minutesPerPatient(m: EntityManager, now: Date = new Date()): Promise<number> {
    return handlingMinutes(await this.history(m, now), this.config.queueDefaultMinutes.tele);
  }

  /** Today's waiting cases with their place (one query, a window over today's rows only). */
  async placesToday(m: EntityManager, now: Date = new Date()): Promise<Map<string, number>> {
    const rows: Array<{ id: string; place: number }> = await m.query(
      `SELECT id, row_number() OVER (ORDER BY appoint_time, created_at, id)::int AS place
         FROM tele_requests
        WHERE appoint_date = $1::date AND service_type = ANY($2::smallint[]) AND flow_status = ANY($3::smallint[])`,
      [bangkokDateKey(now), QUEUE_TELE_SERVICE_TYPES, QUEUE_WAITING_FLOW_STATUSES],
    );
    return new Map(rows.map((r) => [r.id, r.place]));
  }

  /** Whether a case (as the api answers it) stands in today's queue. */
  static inQueueToday(c: Pick<TeleRequest, 'appointDate' | 'serviceType' | 'flowStatus'>, now: Date = new Date()): boolean {
    return c.appointDate === bangkokDateKey(now) && isQueueTeleServiceType(c.serviceType) && isWaitingFlowStatus(c.flowStatus);
  }

  /** The cases with `queue` filled for those in today's queue (null for the others); no query when none is. */
  async fill(m: EntityManager, cases: TeleRequest[], now: Date = new Date()): Promise<TeleRequest[]> {
    if (!cases.some((c) => TeleQueue.inQueueToday(c, now))) return cases;
    const [places, minutes] = await Promise.all([this.placesToday(m, now), this.minutesPerPatient(m, now)]);
    return cases.map((c) => {
      const place = places.get(c.teleID);
      const queue: QueuePlace | null = place === undefined ? null : { place, etaMinutes: etaMinutes(place, minutes) };
      return { ...c, queue };
    });
  }

  /**
   * The queue's reaction to a flowStatus move, inside the move's transaction (the places commit
   * with the move: a patient who sees the case gone while their place is not yet moved would be
   * told a wrong wait).
   */
  @InTransaction('tele.flowStatusChanged')
  async onFlowMove(m: EntityManager, move: DomainEventPayload<'tele.flowStatusChanged'>): Promise<void> {
    await this.moved(m, move);
  }

  /**
   * In the transaction of a move (or a new or edited case): when the case entered or left
   * today's waiting set, ONE 'queue.moved' to the rooms of the other patients still waiting
   * behind it. The event names no one; each page refetches its own place.
   */
  async moved(
    m: EntityManager,
    c: { teleID: string; userID: string; serviceType: number; appointDate: string; from: number | null; to: number | null },
    now: Date = new Date(),
  ): Promise<void> {
    const today = bangkokDateKey(now);
    if (c.appointDate !== today || !isQueueTeleServiceType(c.serviceType)) return;
    const wasWaiting = c.from !== null && isWaitingFlowStatus(c.from);
    const isWaiting = c.to !== null && isWaitingFlowStatus(c.to);
    if (wasWaiting === isWaiting) return;
    const behind: Array<{ user_id: string }> = await m.query(
      `SELECT DISTINCT o.user_id
         FROM tele_requests o, tele_requests me
        WHERE me.id = $1 AND o.id <> me.id AND o.user_id <> $2
          AND o.appoint_date = $3::date AND o.service_type = ANY($4::smallint[]) AND o.flow_status = ANY($5::smallint[])
          AND (o.appoint_time, o.created_at, o.id) > (me.appoint_time, me.created_at, me.id)`,
      [c.teleID, c.userID, today, QUEUE_TELE_SERVICE_TYPES, QUEUE_WAITING_FLOW_STATUSES],
    );
    if (behind.length === 0) return;
    await this.outbox.realtime(m, behind.map((r) => `patient:${r.user_id}` as const), 'queue.moved', { kind: 'tele', date: today });
  }
}

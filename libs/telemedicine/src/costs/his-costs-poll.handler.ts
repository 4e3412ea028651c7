import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload, Room, TeleChangedEvent } from '@hospital/contracts';
import { JobHandler, Outbox } from '@hospital/core';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { CONSULT_SERVICE_TYPE, inBangkok } from '@hospital/rules';
import { costTotalOf } from '../cases/tele-case-reads.js';
import { networkOfCase, roomsOfCase } from '../cases/tele-events.js';

/** Cases older than this many days (by appointment date, Bangkok) are no longer asked about. */
export const HIS_COSTS_WINDOW_DAYS = 14;
/** At most this many waiting cases per run, oldest appointment first; the next run takes the rest. */
export const HIS_COSTS_POLL_LIMIT = 500;
/** At most this many case ids per question to the HIS. */
export const HIS_COSTS_BATCH = 100;
/** The statuses where a case waits on its costs: with the nurse, with the doctor, seen by the doctor. */
export const WAITING_ON_COSTS = [1, 2, 3] as const;

/**
 * 'tele.pollHisCosts' (issue 13 item 2, costs reach the case; a repeatable job, see
 * HisCostsScheduler). Polling, not a webhook: the hospital's HIS sits on the hospital network,
 * cannot call out and has no webhook; a poll also heals by itself after either side was down.
 *
 * Every run: the cases waiting on costs (flowStatus 1, 2 or 3, no `costs_ready_at`, appointment
 * from today − 14 days in Bangkok), oldest first, are asked of the HIS in batches of 100
 * (`HisPort.teleCostsOf`). A case with cost rows is claimed in ONE transaction,
 * `UPDATE … SET costs_ready_at = now(), cost_total = … WHERE costs_ready_at IS NULL RETURNING`,
 * with its 'tele.changed' (reason 'costs') in the same transaction's outbox: only the run that
 * claimed the row announces it, so a retry or two workers at once never announce twice.
 * Answers how many cases were announced. 'now' (ISO) in the payload overrides the clock.
 */
@Injectable()
export class HisCostsPollHandler {
  private readonly logger = new Logger('HisCosts');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HIS_PORT) private readonly his: HisPort,
  ) {}

  @JobHandler('tele.pollHisCosts')
  async poll(payload: JobPayload<'tele.pollHisCosts'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : new Date();
    if (Number.isNaN(now.getTime())) return 0;
    const since = inBangkok(now).subtract(HIS_COSTS_WINDOW_DAYS, 'day').format('YYYY-MM-DD');
    const waiting: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM tele_requests
        WHERE flow_status = ANY($1::smallint[]) AND costs_ready_at IS NULL AND appoint_date >= $2
        ORDER BY appoint_date, appoint_time, created_at
        LIMIT $3`,
      [WAITING_ON_COSTS, since, HIS_COSTS_POLL_LIMIT],
    );
    let announced = 0;
    for (let i = 0; i < waiting.length; i += HIS_COSTS_BATCH) {
      const costs = await this.his.teleCostsOf(waiting.slice(i, i + HIS_COSTS_BATCH).map((w) => w.id));
      for (const [teleID, rows] of costs) {
        if (rows.length > 0 && (await this.markReady(teleID, costTotalOf(rows)))) announced += 1;
      }
    }
    if (announced > 0) this.logger.log(`Costs ready for ${announced} case(s)`);
    return announced;
  }

  /** Claims one case as 'costs ready' and announces it in the same transaction; false when another run already did. */
  private markReady(teleID: string, costTotal: number): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's postgres driver.
      const [claimed]: [Array<{ user_id: string; service_type: number; flow_status: number; created_by: string | null; parent_id: string | null }>, number] = await m.query(
        `UPDATE tele_requests SET costs_ready_at = now(), cost_total = $2
          WHERE id = $1 AND costs_ready_at IS NULL AND flow_status = ANY($3::smallint[])
          RETURNING user_id, service_type, flow_status, created_by, parent_id`,
        [teleID, costTotal, WAITING_ON_COSTS],
      );
      const row = claimed[0];
      if (!row) return false;
      const event: TeleChangedEvent = { teleID, userID: row.user_id, flowStatus: row.flow_status, from: null, reason: 'costs' };
      if (row.service_type === CONSULT_SERVICE_TYPE) event.networkOf = networkOfCase(row); // issue 28: board:network's audience
      // The case's own rooms, and the nurse's board: the nurse is who notifies the costs (−3),
      // wherever the case sits (with the nurse or the doctor).
      const rooms = new Set<Room>([...roomsOfCase({ userID: row.user_id, serviceType: row.service_type, flowStatus: row.flow_status, from: null }), 'board:nurse']);
      await this.outbox.realtime(m, [...rooms], 'tele.changed', event);
      return true;
    });
  }
}

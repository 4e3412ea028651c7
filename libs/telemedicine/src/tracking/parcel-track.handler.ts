import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { APP_CONFIG, Clock, JobHandler, Outbox, type AppConfig } from '@hospital/core';
import { PARCEL_TRACKING_PORT, type ParcelStatus, type ParcelTrackingPort } from '@hospital/integrations';
import { TeleEvents } from '../cases/tele-events.js';
import { MoveCaseCommand } from '../flow/move-case.command.js';
import { ParcelEvents } from './parcel-events.js';

/** At most this many parcels are asked about per run (10 requests of 100); the next run takes the rest. */
export const PARCELS_PER_RUN = 1_000;
/** At most this many cases close themselves per run. */
export const CLOSES_PER_RUN = 200;
const DAY_MS = 24 * 3600_000;

export interface ParcelTrackRun {
  /** Parcels asked about, and the requests it took. */
  asked: number;
  requests: number;
  /** New statuses recorded. */
  recorded: number;
  /** Cases closed as received by the system. */
  closed: number;
}

/**
 * 'parcels.track' (issue 14 item 3, parcels tracked by themselves; a repeatable job, see
 * ParcelTrackScheduler). Every run:
 *  1. every parcel of the cases at flowStatus 6 without a final status (delivered, returned) is
 *     asked of Thailand Post in batches of at most `batchLimit` (100), within its daily quota;
 *  2. each status not seen before is recorded once (UNIQUE case+barcode+status; see
 *     ParcelEvents.record) in one transaction per case with the case's 'tele.changed' to its rooms
 *     (the patient's page and the shipping tab refetch) and one domain event
 *     'tele.parcelStatusRecorded' per parcel (the notifications module tells the patient of
 *     'out for delivery' and 'delivered', one message per barcode+status);
 *  3. a case whose every parcel was delivered PARCELS_AUTO_RECEIVE_DAYS ago or more is moved to 7
 *     through MoveCaseCommand.bySystem: the same rules, history row, events and LINE message as a
 *     person's move, recorded as moved by the system.
 * Thailand Post down (or the day's quota used): what was answered is kept, the rest waits, the
 * closing still runs, and the run fails so the failure is seen (the next poll asks again).
 * 'now' comes from the payload (tests, operators) or core's Clock.
 */
@Injectable()
export class ParcelTrackHandler {
  private readonly logger = new Logger('Parcels');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(ParcelEvents) private readonly parcels: ParcelEvents,
    @Inject(PARCEL_TRACKING_PORT) private readonly post: ParcelTrackingPort,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('parcels.track')
  async track(payload: JobPayload<'parcels.track'>): Promise<ParcelTrackRun> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) throw new Error(`parcels.track: not a time: ${payload.now}`);
    const run: ParcelTrackRun = { asked: 0, requests: 0, recorded: 0, closed: 0 };
    let failure: unknown = null;
    if (this.config.parcels.trackKey) {
      try {
        await this.poll(now, run);
      } catch (error) {
        failure = error;
      }
    }
    run.closed = await this.closeDelivered(now);
    if (run.recorded || run.closed) this.logger.log(`Parcels: ${run.recorded} new status(es) of ${run.asked} parcel(s) in ${run.requests} request(s); ${run.closed} case(s) closed as received`);
    if (failure) {
      this.logger.warn(`Thailand Post could not answer every parcel (asked again at the next poll): ${(failure as Error).message}`);
      throw failure;
    }
    return run;
  }

  private async poll(now: Date, run: ParcelTrackRun): Promise<void> {
    const pending = await this.parcels.pending(this.dataSource.manager, PARCELS_PER_RUN);
    // One barcode on two cases (a typing slip) is asked once and recorded on both.
    const casesOf = new Map<string, string[]>();
    for (const p of pending) casesOf.set(p.barcode, [...(casesOf.get(p.barcode) ?? []), p.teleID]);
    const barcodes = [...casesOf.keys()];
    const limit = Math.max(1, Math.min(this.post.batchLimit, 100));
    for (let i = 0; i < barcodes.length; i += limit) {
      const batch = barcodes.slice(i, i + limit);
      run.requests += 1;
      const answer = await this.post.track(batch); // throws: the rest of this run's parcels wait for the next poll
      run.asked += batch.length;
      const found = new Map<string, ParcelStatus[]>();
      for (const [barcode, statuses] of answer) for (const teleID of casesOf.get(barcode) ?? []) found.set(teleID, [...(found.get(teleID) ?? []), ...statuses]);
      for (const [teleID, statuses] of found) run.recorded += await this.recordCase(teleID, statuses, now);
    }
  }

  /** Records a case's statuses; announces the new ones once (realtime, LINE). Answers how many were new. */
  private recordCase(teleID: string, statuses: ParcelStatus[], now: Date): Promise<number> {
    if (statuses.length === 0) return Promise.resolve(0);
    return this.dataSource.transaction(async (m) => {
      const [row]: Array<{ user_id: string; service_type: number; flow_status: number }> = await m.query(
        `SELECT user_id, service_type, flow_status FROM tele_requests WHERE id = $1 FOR UPDATE`,
        [teleID],
      );
      if (!row || row.flow_status !== 6) return 0; // received or moved back meanwhile
      const fresh: ParcelStatus[] = [];
      for (const s of statuses) if (await this.parcels.record(m, teleID, s, now)) fresh.push(s);
      if (fresh.length === 0) return 0;
      await this.events.changed(m, { teleID, userID: row.user_id, serviceType: row.service_type, flowStatus: row.flow_status }, 'updated');
      // One event per parcel with what is new for it, in order; the patient's LINE message (the
      // latest status that matters) is the notifications module's reaction.
      for (const barcode of new Set(fresh.map((s) => s.barcode))) {
        const statuses = fresh.filter((s) => s.barcode === barcode).map((s) => ({ code: s.code, kind: s.kind }));
        await this.outbox.event(m, 'tele.parcelStatusRecorded', { teleID, userID: row.user_id, barcode, statuses });
      }
      return fresh.length;
    });
  }

  /** Cases delivered PARCELS_AUTO_RECEIVE_DAYS ago → 7, by the system. Answers how many moved. */
  private async closeDelivered(now: Date): Promise<number> {
    const days = this.config.parcels.autoReceiveDays;
    if (!Number.isFinite(days) || days <= 0) return 0;
    const due = await this.parcels.deliveredBy(this.dataSource.manager, new Date(now.getTime() - days * DAY_MS), CLOSES_PER_RUN);
    let closed = 0;
    for (const teleID of due) {
      const outcome = await this.commands.execute(MoveCaseCommand.bySystem(teleID, { flowStatus: 7, paymentMsg: '' }));
      // Refused: confirmed by the patient (or moved by staff) a moment ago; nothing to do.
      if (outcome.httpStatus === 200) closed += 1;
    }
    return closed;
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RequestContext } from '../observability/request-context.js';
import { RealtimeSink } from '../realtime/realtime-sink.js';
import { DomainEventDelivery } from './domain-event-delivery.js';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JobTransport } from './job-transport.js';
import { OUTBOX_CHANNEL } from './outbox.service.js';

interface PendingRow {
  id: string;
  kind: 'job' | 'realtime' | 'event';
  name: string;
  payload: unknown;
  rooms: string[] | null;
  relay_attempts: number;
  request_id: string | null;
}

/** The wait before an event whose handler failed is delivered again: 1 s doubling, at most a minute. */
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(60_000, JOB_BACKOFF_MS * 2 ** Math.min(Math.max(attempts - 1, 0), JOB_ATTEMPTS));
}

const BATCH = 100;
const SWEEP_MS = 1000;
const KEEP_RELAYED_DAYS = 7;

/**
 * Moves committed outbox rows on: jobs into the transport (BullMQ), realtime rows to the
 * sockets, domain events to the in-process EventBus (issue 19 item 3: it waits for their
 * handlers; a failed handler leaves the row pending with its error and the event is delivered
 * again after a backoff, so handlers are idempotent). Only the api runs the relay, so every
 * domain event handler runs in an api process. Woken by pg_notify at commit, and sweeps
 * every second for anything left behind (for instance while Redis was down). Several api instances share the work through
 * SKIP LOCKED; the outbox id as job id keeps a job from being queued twice.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private rerun = false;
  private stopped = false;
  private lastCleanup = 0;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Inject(RealtimeSink) private readonly sink: RealtimeSink,
    @Inject(DomainEventDelivery) private readonly events: DomainEventDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.config.databaseUrl });
    this.listener.on('notification', () => this.kick());
    this.listener.on('error', (error) => this.logger.warn(`LISTEN connection: ${error.message}`));
    await this.listener.connect();
    await this.listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.timer = setInterval(() => this.kick(), SWEEP_MS);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
  }

  /** Drains now; if a drain is running, runs once more after it. Resolves when idle. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.rerun = false;
        try {
          while (!this.stopped && (await this.drainBatch()) === BATCH);
          await this.cleanup();
        } catch (error) {
          this.logger.warn(`Relay paused: ${(error as Error).message}`);
        }
      } while (this.rerun && !this.stopped);
    })().finally(() => (this.running = null));
    return this.running;
  }

  private async drainBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: PendingRow[] = await manager.query(
        `SELECT id, kind, name, payload, rooms, relay_attempts, request_id FROM outbox
          WHERE relayed_at IS NULL AND (retry_at IS NULL OR retry_at <= now())
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      const done: string[] = [];
      for (const row of rows) {
        try {
          // Under the request id of the call that wrote the row: its logs, and the job's.
          await RequestContext.run({ requestId: row.request_id ?? `outbox-${row.id}` }, () => this.relay(row));
          done.push(String(row.id));
        } catch (error) {
          const retryMs = row.kind === 'event' ? eventRetryDelayMs(row.relay_attempts + 1) : null;
          if (row.kind === 'event') this.logger.warn(`Event ${row.name} #${row.id} not handled, again in ${retryMs} ms: ${(error as Error).message}`);
          await manager.query(
            `UPDATE outbox SET relay_attempts = relay_attempts + 1, last_error = $2,
                    retry_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(secs => $3::int / 1000.0) END
              WHERE id = $1`,
            [row.id, (error as Error).message, retryMs],
          );
          // The row stays pending with its error (visible to operators); the rest go on.
        }
      }
      if (done.length > 0) {
        await manager.query(`UPDATE outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])`, [done]);
      }
      return done.length === rows.length ? rows.length : 0; // a failure ends this drain until the next sweep
    });
  }

  private async relay(row: PendingRow): Promise<void> {
    if (row.kind === 'job') await this.transport.enqueue(String(row.id), row.name, row.payload);
    else if (row.kind === 'event') await this.events.deliver(String(row.id), row.name, row.payload);
    else await this.sink.deliver(row.rooms ?? [], row.name, row.payload);
  }

  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3600_000) return;
    this.lastCleanup = Date.now();
    await this.dataSource.query(
      `DELETE FROM outbox WHERE relayed_at < now() - interval '${KEEP_RELAYED_DAYS} days'`,
    );
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GuardedPgClient, guardedClient } from '../database/guarded-pg-client.js';
import { RequestContext } from '../observability/request-context.js';
import { RealtimeNotEverywhere, RealtimeSink } from '../realtime/realtime-sink.js';
import { DomainEventDelivery } from './domain-event-delivery.js';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JobTransport } from './job-transport.js';
import { OUTBOX_CHANNEL } from './outbox.service.js';
import { loneJobId } from './queue-batch.js';

interface PendingRow {
  id: string;
  kind: 'job' | 'realtime' | 'event';
  name: string;
  payload: unknown;
  rooms: string[] | null;
  relay_attempts: number;
  request_id: string | null;
  delivered_to: string[] | null;
}

/** The wait before an event whose handler failed is delivered again: 1 s doubling, at most a minute. */
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(60_000, JOB_BACKOFF_MS * 2 ** Math.min(Math.max(attempts - 1, 0), JOB_ATTEMPTS));
}

/**
 * The wait before a job (or the other instances' share of a realtime row) is tried again while
 * Redis is away: 500 ms doubling, at most 5 s, so the queue fills soon after Redis is back.
 */
export function redisRetryDelayMs(attempts: number): number {
  return Math.min(5000, 500 * 2 ** Math.min(Math.max(attempts - 1, 0), 4));
}

/** Realtime rows and events claimed at once (they go one by one, in order). */
const BATCH = 100;
/** Issue 17 item 2: jobs claimed at once (they go in with one Queue.addBulk per queue, one UPDATE). */
const JOB_BATCH = 1000;
/** How long a claimed row is left to its relay before another may take it (the relay died). */
const CLAIM_LEASE_S = 60;
const SWEEP_MS = 1000;
const KEEP_RELAYED_DAYS = 7;
/** The relay's own connections: its lanes (jobs, and realtime rows and events in order) run side by side. */
const BOOKKEEPING_CONNECTIONS = 2;

/** Issue 34 item 2 (queue add → handler): the claim, a named statement, planned once per connection. */
const CLAIM = {
  name: 'outbox-claim',
  text: `WITH locked AS (
         SELECT id, kind FROM outbox
          WHERE relayed_at IS NULL AND (retry_at IS NULL OR retry_at <= now())
          ORDER BY id LIMIT ${JOB_BATCH} FOR UPDATE SKIP LOCKED),
       picked AS (
         SELECT id FROM (SELECT id, kind, row_number() OVER (PARTITION BY kind = 'job' ORDER BY id) AS n FROM locked) l
          WHERE kind = 'job' OR n <= ${BATCH}),
       claimed AS (
         UPDATE outbox SET retry_at = now() + interval '${CLAIM_LEASE_S} seconds'
          WHERE id IN (SELECT id FROM picked)
          RETURNING id, kind, name, payload, rooms, relay_attempts, request_id, delivered_to)
       SELECT * FROM claimed ORDER BY id`,
};

/**
 * Moves committed outbox rows on: jobs into the transport (BullMQ), realtime rows to the
 * sockets, domain events to the in-process EventBus (issue 19 item 3: it waits for their
 * handlers; a failed handler leaves the row pending with its error and the event is delivered
 * again after a backoff, so handlers are idempotent). Only the api runs the relay, so every
 * domain event handler runs in an api process. Woken by pg_notify at commit, and sweeps
 * every second for anything left behind (for instance while Redis was down). Several api
 * instances share the work through claimed rows (SKIP LOCKED, then a lease); the outbox id as
 * job id keeps a job from being queued twice.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener: pg.Client | null = null;
  private listening = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private rerun = false;
  private stopped = false;
  private lastCleanup = 0;
  private lastLostJobsSweep = Date.now();
  /**
   * Issue 34 item 2: the relay's bookkeeping (claims, leases, 'relayed' marks, errors) on
   * connections of its own that commit without waiting for the WAL flush (`SET
   * synchronous_commit TO off` as each connects). A commit is visible to everyone at once;
   * only a crash of PostgreSQL itself can lose the last few, and a lost claim or mark only
   * means a row is relayed again, which every relay already allows (job id = outbox id, pages
   * refetch, event handlers are idempotent). The rows the product's own transactions write
   * keep their durable commit. The claim waited on a WAL flush before its job could go to
   * Redis: 1.6 ms of the 2 ms from COMMIT to the job's Queue.add (bench, queue row).
   */
  private readonly ledger: pg.Pool;

  constructor(
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Inject(RealtimeSink) private readonly sink: RealtimeSink,
    @Inject(DomainEventDelivery) private readonly events: DomainEventDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.ledger = new pg.Pool({
      connectionString: config.databaseUrl,
      max: BOOKKEEPING_CONNECTIONS,
      connectionTimeoutMillis: 5000,
      // Issue 36: every pooled client listens for 'error' from birth.
      Client: GuardedPgClient as unknown as typeof pg.Client,
    });
    // A SET, not a startup option (a proxy in front of PostgreSQL may refuse those). It is the
    // connection's first query, so every statement of the relay's runs after it; when it fails,
    // the connection is gone and the statement behind it fails as any would.
    this.ledger.on('connect', (client) => void client.query('SET synchronous_commit TO off').catch(() => undefined));
    this.ledger.on('error', (error) => this.logger.warn(`A relay connection broke: ${error.message}`));
  }

  /** A statement of the relay's bookkeeping (see `ledger`), its rows. */
  private async book<T extends pg.QueryResultRow>(query: string | pg.QueryConfig, values?: unknown[]): Promise<T[]> {
    return (await this.ledger.query<T>(typeof query === 'string' ? { text: query, values } : { ...query, values })).rows;
  }

  async onApplicationBootstrap(): Promise<void> {
    // A relay that cannot LISTEN at start polls and keeps trying (issue 36), rather than stop the boot.
    await this.listen().catch((error: Error) => {
      this.logger.warn(`LISTEN connection not open (${error.message}): polling every ${SWEEP_MS} ms until it is`);
      void this.listenAgain();
    });
    this.timer = setInterval(() => this.kick(), SWEEP_MS);
    this.kick();
  }

  /**
   * How the relay hears of commits (issue 36): 'listening' while its LISTEN connection is up;
   * 'polling' while it is being opened again (the one-second sweep carries everything then).
   * Reported by GET /api/health and GET /metrics.
   */
  get mode(): 'listening' | 'polling' {
    return this.listening ? 'listening' : 'polling';
  }

  /**
   * The LISTEN connection that wakes the relay at commit. Issue 18 (PostgreSQL restarted): when
   * it breaks, it is opened again (0.5 s, doubling to 5 s) until it listens once more; meanwhile
   * the one-second sweep carries everything, and a drain runs as soon as it is back. Issue 36:
   * the client listens for 'error' from birth (guardedClient), so a break at any moment —
   * while connecting, while listening, while being closed — is a reconnect, never a crash.
   */
  private async listen(): Promise<void> {
    const listener = guardedClient(this.config.databaseUrl, { connectionTimeoutMillis: 5000, keepAlive: true });
    this.listener = listener;
    listener.on('notification', () => this.kick());
    let lost = false;
    let listening = false;
    const relisten = (reason: string) => {
      // Until it listens, a failure is the caller's (connect or LISTEN rejects).
      if (!listening || lost || this.stopped) return;
      lost = true;
      this.listening = false;
      this.logger.warn(`LISTEN connection lost (${reason}): polling every ${SWEEP_MS} ms until it is back`);
      void listener.end().catch(() => undefined);
      void this.listenAgain();
    };
    listener.on('error', (error) => relisten(error.message));
    listener.on('end', () => relisten('closed'));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      await listener.end().catch(() => undefined);
      throw error;
    }
    listening = true;
    this.listening = true;
  }

  private async listenAgain(): Promise<void> {
    for (let wait = 500; !this.stopped; wait = Math.min(wait * 2, 5000)) {
      await new Promise((r) => setTimeout(r, wait).unref());
      if (this.stopped) return;
      try {
        await this.listen();
        this.logger.log('LISTEN connection back');
        await this.releaseBrokenClaims();
        this.kick();
        return;
      } catch (error) {
        this.logger.warn(`LISTEN connection not back yet (${(error as Error).message}): polling meanwhile`);
      }
    }
  }

  /**
   * Issue 36: a claim that committed as the connection broke (its answer never came back) would
   * keep its rows for the whole lease, 60 s: a board heard those changes a minute late. Every
   * relay lost its connection with the database, so the rows claimed and never attempted are
   * released to be relayed now. One another relay still carries is delivered again: jobs are
   * the same job (job id), realtime events make pages refetch, event handlers are idempotent.
   */
  private async releaseBrokenClaims(): Promise<void> {
    await this.book(`UPDATE outbox SET retry_at = NULL WHERE relayed_at IS NULL AND relay_attempts = 0 AND retry_at > now()`)
      .catch((error: Error) => this.logger.warn(`Claims not released after the LISTEN connection came back: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
    await this.ledger.end().catch(() => undefined);
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
          while (!this.stopped && (await this.drainBatch()));
          await this.requeueLostJobs();
          await this.cleanup();
        } catch (error) {
          this.logger.warn(`Relay paused: ${(error as Error).message}`);
        }
      } while (this.rerun && !this.stopped);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Issue 18 finding 10: claims a batch (one short statement that moves the rows' retry_at a
   * lease ahead, so no other relay takes them, and commits), then moves the rows with no
   * transaction open and no row locked, however long Redis keeps it waiting. Jobs go to the
   * queue together (relayJobs), bounded by the transport's timeout; realtime rows and events go
   * in order on their own lane, so a socket never waits behind a job. A row that fails stays
   * pending with its error and a retry time; one that succeeds is marked relayed. A relay that
   * dies mid-batch leaves rows that come back when their lease ends: a job queued again is the
   * same BullMQ job (job id = outbox id), a realtime event is sent again (pages refetch).
   */
  private async drainBatch(): Promise<boolean> {
    // Up to JOB_BATCH jobs and BATCH other rows, oldest first (issue 17 item 2: a burst of
    // jobs moves in few round trips; events and realtime rows keep their smaller batches).
    const rows = await this.book<PendingRow>(CLAIM);
    const inOrder = rows.filter((row) => row.kind !== 'job');
    const jobs = rows.filter((row) => row.kind === 'job');
    await Promise.all([
      (async () => {
        for (const row of inOrder) await this.relayOne(row);
      })(),
      jobs.length > 0 && this.relayJobs(jobs),
    ]);
    // A full claim means more may wait: drain again at once.
    return jobs.length + inOrder.length >= JOB_BATCH || inOrder.length >= BATCH;
  }

  /**
   * Issue 17 item 2: the batch's jobs go in together (the transport adds them with one
   * Queue.addBulk per queue) and are marked relayed with one UPDATE; those a failure kept out
   * stay pending with their error and a retry time, also in one UPDATE. The guarantees stay
   * those of one job at a time: a job is marked relayed only once Redis has it, and a relay
   * that dies between add and mark leaves rows whose re-add is a no-op (job id = outbox id).
   */
  private async relayJobs(rows: PendingRow[]): Promise<void> {
    const outcome = await this.transport.enqueueMany(
      rows.map((row) => ({ jobId: String(row.id), name: row.name, payload: row.payload, requestId: row.request_id ?? `outbox-${row.id}` })),
    );
    const queued = rows.flatMap((row, i) => (outcome[i].error ? [] : [{ id: row.id, queueJobId: outcome[i].queueJobId }]));
    const failed = rows.flatMap((row, i) => (outcome[i].error ? [{ row, error: outcome[i].error }] : []));
    if (queued.length > 0) {
      // Each row remembers its queue job (issue 17 item 2: rows of a batch share one), asked for when Redis may have lost it.
      await this.book(
        `UPDATE outbox o SET relayed_at = now(), retry_at = NULL, queue_job_id = q.queue_job_id
           FROM unnest($1::bigint[], $2::text[]) AS q(id, queue_job_id) WHERE o.id = q.id`,
        [queued.map((q) => q.id), queued.map((q) => q.queueJobId)],
      );
    }
    if (failed.length > 0) {
      // The row stays pending with its error (visible to operators); Redis is tried again soon.
      await this.book(
        `UPDATE outbox o SET relay_attempts = o.relay_attempts + 1, last_error = f.error,
                retry_at = now() + make_interval(secs => f.retry_ms / 1000.0)
           FROM unnest($1::bigint[], $2::text[], $3::int[]) AS f(id, error, retry_ms)
          WHERE o.id = f.id`,
        [failed.map((f) => f.row.id), failed.map((f) => f.error.message), failed.map((f) => redisRetryDelayMs(f.row.relay_attempts + 1))],
      );
    }
  }

  private async relayOne(row: PendingRow): Promise<void> {
    try {
      // Under the request id of the call that wrote the row: its logs, and the job's.
      await RequestContext.run({ requestId: row.request_id ?? `outbox-${row.id}` }, () => this.relay(row));
      await this.book(`UPDATE outbox SET relayed_at = now(), retry_at = NULL WHERE id = $1`, [row.id]);
    } catch (error) {
      const retryMs = row.kind === 'event' ? eventRetryDelayMs(row.relay_attempts + 1) : redisRetryDelayMs(row.relay_attempts + 1);
      if (row.kind === 'event') this.logger.warn(`Event ${row.name} #${row.id} not handled, again in ${retryMs} ms: ${(error as Error).message}`);
      const reached = error instanceof RealtimeNotEverywhere ? error.reached : null;
      // The row stays pending with its error (visible to operators); the rest go on.
      await this.book(
        `UPDATE outbox SET relay_attempts = relay_attempts + 1, last_error = $2,
                retry_at = now() + make_interval(secs => $3::int / 1000.0),
                delivered_to = COALESCE($4::text[], delivered_to)
          WHERE id = $1`,
        [row.id, (error as Error).message, retryMs, reached],
      );
    }
  }

  private async relay(row: PendingRow): Promise<void> {
    if (row.kind === 'event') await this.events.deliver(String(row.id), row.name, row.payload);
    else await this.sink.deliver(row.rooms ?? [], row.name, row.payload, row.delivered_to ?? []);
  }

  /**
   * Issue 18 (npm run chaos): a Redis restarted without its data (the embedded one before it
   * kept an append-only file, or a managed one that failed over) has lost every job it held
   * that no worker had finished. The outbox still knows them: relayed, not settled by a worker
   * (BullMqWorkerHost.settle), and no longer in Redis. Those are queued again, under the same
   * job id; a handler that had half run is idempotent (a LINE message keeps its retry key).
   */
  private async requeueLostJobs(): Promise<void> {
    // Every lostJobAfterMs, jobs relayed at least that long ago (younger ones may simply wait for a worker).
    const afterMs = this.config.lostJobAfterMs;
    if (this.transport.kind !== 'bullmq' || Date.now() - this.lastLostJobsSweep < afterMs) return;
    this.lastLostJobsSweep = Date.now();
    const rows: Array<PendingRow & { queue_job_id: string | null }> = await this.book(
      `SELECT id, kind, name, payload, rooms, relay_attempts, request_id, delivered_to, queue_job_id FROM outbox
        WHERE kind = 'job' AND settled_at IS NULL AND relayed_at IS NOT NULL
          AND relayed_at < now() - make_interval(secs => $1::float8 / 1000)
          AND relayed_at > now() - interval '${KEEP_RELAYED_DAYS} days'
        ORDER BY id LIMIT ${BATCH * 5}`,
      [afterMs],
    );
    // One question per queue job (issue 17 item 2: the rows of a batch share theirs).
    const byQueueJob = new Map<string, typeof rows>();
    for (const row of rows) {
      const queueJobId = row.queue_job_id ?? loneJobId(String(row.id));
      byQueueJob.set(queueJobId, [...(byQueueJob.get(queueJobId) ?? []), row]);
    }
    const groups = [...byQueueJob];
    const lost: PendingRow[] = [];
    for (let i = 0; i < groups.length; i += 50) {
      const chunk = groups.slice(i, i + 50);
      const held = await Promise.all(chunk.map(([queueJobId, group]) => this.transport.holds(queueJobId, group[0].name)));
      chunk.forEach(([, group], j) => !held[j] && lost.push(...group));
    }
    if (lost.length === 0) return;
    this.logger.warn(`${lost.length} queued job(s) were lost from Redis (restarted without its data?): queued again`);
    await this.relayJobs(lost).catch((error: Error) => this.logger.warn(`Lost jobs not queued again yet: ${error.message}`));
  }

  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3600_000) return;
    this.lastCleanup = Date.now();
    await this.book(
      `DELETE FROM outbox WHERE relayed_at < now() - interval '${KEEP_RELAYED_DAYS} days'`,
    );
  }
}

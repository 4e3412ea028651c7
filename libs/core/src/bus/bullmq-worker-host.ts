import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker, type Job, type Queue, type RepeatOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { QUEUE_NAMES } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createRedisClient, queuePrefix, redisConnectionOptions } from '../infra/redis-connection.js';
import { RedisOutageLog, redisRetryStrategy } from '../infra/redis-outage-log.js';
import { RequestContext } from '../observability/request-context.js';
import { JobRegistry } from './job-registry.js';
import { splitRequestId } from './job-transport.js';
import { isQueueBatch, type QueueBatch } from './queue-batch.js';
import { concurrencyOf } from './queue-concurrency.js';
import { SettleBatch } from './settle-batch.js';

/** How often, and how many times, a scheduler is registered again after Redis came back. */
const REREGISTER_EVERY_MS = 500;
const REREGISTER_TRIES = 40;

interface KeptScheduler {
  queue: Queue;
  id: string;
  repeat: Omit<RepeatOptions, 'key'>;
  template: { name: string; data: Record<string, unknown> };
}

/** The outbox row of a lone queue job (`outbox-<id>`); null for a scheduler's repeat job. */
function outboxIdOf(queueJobId: string | undefined): string | null {
  return /^outbox-(\d+)$/.exec(queueJobId ?? '')?.[1] ?? null;
}

/** Runs the catalogue's handlers for every queue; one BullMQ Worker per queue. */
@Injectable()
export class BullMqWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private workers: Worker[] = [];
  /** Issue 18 finding 10: one line per outage for every worker connection, none per retry. */
  private readonly outage = new RedisOutageLog('worker', new Logger('Redis'));
  private watcher: Redis | null = null;
  private readonly schedulers = new Map<string, KeptScheduler>();
  private stopped = false;
  private readonly settled: SettleBatch;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobRegistry) private readonly registry: JobRegistry,
    @Inject(DataSource) dataSource: DataSource,
  ) {
    this.settled = new SettleBatch(dataSource);
  }

  onApplicationBootstrap(): void {
    if (!this.config.redisUrl) throw new Error('The worker needs REDIS_URL; without Redis the api runs jobs itself.');
    // BullMQ gets connection options, never a shared client. Workers block on Redis, so BullMQ
    // wants maxRetriesPerRequest: null (it sets it itself); reconnects are quick once Redis is back.
    const connection = redisConnectionOptions(this.config, { maxRetriesPerRequest: null, retryStrategy: redisRetryStrategy });
    this.workers = QUEUE_NAMES.map((queue) => {
      const worker = new Worker(
        queue,
        async (job) => {
          if (isQueueBatch(job.data)) return this.runBatch(job, job.data);
          // The handler runs under the request id of the call that queued it (issue 19 item 6).
          const { payload, requestId } = splitRequestId(job.data);
          const jobId = String(job.id).replace(/^outbox-/, '');
          await RequestContext.run({ requestId: requestId ?? `job-${job.id}` }, () =>
            this.registry.get(job.name)(payload, { jobId, attempt: job.attemptsMade + 1 }),
          );
          await this.settle(outboxIdOf(job.id));
        },
        // Issue 17 item 2: per queue, QUEUE_CONCURRENCY (line 50, images 1, others 5).
        { connection, prefix: queuePrefix(this.config.redisPrefix), concurrency: concurrencyOf(this.config.queueConcurrency, queue) },
      );
      worker.on('failed', (job, error) => {
        this.logger.warn(`${job?.name} #${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`);
        // The last attempt: the job stays in the failed set for an operator, settled for the outbox.
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
          const ids = isQueueBatch(job.data) ? job.data.$batch.map((row) => row.outboxId) : [outboxIdOf(job.id)];
          void Promise.all(ids.map((id) => this.settle(id)));
        }
      });
      worker.on('error', (error) => this.outage.error(error));
      return worker;
    });
    // Issue 18 finding 11: a connection of our own tells when Redis is back after an outage;
    // then every job scheduler is checked and registered again if Redis came back empty.
    this.watcher = createRedisClient(redisConnectionOptions(this.config, { maxRetriesPerRequest: 1, retryStrategy: redisRetryStrategy }));
    this.outage.watch(this.watcher);
    let readies = 0;
    this.watcher.on('ready', () => {
      if (++readies > 1) void this.restoreSchedulers(); // every reconnection, even one too quick to log an error
    });
    this.logger.log(`Listening on queues: ${QUEUE_NAMES.join(', ')}`);
  }

  /**
   * Marks the job's outbox row settled (done, or given up on), so the relay does not queue it
   * again (it does so only for a relayed, unsettled row whose job Redis no longer has). A
   * failure here is only logged: the relay then finds the job still in Redis and leaves it.
   * Jobs finishing together share one UPDATE (SettleBatch, issue 17 item 2).
   */
  private async settle(outboxId: string | null): Promise<void> {
    if (!outboxId) return; // a scheduler's repeat job has no outbox row
    await this.settled.settle(outboxId).catch((error: Error) => {
      this.logger.warn(`Job outbox-${outboxId} not marked settled (${error.message}): trying again`);
      this.settleLater(outboxId);
    });
  }

  /**
   * Issue 36: a settle that failed (PostgreSQL away) is tried again, 1 s doubling to 30 s, until
   * it is written: a row left unsettled would be queued again by the relay's lost-jobs sweep
   * once Redis let its completed job go, and its message sent a second time.
   */
  private settleLater(outboxId: string, wait = 1000): void {
    if (this.stopped) return;
    setTimeout(() => {
      this.settled.settle(outboxId).catch(() => this.settleLater(outboxId, Math.min(wait * 2, 30_000)));
    }, wait).unref();
  }

  /**
   * Issue 17 item 2: an envelope's rows run side by side, each under its own request id and
   * outbox id, each settled when its handler is done. Rows already settled (an earlier attempt
   * of this envelope, or the same rows in another one) are skipped. When a row fails the
   * envelope fails, and BullMQ's retry, with its backoff, runs only the rows still unsettled.
   * Issue 36: while PostgreSQL is away a row's handler may finish (LINE accepted the message)
   * and its settle fail; the envelope then also records its finished rows in the job's progress
   * (in Redis, with the job), so its retry, on any worker, skips them too and only settles them.
   */
  private async runBatch(job: Job, envelope: QueueBatch): Promise<void> {
    const handler = this.registry.get(job.name);
    const ids = envelope.$batch.map((row) => row.outboxId);
    const settled = await this.settled.settledOf(ids);
    const finishedBefore = new Set(finishedRowsOf(job.progress));
    for (const id of finishedBefore) if (!settled.has(id)) await this.settle(id);
    const failures: Error[] = [];
    const finished: string[] = [];
    await Promise.all(
      envelope.$batch
        .filter((row) => !settled.has(row.outboxId) && !finishedBefore.has(row.outboxId))
        .map(async (row) => {
          try {
            await RequestContext.run({ requestId: row.requestId }, () => handler(row.payload, { jobId: row.outboxId, attempt: job.attemptsMade + 1 }));
          } catch (error) {
            failures.push(error as Error);
            return;
          }
          finished.push(row.outboxId);
          await this.settle(row.outboxId);
        }),
    );
    if (failures.length > 0) {
      if (finished.length > 0) {
        await job.updateProgress({ finished: [...finishedBefore, ...finished] }).catch((error: Error) => this.logger.warn(`Envelope ${job.id}: finished rows not recorded: ${error.message}`));
      }
      throw new Error(`${failures.length} of ${ids.length - settled.size - finishedBefore.size} rows failed (they run again); the first: ${failures[0].message}`);
    }
  }

  /**
   * Registers a repeatable job (BullMQ job scheduler, one id: upsert is idempotent) now, and
   * again whenever this worker reconnects to a Redis that lost it (restarted without its data).
   */
  async keepJobScheduler(queue: Queue, id: string, repeat: KeptScheduler['repeat'], template: KeptScheduler['template']): Promise<void> {
    const kept = { queue, id, repeat, template };
    this.schedulers.set(`${queue.name}/${id}`, kept);
    await queue.upsertJobScheduler(id, repeat, template);
  }

  /** Stops keeping a scheduler and removes it from Redis. */
  async dropJobScheduler(queue: Queue, id: string): Promise<void> {
    this.schedulers.delete(`${queue.name}/${id}`);
    await queue.removeJobScheduler(id);
  }

  private async restoreSchedulers(): Promise<void> {
    for (const kept of this.schedulers.values()) {
      for (let attempt = 1; attempt <= REREGISTER_TRIES && !this.stopped; attempt++) {
        try {
          if (!(await kept.queue.getJobScheduler(kept.id))) {
            await kept.queue.upsertJobScheduler(kept.id, kept.repeat, kept.template);
            this.logger.warn(`Job scheduler ${kept.id} was gone from Redis: registered again`);
          }
          break;
        } catch (error) {
          // The queue's own connection may come back a moment after the watcher's.
          if (attempt === REREGISTER_TRIES) this.logger.error(`Job scheduler ${kept.id} not registered again: ${(error as Error).message}`);
          else await new Promise((r) => setTimeout(r, REREGISTER_EVERY_MS).unref());
        }
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers.map((w) => w.close()));
    await this.settled.flushed();
    this.watcher?.disconnect();
  }
}

/** The rows an earlier attempt of an envelope finished (its job's progress, issue 36). */
export function finishedRowsOf(progress: unknown): string[] {
  const finished = (progress as { finished?: unknown } | null)?.finished;
  return Array.isArray(finished) ? finished.filter((id): id is string => typeof id === 'string') : [];
}

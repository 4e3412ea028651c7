import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_NAMES, queueOf, type JobName } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createRedisClient, queuePrefix, redisConnectionOptions, type RedisConnectionOptions, type RedisTarget } from '../infra/redis-connection.js';
import { RedisOutageLog, redisRetryStrategy } from '../infra/redis-outage-log.js';
import { RequestContext } from '../observability/request-context.js';
import { FAILED_JOBS_LISTED, JOB_RETRY, JobTransport, splitRequestId, withRequestId, type EnqueueOutcome, type FailedJob, type JobRetrySchedule, type QueuedJob } from './job-transport.js';
import { isQueueBatch, loneJobId, planQueueJobs, type QueueBatch, type QueueJobPlan } from './queue-batch.js';
import { finishedRowsOf } from './bullmq-worker-host.js';

/** The longest a relay waits for one job to reach Redis before it tries again later (issue 18 finding 10). */
export const ENQUEUE_TIMEOUT_MS = 3000;

/**
 * Issue 18 finding 10: the producer's connection fails fast while Redis is down (BullMQ's
 * "failing fast when Redis is down": no offline queue, so `add` throws at once instead of
 * waiting for Redis; a command timeout for a Redis that accepts and never answers). The
 * outbox row stays pending and the relay tries again; the outbox id as job id keeps a retry
 * from queuing the job twice. Workers keep BullMQ's blocking settings (BullMqWorkerHost).
 */
export function producerConnection(target: RedisTarget): RedisConnectionOptions {
  return redisConnectionOptions(target, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: ENQUEUE_TIMEOUT_MS, retryStrategy: redisRetryStrategy });
}

/** Rejects when Redis has not taken the job(s) within ENQUEUE_TIMEOUT_MS (the outbox row waits and is tried again). */
async function withinEnqueueTimeout<T>(adding: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([adding, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A queue job's data: a lone row's payload (with its request id), or the envelope of a batch. */
function queueJobData(plan: QueueJobPlan, jobs: readonly QueuedJob[]): unknown {
  if (!plan.batch) return withRequestId(jobs[plan.rows[0]].payload, jobs[plan.rows[0]].requestId);
  const envelope: QueueBatch = { $batch: plan.rows.map((i) => ({ outboxId: jobs[i].jobId, payload: jobs[i].payload, requestId: jobs[i].requestId })) };
  return envelope;
}

@Injectable()
export class BullMqTransport extends JobTransport implements OnApplicationShutdown {
  readonly kind = 'bullmq' as const;
  readonly queues: ReadonlyMap<string, Queue>;
  private readonly probe: Redis;
  /** One line when Redis goes away, one when it is back (no ioredis "Unhandled error event"). */
  readonly outage = new RedisOutageLog('queues', new Logger('Redis'));

  /** `retry`: production's schedule (JOB_RETRY) unless a test passes a short one; it goes with each job. */
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, retry: JobRetrySchedule = JOB_RETRY) {
    super();
    const connection = producerConnection(config);
    this.queues = new Map(
      QUEUE_NAMES.map((name) => [
        name,
        new Queue(name, {
          connection,
          prefix: queuePrefix(config.redisPrefix),
          defaultJobOptions: {
            attempts: retry.attempts,
            backoff: { type: 'exponential', delay: retry.backoffMs },
            removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
            removeOnFail: false,
          },
        }),
      ]),
    );
    for (const queue of this.queues.values()) queue.on('error', (error) => this.outage.error(error));
    // The probe answers /api/health and tells the relay at once whether Redis is there.
    // Its pings wait for a connection that is coming, at most a second.
    this.probe = createRedisClient(redisConnectionOptions(config, { maxRetriesPerRequest: 1, commandTimeout: 1000, retryStrategy: redisRetryStrategy }));
    this.outage.watch(this.probe);
  }

  /**
   * Removes job schedulers of an earlier version (contracts' RETIRED_JOB_SCHEDULERS) and the jobs
   * waiting in their queue, which no worker reads any more. Answers the ids it removed.
   */
  async dropRetiredSchedulers(retired: ReadonlyArray<{ queue: string; id: string }>): Promise<string[]> {
    const removed: string[] = [];
    for (const { queue: name, id } of retired) {
      if (this.queues.has(name)) continue; // a queue still in use keeps its own jobs
      const queue = new Queue(name, { connection: producerConnection(this.config), prefix: queuePrefix(this.config.redisPrefix) });
      queue.on('error', (error) => this.outage.error(error));
      try {
        if (await queue.getJobScheduler(id)) {
          await queue.removeJobScheduler(id);
          await queue.drain(true);
          removed.push(id);
        }
      } finally {
        await queue.close();
      }
    }
    return removed;
  }

  /** False from a connection error until Redis answers again (a start-up connection counts as reachable). */
  get reachable(): boolean {
    return !this.outage.down;
  }

  async enqueue(jobId: string, name: string, payload: unknown): Promise<void> {
    const queue = this.queues.get(queueOf(name as JobName));
    if (!queue) throw new Error(`Unknown job ${name}`);
    // The outbox id is the job id (BullMQ refuses bare integers, hence the prefix): a relay
    // retry never queues the same job twice.
    if (!this.reachable) throw new Error('Redis is unreachable: the job waits in the outbox');
    await withinEnqueueTimeout(queue.add(name, withRequestId(payload, RequestContext.requestId()), { jobId: loneJobId(jobId) }));
  }

  /**
   * Issue 17 item 2: a relay batch goes in with one `Queue.addBulk` per queue (one Redis round
   * trip instead of one per job). Rows of a batchable job share an envelope (planQueueJobs);
   * every queue job's id names its rows, so a batch queued again after a failure (or after a
   * relay died before marking it) adds nothing twice: BullMQ ignores a job id it already has.
   * A queue's jobs share one outcome: all queued, or all wait.
   */
  override async enqueueMany(jobs: readonly QueuedJob[]): Promise<EnqueueOutcome[]> {
    if (!this.reachable) return jobs.map(() => ({ error: new Error('Redis is unreachable: the job waits in the outbox') }));
    const outcome: EnqueueOutcome[] = jobs.map(() => ({ queueJobId: null }));
    const byQueue = new Map<Queue, QueueJobPlan[]>();
    for (const plan of planQueueJobs(jobs)) {
      const queue = this.queues.get(queueOf(plan.name as JobName));
      if (!queue) plan.rows.forEach((i) => (outcome[i] = { error: new Error(`Unknown job ${plan.name}`) }));
      else byQueue.set(queue, [...(byQueue.get(queue) ?? []), plan]);
    }
    await Promise.all(
      [...byQueue].map(async ([queue, plans]) => {
        const bulk = plans.map((plan) => ({ name: plan.name, data: queueJobData(plan, jobs), opts: { jobId: plan.queueJobId } }));
        const rows = plans.flatMap((plan) => plan.rows.map((i) => [i, plan.queueJobId] as const));
        try {
          await withinEnqueueTimeout(queue.addBulk(bulk));
          for (const [i, queueJobId] of rows) outcome[i] = { queueJobId };
        } catch (error) {
          for (const [i] of rows) outcome[i] = { error: error as Error };
        }
      }),
    );
    return outcome;
  }

  async holds(queueJobId: string, name: string): Promise<boolean> {
    const queue = this.queues.get(queueOf(name as JobName));
    if (!queue || !this.reachable) return true; // cannot tell: assume it is there
    return (await queue.getJob(queueJobId)) !== undefined;
  }

  /**
   * Issue 30 item 5: the queues' failed sets, newest first. A lone job answers with its outbox
   * id and payload (request id taken off); a failed envelope with each row it had not finished
   * (a row an earlier attempt finished is in the job's progress), all with the envelope's error.
   */
  async failed(name?: string): Promise<FailedJob[]> {
    const queues = name === undefined ? [...this.queues.values()] : [this.queues.get(queueOf(name as JobName))].filter((q): q is Queue => q !== undefined);
    const jobs = (await Promise.all(queues.map((queue) => queue.getFailed(0, FAILED_JOBS_LISTED - 1)))).flat();
    const failed = jobs.flatMap((job): FailedJob[] => {
      if (!job || (name !== undefined && job.name !== name)) return [];
      const common = { name: job.name, attemptsMade: job.attemptsMade, error: job.failedReason, failedAt: new Date(job.finishedOn ?? job.timestamp) };
      if (isQueueBatch(job.data)) {
        const finished = new Set(finishedRowsOf(job.progress));
        return job.data.$batch.filter((row) => !finished.has(row.outboxId)).map((row) => ({ ...common, jobId: row.outboxId, payload: row.payload }));
      }
      return [{ ...common, jobId: String(job.id).replace(/^outbox-/, ''), payload: splitRequestId(job.data).payload }];
    });
    return failed.sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime()).slice(0, FAILED_JOBS_LISTED);
  }

  async health(): Promise<'up' | 'down'> {
    try {
      return (await this.probe.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.probe.disconnect();
  }
}

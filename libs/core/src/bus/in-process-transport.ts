import { Inject, Injectable, Logger } from '@nestjs/common';
import { queueOf, type JobName } from '@hospital/contracts';
import { RequestContext } from '../observability/request-context.js';
import { JobRegistry } from './job-registry.js';
import { FAILED_JOBS_LISTED, JOB_RETRY, JobTransport, type FailedJob, type JobRetrySchedule } from './job-transport.js';

/** How many finished jobs' ids the in-process driver remembers, so that one enqueued again does not run twice. */
export const IN_PROCESS_DONE_KEPT = 10_000;

/**
 * The fallback when the machine has no Redis: the same handlers, run in this process with
 * the same retry schedule and the same contract as BullMQ (JobTransport): a job id enqueued
 * again runs once, and a job out of attempts goes in a failed set. That set lives in memory
 * only, the last FAILED_JOBS_LISTED failures (as do the ids of the last IN_PROCESS_DONE_KEPT
 * done jobs): nothing is kept across restarts. Failures are logged too.
 */
@Injectable()
export class InProcessTransport extends JobTransport {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('InProcessBus');
  /** Jobs waiting, running or between attempts, by queue and job id (ids are unique per queue, as in BullMQ). */
  private readonly live = new Set<string>();
  /** The last IN_PROCESS_DONE_KEPT done jobs, oldest first. */
  private readonly done = new Set<string>();
  /** The failed set: the last FAILED_JOBS_LISTED, oldest first. */
  private readonly failures = new Map<string, FailedJob>();

  constructor(
    @Inject(JobRegistry) private readonly registry: JobRegistry,
    private readonly retry: JobRetrySchedule = JOB_RETRY,
  ) {
    super();
  }

  async enqueue(jobId: string, name: string, payload: unknown): Promise<void> {
    const handler = this.registry.get(name);
    const key = `${queueOf(name as JobName)}:${jobId}`;
    if (this.live.has(key) || this.done.has(key) || this.failures.has(key)) return; // as BullMQ: a job id it has is not added again
    this.live.add(key);
    const scope = { requestId: RequestContext.requestId() ?? `job-${jobId}` };
    const run = async (attempt: number): Promise<void> => {
      try {
        await RequestContext.run(scope, () => handler(payload, { jobId, attempt }));
      } catch (error) {
        if (attempt >= this.retry.attempts) {
          this.logger.error(`Job ${name} #${jobId} failed after ${attempt} attempts: ${String(error)}`);
          this.live.delete(key);
          const message = error instanceof Error ? error.message : String(error);
          this.keep(this.failures, key, { name, jobId, payload, attemptsMade: attempt, error: message, failedAt: new Date() }, FAILED_JOBS_LISTED);
          return;
        }
        setTimeout(() => void run(attempt + 1), this.retry.backoffMs * 2 ** (attempt - 1)).unref();
        return;
      }
      this.live.delete(key);
      this.done.add(key);
      if (this.done.size > IN_PROCESS_DONE_KEPT) this.done.delete(this.done.values().next().value!);
    };
    setImmediate(() => void run(1));
  }

  private keep<V>(map: Map<string, V>, key: string, value: V, most: number): void {
    map.set(key, value);
    if (map.size > most) map.delete(map.keys().next().value!);
  }

  /** Nothing is kept across restarts here, so nothing can be found lost either. */
  async holds(): Promise<boolean> {
    return true;
  }

  async health(): Promise<'in-process'> {
    return 'in-process';
  }

  async failed(name?: string): Promise<FailedJob[]> {
    return [...this.failures.values()].filter((job) => name === undefined || job.name === name).reverse();
  }
}

import { RequestContext } from '../observability/request-context.js';

/** One job of a relay batch: the outbox id, the job, and the request id it runs under. */
export interface QueuedJob {
  jobId: string;
  name: string;
  payload: unknown;
  requestId: string;
}

/** Per relayed row: the queue job it went in (null where there is no queue), or the error that kept it out. */
export type EnqueueOutcome = { queueJobId: string | null; error?: undefined } | { error: Error };

/** Where relayed job rows go: BullMQ on Redis, or (without Redis) this very process. */
export abstract class JobTransport {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract enqueue(jobId: string, name: string, payload: unknown): Promise<void>;
  /**
   * Issue 17 item 2: a relay batch of jobs at once; answers, row by row, the queue job it went
   * in or the error that kept it out. This default runs them one by one, side by side.
   */
  enqueueMany(jobs: readonly QueuedJob[]): Promise<EnqueueOutcome[]> {
    return Promise.all(
      jobs.map((job) =>
        RequestContext.run({ requestId: job.requestId }, () => this.enqueue(job.jobId, job.name, job.payload)).then(
          (): EnqueueOutcome => ({ queueJobId: null }),
          (error: unknown): EnqueueOutcome => ({ error: error instanceof Error ? error : new Error(String(error)) }),
        ),
      ),
    );
  }
  /** Whether the queue still has this queue job (waiting, running, retrying, done or failed). */
  abstract holds(queueJobId: string, name: string): Promise<boolean>;
  abstract health(): Promise<'up' | 'down' | 'in-process'>;
  /**
   * Issue 30 item 5: the jobs that used up their attempts (of job `name`, or all), newest
   * first, at most FAILED_JOBS_LISTED. BullMQ reads its failed sets (kept until an operator
   * removes them); the in-process driver keeps the last FAILED_JOBS_LISTED in memory only.
   */
  abstract failed(name?: string): Promise<FailedJob[]>;
}

/**
 * The contract both drivers keep (one suite, libs/core/test/job-transport.contract.ts):
 * - a job's handler runs with its payload and `{ jobId, attempt }` (jobId: as enqueued);
 * - a handler that throws runs again after `backoffMs`, doubling, up to `attempts` in all;
 * - after the last attempt the job is in the failed set (`failed()`) with its last error;
 * - a job id enqueued again while the driver still has that job (waiting, running, retrying,
 *   failed, or recently done) is not run again: the outbox id as job id keeps a relay retry
 *   from running a job twice. BullMQ keeps done jobs 7 days / 10,000 per queue and failed ones
 *   until removed; the in-process driver keeps the last 10,000 done and 1,000 failed ids, and
 *   nothing across a restart.
 */
export interface FailedJob {
  name: string;
  /** The id the job was enqueued with (the outbox id). */
  jobId: string;
  payload: unknown;
  /** Attempts made (the retry schedule's `attempts`, unless it changed in between). */
  attemptsMade: number;
  /** The last attempt's error message. */
  error: string;
  failedAt: Date;
}

/** The most failed jobs `JobTransport.failed` answers with, and the in-process driver keeps. */
export const FAILED_JOBS_LISTED = 1000;

/**
 * Retries: exponential backoff from 1 s; after the last, the job stays in the failed set. Ten
 * attempts wait 1 + 2 + … + 256 s ≈ 8.5 minutes in all, so an outside system (LINE, the HIS,
 * the bank) that answers 429 or 500 for a few minutes loses nothing (issue 18, npm run chaos);
 * six attempts gave up after 31 s.
 */
export const JOB_ATTEMPTS = 10;
export const JOB_BACKOFF_MS = 1000;

/** A driver's retry schedule: attempts in all, and the first wait (doubling after each attempt). */
export interface JobRetrySchedule {
  attempts: number;
  backoffMs: number;
}

/** Production's schedule; the transport tests pass a short one (a few attempts, 10 ms). */
export const JOB_RETRY: JobRetrySchedule = Object.freeze({ attempts: JOB_ATTEMPTS, backoffMs: JOB_BACKOFF_MS });

/**
 * The request id travels with a queued job as one extra field of its data (issue 19 item 6):
 * visible on the queue dashboard, taken off again before the handler sees its payload.
 */
const REQUEST_ID_FIELD = '$requestId';

export function withRequestId(payload: unknown, requestId: string | null): unknown {
  if (!requestId || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return { ...payload, [REQUEST_ID_FIELD]: requestId };
}

export function splitRequestId(data: unknown): { payload: unknown; requestId: string | null } {
  if (!data || typeof data !== 'object' || !(REQUEST_ID_FIELD in data)) return { payload: data, requestId: null };
  const { [REQUEST_ID_FIELD]: requestId, ...payload } = data as Record<string, unknown>;
  return { payload, requestId: typeof requestId === 'string' ? requestId : null };
}

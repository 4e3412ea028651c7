import { createHash } from 'node:crypto';
import { JOB_BATCH_SIZE, type JobName } from '@hospital/contracts';
import type { QueuedJob } from './job-transport.js';

/**
 * Issue 17 item 2 (10,000 LINE pushes in ≤ 2 s): BullMQ spends its time per queue job (two Lua
 * scripts, a lock), so rows of a job the catalogue lets travel together (JOB_BATCH_SIZE) go in
 * one queue job, the envelope below. Each row keeps its outbox id, its request id, its own
 * handler call and its own settle; the worker skips rows already settled, so a retried
 * envelope runs only what has not finished.
 */
export interface QueueBatch {
  $batch: Array<{ outboxId: string; payload: unknown; requestId: string }>;
}

export function isQueueBatch(data: unknown): data is QueueBatch {
  return !!data && typeof data === 'object' && Array.isArray((data as QueueBatch).$batch);
}

/** A lone row's queue job id: its outbox id (BullMQ refuses bare integers, hence the prefix). */
export function loneJobId(outboxId: string): string {
  return `outbox-${outboxId}`;
}

/**
 * An envelope's id names exactly the rows it carries (first id, count, a digest of all ids):
 * the same rows queued again after a lost answer are the same job, which BullMQ ignores; other
 * rows are another job. No ':' (BullMQ refuses it in a custom id).
 */
export function batchJobId(outboxIds: readonly string[]): string {
  const digest = createHash('sha256').update(outboxIds.join(',')).digest('hex').slice(0, 16);
  return `outbox-${outboxIds[0]}-x${outboxIds.length}-${digest}`;
}

/** One queue job to add: its id, its name and its data (a lone row's payload, or an envelope). */
export interface QueueJobPlan {
  queueJobId: string;
  name: string;
  /** The batch's rows as indexes into the relay's list (one for a lone row). */
  rows: number[];
  batch: boolean;
}

/**
 * The relay's jobs as queue jobs, in order: rows of a batchable name are cut into envelopes of
 * at most its JOB_BATCH_SIZE (in outbox order); every other row, and a batch of one, goes alone.
 */
export function planQueueJobs(jobs: readonly QueuedJob[]): QueueJobPlan[] {
  const plans: QueueJobPlan[] = [];
  const open = new Map<string, number[]>();
  const close = (name: string) => {
    const rows = open.get(name);
    if (!rows) return;
    open.delete(name);
    plans.push(
      rows.length === 1
        ? { queueJobId: loneJobId(jobs[rows[0]].jobId), name, rows, batch: false }
        : { queueJobId: batchJobId(rows.map((i) => jobs[i].jobId)), name, rows, batch: true },
    );
  };
  jobs.forEach((job, i) => {
    const size = JOB_BATCH_SIZE[job.name as JobName] ?? 1;
    if (size <= 1) {
      plans.push({ queueJobId: loneJobId(job.jobId), name: job.name, rows: [i], batch: false });
      return;
    }
    const rows = open.get(job.name) ?? [];
    rows.push(i);
    open.set(job.name, rows);
    if (rows.length >= size) close(job.name);
  });
  for (const name of [...open.keys()]) close(name);
  return plans;
}

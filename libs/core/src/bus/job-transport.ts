/** Where relayed job rows go: BullMQ on Redis, or (without Redis) this very process. */
export abstract class JobTransport {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract enqueue(jobId: string, name: string, payload: unknown): Promise<void>;
  abstract health(): Promise<'up' | 'down' | 'in-process'>;
}

/** Retries: exponential backoff from 1 s; after the last, the job stays in the failed set. */
export const JOB_ATTEMPTS = 6;
export const JOB_BACKOFF_MS = 1000;

/** Where relayed job rows go: BullMQ on Redis, or (without Redis) this very process. */
export abstract class JobTransport {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract enqueue(jobId: string, name: string, payload: unknown): Promise<void>;
  abstract health(): Promise<'up' | 'down' | 'in-process'>;
}

/** Retries: exponential backoff from 1 s; after the last, the job stays in the failed set. */
export const JOB_ATTEMPTS = 6;
export const JOB_BACKOFF_MS = 1000;

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

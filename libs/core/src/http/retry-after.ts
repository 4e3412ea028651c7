import type { FastifyReply } from 'fastify';

/**
 * Issue 28 item 5: every 429 says when to come back (Retry-After, in whole seconds). A limiter
 * that knows its window's end sets the header itself (or tags its exception with
 * withRetryAfter); the error filters give any 429 still without one this default.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

const RETRY_AFTER = Symbol.for('hospital.retryAfterSeconds');

/** Tags an exception with the seconds until the caller may try again (at least 1). */
export function withRetryAfter<T extends object>(error: T, seconds: number): T {
  return Object.assign(error, { [RETRY_AFTER]: Math.max(1, Math.ceil(seconds)) });
}

/** The seconds an exception was tagged with, or null. */
export function retryAfterSecondsOf(error: unknown): number | null {
  const value = error && typeof error === 'object' ? (error as { [RETRY_AFTER]?: unknown })[RETRY_AFTER] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** On a 429 without Retry-After: the exception's seconds, else the default. */
export function ensureRetryAfter(reply: FastifyReply, status: number, exception: unknown): void {
  if (status !== 429 || reply.hasHeader('retry-after')) return;
  void reply.header('retry-after', String(retryAfterSecondsOf(exception) ?? DEFAULT_RETRY_AFTER_SECONDS));
}

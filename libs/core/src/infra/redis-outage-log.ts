import type { EventEmitter } from 'node:events';

/** Where the outage lines go (a Nest Logger fits). */
export interface OutageLogger {
  warn(message: string): void;
  log(message: string): void;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED', 'EAI_AGAIN']);

/** True for the errors a client raises while Redis is unreachable (not for a bad command). */
export function isRedisConnectionError(error: unknown): boolean {
  const e = error as { code?: string; message?: string; name?: string } | null;
  if (!e) return false;
  if (e.code && CONNECTION_ERRORS.has(e.code)) return true;
  return /Connection is closed|Stream isn't writeable|connect ECONNREFUSED|read ECONNRESET|MaxRetriesPerRequest|Command timed out|Redis is unreachable/i.test(e.message ?? '');
}

/**
 * Issue 18 finding 10: every ioredis client (and every BullMQ Queue/Worker, which re-emit their
 * clients' errors) gets an 'error' listener, so no "[ioredis] Unhandled error event" line is
 * printed; a connection error is logged once per outage, not once per reconnect attempt, and
 * the return is logged once too. Other errors (a refused command) are logged each time.
 */
export class RedisOutageLog {
  private downSince: number | null = null;
  private readonly backListeners: Array<() => void> = [];

  constructor(
    private readonly name: string,
    private readonly logger: OutageLogger,
  ) {}

  get down(): boolean {
    return this.downSince !== null;
  }

  /** Runs `listener` each time Redis answers again after an outage. */
  onBack(listener: () => void): void {
    this.backListeners.push(listener);
  }

  error(error: unknown): void {
    const message = (error as Error)?.message ?? String(error);
    if (!isRedisConnectionError(error)) {
      this.logger.warn(`Redis (${this.name}): ${message}`);
      return;
    }
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.logger.warn(`Redis unreachable (${this.name}): ${message}; reconnecting quietly until it is back`);
  }

  ready(): void {
    if (this.downSince === null) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = null;
    this.logger.log(`Redis reachable again (${this.name}) after ${seconds} s`);
    for (const listener of this.backListeners) listener();
  }

  /** Listens to an ioredis client (or anything that emits 'error' and 'ready' the same way). */
  watch(client: Pick<EventEmitter, 'on'>): void {
    client.on('error', (error: unknown) => this.error(error));
    client.on('ready', () => this.ready());
  }
}

/** Reconnect quickly once Redis is back (BullMQ's default waits up to 20 s between tries). */
export const redisRetryStrategy = (times: number): number => Math.min(times * 200, 2000);

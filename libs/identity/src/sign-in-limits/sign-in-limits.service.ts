// Issue 18 finding 5: failed password sign-ins are counted per ACCOUNT (the username, the
// national ID and the e-mail of one person share one count; a login naming nobody counts under
// its normalised text) and per client address across logins (the address Fastify gives, with
// TRUST_PROXY as configured). Finding 12: while Redis cannot be reached the counting goes on in
// this process's memory (per api instance), so sign-ins keep working and stay limited.
//
// Each attempt first reserves one count on its account and on its address, atomically and only
// while both are under their maximum (so parallel guesses cannot slip past the cap); a wrong
// password keeps it, a sign-in that succeeds clears the account's count and gives the address
// its one back. At the cap every attempt, the right password too, answers 429 until the window
// (LOGIN_RATE_LIMIT_WINDOW_MS, from the first counted failure) ends, so the cap is no oracle.
import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, RedisOutageLog, createRequestPathRedisClient, withRetryAfter, type AppConfig } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { MemoryCounters } from './memory-counters.js';
import { RedisCounters } from './redis-counters.js';

/** One sign-in attempt holding its reservation, for `succeeded`. */
export interface SignInAttempt {
  accountKey: string;
  addressKey: string;
  store: 'redis' | 'memory';
}

/** The text a login that names no account is counted under (so case and spaces don't multiply it). */
export function normalisedLogin(login: string): string {
  return login.trim().normalize('NFC').toLowerCase();
}

@Injectable()
export class SignInLimits implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SignInLimits');
  private readonly memory = new MemoryCounters();
  private readonly redis: Redis | null;
  private readonly counters: RedisCounters | null;
  /** Logs the first Redis failure and Redis's return, once each way. */
  private readonly outage = new RedisOutageLog('sign-in limits, counted in memory meanwhile', this.logger);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // No offline queue and a short timeout: a command while Redis is away fails at once and
    // the attempt is counted in memory instead of waiting for a reconnect.
    this.redis = config.redisUrl
      ? createRequestPathRedisClient(config, { lazyConnect: true })
      : null;
    // Reconnection errors are reported once, by the fallback (no "[ioredis] Unhandled error event").
    this.redis?.on('error', () => undefined);
    this.counters = this.redis ? new RedisCounters(this.redis) : null;
  }

  async onModuleInit(): Promise<void> {
    await this.redis?.connect().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  /**
   * Reserves one attempt for the account (`userId`, else the login's text) from `ip`, or
   * throws 429 with MESSAGES.tooManyLogins when either count is at its maximum.
   */
  async begin(login: string, userId: string | null, ip: string | null): Promise<SignInAttempt> {
    const prefix = `${this.config.redisPrefix}:sign-in`;
    const accountKey = userId ? `${prefix}:account:${userId}` : `${prefix}:login:${normalisedLogin(login)}`;
    const addressKey = `${prefix}:address:${ip ?? 'unknown'}`;
    const keys = [accountKey, addressKey];
    const { max, perAddressMax, windowMs } = this.config.loginRateLimit;
    const maxima = [max, perAddressMax];

    let store: SignInAttempt['store'] = 'memory';
    let reserved: boolean | null = null;
    if (this.counters) {
      // What was counted in memory while Redis was away still counts, until its window ends.
      const left = keys.map((key, i) => maxima[i] - this.memory.count(key));
      try {
        reserved = left.every((n) => n > 0) && (await this.counters.reserve(keys, left, windowMs));
        store = 'redis';
        this.redisAnswered();
      } catch (error) {
        this.redisFailed(error);
      }
    }
    if (reserved === null) reserved = this.memory.reserve(keys, maxima, windowMs);
    // Issue 28 item 5: Retry-After is the window (the count of the window's first attempt ends by then at the latest).
    if (!reserved) throw withRetryAfter(new HttpException(MESSAGES.tooManyLogins, HttpStatus.TOO_MANY_REQUESTS), windowMs / 1000);
    return { accountKey, addressKey, store };
  }

  /** The attempt signed in: its account's count starts again and its address gets its one back. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    this.memory.delete(attempt.accountKey);
    if (attempt.store === 'memory') {
      this.memory.release(attempt.addressKey);
      return;
    }
    try {
      await this.counters!.release(attempt.accountKey, attempt.addressKey);
      this.redisAnswered();
    } catch (error) {
      this.redisFailed(error);
    }
  }

  private redisFailed(error: unknown): void {
    this.outage.error(error);
  }

  private redisAnswered(): void {
    this.outage.ready();
  }
}

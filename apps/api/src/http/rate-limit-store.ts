// Issue 18 finding 12: @fastify/rate-limit's counters (LINE sign-in, registrations, the other
// limited routes) live in Redis, shared by every api process; while Redis cannot be reached
// they go on in this process's memory (the plugin's own LocalStore) instead of the limit being
// skipped. The failure is logged once per outage, not per request.
import { createRequire } from 'node:module';
import { Logger } from '@nestjs/common';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RedisOutageLog } from '@hospital/core';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Store = FastifyRateLimitStore & { read?(key: string, callback: Callback, timeWindow: number, max: number): void };

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;

class RedisOrMemoryStore implements Store {
  constructor(
    private readonly redis: Store,
    private readonly memory: Store,
    private readonly outage: RedisOutageLog,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.redis.incr(key, (error, result) => this.settle('incr', error, result, [key, callback, timeWindow, max]), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.redis.read!(key, (error, result) => this.settle('read', error, result, [key, callback, timeWindow, max]), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisOrMemoryStore(this.redis.child(routeOptions) as Store, this.memory.child(routeOptions) as Store, this.outage);
  }

  private settle(
    method: 'incr' | 'read',
    error: Error | null,
    result: { current: number; ttl: number } | undefined,
    [key, callback, timeWindow, max]: [string, Callback, number, number],
  ): void {
    if (!error) {
      this.outage.ready();
      return callback(null, result);
    }
    this.outage.error(error);
    this.memory[method]!(key, callback, timeWindow, max);
  }
}

/**
 * A store class for @fastify/rate-limit's `store` option: Redis (keys under `nameSpace`), and
 * this process's memory while Redis fails.
 */
export function redisOrMemoryStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const outage = new RedisOutageLog('route limits, counted in memory meanwhile', new Logger('RateLimit'));
  return class extends RedisOrMemoryStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved global settings.
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), outage);
    }
  };
}

// Issue 18 findings 5 and 12: the sign-in counters in Redis, shared by every api process.
// Each change is one Lua script, so a burst of parallel attempts cannot slip past the cap
// between a read and a write.
import type { Redis } from 'ioredis';

/**
 * KEYS: the counters; ARGV[1]: the window in ms, ARGV[2..]: each key's maximum. Adds one to
 * every key when each is under its maximum (a new key's window starts now) → 1; else → 0.
 */
const RESERVE = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then return 0 end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 1`;

/** KEYS[1]: deleted; KEYS[2]: one taken back when it still exists (deleted at 0). */
const RELEASE = `
redis.call('DEL', KEYS[1])
if redis.call('EXISTS', KEYS[2]) == 1 and redis.call('DECR', KEYS[2]) <= 0 then redis.call('DEL', KEYS[2]) end
return 1`;

export class RedisCounters {
  constructor(private readonly redis: Redis) {}

  async reserve(keys: readonly string[], maxima: readonly number[], windowMs: number): Promise<boolean> {
    const added = await this.redis.eval(RESERVE, keys.length, ...keys, windowMs, ...maxima);
    return added === 1;
  }

  /** Deletes `cleared` and takes one back from `released`. */
  async release(cleared: string, released: string): Promise<void> {
    await this.redis.eval(RELEASE, 2, cleared, released);
  }
}

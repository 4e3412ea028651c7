import { Redis, type RedisOptions } from 'ioredis';

/**
 * Issue 29 item 6: Redis behind Sentinel. REDIS_SENTINELS (host:port,host:port) names the
 * sentinels, REDIS_SENTINEL_NAME the master they watch (default `mymaster`); ioredis asks a
 * sentinel for the master's address, and again after a failover.
 */
export interface RedisSentinelConfig {
  sentinels: Array<{ host: string; port: number }>;
  /** The master's name in the sentinels' configuration (REDIS_SENTINEL_NAME). */
  name: string;
  /** The sentinels' own password (REDIS_SENTINEL_PASSWORD); null: none. */
  password: string | null;
}

/** Where Redis is: REDIS_URL, and with Sentinel the sentinels (AppConfig has both). */
export interface RedisTarget {
  redisUrl: string | null;
  redisSentinel: RedisSentinelConfig | null;
}

/**
 * ioredis options, or REDIS_URL plus options (BullMQ takes either; createRedisClient too). The
 * retry strategy is BullMQ's shape of ioredis's (a function, never null).
 */
export type RedisConnectionOptions = Omit<RedisOptions, 'retryStrategy'> & { url?: string; retryStrategy?: (times: number) => number | void | null };

/** Parses REDIS_SENTINELS: `host:port` pairs separated by commas (an IPv6 host in brackets). */
export function parseRedisSentinels(value: string): Array<{ host: string; port: number }> {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\[[^\]]+\]|[^:\s]+):(\d{1,5})$/.exec(part);
      if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) throw new Error(`not a host:port: '${part}'`);
      return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
    });
}

/**
 * The one place a Redis connection's options are built (BullMQ queues and workers, the
 * Socket.IO adapter, the probes, the sign-in and route rate limits). `extra` is each use's
 * own behaviour (offline queue, retries, timeouts).
 *
 * Without Sentinel: REDIS_URL as before. With Sentinel: the sentinels and the master's name;
 * REDIS_URL then gives only the master's credentials, database number and TLS (`rediss:`) —
 * its host and port are the sentinels' to say. After a failover a connection finds the new
 * master by reconnecting: the sentinels close the old master's client connections when they
 * make it a replica, a master that died closes them itself, and a write answered READONLY (an
 * old master still up, not yet reconfigured) makes ioredis reconnect too; that write fails, and
 * its caller tries again as after any Redis outage (the outbox row waits, BullMQ retries).
 * (ioredis's `failoverDetector` was tried: it left sentinel connections reconnecting after a
 * client's disconnect, and now and then a client stuck between masters.)
 */
export function redisConnectionOptions(target: RedisTarget, extra: Omit<RedisConnectionOptions, 'url'> = {}): RedisConnectionOptions {
  if (!target.redisUrl) throw new Error('Redis is not configured (REDIS_URL).');
  const sentinel = target.redisSentinel;
  if (!sentinel) return { url: target.redisUrl, ...extra };
  const url = new URL(target.redisUrl);
  const db = Number(url.pathname.replace(/^\//, '') || 0);
  return {
    sentinels: sentinel.sentinels.map((s) => ({ ...s })),
    name: sentinel.name,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(Number.isInteger(db) && db > 0 ? { db } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {}, enableTLSForSentinelMode: true } : {}),
    ...(sentinel.password ? { sentinelPassword: sentinel.password } : {}),
    reconnectOnError: (error: Error) => (/^READONLY/.test(error.message) ? 1 : false),
    ...extra,
  };
}

/** A client of our own from those options (as BullMQ makes its own from the same). */
export function createRedisClient(options: RedisConnectionOptions): Redis {
  const { url, ...rest } = options;
  return url ? new Redis(url, rest) : new Redis(rest);
}

/**
 * The BullMQ key prefix (issue 29 item 6): a Redis Cluster keeps a queue's keys together only
 * when they share a hash tag, and BullMQ's scripts touch several keys at once, so the prefix
 * carries one: `{skin}:bull` (every queue of the deployment in one slot). A REDIS_PREFIX that
 * already has a hash tag (`{a}b`) is used as it is. Without Cluster the braces change nothing.
 */
export function queuePrefix(redisPrefix: string): string {
  return /\{[^}]+\}/.test(redisPrefix) ? `${redisPrefix}:bull` : `{${redisPrefix}}:bull`;
}

/**
 * A client for the counters a request reads on its way in (route limits, sign-in limits, wrong
 * birth dates): a command while Redis is away fails at once (no offline queue, no retry, 1 s
 * timeout) and the caller counts in memory instead. Auto-pipelined: the commands of the
 * requests in flight go out in one write, not one system call each (issue 34: in the
 * opening-day burst the socket writes were a quarter of the api's CPU).
 */
export function createRequestPathRedisClient(target: RedisTarget, extra: Omit<RedisConnectionOptions, 'url'> = {}): Redis {
  return createRedisClient(
    redisConnectionOptions(target, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000, enableAutoPipelining: true, ...extra }),
  );
}

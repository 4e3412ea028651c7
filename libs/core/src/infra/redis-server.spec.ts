// Issue 18 finding 11: the embedded Redis keeps its data in an append-only file when it is
// given a data folder (the launcher gives it .data/redis): a delayed job survives a restart.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { findRedisServer, redisPersistenceArgs, startRedisServer } from './redis-server.js';

describe('redis-server', () => {
  const bin = findRedisServer()!;
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function delayedJobAfterRestart(dataDir: string | undefined): Promise<string | null> {
    let redis = await startRedisServer(bin, { dataDir });
    const port = Number(new URL(redis.url).port);
    const open = () => new Queue('keep', { connection: { url: redis.url, maxRetriesPerRequest: 1 } });
    let queue = open();
    await queue.add('bookings.remind', { n: 1 }, { jobId: 'outbox-42', delay: 3600_000 });
    await queue.close();
    await redis.stop();
    redis = await startRedisServer(bin, { dataDir, port });
    queue = open();
    try {
      const job = await queue.getJob('outbox-42');
      return job ? await job.getState() : null;
    } finally {
      await queue.close();
      await redis.stop();
    }
  }

  it('keeps a delayed job across a stop and a start on the same data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skin-redis-'));
    dirs.push(dataDir);
    expect(await delayedJobAfterRestart(dataDir)).toBe('delayed');
    expect(existsSync(path.join(dataDir, 'appendonlydir'))).toBe(true);
  });

  it('keeps nothing without a data folder (the tests’ shared Redis)', async () => {
    expect(await delayedJobAfterRestart(undefined)).toBeNull();
  });

  it('asks for an append-only file synced every second in the data folder', () => {
    expect(redisPersistenceArgs('/srv/data/redis')).toEqual(['--dir', '/srv/data/redis', '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec']);
    expect(redisPersistenceArgs(undefined)).toEqual(['--save', '', '--appendonly', 'no']);
  });
});

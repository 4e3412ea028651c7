// Issue 30 item 5: the in-process driver passes the same suite as the BullMQ one (retries,
// failed set). BullMQ runs on the test Redis under a prefix of its own, with a worker of the
// same handlers; in-process needs no Redis.
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../src/config/app-config.js';
import { BullMqTransport } from '../src/bus/bullmq-transport.js';
import { BullMqWorkerHost } from '../src/bus/bullmq-worker-host.js';
import { InProcessTransport } from '../src/bus/in-process-transport.js';
import { describeJobTransport } from './job-transport.contract.js';

describe('job-transport', () => {
  // The worker logs every failed attempt; the suite fails attempts on purpose.
  Logger.overrideLogger(false);

  describeJobTransport('BullMQ', async (registry, retry) => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: run the tests through jest (test/global-setup.ts).');
    const config = { redisUrl, redisSentinel: null, redisPrefix: `t${randomBytes(4).toString('hex')}`, queueConcurrency: {} } as Partial<AppConfig> as AppConfig;
    const transport = new BullMqTransport(config, retry);
    // The worker marks outbox rows settled; the suite's jobs have no rows, so no database either.
    const noDatabase = { query: async () => [] } as unknown as DataSource;
    const worker = new BullMqWorkerHost(config, registry, noDatabase);
    worker.onApplicationBootstrap();
    return {
      transport,
      health: 'up',
      async close() {
        await worker.onApplicationShutdown();
        await transport.onApplicationShutdown();
      },
    };
  });

  describeJobTransport('in-process', async (registry, retry) => ({
    transport: new InProcessTransport(registry, retry),
    health: 'in-process',
    close: async () => undefined,
  }));
});

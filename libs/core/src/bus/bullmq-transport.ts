import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAMES, queueOf, type JobName } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RequestContext } from '../observability/request-context.js';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JobTransport, withRequestId } from './job-transport.js';

@Injectable()
export class BullMqTransport extends JobTransport implements OnApplicationShutdown {
  readonly kind = 'bullmq' as const;
  readonly queues: ReadonlyMap<string, Queue>;
  private readonly probe: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    const connection = { url: config.redisUrl!, maxRetriesPerRequest: null };
    this.queues = new Map(
      QUEUE_NAMES.map((name) => [
        name,
        new Queue(name, {
          connection,
          prefix: `${config.redisPrefix}:bull`,
          defaultJobOptions: {
            attempts: JOB_ATTEMPTS,
            backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
            removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
            removeOnFail: false,
          },
        }),
      ]),
    );
    this.probe = new Redis(config.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
  }

  async enqueue(jobId: string, name: string, payload: unknown): Promise<void> {
    const queue = this.queues.get(queueOf(name as JobName));
    if (!queue) throw new Error(`Unknown job ${name}`);
    // The outbox id is the job id (BullMQ refuses bare integers, hence the prefix): a relay
    // retry never queues the same job twice.
    await queue.add(name, withRequestId(payload, RequestContext.requestId()), { jobId: `outbox-${jobId}` });
  }

  async health(): Promise<'up' | 'down'> {
    try {
      if (this.probe.status === 'wait') await this.probe.connect();
      return (await this.probe.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.probe.disconnect();
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { QUEUE_NAMES } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RequestContext } from '../observability/request-context.js';
import { JobRegistry } from './job-registry.js';
import { splitRequestId } from './job-transport.js';

/** How many jobs of one queue a worker process runs at once (images stay low: sharp). */
const CONCURRENCY: Record<string, number> = { images: 1 };

/** Runs the catalogue's handlers for every queue; one BullMQ Worker per queue. */
@Injectable()
export class BullMqWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobRegistry) private readonly registry: JobRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.redisUrl) throw new Error('The worker needs REDIS_URL; without Redis the api runs jobs itself.');
    // BullMQ gets connection options, never a shared client.
    const connection = { url: this.config.redisUrl, maxRetriesPerRequest: null };
    this.workers = QUEUE_NAMES.map((queue) => {
      const worker = new Worker(
        queue,
        async (job) => {
          // The handler runs under the request id of the call that queued it (issue 19 item 6).
          const { payload, requestId } = splitRequestId(job.data);
          const jobId = String(job.id).replace(/^outbox-/, '');
          await RequestContext.run({ requestId: requestId ?? `job-${job.id}` }, () =>
            this.registry.get(job.name)(payload, { jobId, attempt: job.attemptsMade + 1 }),
          );
        },
        { connection, prefix: `${this.config.redisPrefix}:bull`, concurrency: CONCURRENCY[queue] ?? 5 },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(`${job?.name} #${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`),
      );
      worker.on('error', (error) => this.logger.error(`Queue ${queue}: ${error.message}`));
      return worker;
    });
    this.logger.log(`Listening on queues: ${QUEUE_NAMES.join(', ')}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}

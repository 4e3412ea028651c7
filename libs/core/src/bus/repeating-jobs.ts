import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RETIRED_JOB_SCHEDULERS, queueOf, type JobName, type JobPayload } from '@hospital/contracts';
import { BullMqTransport } from './bullmq-transport.js';
import { BullMqWorkerHost } from './bullmq-worker-host.js';
import { JobRegistry } from './job-registry.js';
import { JobTransport } from './job-transport.js';

interface Repeating {
  name: JobName;
  everyMs: number;
  payload: Record<string, unknown>;
  schedulerId: string;
}

/**
 * Jobs run on a period (booking reminders, the HIS costs poll, the file sweep, …), declared once
 * by the domain that owns the handler: `repeatingJobs.every('files.sweepOrphans', ms, {})` from a
 * provider's constructor or onModuleInit. On the worker each becomes a BullMQ job scheduler (one
 * id per job, so every worker start updates the same scheduler instead of adding another; kept
 * across a Redis that lost it, issue 18 finding 11). Without Redis the api runs jobs itself: a
 * timer there calls the handler on the same period. The api with Redis schedules nothing.
 */
@Injectable()
export class RepeatingJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RepeatingJobs');
  private readonly wanted = new Map<JobName, Repeating>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Inject(JobRegistry) private readonly registry: JobRegistry,
    @Optional() @Inject(BullMqWorkerHost) private readonly workerHost: BullMqWorkerHost | null,
  ) {}

  /**
   * Runs job `name` with `payload` every `everyMs` ms (`schedulerId`: the BullMQ scheduler's id,
   * default `<name>.repeat`). A period of 0 (a setting turned off) removes the scheduler.
   */
  every<N extends JobName>(name: N, everyMs: number, payload: JobPayload<N>, schedulerId = `${name}.repeat`): void {
    if (!Number.isFinite(everyMs) || everyMs < 0) throw new Error(`${name}: a repeating job needs a period ≥ 0 ms (got ${everyMs})`);
    this.wanted.set(name, { name, everyMs, payload, schedulerId });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.workerHost && this.transport instanceof BullMqTransport) {
      const removed = await this.transport.dropRetiredSchedulers(RETIRED_JOB_SCHEDULERS);
      if (removed.length) this.logger.log(`Removed the job schedulers of an earlier version: ${removed.join(', ')}`);
    }
    for (const job of this.wanted.values()) {
      if (this.workerHost && this.transport instanceof BullMqTransport) {
        const queue = this.transport.queues.get(queueOf(job.name));
        if (!queue) throw new Error(`No queue for ${job.name}`);
        if (job.everyMs === 0) {
          await this.workerHost.dropJobScheduler(queue, job.schedulerId);
          this.logger.log(`${job.name} is off`);
          continue;
        }
        await this.workerHost.keepJobScheduler(queue, job.schedulerId, { every: job.everyMs }, { name: job.name, data: job.payload });
        this.logger.log(`${job.name} every ${Math.round(job.everyMs / 1000)} s`);
      } else if (this.transport.kind === 'in-process' && job.everyMs > 0) {
        const handler = this.registry.get(job.name);
        let tick = 0;
        let running = false;
        const timer = setInterval(() => {
          if (running) return; // a slow run (a slow outside system): never two at once in this process
          running = true;
          handler(job.payload, { jobId: `${job.schedulerId}-${++tick}`, attempt: 1 })
            .catch((error: unknown) => this.logger.error(`${job.name} failed: ${String(error)}`))
            .finally(() => (running = false));
        }, job.everyMs);
        timer.unref();
        this.timers.push(timer);
      }
    }
  }

  onApplicationShutdown(): void {
    this.timers.forEach(clearInterval);
  }
}

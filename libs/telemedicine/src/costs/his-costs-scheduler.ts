import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, BullMqTransport, BullMqWorkerHost, JobTransport, type AppConfig } from '@hospital/core';
import { queueOf } from '@hospital/contracts';
import { HisCostsPollHandler } from './his-costs-poll.handler.js';

export const HIS_COSTS_SCHEDULER_ID = 'tele.pollHisCosts.every';

/**
 * Registers the repeatable 'tele.pollHisCosts' job (issue 13 item 2) when the worker starts,
 * every `config.hisCostsPollMs` (HIS_COSTS_POLL_MS, default 15 s): BullMQ's job scheduler
 * (`upsertJobScheduler`, one id, so every worker start updates the same scheduler instead of
 * adding another, and many workers still run each tick once). Without Redis the api runs jobs
 * itself: then a timer in the api polls on the same period, one run at a time.
 * HIS_COSTS_POLL_MS=0 turns polling off (and removes the scheduler).
 * The same pattern as ReminderScheduler (libs/bookings/src/reminders/reminder-scheduler.ts).
 */
@Injectable()
export class HisCostsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HisCosts');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Inject(HisCostsPollHandler) private readonly poller: HisCostsPollHandler,
    @Optional() @Inject(BullMqWorkerHost) private readonly workerHost: BullMqWorkerHost | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.hisCostsPollMs;
    const on = Number.isFinite(every) && every > 0;
    if (this.workerHost && this.transport instanceof BullMqTransport) {
      const queue = this.transport.queues.get(queueOf('tele.pollHisCosts'));
      if (!queue) throw new Error('No queue for tele.pollHisCosts');
      if (!on) {
        await this.workerHost.dropJobScheduler(queue, HIS_COSTS_SCHEDULER_ID);
        this.logger.log('HIS costs polling is off (HIS_COSTS_POLL_MS=0)');
        return;
      }
      await this.workerHost.keepJobScheduler(queue, HIS_COSTS_SCHEDULER_ID, { every }, { name: 'tele.pollHisCosts', data: {} }); // re-registered after a Redis restart (issue 18 finding 11)
      this.logger.log(`HIS costs polled every ${every} ms`);
    } else if (this.transport.kind === 'in-process' && on) {
      this.timer = setInterval(() => {
        if (this.running) return; // a slow HIS: never two runs at once in this process
        this.running = true;
        this.poller
          .poll({})
          .catch((error: unknown) => this.logger.error(`HIS costs poll failed: ${String(error)}`))
          .finally(() => (this.running = false));
      }, every);
      this.timer.unref();
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

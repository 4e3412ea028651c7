import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BullMqTransport, BullMqWorkerHost, JobTransport } from '@hospital/core';
import { queueOf } from '@hospital/contracts';
import { BookingReminderHandler } from './booking-reminder.handler.js';

/** How often the reminder job runs. */
export const REMINDER_EVERY_MS = 15 * 60 * 1000;
export const REMINDER_SCHEDULER_ID = 'bookings.remind.every-15-min';

/**
 * Registers the repeatable 'bookings.remind' job when the worker starts: BullMQ's job
 * scheduler (`upsertJobScheduler`, one id, so every worker start updates the same scheduler
 * instead of adding another). Without Redis the api runs jobs itself: then a timer in the api
 * runs the reminder on the same period.
 */
@Injectable()
export class ReminderScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BookingReminders');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(JobTransport) private readonly transport: JobTransport,
    @Inject(BookingReminderHandler) private readonly reminders: BookingReminderHandler,
    @Optional() @Inject(BullMqWorkerHost) private readonly workerHost: BullMqWorkerHost | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.workerHost && this.transport instanceof BullMqTransport) {
      const queue = this.transport.queues.get(queueOf('bookings.remind'));
      if (!queue) throw new Error('No queue for bookings.remind');
      // Kept: registered again when the worker reconnects to a Redis that lost it (issue 18 finding 11).
      await this.workerHost.keepJobScheduler(queue, REMINDER_SCHEDULER_ID, { every: REMINDER_EVERY_MS }, { name: 'bookings.remind', data: {} });
      this.logger.log(`Reminder scheduled every ${REMINDER_EVERY_MS / 60000} minutes`);
    } else if (this.transport.kind === 'in-process') {
      this.timer = setInterval(() => {
        this.reminders.remind({}).catch((error: unknown) => this.logger.error(`Reminder failed: ${String(error)}`));
      }, REMINDER_EVERY_MS);
      this.timer.unref();
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

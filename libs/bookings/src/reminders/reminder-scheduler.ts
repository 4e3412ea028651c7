import { Inject, Injectable } from '@nestjs/common';
import { RepeatingJobs } from '@hospital/core';

/** How often the reminder job runs. */
export const REMINDER_EVERY_MS = 15 * 60 * 1000;
export const REMINDER_SCHEDULER_ID = 'bookings.remind.every-15-min';

/** The repeatable 'bookings.remind' job, every 15 minutes (core's RepeatingJobs runs it). */
@Injectable()
export class ReminderScheduler {
  constructor(@Inject(RepeatingJobs) repeating: RepeatingJobs) {
    repeating.every('bookings.remind', REMINDER_EVERY_MS, {}, REMINDER_SCHEDULER_ID);
  }
}

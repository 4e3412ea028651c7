import { Inject, Injectable } from '@nestjs/common';
import { RepeatingJobs } from '@hospital/core';

/** How often the reminders run: the smallest lead Admin may set is this long. */
export const REMINDERS_EVERY_MS = 5 * 60 * 1000;
export const REMINDERS_SCHEDULER_ID = 'reminders.send.every-5-min';

/** Issue 31 item 4: the repeatable 'reminders.send', every 5 minutes (core's RepeatingJobs runs it: a BullMQ job scheduler on the worker, a timer in the api without Redis). */
@Injectable()
export class ReminderScheduler {
  constructor(@Inject(RepeatingJobs) repeating: RepeatingJobs) {
    repeating.every('reminders.send', REMINDERS_EVERY_MS, {}, REMINDERS_SCHEDULER_ID);
  }
}

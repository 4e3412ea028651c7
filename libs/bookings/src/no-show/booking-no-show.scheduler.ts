import { Inject, Injectable } from '@nestjs/common';
import { RepeatingJobs } from '@hospital/core';

/**
 * Issue 32 item 5: the repeatable 'noShows.mark', every 15 minutes. The rule decides which days
 * are finished (libs/rules noShowLastDay: today from 23:30 Bangkok), so the first run after
 * 23:30 marks the day (within 15 minutes) and a worker that was down catches up
 * (docs/decisions.md: core's RepeatingJobs has periods, not clock times).
 */
export const NO_SHOWS_EVERY_MS = 15 * 60 * 1000;
export const NO_SHOWS_SCHEDULER_ID = 'noShows.mark.every-15-min';

@Injectable()
export class BookingNoShowScheduler {
  constructor(@Inject(RepeatingJobs) repeating: RepeatingJobs) {
    repeating.every('noShows.mark', NO_SHOWS_EVERY_MS, {}, NO_SHOWS_SCHEDULER_ID);
  }
}

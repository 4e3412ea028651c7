import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, RepeatingJobs, type AppConfig } from '@hospital/core';

export const HIS_COSTS_SCHEDULER_ID = 'tele.pollHisCosts.every';

/**
 * The repeatable 'tele.pollHisCosts' job (issue 13 item 2), every `config.hisCostsPollMs`
 * (HIS_COSTS_POLL_MS, default 15 s); HIS_COSTS_POLL_MS=0 turns polling off (and removes the
 * scheduler). Core's RepeatingJobs runs it: a BullMQ job scheduler on the worker (many workers
 * still run each tick once), a timer in the api without Redis, one run at a time.
 */
@Injectable()
export class HisCostsScheduler {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RepeatingJobs) repeating: RepeatingJobs) {
    const every = config.hisCostsPollMs;
    repeating.every('tele.pollHisCosts', Number.isFinite(every) && every > 0 ? every : 0, {}, HIS_COSTS_SCHEDULER_ID);
  }
}

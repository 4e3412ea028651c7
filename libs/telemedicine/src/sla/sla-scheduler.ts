import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, RepeatingJobs, type AppConfig } from '@hospital/core';

export const SLA_SCHEDULER_ID = 'sla.findBreaches.every';

/**
 * Issue 14 item 2: the repeatable 'sla.findBreaches', every `config.sla.checkEveryMs`
 * (SLA_CHECK_EVERY_MS, default 60 s; 0 = off). Core's RepeatingJobs runs it as the HIS costs
 * poll: a BullMQ job scheduler on the worker, a timer in the api without Redis.
 */
@Injectable()
export class SlaScheduler {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RepeatingJobs) repeating: RepeatingJobs) {
    const every = config.sla.checkEveryMs;
    repeating.every('sla.findBreaches', Number.isFinite(every) && every > 0 ? every : 0, {}, SLA_SCHEDULER_ID);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, RepeatingJobs, type AppConfig } from '@hospital/core';

export const PARCELS_SCHEDULER_ID = 'parcels.track.every';

/**
 * The repeatable 'parcels.track' job (issue 14 item 3) every `config.parcels.pollMs`
 * (PARCELS_TRACK_POLL_MS, default 30 min: Thailand Post's daily quota counts every barcode
 * asked; 0 turns it off). Core's RepeatingJobs runs it: a BullMQ job scheduler on the worker
 * (many workers still run each tick once), a timer in the api without Redis, one run at a time.
 */
@Injectable()
export class ParcelTrackScheduler {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RepeatingJobs) repeating: RepeatingJobs) {
    const every = config.parcels.pollMs;
    repeating.every('parcels.track', Number.isFinite(every) && every > 0 ? every : 0, {}, PARCELS_SCHEDULER_ID);
  }
}

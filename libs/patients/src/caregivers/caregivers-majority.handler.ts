import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Clock, JobHandler, RepeatingJobs } from '@hospital/core';
import { bangkokDateKey } from '@hospital/rules';

/** Issue 33 item 4: how often the links are looked at (the ends are by Bangkok date; hourly catches a day within the hour). */
export const CAREGIVERS_MAJORITY_EVERY_MS = 60 * 60 * 1000;
export const CAREGIVERS_MAJORITY_SCHEDULER_ID = 'caregivers.endAtMajority.hourly';

/** Registers the repeatable 'caregivers.endAtMajority' (docs/decisions.md: core's RepeatingJobs has periods, not clock times). */
@Injectable()
export class CaregiversMajorityScheduler {
  constructor(@Inject(RepeatingJobs) repeating: RepeatingJobs) {
    repeating.every('caregivers.endAtMajority', CAREGIVERS_MAJORITY_EVERY_MS, {}, CAREGIVERS_MAJORITY_SCHEDULER_ID);
  }
}

/**
 * Issue 33 item 4, 'caregivers.endAtMajority': ONE UPDATE ends each active child link whose
 * `until` (the 20th birthday) is today or past in Bangkok, ended_reason 'age' (a second run
 * changes nothing). The link stops acting on that day even before this runs (CaregiverLinks.acts).
 */
@Injectable()
export class CaregiversMajorityHandler {
  private readonly logger = new Logger('CaregiversMajority');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The number of links this run ended. */
  @JobHandler('caregivers.endAtMajority')
  async end(payload: JobPayload<'caregivers.endAtMajority'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) return 0;
    const ended: unknown[] = await this.dataSource.query(
      `WITH ended AS (
         UPDATE caregiver_links SET state = 'ended', ended_at = $2, ended_reason = 'age'
          WHERE state = 'active' AND until IS NOT NULL AND until <= $1::date RETURNING id
       )
       SELECT id FROM ended`,
      [bangkokDateKey(now), now],
    );
    if (ended.length > 0) this.logger.log(`Ended ${ended.length} child link(s) at the 20th birthday`);
    return ended.length;
  }
}

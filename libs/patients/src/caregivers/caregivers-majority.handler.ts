import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Clock, JobHandler, Outbox, RepeatingJobs } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { bangkokDateKey } from '@hospital/rules';
import { MAJORITY_NOTICE_DAYS, byPersonAndDay, type MajorityRow } from './majority-rows.js';

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
 * Issue 33 item 4, 'caregivers.endAtMajority', one transaction per run:
 * - the notice: each active child link whose `until` (the 20th birthday, Bangkok) is 30 days
 *   away or fewer and has no notice yet gets `majority_notice_at` (ONE UPDATE … RETURNING, so a
 *   second run sends nothing), and ONE 'caregiver.majorityNear' per person;
 * - the end: each active child link whose `until` is today or past ends ('age'), and the same
 *   caregiver gets a NEW pending link to the person (relation and signature kept, no `until`,
 *   `renews` the old one) that the now-adult agrees to themselves; ONE 'caregiver.majorityReached'
 *   per person. A person whose account is closed gets no pending link and no message.
 * The link stops acting on the birthday even before this runs (CaregiverLinks.acts).
 */
@Injectable()
export class CaregiversMajorityHandler {
  private readonly logger = new Logger('CaregiversMajority');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  /** The number of links this run ended. */
  @JobHandler('caregivers.endAtMajority')
  async end(payload: JobPayload<'caregivers.endAtMajority'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) return 0;
    const today = bangkokDateKey(now);
    const { noticed, ended } = await this.dataSource.transaction(async (m) => ({
      noticed: await this.notice(m, today, now),
      ended: await this.endAndAsk(m, today, now),
    }));
    if (noticed > 0) this.logger.log(`Told ${noticed} person(s) that their child links end in ${MAJORITY_NOTICE_DAYS} days or fewer`);
    if (ended > 0) this.logger.log(`Ended ${ended} child link(s) at the 20th birthday`);
    return ended;
  }

  /** The notice 30 days before: the links marked, one event per person. The number of people told. */
  private async notice(m: EntityManager, today: string, now: Date): Promise<number> {
    const rows: MajorityRow[] = await m.query(
      `WITH noticed AS (
         UPDATE caregiver_links SET majority_notice_at = $3
          WHERE state = 'active' AND until IS NOT NULL AND majority_notice_at IS NULL
            AND until > $1::date AND until <= $1::date + $2::int
          RETURNING id, caregiver_id, person_id, until, created_at
       )
       SELECT id, caregiver_id, person_id, to_char(until, 'YYYY-MM-DD') AS until, created_at FROM noticed`,
      [today, MAJORITY_NOTICE_DAYS, now],
    );
    const groups = byPersonAndDay(rows);
    for (const g of groups) {
      await this.outbox.event(m, 'caregiver.majorityNear', { personID: g.personID, until: g.until, caregiverIDs: g.rows.map((r) => r.caregiver_id) });
    }
    return groups.length;
  }

  /** The end on the birthday and the renewed pending links, one event per person. The number of links ended. */
  private async endAndAsk(m: EntityManager, today: string, now: Date): Promise<number> {
    // Two statements: the unique open-link index forbids the old and the new link open at once.
    // (An UPDATE's RETURNING through TypeORM answers [rows, count]: read through a CTE, as CaregiverLinks.end does.)
    const ended: MajorityRow[] = await m.query(
      `WITH ended AS (
         UPDATE caregiver_links SET state = 'ended', ended_at = $2, ended_reason = 'age'
          WHERE state = 'active' AND until IS NOT NULL AND until <= $1::date
          RETURNING id, caregiver_id, person_id, until, created_at
       )
       SELECT id, caregiver_id, person_id, to_char(until, 'YYYY-MM-DD') AS until, created_at FROM ended`,
      [today, now],
    );
    if (ended.length === 0) return 0;
    const people = await this.people.namesOf(ended.map((r) => r.person_id), m);
    const open = ended.filter((r) => people.get(r.person_id)?.deactivated === false);
    const renewed =
      open.length === 0
        ? []
        : await m.query<Array<{ id: string; renews: string }>>(
            `INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, until, signature_png, signature_sha256, renews, created_at)
             SELECT caregiver_id, person_id, relation, 'pending', NULL, signature_png, signature_sha256, id, $2
               FROM caregiver_links WHERE id = ANY($1::uuid[])
             RETURNING id, renews`,
            [open.map((r) => r.id), now],
          );
    const renewedOf = new Map(renewed.map((r) => [r.renews, r.id]));
    for (const g of byPersonAndDay(open)) {
      await this.outbox.event(m, 'caregiver.majorityReached', {
        personID: g.personID,
        until: g.until,
        caregiverIDs: g.rows.map((r) => r.caregiver_id),
        pendingLinkIDs: g.rows.map((r) => renewedOf.get(r.id)!),
      });
    }
    return ended.length;
  }
}

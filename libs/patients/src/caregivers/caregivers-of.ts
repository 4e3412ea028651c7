import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CaregiversOf, Clock, People, type CaregiverOf } from '@hospital/core';
import { bangkokDateKey } from '@hospital/rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 33 item 3: core's CaregiversOf port, read from caregiver_links (this domain's table):
 * the caregivers whose link to the person is 'active' and, for a child, before its `until` (the
 * 20th birthday, Bangkok date, by core's Clock), as CaregiverLinks honours X-Acting-For. Their
 * names come from identity through the People port, in one read. The pushes running at once ask
 * together (one statement for all of them), as identity's LineRecipients reads their LINE ids.
 */
@Injectable()
export class CaregiversOfLinks extends CaregiversOf {
  /** Issue 17 item 2's way (identity's LineRecipients): the asks that came while a read ran are read together, in one statement. */
  private waiting: Array<{ personID: string; done: (r: string[]) => void; failed: (e: Error) => void }> = [];
  private reading: Promise<void> | null = null;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(People) private readonly people: People,
  ) {
    super();
  }

  async activeCaregiversOf(personID: string): Promise<CaregiverOf[]> {
    const caregiverIDs = await new Promise<string[]>((done, failed) => {
      this.waiting.push({ personID, done, failed });
      if (!this.reading) this.reading = this.read();
    });
    if (caregiverIDs.length === 0) return [];
    const names = await this.people.namesOf(caregiverIDs);
    return caregiverIDs.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ userID: id, fullName: name.fullName }] : [];
    });
  }

  /** Never cached: each answer comes from a statement that started after its ask (an ended link stops the next push). */
  private async read(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        try {
          const ids = [...new Set(batch.map((w) => w.personID.toLowerCase()).filter((id) => UUID.test(id)))];
          const rows: Array<{ person_id: string; caregiver_id: string }> = await this.dataSource.query(
            `SELECT person_id, caregiver_id FROM caregiver_links
              WHERE person_id = ANY($1::uuid[]) AND state = 'active' AND (until IS NULL OR until > $2::date)
              ORDER BY created_at, id`,
            [ids, bangkokDateKey(this.clock.now())],
          );
          const byPerson = new Map<string, string[]>();
          for (const r of rows) byPerson.set(r.person_id, [...(byPerson.get(r.person_id) ?? []), r.caregiver_id]);
          batch.forEach((w) => w.done(byPerson.get(w.personID.toLowerCase()) ?? []));
        } catch (error) {
          batch.forEach((w) => w.failed(error as Error));
        }
      }
    } finally {
      this.reading = null;
    }
  }
}

/** Binds CaregiversOf for every module of the app and the worker (notifications asks it when a push runs). */
@Global()
@Module({
  providers: [CaregiversOfLinks, { provide: CaregiversOf, useExisting: CaregiversOfLinks }],
  exports: [CaregiversOf],
})
export class CaregiversOfModule {}

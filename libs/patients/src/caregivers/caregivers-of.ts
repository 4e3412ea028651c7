import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CaregiversOf, Clock, GroupedReads, People, type CaregiverOf } from '@hospital/core';
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
  /** The caregivers' ids per person, read together for the pushes asking at once (GroupedReads; never cached). */
  private readonly links: GroupedReads<string, string[]>;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(Clock) clock: Clock,
    @Inject(People) private readonly people: People,
  ) {
    super();
    this.links = new GroupedReads(async (personIDs) => {
      const ids = [...new Set(personIDs.map((id) => id.toLowerCase()).filter((id) => UUID.test(id)))];
      const rows: Array<{ person_id: string; caregiver_id: string }> = await dataSource.query(
        `SELECT person_id, caregiver_id FROM caregiver_links
          WHERE person_id = ANY($1::uuid[]) AND state = 'active' AND (until IS NULL OR until > $2::date)
          ORDER BY created_at, id`,
        [ids, bangkokDateKey(clock.now())],
      );
      const byPerson = new Map<string, string[]>();
      for (const r of rows) byPerson.set(r.person_id, [...(byPerson.get(r.person_id) ?? []), r.caregiver_id]);
      return personIDs.map((id) => byPerson.get(id.toLowerCase()) ?? []);
    });
  }

  async activeCaregiversOf(personID: string): Promise<CaregiverOf[]> {
    const caregiverIDs = await this.links.read(personID);
    if (caregiverIDs.length === 0) return [];
    const names = await this.people.namesOf(caregiverIDs);
    return caregiverIDs.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ userID: id, fullName: name.fullName }] : [];
    });
  }
}

/** Binds CaregiversOf for every module of the app and the worker (notifications asks it when a push runs). */
@Global()
@Module({
  providers: [CaregiversOfLinks, { provide: CaregiversOf, useExisting: CaregiversOfLinks }],
  exports: [CaregiversOf],
})
export class CaregiversOfModule {}

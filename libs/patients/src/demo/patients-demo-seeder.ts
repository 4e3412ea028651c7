import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { AccountCommands, PeopleDirectory } from '@hospital/identity';
import { seedLocalHisClinical, seedLocalHisPatient } from '@hospital/integrations';
import { PatientProfile } from '../profiles/patient-profile.entity.js';
import { hisPersonOf, profileColumnsOf } from '../profiles/patient-record.js';
import { PatientRecords } from '../profiles/patient-records.js';
import { DEMO_PATIENT_PROFILES } from './demo-patients.js';

/**
 * Demo mode: the demo patients' profiles (complete) and the HIS stand-in's records (and clinic
 * visits) of the patients who have an HN, after the demo accounts exist (the api's DemoData
 * runs both in order).
 * Fills only what is missing, so a person's own edits survive restarts.
 */
@Injectable()
export class PatientsDemoSeeder {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PatientRecords) private readonly records: PatientRecords,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(AccountCommands) private readonly accounts: AccountCommands,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.demoMode) return;
    let profiles = 0;
    let his = 0;
    for (const demo of DEMO_PATIENT_PROFILES) {
      const person = await this.people.byIdCard(demo.idCard);
      if (!person) continue;
      const row = { id: person.userID };
      const f = demo.fields;
      await this.dataSource.transaction(async (m) => {
        await this.accounts.fillDemoProfile(row.id, { titleKey: f.titleKey, genderKey: Number(f.genderKey), birthDate: f.birthDate }, m);
        const inserted = await m.createQueryBuilder().insert().into(PatientProfile).values(profileColumnsOf(row.id, f)).orIgnore().execute();
        profiles += Array.isArray(inserted.raw) ? inserted.raw.length : 0;
      });
      const record = await this.records.load(this.dataSource.manager, row.id);
      if (record?.user.hn && (await seedLocalHisPatient(this.dataSource, record.user.hn, hisPersonOf(record)))) his++;
    }
    const visits = await seedLocalHisClinical(this.dataSource);
    this.logger.log(`Demo patient profiles ready (${profiles} added; ${his} added to the HIS stand-in; ${visits} clinic visits added)`);
  }
}

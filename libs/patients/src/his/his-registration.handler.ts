import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler, Outbox } from '@hospital/core';
import { AccountCommands } from '@hospital/identity';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { hisPersonOf } from '../profiles/patient-record.js';
import { PatientRecords } from '../profiles/patient-records.js';

/**
 * Worker side of an HIS registration (DESIGN.md, How an event travels, step 4): send the
 * stored person to the HIS, write the HN back, tell the patient's room. Idempotent: the HIS
 * keys on the national ID (a retry gets the same HN) and the HN is written only while empty,
 * so a retried job, or two jobs for one person, leave one HN and one event.
 */
@Injectable()
export class HisRegistrationHandler {
  private readonly logger = new Logger('HisRegistration');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PatientRecords) private readonly records: PatientRecords,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(AccountCommands) private readonly accounts: AccountCommands,
  ) {}

  @JobHandler('his.registerPatient')
  async register(payload: JobPayload<'his.registerPatient'>): Promise<void> {
    const record = await this.records.load(this.dataSource.manager, payload.userID);
    if (!record) return; // the person was deleted meanwhile
    if (!record.user.hn) {
      if (!record.user.idCard) throw new Error(`his.registerPatient: user ${payload.userID} has no national ID`);
      const { hn, created } = await this.his.registerPatient(hisPersonOf(record));
      if (!created) this.logger.log(`The HIS already knew user ${payload.userID}: HN ${hn}`);
      await this.dataSource.transaction(async (m) => {
        const written = await this.accounts.setHnIfNone(m, payload.userID, hn);
        await m.query(`UPDATE patient_profiles SET his_requested_at = NULL, his_request_by = NULL WHERE user_id = $1`, [payload.userID]);
        if (written) {
          await this.outbox.realtime(m, [`patient:${payload.userID}`], 'patient.hnAssigned', { userID: payload.userID, hn });
        }
      });
      return;
    }
    await this.dataSource.query(`UPDATE patient_profiles SET his_requested_at = NULL, his_request_by = NULL WHERE user_id = $1`, [payload.userID]);
  }
}

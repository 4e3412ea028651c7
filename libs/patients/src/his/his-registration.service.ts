import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { PatientAccessAudit } from '@hospital/audit';
import { DataSource } from 'typeorm';
import type { HisRegistrationResponse } from '@hospital/contracts';
import { Outbox, type AuthUser } from '@hospital/core';
import { MESSAGES, nationalIdError, patientFormError } from '@hospital/rules';
import { PatientProfile } from '../profiles/patient-profile.entity.js';
import { fieldsOf } from '../profiles/patient-record.js';
import { PatientRecords } from '../profiles/patient-records.js';

/**
 * A queued request older than this is taken as lost (its job failed for good, or the worker
 * was down): asking again queues a new job. Longer than all retries of a job (6 attempts,
 * exponential from 1 s). A second job cannot make a second HN: the HIS keys on the national
 * ID and the handler writes the HN only while it is empty.
 */
export const HIS_REQUEST_STALE_MS = 10 * 60 * 1000;

export interface HisRegistrationResult {
  httpStatus: 200 | 202;
  body: HisRegistrationResponse;
}

/**
 * accounts §2 profile 'register with the HIS' (Admin, Medrec), §3 patient record, §8: the
 * request is recorded and an 'his.registerPatient' job written in one transaction; the
 * worker talks to the HIS and writes the HN back.
 */
@Injectable()
export class HisRegistrationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PatientRecords) private readonly records: PatientRecords,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  /** `userID` is the body's person.userID (HisRegistrationBody); the person sent is built from the stored record. */
  async request(caller: AuthUser, userID: string): Promise<HisRegistrationResult> {
    return this.dataSource.transaction(async (m) => {
      // The user row lock serialises double clicks and concurrent staff.
      const record = await this.records.load(m, userID, { lock: true });
      if (!record || record.user.role) throw new NotFoundException(MESSAGES.patientNotFound);
      const { user, profile } = record;
      if (user.hn) {
        return { httpStatus: 200, body: { status: 'registered', hn: user.hn, message: MESSAGES.hisAlreadyRegistered + user.hn } };
      }
      if (!profile || patientFormError('his', fieldsOf(record)) || nationalIdError(user.idCard ?? '')) {
        throw new BadRequestException(MESSAGES.hisLegacyData);
      }
      const queued: HisRegistrationResult = { httpStatus: 202, body: { status: 'queued', hn: null, message: MESSAGES.hisQueued } };
      const pendingSince = profile.hisRequestedAt ? new Date(profile.hisRequestedAt).getTime() : null;
      if (pendingSince !== null && Date.now() - pendingSince < HIS_REQUEST_STALE_MS) return queued;
      await m.update(PatientProfile, { userId: userID }, { hisRequestedAt: () => 'now()', hisRequestBy: caller.userID });
      await this.outbox.job(m, 'his.registerPatient', { userID, requestedBy: caller.userID });
      await this.audit.record(m, caller.userID, userID, 'his.register');
      return queued;
    });
  }
}

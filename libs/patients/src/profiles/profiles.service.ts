import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Profile, ProfileAddress, ProfileUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import { Outbox, PatientAccess, type AuthUser } from '@hospital/core';
import { AccountCommands } from '@hospital/identity';
import { labelOf } from '@hospital/lookups';
import { MESSAGES, fieldsFromUpdate, patientErrorsMessage, patientFieldErrors } from '@hospital/rules';
import { PatientProfile } from './patient-profile.entity.js';
import { profileColumnsOf, userColumnsOf, type PatientRecord } from './patient-record.js';
import { PatientRecords } from './patient-records.js';
import { PatientVocabulary } from './patient-vocabulary.js';
import type { ProfileUpdateInput } from './profiles.schemas.js';

/** Profile view and edit (accounts §2 profile, §3 profile read and update, §5, §7). */
@Injectable()
export class ProfilesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(PatientRecords) private readonly records: PatientRecords,
    @Inject(PatientVocabulary) private readonly vocabulary: PatientVocabulary,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(PatientAccess) private readonly access: PatientAccess,
    @Inject(AccountCommands) private readonly accounts: AccountCommands,
  ) {}

  /**
   * A person's record as `caller` may see it: their own, or a patient's. Staff accounts are
   * not patients: another person's staff account answers 404 here.
   */
  async recordFor(caller: AuthUser, userID: string): Promise<PatientRecord> {
    await this.assertShared(caller, userID);
    const record = await this.records.load(this.dataSource.manager, userID);
    if (!record || (record.user.role && record.user.id !== caller.userID)) throw new NotFoundException(MESSAGES.patientNotFound);
    return record;
  }

  /**
   * Issue 15 item 2, issue 28 item 2: the one patient access rule (PatientAccess, after the
   * route's @OwnerOr said who may ask at all): a person who withdrew 'sharing with network
   * hospitals', or whose account is deactivated, is no one the network roles may read or edit
   * (404, as for an unknown person); the hospital's own staff still care for them.
   */
  private async assertShared(caller: AuthUser, userID: string): Promise<void> {
    if (!(await this.access.canSee(caller, userID))) throw new NotFoundException(MESSAGES.patientNotFound);
  }

  /** Staff opening a patient's profile is audited (written with the read's own transaction). */
  async profile(caller: AuthUser, userID: string): Promise<Profile> {
    const profile = this.vocabulary.toProfile(await this.recordFor(caller, userID));
    if (caller.userID !== userID) await this.dataSource.transaction((m) => this.audit.record(m, caller.userID, userID, 'profile.read'));
    return profile;
  }

  /** The box of the telemedicine booking: phone, address in one line, full name, first visit. */
  async address(caller: AuthUser): Promise<ProfileAddress> {
    const record = await this.recordFor(caller, caller.userID);
    const fields = this.vocabulary.fieldsOf(record);
    return {
      phone: fields.phone,
      fullAddress: this.vocabulary.fullAddress(fields),
      fullName: this.vocabulary.fullName(record),
      isNewPatient: !record.user.hn,
    };
  }

  /**
   * Saves the profile form (the caller's right is checked, and the body's shape and limits
   * by ProfileUpdateBody, before this). A form missing any first-booking field (libs/rules
   * profile-required.ts) answers 400 naming every one, and nothing is saved; on success `users` and `patient_profiles` change in one
   * transaction, the account becomes active (a complete profile), and the patient's room hears
   * 'patient.profileChanged'.
   */
  async update(caller: AuthUser, userID: string, input: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
    await this.assertShared(caller, userID); // who first: a network reader learns nothing from a bad form
    const fields = fieldsFromUpdate(input);
    // Issue 16 item 1: only the first-booking fields are required, and every missing one is named.
    const problem = patientErrorsMessage(patientFieldErrors('profile', fields)) ?? this.vocabulary.codeError('profile', fields);
    if (problem) throw new BadRequestException(problem);

    await this.dataSource.transaction(async (m) => {
      const record = await this.records.load(m, userID, { lock: true });
      if (!record || (record.user.role && record.user.id !== caller.userID)) throw new NotFoundException(MESSAGES.patientNotFound);
      await this.accounts.updateProfile(m, userID, userColumnsOf(fields, labelOf('title', fields.titleKey)), { activate: true });
      await m.upsert(PatientProfile, profileColumnsOf(userID, fields), ['userId']);
      await this.outbox.realtime(m, [`patient:${userID}`], 'patient.profileChanged', { userID });
      await this.audit.record(m, caller.userID, userID, 'profile.update');
      // Issue 33 item 4: a caregiver's save of the person's profile is theirs (each save its own line).
      await this.audit.recordCaregiverAct(m, caller, 'profile.update', `profile:${userID}:update:${randomUUID()}`);
    });
    return { message: MESSAGES.saved, profile: this.vocabulary.toProfile((await this.recordFor(caller, userID))) };
  }
}

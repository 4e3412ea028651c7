import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountCommands } from '@hospital/identity';
import { PatientProfile } from './patient-profile.entity.js';
import type { PatientRecord } from './patient-record.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Reads a person's stored record: the account (identity's AccountCommands) plus `patient_profiles`. */
@Injectable()
export class PatientRecords {
  constructor(@Inject(AccountCommands) private readonly accounts: AccountCommands) {}

  /**
   * The record, or null. `lock` takes the user row FOR UPDATE (inside a transaction), which
   * serialises every write about one person; the profile is read after the lock is held, so
   * it shows what a transaction that held it before committed.
   */
  async load(manager: EntityManager, userID: string, options: { lock?: boolean } = {}): Promise<PatientRecord | null> {
    if (!isUuid(userID)) return null;
    const profileOf = () => manager.findOne(PatientProfile, { where: { userId: userID } });
    if (options.lock) {
      const user = await this.accounts.accountOf(manager, userID, options);
      return user ? { user, profile: await profileOf() } : null;
    }
    // Without the lock, both at once (issue 34: one round trip fewer before a booking).
    const [user, profile] = await Promise.all([this.accounts.accountOf(manager, userID, options), profileOf()]);
    return user ? { user, profile } : null;
  }
}

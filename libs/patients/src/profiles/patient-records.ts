import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from '@hospital/identity';
import { PatientProfile } from './patient-profile.entity.js';
import type { PatientRecord } from './patient-record.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Reads a person's stored record: `users` plus `patient_profiles`. */
@Injectable()
export class PatientRecords {
  /**
   * The record, or null. `lock` takes the user row FOR UPDATE (inside a transaction), which
   * serialises every write about one person; the profile is read after the lock is held, so
   * it shows what a transaction that held it before committed.
   */
  async load(manager: EntityManager, userID: string, options: { lock?: boolean } = {}): Promise<PatientRecord | null> {
    if (!isUuid(userID)) return null;
    const user = await manager.findOne(User, {
      where: { id: userID },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!user) return null;
    const profile = await manager.findOne(PatientProfile, { where: { userId: userID } });
    return { user, profile };
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { AuthUser } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';

/**
 * Staff access to clinical records, audited once per patient per request ('records.read',
 * 'records.update'). The audit log keys on our users: a HIS patient without an account here
 * is not in it (the HIS keeps its own log).
 */
@Injectable()
export class ClinicalAudit {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async recorded(user: AuthUser, hns: readonly string[], action: 'records.read' | 'records.update'): Promise<void> {
    const unique = [...new Set(hns)];
    if (unique.length === 0) return;
    await this.dataSource.transaction(async (m) => {
      // Issue 30 item 1: the accounts of these HNs are identity's to find (in id order).
      const ids = await this.people.findUserIDs({ hns: unique }, m);
      for (const id of ids) await this.audit.record(m, user.userID, id, action);
    });
  }

  /**
   * Issue 33 item 4: a caregiver reading the person's treatment history (/PHR) for them is
   * theirs in the person's access log, one row per read (the log groups repeated reads).
   */
  async caregiverRead(user: AuthUser): Promise<void> {
    if (!user.actingBy) return;
    await this.dataSource.transaction((m) => this.audit.recordCaregiverAct(m, user, 'records.read', `records:${user.userID}:read:${randomUUID()}`));
  }
}

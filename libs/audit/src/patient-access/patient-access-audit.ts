import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Outbox } from '@hospital/core';

/**
 * Records that someone other than the patient opened or changed the patient's data
 * (DESIGN.md security decisions). `record` queues it in the caller's transaction and the worker
 * stores it; `recordNow` writes the row itself, in the caller's transaction, so the row commits
 * with the act it records (the flowStatus moves).
 */
@Injectable()
export class PatientAccessAudit {
  constructor(@Inject(Outbox) private readonly outbox: Outbox) {}

  async record(m: EntityManager, actorID: string, patientID: string, action: JobPayload<'audit.patientAccess'>['action']): Promise<void> {
    if (actorID === patientID) return; // a person's own data
    await this.outbox.job(m, 'audit.patientAccess', { actorID, patientID, action, at: new Date().toISOString() });
  }

  /**
   * The same row as the worker writes for 'audit.patientAccess', inserted in `m`'s transaction.
   * `key` names the act once (it fills the row's job_id, unique like a job's id): a key already
   * recorded adds nothing.
   */
  async recordNow(m: EntityManager, actorID: string, patientID: string, action: JobPayload<'audit.patientAccess'>['action'], key: string): Promise<void> {
    if (actorID === patientID) return; // a person's own data
    await m.query(
      `INSERT INTO audit_log (job_id, action, user_id, subject_id, success, at)
       VALUES ($1, $2, $3, $4, true, now()) ON CONFLICT (job_id) DO NOTHING`,
      [key, action, actorID, patientID],
    );
  }
}

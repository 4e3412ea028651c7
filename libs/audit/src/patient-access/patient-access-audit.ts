import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Outbox } from '@hospital/core';

type Action = JobPayload<'audit.patientAccess'>['action'];

/**
 * Who acted: a user id, or the caller (AuthUser) — then, issue 33 item 4, a caregiver acting for
 * the person (`actingBy`, X-Acting-For) is who acted, and the row says so (acting_by).
 */
export type AuditActor = string | { userID: string; actingBy?: { userID: string } | null };

/** The acting user id and, when a caregiver acted, their id for acting_by. */
export function auditActorOf(actor: AuditActor): { actorID: string; actingBy: string | null } {
  if (typeof actor === 'string') return { actorID: actor, actingBy: null };
  return actor.actingBy ? { actorID: actor.actingBy.userID, actingBy: actor.actingBy.userID } : { actorID: actor.userID, actingBy: null };
}

/**
 * Records that someone other than the patient opened or changed the patient's data
 * (DESIGN.md security decisions). `record` queues it in the caller's transaction and the worker
 * stores it; `recordNow` writes the row itself, in the caller's transaction, so the row commits
 * with the act it records (the flowStatus moves). A caregiver acting for the patient (issue 33
 * item 4) is someone other than the patient: their acts are recorded as theirs.
 */
@Injectable()
export class PatientAccessAudit {
  constructor(@Inject(Outbox) private readonly outbox: Outbox) {}

  async record(m: EntityManager, actor: AuditActor, patientID: string, action: Action): Promise<void> {
    const { actorID, actingBy } = auditActorOf(actor);
    if (actorID === patientID) return; // a person's own data
    await this.outbox.job(m, 'audit.patientAccess', { actorID, patientID, action, at: new Date().toISOString(), ...(actingBy ? { actingBy } : {}) });
  }

  /**
   * The same row as the worker writes for 'audit.patientAccess', inserted in `m`'s transaction.
   * `key` names the act once (it fills the row's job_id, unique like a job's id): a key already
   * recorded adds nothing.
   */
  async recordNow(m: EntityManager, actor: AuditActor, patientID: string, action: Action, key: string): Promise<void> {
    const { actorID, actingBy } = auditActorOf(actor);
    if (actorID === patientID) return; // a person's own data
    await m.query(
      `INSERT INTO audit_log (job_id, action, user_id, subject_id, acting_by, success, at)
       VALUES ($1, $2, $3, $4, $5, true, now()) ON CONFLICT (job_id) DO NOTHING`,
      [key, action, actorID, patientID, actingBy],
    );
  }

  /**
   * Issue 33 item 4: the caller's act on their own data, recorded only when a caregiver did it for
   * them (X-Acting-For): 'คุณ ... (ผู้ดูแล) จองนัด' in the person's access log. A person's own act
   * records nothing, as before.
   */
  async recordCaregiverAct(m: EntityManager, user: { userID: string; actingBy?: { userID: string } | null }, action: Action, key: string): Promise<void> {
    if (!user.actingBy) return;
    await this.recordNow(m, user, user.userID, action, key);
  }
}

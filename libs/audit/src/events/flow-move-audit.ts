import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventPayload } from '@hospital/contracts';
import { InTransaction } from '@hospital/core';
import { PatientAccessAudit } from '../patient-access/patient-access-audit.js';

/**
 * The audit row of a flowStatus move (DESIGN.md security decisions: staff's change of a patient's
 * case is audited), written in the move's own transaction, so it exists when the answer is sent
 * and never without the move: someone else's move (staff, a network doctor) is 'tele.transition';
 * the patient's own moves (4 paid, 7 received) are recorded only when a caregiver made them for
 * the patient (issue 33 item 4). A system move records nothing. One row per transition (its key).
 */
@Injectable()
export class FlowMoveAudit {
  constructor(@Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit) {}

  @InTransaction('tele.flowStatusChanged')
  async record(m: EntityManager, e: DomainEventPayload<'tele.flowStatusChanged'>): Promise<void> {
    if (e.byUserID === null) return;
    const key = `tele:${e.teleID}:transition:${e.transitionID}`;
    if (e.byUserID !== e.userID) await this.audit.recordNow(m, e.byUserID, e.userID, 'tele.transition', key);
    else if (e.actingBy) await this.audit.recordNow(m, { userID: e.userID, actingBy: { userID: e.actingBy } }, e.userID, e.to === 7 ? 'tele.received' : 'tele.paid', key);
  }
}

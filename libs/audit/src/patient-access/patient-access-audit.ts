import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Outbox } from '@hospital/core';

/**
 * Records that someone other than the patient opened or changed the patient's data
 * (DESIGN.md security decisions). Written in the caller's transaction; the worker stores it.
 */
@Injectable()
export class PatientAccessAudit {
  constructor(@Inject(Outbox) private readonly outbox: Outbox) {}

  async record(m: EntityManager, actorID: string, patientID: string, action: JobPayload<'audit.patientAccess'>['action']): Promise<void> {
    if (actorID === patientID) return; // a person's own data
    await this.outbox.job(m, 'audit.patientAccess', { actorID, patientID, action, at: new Date().toISOString() });
  }
}

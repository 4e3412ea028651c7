import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PatientRegistered } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { PatientAccessAudit } from '../patient-access/patient-access-audit.js';

/** The audit row's key of a staff-created patient: one row per account, however often the event comes. */
export function patientCreatedAuditKey(userID: string): string {
  return `patient:${userID}:created`;
}

/**
 * accounts §2 patient creation by staff (DESIGN.md security decisions: staff access to patient
 * data is written to the audit log): a patient account made by a staff member is recorded as
 * 'patient.create' by that member. Reacts to 'patient.registered'; the person's own
 * registration (no `byUserID`) is not someone else's access and records nothing. The row is
 * keyed on the account (`job_id`), so a second delivery adds nothing.
 */
@EventsHandler(PatientRegistered)
export class PatientCreatedAudit extends DomainEventHandler<PatientRegistered> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {
    super();
  }

  protected async react({ payload: e }: PatientRegistered): Promise<void> {
    if (e.byUserID === null) return;
    await this.audit.recordNow(this.dataSource.manager, e.byUserID, e.userID, 'patient.create', patientCreatedAuditKey(e.userID));
  }
}

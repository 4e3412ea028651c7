import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler, type JobContext } from '@hospital/core';

/** Worker side of staff access to patient data (and a caregiver's, issue 33 item 4): one audit row per access, once per job. */
@Injectable()
export class PatientAccessAuditHandler {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @JobHandler('audit.patientAccess')
  async record(payload: JobPayload<'audit.patientAccess'>, { jobId }: JobContext): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO audit_log (job_id, action, user_id, subject_id, acting_by, success, at)
       VALUES ($1, $2, $3, $4, $5, true, $6) ON CONFLICT (job_id) DO NOTHING`,
      [jobId, payload.action, payload.actorID, payload.patientID, payload.actingBy ?? null, payload.at],
    );
  }
}

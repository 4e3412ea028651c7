import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { AuthUser } from '@hospital/core';

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
  ) {}

  async recorded(user: AuthUser, hns: readonly string[], action: 'records.read' | 'records.update'): Promise<void> {
    const unique = [...new Set(hns)];
    if (unique.length === 0) return;
    await this.dataSource.transaction(async (m) => {
      const rows: Array<{ id: string }> = await m.query(`SELECT id FROM users WHERE hn = ANY($1::text[]) ORDER BY id`, [unique]);
      for (const row of rows) await this.audit.record(m, user.userID, row.id, action);
    });
  }
}

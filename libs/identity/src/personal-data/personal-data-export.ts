import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PersonalDataExport } from '@hospital/contracts';
import { Clock, Outbox, PersonalDataSources, SqlReads } from '@hospital/core';

/**
 * Issue 15 item 3, a copy of my data: every domain's @PersonalData() source asked about the
 * signed-in person, their sections in one answer, and `tables` naming every table covered (the
 * coverage test compares it with the schema). Each copy is audited ('data.export', the person
 * acting on their own data: kept for Admin, left out of their own access log).
 */
@Injectable()
export class PersonalDataExportService {
  constructor(
    @Inject(PersonalDataSources) private readonly sources: PersonalDataSources,
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async export(userID: string): Promise<PersonalDataExport> {
    const [person] = await this.sql.rows<{ id_card: string | null; role: string | null }>(`SELECT id_card, role FROM users WHERE id = $1`, [userID]);
    const subject = { userID, nationalID: person?.id_card ?? null, role: person?.role ?? null };
    const parts = await Promise.all(this.sources.all().map((s) => s.export(subject)));
    const exportedAt = this.clock.now().toISOString();
    await this.dataSource.transaction((m) =>
      this.outbox.job(m, 'audit.patientAccess', { actorID: userID, patientID: userID, action: 'data.export', at: exportedAt }),
    );
    return {
      exportedAt,
      userID,
      sections: parts.flat(),
      tables: [...new Set(this.sources.all().flatMap((s) => s.tables))].sort(),
    };
  }
}

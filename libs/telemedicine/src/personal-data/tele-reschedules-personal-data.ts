import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/**
 * Issue 32 item 2 (issue 15 item 3's copy of one's data): the moves of the person's own
 * telemedicine cases to another day or time. Who moved them is left out (the access log says
 * who, by role), as for the cases' status moves.
 */
@PersonalData()
@Injectable()
export class TeleReschedulesPersonalData implements PersonalDataSource {
  readonly tables = ['tele_reschedules'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const rows = await this.sql.rows<Record<string, unknown>>(
      `SELECT r.* FROM tele_reschedules r JOIN tele_requests t ON t.id = r.tele_id WHERE t.user_id = $1 ORDER BY r.tele_id, r.at`,
      [userID],
    );
    return [section('tele_reschedules', 'การเลื่อนนัดคำขอรับบริการ', rows, ['by_user'])];
  }
}

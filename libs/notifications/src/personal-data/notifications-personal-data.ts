import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/** Issue 15 item 3 and issue 31 item 5: the LINE messages sent (or not sent) to the person, with their results. */
@PersonalData()
@Injectable()
export class NotificationsPersonalData implements PersonalDataSource {
  readonly tables = ['line_messages'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const messages = await this.sql.rows<Record<string, unknown>>(`SELECT * FROM line_messages WHERE user_id = $1 ORDER BY at DESC`, [userID]);
    return [section('line_messages', 'ข้อความทาง LINE', messages, [])];
  }
}

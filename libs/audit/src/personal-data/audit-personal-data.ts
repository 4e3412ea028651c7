import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';
import { AccessLog } from '../access-log/access-log.js';

/**
 * Issue 15 item 3: the audit log's part of a copy of one's data — the person's own sign-ins and
 * who looked at their record (as "who has looked at my record" shows it: role, name only where
 * the hospital allows). Rows where the person acted on someone else's data are that other
 * person's and stay out.
 */
@PersonalData()
@Injectable()
export class AuditPersonalData implements PersonalDataSource {
  readonly tables = ['audit_log'];

  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(AccessLog) private readonly accessLog: AccessLog,
  ) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const signIns = await this.sql.rows<Record<string, unknown>>(
      `SELECT at, login, success, ip, user_agent FROM audit_log WHERE action = 'signIn' AND user_id = $1 ORDER BY at DESC, id DESC`,
      [userID],
    );
    const accesses = await this.accessLog.all(userID);
    return [
      section('audit_log', 'ประวัติการเข้าสู่ระบบ', signIns),
      section('audit_log', 'ผู้ที่เข้าดูหรือแก้ไขข้อมูลของคุณ', accesses as unknown as Array<Record<string, unknown>>),
    ];
  }
}

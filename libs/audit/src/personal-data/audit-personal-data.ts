import { Inject, Injectable } from '@nestjs/common';
import { People, PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';
import { accessLogWords } from '@hospital/rules';
import { AccessLog } from '../access-log/access-log.js';

/**
 * Issue 15 item 3: the audit log's part of a copy of one's data — the person's own sign-ins and
 * who looked at their record (as "who has looked at my record" shows it: role, name only where
 * the hospital allows). Rows where the person acted on someone else's data are that other
 * person's and stay out. Issue 33 item 5: and what each caregiver did for the person, row by row.
 */
@PersonalData()
@Injectable()
export class AuditPersonalData implements PersonalDataSource {
  readonly tables = ['audit_log'];

  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(AccessLog) private readonly accessLog: AccessLog,
    @Inject(People) private readonly people: People,
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
      section('audit_log', 'สิ่งที่ผู้ดูแลทำแทนคุณ', await this.caregiverActs(userID)),
    ];
  }

  /** Issue 33 item 5: each act a caregiver did for the person (X-Acting-For), newest first, with the caregiver's name. */
  private async caregiverActs(userID: string): Promise<Array<Record<string, unknown>>> {
    const rows = await this.sql.rows<{ at: Date; action: string; acting_by: string }>(
      `SELECT at, action, acting_by FROM audit_log WHERE subject_id = $1 AND acting_by IS NOT NULL ORDER BY at DESC, id DESC`,
      [userID],
    );
    const names = await this.people.namesOf(rows.map((r) => r.acting_by));
    return rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      caregiverName: names.get(r.acting_by)?.fullName ?? null,
      action: accessLogWords(r.action).action,
      where: accessLogWords(r.action).where,
    }));
  }
}

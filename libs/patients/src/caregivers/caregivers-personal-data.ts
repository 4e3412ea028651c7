import { Inject, Injectable } from '@nestjs/common';
import { People, PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/**
 * Issue 33 item 5: a person's caregiver links, both ways — who looks after them and whom they
 * look after — without the signature images (their SHA-256 stays). What each caregiver did is
 * the audit log's section (the acts are recorded in the person's access log).
 */
@PersonalData()
@Injectable()
export class CaregiversPersonalData implements PersonalDataSource {
  readonly tables = ['caregiver_links'];

  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(People) private readonly people: People,
  ) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const rows = await this.sql.rows<Record<string, unknown>>(
      `SELECT id, caregiver_id, person_id, relation, state, until, signature_sha256, agreed_at, agreed_how, agreed_by,
              agree_signature_sha256, ended_at, ended_reason, majority_notice_at, renews, created_at
         FROM caregiver_links WHERE person_id = $1 OR caregiver_id = $1 ORDER BY created_at, id`,
      [userID],
    );
    const names = await this.people.namesOf(rows.flatMap((r) => [r.caregiver_id as string, r.person_id as string]));
    const named = rows.map((r) => ({
      ...r,
      caregiver_name: names.get(r.caregiver_id as string)?.fullName ?? null,
      person_name: names.get(r.person_id as string)?.fullName ?? null,
    }));
    return [section('caregiver_links', 'ผู้ดูแลและผู้ที่อยู่ในความดูแล', named, ['agreed_by'])];
  }
}

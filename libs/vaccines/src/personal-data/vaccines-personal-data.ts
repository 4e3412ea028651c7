import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/**
 * Issue 15 item 3: the vaccine records kept under the person's national ID — the student and
 * booking record, seats, signed consents (the signature's SHA-256, never the image),
 * registrations, and when their ID was looked up (the lookers' addresses are theirs, left out).
 */
@PersonalData()
@Injectable()
export class VaccinesPersonalData implements PersonalDataSource {
  readonly tables = ['vaccine_students', 'vaccine_event_seats', 'vaccine_consents', 'vaccine_registrations', 'vaccine_lookups'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ nationalID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const cid = nationalID ?? '';
    const rows = (sql: string) => (cid ? this.sql.rows<Record<string, unknown>>(sql, [cid]) : Promise.resolve([]));
    const [students, seats, consents, registrations, lookups] = await Promise.all([
      rows(`SELECT * FROM vaccine_students WHERE cid = $1`),
      rows(`SELECT * FROM vaccine_event_seats WHERE cid = $1 ORDER BY booked_at`),
      rows(`SELECT id, cid, event_key, sign_sha256, signed_at FROM vaccine_consents WHERE cid = $1 ORDER BY signed_at DESC`),
      rows(`SELECT * FROM vaccine_registrations WHERE cid = $1`),
      rows(`SELECT at, kind, outcome FROM vaccine_lookups WHERE cid = $1 ORDER BY at DESC`),
    ]);
    return [
      section('vaccine_students', 'ข้อมูลการรับวัคซีน', students),
      section('vaccine_event_seats', 'คิวรับวัคซีน', seats),
      section('vaccine_consents', 'หนังสือยินยอมรับวัคซีน', consents),
      section('vaccine_registrations', 'การลงทะเบียนรับวัคซีน', registrations),
      section('vaccine_lookups', 'การค้นหาข้อมูลวัคซีนด้วยเลขประจำตัวประชาชนของคุณ', lookups),
    ];
  }
}

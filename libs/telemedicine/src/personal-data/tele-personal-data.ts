import { Inject, Injectable } from '@nestjs/common';
import { PatientAccess, PersonalData, SqlReads, bindTo, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/** Staff account ids are left out of a patient's copy (the access log says who, by role). */
const STAFF_IDS = ['created_by', 'by_user'];

/**
 * Issue 15 item 3: telemedicine's part of a copy of one's data — the cases where the person is
 * the patient or the one who asked for them (a parent), each case's status moves, payment slips
 * (what was read from their QR), parcel events, SLA breaches and receipts (issue 32 item 7). Files are @hospital/files'.
 */
@PersonalData()
@Injectable()
export class TelePersonalData implements PersonalDataSource {
  readonly tables = ['tele_requests', 'tele_transitions', 'tele_payment_slips', 'tele_parcel_events', 'sla_breaches', 'tele_receipts'];

  constructor(
    @Inject(SqlReads) private readonly sql: SqlReads,
    @Inject(PatientAccess) private readonly access: PatientAccess,
  ) {}

  async export({ userID, role }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    // Issue 28 item 2: the cases asked of the person (parent_id) are another patient's data: only
    // those the one patient access rule lets the person see (a network doctor's copy leaves out
    // a patient who withdrew network sharing or closed the account).
    const params: unknown[] = [userID];
    const visible = this.access.condition({ userID, role: role ?? null }, 'user_id', bindTo(params));
    const cases = await this.sql.rows<Record<string, unknown> & { id: string }>(
      `SELECT * FROM tele_requests WHERE user_id = $1 OR (parent_id = $1 AND ${visible}) ORDER BY created_at DESC`,
      params,
    );
    const ids = cases.map((c) => c.id);
    const of = (table: string, order: string) =>
      this.sql.rows<Record<string, unknown>>(`SELECT * FROM ${table} WHERE tele_id = ANY($1::uuid[]) ORDER BY tele_id, ${order}`, [ids]);
    const [moves, slips, parcels, breaches, receipts] = await Promise.all([
      of('tele_transitions', 'at'),
      of('tele_payment_slips', 'read_at'),
      of('tele_parcel_events', 'status_at'),
      of('sla_breaches', 'found_at'),
      // Issue 32 item 7: the person's own receipts (tele_receipts.user_id: the patient who paid).
      this.sql.rows<Record<string, unknown>>(`SELECT * FROM tele_receipts WHERE user_id = $1 ORDER BY issued_at`, [userID]),
    ]);
    return [
      section('tele_requests', 'คำขอรับบริการ Telemedicine', cases, STAFF_IDS),
      section('tele_transitions', 'การเปลี่ยนสถานะคำขอรับบริการ', moves, STAFF_IDS),
      section('tele_payment_slips', 'สลิปการชำระเงิน', slips),
      section('tele_parcel_events', 'การจัดส่งพัสดุ', parcels),
      section('sla_breaches', 'คำขอที่ใช้เวลาเกินกำหนด', breaches),
      section('tele_receipts', 'ใบเสร็จรับเงิน', receipts),
    ];
  }
}

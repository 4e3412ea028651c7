import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ClinicVisit, ReportRow } from '@hospital/contracts';
import { bangkokDateKey } from '@hospital/rules';
import type { HisClinicalPort } from './his-clinical.port.js';

/** One row of VISIT_SELECT. */
interface VisitRow {
  clinic_visit_key: string;
  cid: string;
  person: { fullName?: string; birthDT?: string; genderKey?: string } | null;
  hn: string;
  record_dt: string;
  service_unit: string;
  mc: string;
  vs: string;
  weight: string | null;
  height: string | null;
  waist: string | null;
  bmi: string | null;
  bmi_text: string;
  pi: string;
  pe: string;
  dx: string;
  dx2: string;
  lab: string;
  discharge: string;
  history: string;
  appoint: string;
  nursing_care: string;
  med: string;
  cc_note: string;
  doctor: string;
  codes: string[];
}

/** The visit with its patient, unit and codes; RecordDT as ISO text with the Bangkok offset. */
const VISIT_SELECT = `
  SELECT v.clinic_visit_key, p.cid, p.person, v.hn,
         to_char(v.record_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS record_dt,
         u.name AS service_unit, v.mc, v.vs, v.weight, v.height, v.waist, v.bmi, v.bmi_text,
         v.pi, v.pe, v.dx, v.dx2, v.lab, v.discharge, v.history, v.appoint, v.nursing_care, v.med, v.cc_note, v.doctor,
         COALESCE((SELECT array_agg(c.code ORDER BY c.ordinal) FROM his.visit_icd10 c WHERE c.clinic_visit_key = v.clinic_visit_key), '{}') AS codes
    FROM his.clinic_visits v
    JOIN his.patients p ON p.hn = v.hn
    JOIN his.service_units u ON u.key = v.service_unit_key`;

const BANGKOK_DATE = `(v.record_dt AT TIME ZONE 'Asia/Bangkok')::date`;

/** Whole years between a birth date and a Bangkok date, as the HIS prints it ('40 ปี'). */
export function hisAgeText(birthDT: string | undefined, today: string = bangkokDateKey()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDT ?? '');
  if (!m) return '';
  const [ty, tm, td] = today.split('-').map(Number);
  let years = ty - Number(m[1]);
  if (tm < Number(m[2]) || (tm === Number(m[2]) && td < Number(m[3]))) years--;
  return years >= 0 ? `${years} ปี` : '';
}

const GENDER: Record<string, string> = { '1': 'ชาย', '2': 'หญิง' };
const num = (v: string | null): number | null => (v === null ? null : Number(v));

function toClinicVisit(r: VisitRow): ClinicVisit {
  return {
    ClinicVisitKey: r.clinic_visit_key,
    Cid: r.cid,
    Patient: r.person?.fullName ?? '',
    Age: hisAgeText(r.person?.birthDT),
    Gender: GENDER[r.person?.genderKey ?? ''] ?? '',
    HN: r.hn,
    RecordDT: r.record_dt,
    ServiceUnit: r.service_unit,
    MC: r.mc,
    VS: r.vs,
    Weight: num(r.weight),
    Height: num(r.height),
    WaistLength: num(r.waist),
    Bmi: num(r.bmi),
    BmiText: r.bmi_text,
    PI: r.pi,
    PE: r.pe,
    DX: r.dx,
    DX2: r.dx2,
    Lab: r.lab,
    Discharge: r.discharge,
    History: r.history,
    Appoint: r.appoint,
    NursingCare: r.nursing_care,
    Med: r.med,
    CCNote: r.cc_note,
    ICD10: r.codes,
    // Issue 35 item 3: the examining doctor, only where the HIS records one.
    ...(r.doctor ? { Doctor: r.doctor } : {}),
  };
}

/**
 * The clinical HIS stand-in over the `his` schema (migration 1764000000710). Keys and dates are
 * taken as given: the callers validate them (a malformed date simply matches nothing here).
 * DX2 is the HIS's coded-diagnosis text: saving codes rewrites it as the codes, comma-separated.
 */
@Injectable()
export class LocalHisClinical implements HisClinicalPort {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private async select(where: string, params: unknown[], order: string): Promise<ClinicVisit[]> {
    const rows: VisitRow[] = await this.dataSource.query(`${VISIT_SELECT} WHERE ${where} ORDER BY ${order}`, params);
    return rows.map(toClinicVisit);
  }

  visitsOfPatient(hn: string): Promise<ClinicVisit[]> {
    return this.select(`v.hn = $1`, [hn], `v.record_dt DESC, v.clinic_visit_key`);
  }

  visitsOfUnit(serviceUnitKey: string, startDate: string, endDate: string): Promise<ClinicVisit[]> {
    return this.select(
      `v.service_unit_key = $1 AND ${BANGKOK_DATE} BETWEEN $2::date AND $3::date`,
      [serviceUnitKey, startDate, endDate],
      `v.record_dt, v.clinic_visit_key`,
    );
  }

  async visitsOnDate(date: string, hn: string): Promise<{ fullName: string; visits: ClinicVisit[] } | null> {
    const [patient]: Array<{ person: { fullName?: string } }> = await this.dataSource.query(`SELECT person FROM his.patients WHERE hn = $1`, [hn]);
    if (!patient) return null;
    const visits = await this.select(`v.hn = $1 AND ${BANGKOK_DATE} = $2::date`, [hn, date], `v.record_dt, v.clinic_visit_key`);
    return { fullName: patient.person?.fullName ?? '', visits };
  }

  async visit(clinicVisitKey: string): Promise<ClinicVisit | null> {
    const [visit] = await this.select(`v.clinic_visit_key = $1`, [clinicVisitKey], `v.clinic_visit_key`);
    return visit ?? null;
  }

  async saveCCNote(clinicVisitKey: string, ccNote: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE his.clinic_visits SET cc_note = $2 WHERE clinic_visit_key = $1 RETURNING clinic_visit_key`,
      [clinicVisitKey, ccNote],
    );
    return rows.length > 0;
  }

  async saveIcd10(clinicVisitKey: string, codes: string[]): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const rows: unknown[] = await m.query(
        `UPDATE his.clinic_visits SET dx2 = $2 WHERE clinic_visit_key = $1 RETURNING clinic_visit_key`,
        [clinicVisitKey, codes.join(', ')],
      );
      if (rows.length === 0) return false;
      await m.query(`DELETE FROM his.visit_icd10 WHERE clinic_visit_key = $1`, [clinicVisitKey]);
      await m.query(
        `INSERT INTO his.visit_icd10 (clinic_visit_key, code, ordinal)
         SELECT $1, code, ordinal FROM unnest($2::text[]) WITH ORDINALITY AS c(code, ordinal)
         ON CONFLICT DO NOTHING`,
        [clinicVisitKey, codes],
      );
      return true;
    });
  }

  async attachVisitImage(clinicVisitKey: string, image: { fileID: string; fileName: string; fileType: string }): Promise<boolean> {
    // The document date is the visit's Bangkok date; filing the same file twice files it once.
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO his.visit_images (clinic_visit_key, file_id, file_name, file_type, doc_date)
       SELECT v.clinic_visit_key, $2, $3, $4, ${BANGKOK_DATE} FROM his.clinic_visits v WHERE v.clinic_visit_key = $1
       ON CONFLICT (file_id) DO UPDATE SET file_name = EXCLUDED.file_name
       RETURNING id`,
      [clinicVisitKey, image.fileID, image.fileName, image.fileType],
    );
    return rows.length > 0;
  }

  async reportRows(page: { pageNumber: number; pageSize: number }): Promise<{ rows: ReportRow[]; totalCount: number }> {
    const size = Math.max(1, Math.floor(page.pageSize));
    const offset = (Math.max(1, Math.floor(page.pageNumber)) - 1) * size;
    const rows: Array<ReportRow & { total: string }> = await this.dataSource.query(
      `SELECT v.pi AS "piNote", v.pe AS "peNote", v.nursing_care AS "nurseNote", v.clinic_visit_key AS "visitKey",
              v.history AS "hxNote",
              COALESCE((SELECT string_agg(c.code, ',' ORDER BY c.ordinal) FROM his.visit_icd10 c WHERE c.clinic_visit_key = v.clinic_visit_key), '') AS "searchCode",
              v.ros AS "rosNote", v.cc_note AS "ccNote", count(*) OVER () AS total
         FROM his.clinic_visits v
        ORDER BY v.record_dt DESC, v.clinic_visit_key
        LIMIT $1 OFFSET $2`,
      [size, offset],
    );
    let totalCount = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && offset > 0) totalCount = Number((await this.dataSource.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM his.clinic_visits`))[0].n);
    return { rows: rows.map(({ total: _total, ...row }) => row), totalCount };
  }
}

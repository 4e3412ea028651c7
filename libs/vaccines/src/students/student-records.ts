import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StudentVaccineRecord } from '@hospital/contracts';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** §3 Student vaccine record; dates as text: birth and queue dates 'YYYY-MM-DD', appointments 'YYYY-MM-DDTHH:mm' in Bangkok. */
const STUDENT_SELECT = `
  SELECT s.cid, s.first_name, s.last_name, s.title_key, s.title_name, to_char(s.birth_dt, 'YYYY-MM-DD') AS birth_dt,
         COALESCE(s.school_key, '') AS school_key, COALESCE(sc.school_name, '') AS school_name,
         s.class_year, s.class_year_name, s.class_room, s.weight, s.height, s.temp1, s.temp2,
         s.mobile_phone, s.address_no, s.th_subdistrict_key, s.th_district_key, s.th_province_key,
         s.hospital_code, COALESCE(s.vaccine_type, '') AS vaccine_type, s.slot_id, s.row_number, s.is_know, s.is_new,
         s.inj1_hosp, s.inj2_hosp,
         ${range(6).map((i) => `to_char(s.appoint_dt${i} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI') AS appoint_dt${i}`).join(', ')},
         ${range(6).map((i) => `s.queue_number${i}`).join(', ')},
         ${range(6).map((i) => `to_char(s.queue_date${i}, 'YYYY-MM-DD') AS queue_date${i}`).join(', ')},
         ${range(6).map((i) => `s.queue_time${i}`).join(', ')},
         ${range(4).map((i) => `s.vaccine_event_key${i}`).join(', ')}
    FROM vaccine_students s LEFT JOIN schools sc ON sc.school_key = s.school_key`;

type Raw = Record<string, string | number | boolean | null>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const opt = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function toStudent(r: Raw): StudentVaccineRecord {
  const record: Record<string, unknown> = {
    cid: str(r.cid),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    titleKey: str(r.title_key),
    titleName: str(r.title_name),
    birthDT: str(r.birth_dt),
    schoolKey: str(r.school_key),
    schoolName: str(r.school_name),
    classYear: str(r.class_year),
    classYearName: str(r.class_year_name),
    classRoom: str(r.class_room),
    weight: num(r.weight),
    height: num(r.height),
    temp1: num(r.temp1),
    temp2: num(r.temp2),
    mobilePhone: str(r.mobile_phone),
    addressNo: str(r.address_no),
    thSubdistrictKey: str(r.th_subdistrict_key),
    thDistrictKey: str(r.th_district_key),
    thProvinceKey: str(r.th_province_key),
    hospitalCode: str(r.hospital_code),
    vaccineType: str(r.vaccine_type),
    slotID: opt(r.slot_id),
    rowNumber: num(r.row_number),
    isKnow: r.is_know === true,
    isNew: r.is_new === true,
    inj1Hosp: str(r.inj1_hosp),
    inj2Hosp: str(r.inj2_hosp),
  };
  for (const i of range(6)) {
    record[`appointDT${i}`] = opt(r[`appoint_dt${i}`]);
    record[`queueNumber${i}`] = num(r[`queue_number${i}`]);
    record[`queueDate${i}`] = opt(r[`queue_date${i}`]);
    record[`queueTime${i}`] = opt(r[`queue_time${i}`]);
  }
  for (const i of range(4)) record[`vaccineEventKey${i}`] = opt(r[`vaccine_event_key${i}`]);
  return record as unknown as StudentVaccineRecord;
}

/** The student vaccine records (the target list), read by national ID. */
@Injectable()
export class StudentRecords {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The record, or null when the person is not on the target list. `lock` takes the row for this transaction. */
  async load(m: EntityManager | null, cid: string, lock = false): Promise<StudentVaccineRecord | null> {
    const manager = m ?? this.dataSource.manager;
    // Locked and read in one statement (the row as it is once the lock is ours; the school is only read).
    const rows: Raw[] = await manager.query(`${STUDENT_SELECT} WHERE s.cid = $1${lock ? ' FOR UPDATE OF s' : ''}`, [cid]);
    return rows[0] ? toStudent(rows[0]) : null;
  }
}

import type { EntityManager } from 'typeorm';
import { TITLES, type ThaiGeography } from '@hospital/lookups';
import { VACCINE_MESSAGES, subdistrictParts, vaccineBookingProblem } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';
import type { StudentFormInput } from './vaccine-booking.schemas.js';

/** The student columns a booking or an edit writes (the §3 booking payload, checked). */
export interface StudentColumns {
  title_key: string;
  title_name: string;
  first_name: string;
  last_name: string;
  birth_dt: string;
  mobile_phone: string;
  address_no: string;
  th_subdistrict_key: string;
  th_district_key: string;
  th_province_key: string;
  weight: number | null;
  height: number | null;
  temp1: number | null;
  temp2: number | null;
  school_key: string | null;
  class_year_name: string;
}

/**
 * Checks a booking / edit / admin form (its types and limits are the schema's,
 * vaccine-booking.schemas.ts) and gives the columns to write: the §5 check order first (the
 * page's own check), then what only the server knows (the title and subdistrict lists, the
 * school). Throws the Thai 400.
 */
export async function studentColumnsOf(
  m: EntityManager,
  geography: ThaiGeography,
  form: StudentFormInput,
  isNew: boolean,
  requireSlot: boolean,
): Promise<StudentColumns> {
  const problem = vaccineBookingProblem(form, isNew, new Date(), requireSlot);
  if (problem) throw new Api2Error(400, problem);

  let titleName = form.titleName;
  if (form.titleKey) {
    const title = TITLES.find((t) => t.value === form.titleKey);
    if (!title) throw new Api2Error(400, VACCINE_MESSAGES.titleUnknown);
    titleName = title.label;
  }
  if (!geography.subDistrict(form.thSubdistrictKey)) throw new Api2Error(400, VACCINE_MESSAGES.subdistrictUnknown);
  const place = subdistrictParts(form.thSubdistrictKey);

  const schoolKey = form.schoolKey || null;
  if (schoolKey) {
    const found: unknown[] = await m.query(`SELECT 1 FROM schools WHERE school_key = $1`, [schoolKey]);
    if (found.length === 0) throw new Api2Error(400, VACCINE_MESSAGES.schoolUnknown);
  }
  return {
    title_key: form.titleKey,
    title_name: titleName,
    first_name: form.firstName,
    last_name: form.lastName,
    birth_dt: form.birthDT,
    mobile_phone: form.mobilePhone,
    address_no: form.addressNo,
    th_subdistrict_key: place.thSubdistrictKey,
    th_district_key: place.thDistrictKey,
    th_province_key: place.thProvinceKey,
    weight: form.weight,
    height: form.height,
    temp1: form.temp1,
    temp2: form.temp2,
    school_key: schoolKey,
    class_year_name: form.classYearName,
  };
}

/** Writes the checked columns (and any extra ones) to the student row. */
export async function writeStudent(m: EntityManager, cid: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((n, i) => `${n} = $${i + 2}`).join(', ');
  await m.query(`UPDATE vaccine_students SET ${sets}, updated_at = now() WHERE cid = $1`, [cid, ...names.map((n) => columns[n])]);
}

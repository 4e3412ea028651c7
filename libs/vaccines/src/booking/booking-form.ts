import type { EntityManager } from 'typeorm';
import { TITLES, type ThaiGeography } from '@hospital/lookups';
import { VACCINE_MESSAGES, subdistrictParts, vaccineBookingProblem, vaccineCidProblem } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';

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

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The body as an object (a missing or non-object body is an empty form). */
export const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** §5 National ID of an /api2 call: the registry-rules message as a 400. */
export function cidOf(value: unknown): string {
  const problem = vaccineCidProblem(value);
  if (problem) throw new Api2Error(400, problem);
  return value as string;
}

const MEASURES: Array<{ key: 'weight' | 'height' | 'temp1' | 'temp2'; name: string; min: number; max: number }> = [
  { key: 'weight', name: 'น้ำหนัก', min: 1, max: 300 },
  { key: 'height', name: 'ส่วนสูง', min: 30, max: 250 },
  { key: 'temp1', name: 'อุณหภูมิครั้งที่ 1', min: 30, max: 45 },
  { key: 'temp2', name: 'อุณหภูมิครั้งที่ 2', min: 30, max: 45 },
];

function measure(value: unknown, m: (typeof MEASURES)[number]): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(text(value));
  if (!Number.isFinite(n) || n < m.min || n > m.max) throw new Api2Error(400, VACCINE_MESSAGES.measureInvalid(m.name));
  return Math.round(n * 10) / 10;
}

/**
 * Checks a booking / edit / admin form and gives the columns to write: the §5 check order
 * first (the page's own check), then what only the server knows (the title and subdistrict
 * lists, the school, the measurements' ranges). Throws the Thai 400.
 */
export async function studentColumnsOf(
  m: EntityManager,
  geography: ThaiGeography,
  form: Record<string, unknown>,
  isNew: boolean,
  requireSlot: boolean,
): Promise<StudentColumns> {
  const problem = vaccineBookingProblem(form, isNew, new Date(), requireSlot);
  if (problem) throw new Api2Error(400, problem);

  const titleKey = text(form.titleKey);
  let titleName = text(form.titleName);
  if (titleKey) {
    const title = TITLES.find((t) => t.value === titleKey);
    if (!title) throw new Api2Error(400, VACCINE_MESSAGES.titleUnknown);
    titleName = title.label;
  }
  const subdistrict = text(form.thSubdistrictKey);
  if (!geography.subDistrict(subdistrict)) throw new Api2Error(400, VACCINE_MESSAGES.subdistrictUnknown);
  const place = subdistrictParts(subdistrict);

  let schoolKey: string | null = text(form.schoolKey) || null;
  if (schoolKey) {
    const found: unknown[] = await m.query(`SELECT 1 FROM schools WHERE school_key = $1`, [schoolKey]);
    if (found.length === 0) throw new Api2Error(400, VACCINE_MESSAGES.schoolUnknown);
  }
  const [weight, height, temp1, temp2] = MEASURES.map((x) => measure(form[x.key], x));
  return {
    title_key: titleKey,
    title_name: titleName,
    first_name: text(form.firstName).slice(0, 100),
    last_name: text(form.lastName).slice(0, 100),
    birth_dt: text(form.birthDT),
    mobile_phone: text(form.mobilePhone),
    address_no: text(form.addressNo).slice(0, 100),
    th_subdistrict_key: place.thSubdistrictKey,
    th_district_key: place.thDistrictKey,
    th_province_key: place.thProvinceKey,
    weight,
    height,
    temp1,
    temp2,
    school_key: schoolKey,
    class_year_name: text(form.classYearName).slice(0, 50),
  };
}

/** Writes the checked columns (and any extra ones) to the student row. */
export async function writeStudent(m: EntityManager, cid: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((n, i) => `${n} = $${i + 2}`).join(', ');
  await m.query(`UPDATE vaccine_students SET ${sets}, updated_at = now() WHERE cid = $1`, [cid, ...names.map((n) => columns[n])]);
}

/**
 * Treatment history, CCNote and ICD-10 coding (care-services §2 /PHR, CCNote admin, ICD10 admin,
 * §5 ICD10 search): the limits and Thai messages the pages and the api share.
 */
import { isDateKey } from './calendar.js';

export const CLINICAL_MESSAGES = {
  /** §9 HN: 7 characters. */
  hnInvalid: 'HN ต้องมี 7 หลัก',
  /** A patient asked for another person's HN. */
  notOwnHn: 'ท่านดูประวัติการรักษาได้เฉพาะของตนเองเท่านั้น',
  /** A patient whose profile has no HN yet. */
  noHn: 'ท่านยังไม่มี HN ของโรงพยาบาล กรุณาติดต่อเวชระเบียน',
  startDateInvalid: 'วันที่เริ่มต้นไม่ถูกต้อง (รูปแบบ YYYY-MM-DD)',
  endDateInvalid: 'วันที่สิ้นสุดไม่ถูกต้อง (รูปแบบ YYYY-MM-DD)',
  dateRangeInvalid: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
  dateRangeTooLong: 'ช่วงวันที่ต้องไม่เกิน 366 วัน',
  visitNotFound: 'ไม่พบข้อมูลการรับบริการนี้',
  ccNoteInvalid: 'CCNote ต้องเป็นข้อความ',
  ccNoteTooLong: 'CCNote ยาวได้ไม่เกิน 4000 ตัวอักษร',
  icd10LabelsInvalid: 'กรุณาส่งรายการรหัส ICD10 (labels) เป็นรายการข้อความ',
  icd10TooMany: 'เลือกรหัส ICD10 ได้ไม่เกิน 20 รหัสต่อการรับบริการ',
  /** The code follows. */
  icd10Unknown: 'ไม่พบรหัส ICD10: ',
  /** §8 CCNote or ICD10 save failure: 'update error' plus the error. */
  updateError: 'update error',
} as const;

export const CCNOTE_MAX_LENGTH = 4000;
export const ICD10_MAX_CODES_PER_VISIT = 20;
/** The most options one ICD-10 search answers. */
export const ICD10_SEARCH_LIMIT = 50;
/** The longest keyword the search reads (longer text is cut). */
export const ICD10_KEYWORD_MAX = 100;
/** The longest date range of a staff visit list (CCNote, ICD10). */
export const VISIT_LIST_MAX_DAYS = 366;

/** §5: the keyword the ICD-10 search sends, or null when there is nothing to search (no call). */
export function icd10Keyword(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, ICD10_KEYWORD_MAX);
  return text === '' ? null : text;
}

/** An ICD-10 code as stored: upper case, e.g. 'L20', 'L20.9', 'L40.50'. */
export function normalizeIcd10Code(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z][0-9]{2}[0-9A-Z]?(\.[0-9A-Z]{1,4})?$/.test(code) ? code : null;
}

/** §3 ICD10 option label: 'L20.9 Atopic dermatitis, unspecified'. */
export const icd10Label = (code: string, title: string): string => `${code} ${title}`;

const dayNumber = (dateKey: string): number => Date.UTC(Number(dateKey.slice(0, 4)), Number(dateKey.slice(5, 7)) - 1, Number(dateKey.slice(8, 10))) / 86_400_000;

/** The problem of a staff list's date range (CCNote, ICD10 admin), or null. */
export function visitRangeProblem(startDate: unknown, endDate: unknown): string | null {
  if (!isDateKey(startDate)) return CLINICAL_MESSAGES.startDateInvalid;
  if (!isDateKey(endDate)) return CLINICAL_MESSAGES.endDateInvalid;
  const days = dayNumber(endDate as string) - dayNumber(startDate as string);
  if (days < 0) return CLINICAL_MESSAGES.dateRangeInvalid;
  if (days >= VISIT_LIST_MAX_DAYS) return CLINICAL_MESSAGES.dateRangeTooLong;
  return null;
}

/** The CCNote of a save, or the problem. */
export function ccNoteProblem(value: unknown): string | null {
  if (typeof value !== 'string') return CLINICAL_MESSAGES.ccNoteInvalid;
  return value.length > CCNOTE_MAX_LENGTH ? CLINICAL_MESSAGES.ccNoteTooLong : null;
}

/**
 * The codes of an ICD-10 save: normalized, duplicates removed (first kept), at most
 * ICD10_MAX_CODES_PER_VISIT; or the problem. Whether each code exists is the server's check.
 */
export function icd10Selection(labels: unknown): { codes: string[] } | { problem: string } {
  if (!Array.isArray(labels)) return { problem: CLINICAL_MESSAGES.icd10LabelsInvalid };
  const codes: string[] = [];
  for (const label of labels) {
    if (typeof label !== 'string') return { problem: CLINICAL_MESSAGES.icd10LabelsInvalid };
    const code = normalizeIcd10Code(label);
    if (!code) return { problem: CLINICAL_MESSAGES.icd10Unknown + label.trim().slice(0, 20) };
    if (!codes.includes(code)) codes.push(code);
  }
  return codes.length > ICD10_MAX_CODES_PER_VISIT ? { problem: CLINICAL_MESSAGES.icd10TooMany } : { codes };
}

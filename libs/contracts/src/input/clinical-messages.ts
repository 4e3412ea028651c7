/**
 * Treatment history, CCNote and ICD-10 coding (care-services §2 /PHR, CCNote admin, ICD10 admin,
 * §5 ICD10 search): the limits and Thai messages the pages and the api share (issue 30 item 2:
 * declared here beside the call schemas; libs/rules clinical-records.ts re-exports them).
 */

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

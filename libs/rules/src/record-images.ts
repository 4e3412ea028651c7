/**
 * Images to the hospital record (care-services §2 /patientimage, /softconimg/{DocDT}, §5 Image
 * upload to the hospital record, §8): the checks the page makes before it searches and saves,
 * and the server makes again on every call. One list of Thai messages for both.
 */
import { isDateKey, type NamedDate } from './calendar.js';
import { MESSAGES } from './messages.js';
import { RESIZED_IMAGE_TYPES } from './tele-files.js';

export const RECORD_IMAGE_MESSAGES = {
  /** §5 'Please specify the service date'. */
  serviceDateRequired: MESSAGES.calendarDateRequired,
  /** §5 'Please attach at least 1 image'. */
  imageRequired: 'กรุณาแนบรูปภาพอย่างน้อย 1 รูป',
  /** §5 / §9: HN of 7 characters. */
  hnInvalid: 'กรุณาระบุ HN ให้ครบ 7 หลัก',
  visitRequired: 'กรุณาเลือกการรับบริการ',
  visitNotFound: 'ไม่พบการรับบริการนี้ในระบบเวชระเบียน',
  /** No patient with this HN, or no visit of the patient on that day. */
  noVisits: 'ไม่พบการรับบริการของผู้ป่วยในวันที่เลือก',
  /** The file is not a jpeg, png or webp picture (by its bytes). */
  imageOnly: 'รองรับเฉพาะไฟล์รูปภาพ JPG, PNG หรือ WEBP',
  /** Holidays cannot be chosen (§5); the name follows. */
  holiday: MESSAGES.calendarHoliday,
  saved: 'บันทึกรูปภาพเข้าเวชระเบียนเรียบร้อย',
  /** §8 image list failure: the alert as the spec quotes it. */
  listNotFound: 'not found',
  processing: 'กำลังประมวลผลรูปภาพ',
  failed: 'ประมวลผลรูปภาพไม่สำเร็จ',
} as const;

/** §9 HN: 7 characters (letters or digits). */
export const HN_LENGTH = 7;

export function isHospitalNumber(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9A-Za-z]{7}$/.test(value);
}

/** The picture types a record image may be: the ones the image worker resizes and thumbnails. */
export const RECORD_IMAGE_TYPES: readonly string[] = RESIZED_IMAGE_TYPES;

/** Why a service date cannot be searched: not a date, or a holiday (§5: holidays are not choosable). */
export function serviceDateProblem(date: unknown, holidays: readonly NamedDate[] = []): string | null {
  if (!isDateKey(date)) return RECORD_IMAGE_MESSAGES.serviceDateRequired;
  const holiday = holidays.find((h) => h.date === date);
  return holiday ? RECORD_IMAGE_MESSAGES.holiday + holiday.name : null;
}

/** The visit search of /patientimage: the date problem first, then the HN; null when both are fine. */
export function visitSearchProblem(input: { date: unknown; hn: unknown; holidays?: readonly NamedDate[] }): string | null {
  return serviceDateProblem(input.date, input.holidays) ?? (isHospitalNumber(input.hn) ? null : RECORD_IMAGE_MESSAGES.hnInvalid);
}

/**
 * §5 save of /patientimage: a valid service date, a chosen visit, at least one image. Every
 * check runs and the last failing one is the message shown ('the last error wins').
 */
export function recordImageSaveProblem(input: { date: unknown; clinicVisitKey: unknown; imageCount: number }): string | null {
  let problem: string | null = null;
  if (!isDateKey(input.date)) problem = RECORD_IMAGE_MESSAGES.serviceDateRequired;
  if (typeof input.clinicVisitKey !== 'string' || input.clinicVisitKey.trim() === '') problem = RECORD_IMAGE_MESSAGES.visitRequired;
  if (!(input.imageCount >= 1)) problem = RECORD_IMAGE_MESSAGES.imageRequired;
  return problem;
}

/** /softconimg/{DocDT}: 'YYYY-MM-DD', or the compact 'YYYYMMDD', as a date key; null otherwise. */
export function docDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
  return isDateKey(text) ? text : null;
}

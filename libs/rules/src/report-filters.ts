import { Role } from '@hospital/contracts';
import dayjs from 'dayjs';
import { DATE_SPAN_MAX_DAYS, boundedDaysOf, isBoundedDay, isOutOfBoundsYear } from './date-bounds.js';
import { MESSAGES } from './messages.js';
import { formatThaiLongDate } from './thai-date.js';
import { isNetworkRole } from './roles.js';

/**
 * Issue 14 item 4, the report's filters: a date range (ISO 'YYYY-MM-DD' in the api, Buddhist
 * era on the page), a service type and a flowStatus; exports as CSV or XLSX.
 */

/** The longest range one report reads, in days counted inclusively (a year, leap day included). */
export const REPORT_MAX_DAYS = DATE_SPAN_MAX_DAYS;
/** The most rows one export holds; past it the reader narrows the range. */
export const REPORT_EXPORT_MAX_ROWS = 10_000;
export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FILTER_MESSAGES = {
  badDate: 'วันที่ไม่ถูกต้อง กรุณาเลือกวันที่ใหม่',
  rangeNeeded: 'กรุณาเลือกทั้งวันเริ่มต้นและวันสิ้นสุด',
  reversed: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด',
  tooLong: `เลือกช่วงวันที่ได้ไม่เกิน ${REPORT_MAX_DAYS} วัน`,
  badServiceType: 'ประเภทบริการไม่ถูกต้อง',
  badStatus: 'สถานะไม่ถูกต้อง',
  badFormat: 'รูปแบบไฟล์ไม่ถูกต้อง (CSV หรือ XLSX)',
  tooManyRows: `ข้อมูลเกิน ${REPORT_EXPORT_MAX_ROWS.toLocaleString('en-US')} รายการ กรุณาเลือกช่วงวันที่ให้สั้นลง`,
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** Days from `from` to `to`, both counted (the same day is 1). */
export function daysInRange(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day') + 1;
}

/** The Thai message for a range, or null when from–to may be read. */
export function reportRangeProblem(from: string, to: string): string | null {
  // Issue 28 item 4: a year past 1900–2200 gets its own message (9999-12-31 stalled the api).
  if (isOutOfBoundsYear(from) || isOutOfBoundsYear(to)) return MESSAGES.dateYearOutOfRange;
  if (!isIsoDay(from) || !isIsoDay(to) || !isBoundedDay(from) || !isBoundedDay(to)) return REPORT_FILTER_MESSAGES.badDate;
  if (from > to) return REPORT_FILTER_MESSAGES.reversed;
  if (daysInRange(from, to) > REPORT_MAX_DAYS) return REPORT_FILTER_MESSAGES.tooLong;
  return null;
}

/**
 * Every day of a range, in order: at most REPORT_MAX_DAYS of them, counted (issue 28 item 4:
 * the loop compared texts, and '10000-01-01' sorts before '9999-12-31', so it never ended).
 */
export function daysOf(from: string, to: string): string[] {
  return boundedDaysOf(from, to, REPORT_MAX_DAYS);
}

/** The range for people: '1 พฤศจิกายน 2569 – 30 พฤศจิกายน 2569'. */
export function formatThaiRange(from: string, to: string): string {
  return from === to ? formatThaiLongDate(from) : `${formatThaiLongDate(from)} – ${formatThaiLongDate(to)}`;
}

/**
 * Whether a report reader sees who the patients are (names and HN): Admin for every case;
 * the telemedicine hospital's own network account for its own consultations only (the rows
 * are scoped to them, as on the network board, where the same names show). Anyone else reads
 * no report at all (mayReadReport).
 */
export function reportShowsIdentity(role: string | null | undefined): boolean {
  return role === Role.Admin || isNetworkRole(role);
}

/** Whether a reader's rows are limited to their own consultations (network accounts, as today). */
export function reportScopedToOwn(role: string | null | undefined): boolean {
  return isNetworkRole(role);
}

/** The export columns, in order: one list for the CSV, the XLSX and the page's table. */
export const REPORT_CASE_COLUMNS = [
  { key: 'appointDateText', label: 'วันที่นัด' },
  { key: 'appointTime', label: 'เวลา' },
  { key: 'serviceTypeName', label: 'ประเภทบริการ' },
  { key: 'flowStatusName', label: 'สถานะ' },
  { key: 'hn', label: 'HN' },
  { key: 'fullName', label: 'ชื่อ-สกุล' },
  { key: 'costTotal', label: 'ค่าใช้จ่าย (บาท)' },
] as const;
export type ReportCaseColumn = (typeof REPORT_CASE_COLUMNS)[number];

/** The columns a reader gets: without names and HN where the role may not see them. */
export function reportColumnsFor(showsIdentity: boolean): ReportCaseColumn[] {
  return REPORT_CASE_COLUMNS.filter((c) => showsIdentity || (c.key !== 'hn' && c.key !== 'fullName'));
}

/** The export file's name (Content-Disposition), e.g. 'report-2026-11-01_2026-11-30.csv'. */
export function reportFileName(from: string, to: string, format: 'csv' | 'xlsx'): string {
  return `report-${from}_${to}.${format}`;
}

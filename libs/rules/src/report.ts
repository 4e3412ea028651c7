import { isNetworkRole } from './roles.js';

/**
 * care-services §2 Staff pages (report table), accounts §6: the report is the telemedicine
 * hospital's own network account's (the one whose full name is the hospital's name, the
 * N_HOSPITAL account), and Admin's.
 */
export function mayReadReport(user: { role: string | null | undefined; fullName?: string } | null, teleHospitalName: string): boolean {
  if (!user) return false;
  return user.role === 'Admin' || (isNetworkRole(user.role) && user.fullName === teleHospitalName);
}

/** §9: the report is paged like the patient search, 50 rows a page. */
export const REPORT_PAGE_SIZE = 50;

export const REPORT_MESSAGES = {
  title: 'รายงาน',
  empty: 'ไม่มีข้อมูลรายงาน',
} as const;

// Issue 14 items 4 and 5: the report's filters and columns, and the audit viewer's words.
export * from './report-filters.js';
export * from './report-audit.js';

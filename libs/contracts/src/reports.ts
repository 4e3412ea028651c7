/**
 * Issue 14 item 4 (reports): telemedicine's report query interface, which the records domain
 * reads the cases through.
 */

/** The report's and the audit log's answers are declared once as schemas: report-calls.ts (issue 30 item 2). */

// ── Telemedicine's report query interface (libs/telemedicine/src/report-queries) ──────────

/** Which cases a report reads: appointment dates from–to inclusive; networkOf: only that network user's own consultations. */
export interface TeleReportFilter {
  from: string;
  to: string;
  serviceType: number | null;
  flowStatus: number | null;
  networkOf: string | null;
}

/** One case as telemedicine answers it; userID is whose data it is (the read is audited on it). */
export interface TeleReportCase {
  teleID: string;
  userID: string;
  appointDate: string;
  appointTime: string;
  serviceType: number;
  flowStatus: number;
  hn: string | null;
  fullName: string;
  costTotal: number | null;
}

/**
 * What the report asks telemedicine (its tables: tele_requests, tele_transitions,
 * tele_payment_slips). The records domain never reads those tables itself: it injects this
 * interface by TELE_REPORT_QUERIES, which the telemedicine module provides.
 */
export interface TeleReportQueries {
  cases(filter: TeleReportFilter, page: { limit: number; offset: number }): Promise<{ rows: TeleReportCase[]; totalCount: number }>;
  casesPerDay(filter: TeleReportFilter): Promise<Array<{ date: string; serviceType: number; cases: number }>>;
  medianTimeInStatus(filter: TeleReportFilter): Promise<Array<{ flowStatus: number; medianMinutes: number; stays: number }>>;
  amountsVerifiedPerDay(filter: TeleReportFilter): Promise<Array<{ date: string; amount: number; cases: number }>>;
}

/** Nest injection token of TeleReportQueries. */
export const TELE_REPORT_QUERIES = 'TeleReportQueries';

/**
 * Issue 14 items 4 (reports) and 5 (audit viewer): the shapes of the cases report, its chart
 * figures, telemedicine's report query interface, and the audit log search — written once for
 * the api and the web.
 */

/** One telemedicine case of the report (GET /api/v1/data/report?from&to…). Dates are Bangkok 'YYYY-MM-DD'. */
export interface ReportCaseRow {
  teleID: string;
  appointDate: string;
  appointTime: string;
  /** Buddhist-era date for people: 'D MMMM BBBB'. */
  appointDateText: string;
  serviceType: number;
  serviceTypeName: string;
  flowStatus: number;
  flowStatusName: string;
  /** null where the reader's role may not see who the patient is (libs/rules reportShowsIdentity). */
  hn: string | null;
  fullName: string | null;
  /** The case's costs from the HIS, in baht; null before they are known. */
  costTotal: number | null;
}

/** Cases of one day, per service type (chart 'cases per day by service type'). */
export interface ReportCasesOfDay {
  date: string;
  dateText: string;
  total: number;
  /** service type (as text) → cases on that day. */
  byServiceType: Record<string, number>;
}

/** The median time cases spent in one flowStatus before they moved on (chart 'median time per status'). */
export interface ReportStatusTime {
  flowStatus: number;
  flowStatusName: string;
  medianMinutes: number;
  /** How many stays the median is taken over. */
  stays: number;
}

/** Amounts Finance verified on one day (chart 'amounts verified per day'). */
export interface ReportAmountOfDay {
  date: string;
  dateText: string;
  amount: number;
  cases: number;
}

export interface ReportCharts {
  serviceTypes: Array<{ serviceType: number; serviceTypeName: string }>;
  casesPerDay: ReportCasesOfDay[];
  medianTimeByStatus: ReportStatusTime[];
  amountsPerDay: ReportAmountOfDay[];
}

/** GET /api/v1/data/report?from&to[&ServiceType][&FlowStatus][&PageNumber][&PageSize] (JSON). */
export interface CasesReportResponse {
  data: ReportCaseRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  from: string;
  to: string;
  /** Whether names and HN are shown to this reader. */
  showsIdentity: boolean;
  charts: ReportCharts;
}

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

// ── The audit log search (GET /api/v1/audit/log) ───────────────────────────────────────────

export interface AuditLogRow {
  id: string;
  /** ISO time. */
  at: string;
  action: string;
  /** Thai words for the action. */
  actionName: string;
  success: boolean;
  actorID: string | null;
  actorName: string | null;
  actorRole: string | null;
  /** The login name typed (sign-ins). */
  login: string | null;
  patientID: string | null;
  patientName: string | null;
  patientHN: string | null;
  /** From where: the client address and browser (sign-ins record them). */
  ip: string | null;
  userAgent: string | null;
}

export interface AuditLogResponse {
  data: AuditLogRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

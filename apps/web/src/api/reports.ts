import type { CasesReportResponse, ReportResponse } from '@hospital/contracts';
import { sessionStore } from '../session/session-store';
import { api } from './client';

/**
 * The report calls of care-services §7 GET /api/v1/data/report: the note rows (paged), the
 * cases report (filters, charts, paged rows, issue 14 item 4) and its CSV/XLSX download.
 * `query` is the page's query string (pages/report/report-query.ts reportQueryString).
 */

/** GET /api/v1/data/report?PageNumber&PageSize: the visits' note rows. */
export function fetchReportRows(pageNumber: number, pageSize: number): Promise<ReportResponse> {
  return api.get<ReportResponse>(`/api/v1/data/report?PageNumber=${pageNumber}&PageSize=${pageSize}`);
}

/** GET /api/v1/data/report?from&to[&ServiceType&FlowStatus]&PageNumber&PageSize: the cases report. */
export function fetchCasesReport(query: string): Promise<CasesReportResponse> {
  return api.get<CasesReportResponse>(`/api/v1/data/report?${query}`);
}

/** The report file and the Content-Disposition the server gave it. */
export interface ReportDownload {
  blob: Blob;
  contentDisposition: string | null;
}

export const REPORT_DOWNLOAD_FAILED = 'ดาวน์โหลดรายงานไม่สำเร็จ';

/**
 * GET /api/v1/data/report?…&format=csv|xlsx: the file itself (not JSON, so not through
 * apiRequest). A refusal throws an Error with the server's Thai message, else 'ดาวน์โหลดรายงานไม่สำเร็จ'.
 */
export async function downloadReport(query: string): Promise<ReportDownload> {
  const token = sessionStore.get()?.token;
  const res = await fetch(`/api/v1/data/report?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? REPORT_DOWNLOAD_FAILED);
  }
  return { blob: await res.blob(), contentDisposition: res.headers.get('content-disposition') };
}

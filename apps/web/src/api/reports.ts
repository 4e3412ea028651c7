import type { CasesReportResponse, ReportResponse } from '@hospital/contracts';
import { api } from './client';
import { fetchFile, type FileDownload } from './file-download';

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

export const REPORT_DOWNLOAD_FAILED = 'ดาวน์โหลดรายงานไม่สำเร็จ';

/**
 * GET /api/v1/data/report?…&format=csv|xlsx: the file itself. A refusal throws an ApiError with
 * the server's Thai message, else 'ดาวน์โหลดรายงานไม่สำเร็จ'.
 */
export function downloadReport(query: string, format: 'csv' | 'xlsx'): Promise<FileDownload> {
  return fetchFile(`/api/v1/data/report?${query}`, { failed: REPORT_DOWNLOAD_FAILED, fallbackName: `report.${format}` });
}

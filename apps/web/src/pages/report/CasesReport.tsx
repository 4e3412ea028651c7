import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, reportRangeProblem } from '@hospital/rules';
import { fetchCasesReport } from '../../api/reports';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { ReportCasesTable } from './ReportCasesTable';
import { ReportCharts } from './ReportCharts';
import { ReportExportButtons } from './ReportExportButtons';
import { ReportFilters } from './ReportFilters';
import { defaultReportFilters, reportQueryString, type ReportFilterValues } from './report-query';
import './report.css';

/**
 * Issue 14 item 4: the cases report — filters, charts, the table (50 a page) and the exports —
 * on /hospital/report and the Admin reports page. GET /api/v1/data/report?from&to….
 */
export function CasesReport() {
  const [filters, setFilters] = useState<ReportFilterValues>(() => defaultReportFilters());
  const [pageNumber, setPageNumber] = useState(1);
  const valid = Boolean(filters.from && filters.to) && reportRangeProblem(filters.from, filters.to) === null;
  const report = useQuery({
    queryKey: ['report', 'cases', filters, pageNumber],
    queryFn: () => fetchCasesReport(reportQueryString(filters, { PageNumber: pageNumber, PageSize: REPORT_PAGE_SIZE })),
    enabled: valid,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const result = report.data;
  const change = (next: ReportFilterValues) => {
    setFilters(next);
    setPageNumber(1);
  };

  return (
    <section className="grid" data-testid="cases-report">
      <div className="card grid">
        <div className="card-header cases-report-header">
          <h2>รายงานเคส Telemedicine</h2>
          <ReportExportButtons filters={filters} disabled={!valid} />
        </div>
        <ReportFilters value={filters} onChange={change} />
      </div>
      {report.isError && (
        <p className="alert alert-danger" role="alert" data-testid="cases-report-error">
          {report.error.message}
        </p>
      )}
      {valid && !result && !report.isError && <Spinner label="กำลังโหลดรายงาน" />}
      {result && (
        <>
          <ReportCharts charts={result.charts} />
          <div className="card">
            <p className="muted" data-testid="cases-report-count">
              ทั้งหมด {result.totalCount.toLocaleString('th-TH')} เคส
            </p>
            {result.totalCount === 0 ? (
              <p data-testid="cases-report-empty">ไม่มีเคสในช่วงวันที่และเงื่อนไขที่เลือก</p>
            ) : (
              <ReportCasesTable rows={result.data} showsIdentity={result.showsIdentity} />
            )}
            <Pager pageNumber={pageNumber} shownPage={result.pageNumber} totalCount={result.totalCount} pageSize={REPORT_PAGE_SIZE} onPage={setPageNumber} testId="cases-report" />
          </div>
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportRow } from '@hospital/contracts';
import { REPORT_MESSAGES, REPORT_PAGE_SIZE, mayReadReport } from '@hospital/rules';
import { usePublicConfig } from '../../api/config';
import { fetchReportRows } from '../../api/reports';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';
import { CasesReport } from './CasesReport';

/** The columns of §3 Report row, in the spec's order. */
const COLUMNS: Array<[keyof ReportRow, string]> = [
  ['piNote', 'PI'],
  ['peNote', 'PE'],
  ['nurseNote', 'บันทึกการพยาบาล'],
  ['visitKey', 'รหัสการรับบริการ'],
  ['hxNote', 'Hx'],
  ['searchCode', 'รหัสค้นหา'],
  ['rosNote', 'ROS'],
  ['ccNote', 'บันทึก CC'],
];

/**
 * /hospital/report — care-services §2 Staff pages (report table), §7 GET /api/v1/data/report
 * ?PageNumber&PageSize: the visits' note rows, 50 a page, for the telemedicine hospital's own
 * account (accounts §6); another network account sees why there is nothing. Issue 14 item 4:
 * above them, the cases report (filters, charts, table, exports: CasesReport).
 */
export function ReportPage() {
  const { user } = useSession();
  const config = usePublicConfig();
  const [pageNumber, setPageNumber] = useState(1);
  const allowed = config.data ? mayReadReport(user, config.data.teleHospitalName) : false;
  const report = useQuery({
    queryKey: ['report', pageNumber],
    queryFn: () => fetchReportRows(pageNumber, REPORT_PAGE_SIZE),
    enabled: allowed,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const result = report.data;

  let body;
  if (!config.data) body = <Spinner label="กำลังโหลด" />;
  else if (!allowed)
    body = (
      <p className="alert alert-danger" data-testid="report-forbidden">
        รายงานนี้สำหรับบัญชีของโรงพยาบาล {config.data.teleHospitalName} เท่านั้น
      </p>
    );
  else if (report.isError)
    body = (
      <p className="alert alert-danger" role="alert" data-testid="report-error">
        {report.error.message}
      </p>
    );
  else if (!result) body = <Spinner label="กำลังโหลดรายงาน" />;
  else if (result.totalCount === 0) body = <p data-testid="report-empty">{REPORT_MESSAGES.empty}</p>;
  else
    body = (
      <>
        <p className="muted" data-testid="report-count">
          ทั้งหมด {result.totalCount.toLocaleString('th-TH')} รายการ
        </p>
        <div className="table-wrap">
          {/* Issue 16 item 4: under 640 px each visit is a card with its labels (styles.css .table-cards). */}
          <table className="table table-cards" data-testid="report-table">
            <thead>
              <tr>
                {COLUMNS.map(([key, label]) => (
                  <th key={key}>{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.data.map((row) => (
                <tr key={row.visitKey} data-testid="report-row">
                  {COLUMNS.map(([key, label]) => (
                    <td key={key} data-field={key} data-label={label} style={{ whiteSpace: 'pre-line' }}>
                      {row[key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager pageNumber={pageNumber} shownPage={result.pageNumber} totalCount={result.totalCount} pageSize={REPORT_PAGE_SIZE} onPage={setPageNumber} testId="report" />
      </>
    );

  return (
    <>
      <ProfileHeader title={REPORT_MESSAGES.title} />
      <section className="container grid">
        {allowed && <CasesReport />}
        <div className="card" data-testid="report-page">
          {allowed && <h2>บันทึกการตรวจจากระบบ HIS</h2>}
          {body}
        </div>
      </section>
    </>
  );
}

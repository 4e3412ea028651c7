import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportResponse, ReportRow } from '@hospital/contracts';
import { REPORT_MESSAGES, REPORT_PAGE_SIZE, mayReadReport } from '@hospital/rules';
import { api } from '../../api/client';
import { usePublicConfig } from '../../api/config';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';

/** The columns of §3 Report row, in the spec's order. */
const COLUMNS: Array<[keyof ReportRow, string]> = [
  ['piNote', 'PI'],
  ['peNote', 'PE'],
  ['nurseNote', 'Nurse note'],
  ['visitKey', 'Visit key'],
  ['hxNote', 'Hx'],
  ['searchCode', 'รหัสค้นหา'],
  ['rosNote', 'ROS'],
  ['ccNote', 'CC note'],
];

/**
 * /hospital/report — care-services §2 Staff pages (report table), §7 GET /api/v1/data/report
 * ?PageNumber&PageSize: the visits' note rows, 50 a page, for the telemedicine hospital's own
 * account (accounts §6); another network account sees why there is nothing.
 */
export function ReportPage() {
  const { user } = useSession();
  const config = usePublicConfig();
  const [pageNumber, setPageNumber] = useState(1);
  const allowed = config.data ? mayReadReport(user, config.data.teleHospitalName) : false;
  const report = useQuery({
    queryKey: ['report', pageNumber],
    queryFn: () => api.get<ReportResponse>(`/api/v1/data/report?PageNumber=${pageNumber}&PageSize=${REPORT_PAGE_SIZE}`),
    enabled: allowed,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const result = report.data;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / REPORT_PAGE_SIZE)) : 1;

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
          <table className="table" data-testid="report-table">
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
                  {COLUMNS.map(([key]) => (
                    <td key={key} data-field={key} style={{ whiteSpace: 'pre-line' }}>
                      {row[key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <div className="button-row pager" data-testid="report-pager">
            <button type="button" className="btn btn-light" disabled={pageNumber <= 1} onClick={() => setPageNumber((p) => p - 1)} data-testid="report-prev">
              ก่อนหน้า
            </button>
            <span data-testid="report-page">
              หน้า {result.pageNumber} / {pages}
            </span>
            <button type="button" className="btn btn-light" disabled={pageNumber >= pages} onClick={() => setPageNumber((p) => p + 1)} data-testid="report-next">
              ถัดไป
            </button>
          </div>
        )}
      </>
    );

  return (
    <>
      <ProfileHeader title={REPORT_MESSAGES.title} />
      <section className="container">
        <div className="card" data-testid="report-page">
          {body}
        </div>
      </section>
    </>
  );
}

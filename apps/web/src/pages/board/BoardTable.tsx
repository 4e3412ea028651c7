import { Link } from 'react-router-dom';
import type { TeleRequest } from '@hospital/contracts';
import { CONSULT_SERVICE_TYPE } from '@hospital/rules';

/** Where a case opens: consultations on /consultInfo, the rest on /teleInfo (care-services §2). */
export function caseLink(row: Pick<TeleRequest, 'teleID' | 'serviceType'>): string {
  const page = row.serviceType === CONSULT_SERVICE_TYPE ? 'consultInfo' : 'teleInfo';
  return `/${page}/${encodeURIComponent(row.teleID)}`;
}

/** The rows of a staff board: appointment, patient, HN, service, status, images. */
export function BoardTable({ rows, showDoctor = false }: { rows: readonly TeleRequest[]; showDoctor?: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="board-table">
        <thead>
          <tr>
            <th>วันเวลานัดหมาย</th>
            <th>ชื่อ-สกุล</th>
            <th>HN</th>
            <th>ประเภทบริการ</th>
            {showDoctor && <th>แพทย์</th>}
            <th>สถานะ</th>
            <th>รูปภาพ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teleID} className="board-row" data-testid={`board-row-${row.teleID}`} data-status={row.flowStatus}>
              <td>
                <Link to={caseLink(row)}>{row.appointDatetimeText}</Link>
              </td>
              <td>
                <Link to={caseLink(row)}>{row.fullName}</Link>
              </td>
              <td className="mono">{row.hn ?? '-'}</td>
              <td>{row.serviceTypeName}</td>
              {showDoctor && <td>{row.parentName ?? '-'}</td>}
              <td>
                <span className="badge board-status">{row.flowStatusName}</span>
              </td>
              <td>{row.imageCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

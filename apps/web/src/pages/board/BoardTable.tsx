import { Link } from 'react-router-dom';
import type { TeleBoardRow, TeleRequest } from '@hospital/contracts';
import { CONSULT_SERVICE_TYPE, SLA_MESSAGES, bahtWithSign, boardOf, formatThaiShortDateTime, queuePlaceText, waitedText } from '@hospital/rules';
import { SlipCheckView } from '../payment/SlipCheckView';
import { rowLevel } from './sla-clock';

/** Issue 13 item 4: the HIS has the costs while the case is still with the nurse or the doctor. */
const COSTS_READY_STATUSES: readonly number[] = [1, 2, 3];

/** Where a case opens: consultations on /consultInfo, the rest on /teleInfo (care-services §2). */
export function caseLink(row: Pick<TeleRequest, 'teleID' | 'serviceType'>): string {
  const page = row.serviceType === CONSULT_SERVICE_TYPE ? 'consultInfo' : 'teleInfo';
  return `/${page}/${encodeURIComponent(row.teleID)}`;
}

/**
 * The rows of a staff board: appointment, patient, HN, service, status, images. Issue 13: today's
 * queue place ('คิวที่ n', rows come in queue order), 'ค่าใช้จ่ายพร้อมแล้ว' once the HIS has the
 * costs (1, 2, 3), and with `showSlips` the slip check of a case on the finance board.
 */
/** A board row; the SLA fields (issue 14 item 1) when the list gives them. */
type Row = TeleRequest & Partial<Pick<TeleBoardRow, 'statusSince' | 'overdue' | 'slaDueAt' | 'slaAmberAt' | 'slaLevel'>>;

/**
 * Issue 14 item 1: how long the case has waited at its status, and its due time; the row is
 * amber from 75 % of the status's limit and red when overdue (`now`: the server's clock, ticking).
 */
function SlaCell({ row, now }: { row: Row; now: number }) {
  if (!row.statusSince) return <td data-label="รอในสถานะนี้">-</td>;
  const level = rowLevel(row, now);
  return (
    <td data-label="รอในสถานะนี้" data-testid={`board-wait-${row.teleID}`}>
      <div className="sla-wait">{waitedText((now - Date.parse(row.statusSince)) / 60_000)}</div>
      {row.slaDueAt && (
        <div className="sla-due">
          {level === 'red' ? SLA_MESSAGES.overdue : 'ครบกำหนด'} {formatThaiShortDateTime(row.slaDueAt)}
        </div>
      )}
    </td>
  );
}

/** `linkOf`: where a row opens (default caseLink; issue 35 item 1: the doctor's board opens the video screen). */
export function BoardTable({
  rows,
  showDoctor = false,
  showSlips = false,
  now = Date.now(),
  linkOf = caseLink,
}: {
  rows: readonly Row[];
  showDoctor?: boolean;
  showSlips?: boolean;
  now?: number;
  linkOf?: (row: Row) => string;
}) {
  return (
    <div className="table-wrap">
      {/* Issue 16 item 4: under 640 px each row is a card (styles.css .table-cards): the name as its title, fields labelled. */}
      <table className="table table-cards" data-testid="board-table">
        <thead>
          <tr>
            <th>วันเวลานัดหมาย</th>
            <th>ชื่อ-สกุล</th>
            <th>HN</th>
            <th>ประเภทบริการ</th>
            {showDoctor && <th>แพทย์</th>}
            <th>สถานะ</th>
            <th>รอในสถานะนี้</th>
            <th>รูปภาพ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teleID} className={`board-row sla-${rowLevel(row, now)}`} data-testid={`board-row-${row.teleID}`} data-status={row.flowStatus} data-sla={rowLevel(row, now)}>
              <td data-label="วันเวลานัดหมาย">
                <Link to={linkOf(row)}>{row.appointDatetimeText}</Link>
              </td>
              <td className="table-cards-title">
                <Link to={linkOf(row)}>{row.fullName}</Link>
              </td>
              <td className="mono" data-label="HN">{row.hn ?? '-'}</td>
              <td data-label="ประเภทบริการ">{row.serviceTypeName}</td>
              {showDoctor && <td data-label="แพทย์">{row.parentName ?? '-'}</td>}
              <td data-label="สถานะ" className="table-cards-status">
                <span className="badge board-status">{row.flowStatusName}</span>
                {(row.queue || (row.costsReady && COSTS_READY_STATUSES.includes(row.flowStatus))) && (
                  <div className="board-badges">
                    {row.queue && (
                      <span className="badge badge-queue" data-testid={`board-queue-${row.teleID}`}>
                        {queuePlaceText(row.queue.place)}
                      </span>
                    )}
                    {row.costsReady && COSTS_READY_STATUSES.includes(row.flowStatus) && (
                      <span className="badge badge-costs-ready" data-testid={`costs-ready-${row.teleID}`}>
                        ค่าใช้จ่ายพร้อมแล้ว
                      </span>
                    )}
                  </div>
                )}
                {showSlips && boardOf(row.flowStatus) === 'finance' && row.costTotal !== null && (
                  <div className="muted" data-testid={`board-amount-${row.teleID}`}>
                    ยอดที่ต้องชำระ {bahtWithSign(row.costTotal)}
                  </div>
                )}
                {showSlips && row.slip && boardOf(row.flowStatus) === 'finance' && (
                  <SlipCheckView slip={row.slip} compact testIdOf={(kind) => `slip-${kind}-${row.teleID}`} />
                )}
              </td>
              <SlaCell row={row} now={now} />
              <td data-label="รูปภาพ">{row.imageCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { TeleRequest } from '@hospital/contracts';
import { TELE_MESSAGES, mayMove, patientMayPay, showsCallButton } from '@hospital/rules';
import { teleKeys, trackingNumbersText, useMyTele } from '../../api/tele';
import { ErrorModal } from '../../components/ErrorModal';
import { Spinner } from '../../components/Spinner';
import { useRoom } from '../../realtime/useRoom';
import { useCaseMove } from '../case/useCaseMove';
import '../case/case.css';

/**
 * The patient's telemedicine list (care-services §2 profile area, telemedicine tab): date,
 * service, status, tracking numbers once shipped, and what the patient can do now — pay
 * (patientMayPay), confirm receipt (6→7), join the call. Live on the patient's own room.
 */
export function MyTeleList({ userID }: { userID: string }) {
  const list = useMyTele();
  useRoom(`patient:${userID}`, [teleKeys.mine()]);
  const rows = list.data?.data ?? [];

  if (list.isLoading) return <Spinner label="กำลังโหลดข้อมูล" />;
  if (rows.length === 0)
    return (
      <p className="muted" data-testid="mytele-empty">
        ยังไม่มีรายการ Telemedicine
      </p>
    );
  return (
    <div className="table-wrap">
      <table className="table table-cards" data-testid="mytele-list">
        <thead>
          <tr>
            <th>วันเวลานัดหมาย</th>
            <th>บริการ</th>
            <th>สถานะ</th>
            <th>เลขพัสดุ</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <MyTeleRow key={t.teleID} teleID={t.teleID} row={t} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MyTeleRow({ teleID, row }: { teleID: string; row: TeleRequest }) {
  const { move, busy, error, clearError, notice } = useCaseMove(teleID);
  const received = useCallback(() => void move({ flowStatus: 7 }, TELE_MESSAGES.saved), [move]);
  const status = row.flowStatus;
  const tracking = trackingNumbersText(row.jsonTrackingNo);
  return (
    <tr data-testid={`mytele-row-${teleID}`} data-status={status}>
      <td data-label="วันเวลานัดหมาย">{row.appointDatetimeText}</td>
      <td data-label="บริการ">{row.serviceTypeName}</td>
      <td data-label="สถานะ">
        <span className="status-badge" data-testid={`mytele-status-${teleID}`} data-status={status}>
          {row.flowStatusName}
        </span>
        {status === -5 && row.paymentMsg && (
          <div className="field-error" data-testid={`mytele-reason-${teleID}`}>
            {row.paymentMsg}
          </div>
        )}
        {notice && <div className="muted">{notice}</div>}
      </td>
      <td className="mono" data-label="เลขพัสดุ" data-testid={`mytele-tracking-${teleID}`}>
        {(status === 6 || status === 7) && tracking.join(', ')}
      </td>
      <td className="table-cards-actions">
        <div className="mytele-row-actions">
          {patientMayPay(status) && (
            <Link className="btn btn-primary" to={`/payment/${encodeURIComponent(teleID)}`} data-testid={`mytele-pay-${teleID}`}>
              แจ้งชำระเงิน
            </Link>
          )}
          {mayMove(status, 7, null, true) && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={received} data-testid={`mytele-received-${teleID}`}>
              ได้รับยาแล้ว
            </button>
          )}
          {showsCallButton(status) && status < 3 && (
            <Link className="btn btn-light" to={`/camera/${encodeURIComponent(teleID)}`} data-testid={`mytele-video-${teleID}`}>
              วิดีโอคอล
            </Link>
          )}
        </div>
        <ErrorModal message={error} onClose={clearError} title={TELE_MESSAGES.cannotSave} />
      </td>
    </tr>
  );
}

import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { TeleRequest } from '@hospital/contracts';
import { TELE_MESSAGES, receiptAvailable, teleHomeAction, teleHomeStatusText } from '@hospital/rules';
import { trackingNumbersText } from '../../api/tele';
import { ErrorModal } from '../../components/ErrorModal';
import { Spinner } from '../../components/Spinner';
import { useCaseMove } from '../case/useCaseMove';
import { ParcelTimeline, useParcelTracking } from '../tele/ParcelTimeline';
import { AddToCalendarButton } from './AddToCalendarButton';
import { EarlierOffersToggle } from '../earlier-offers/EarlierOffersToggle';
import { QueuePlaceBox } from './QueuePlaceBox';
import { TeleRescheduleButton } from '../reschedule/RescheduleButtons';
import { ReceiptButton } from '../receipt/ReceiptButton';

const enc = encodeURIComponent;

/**
 * One telemedicine visit on the patient's home (issue 13 item 1): the Buddhist-era date and
 * time, the state in plain words, today's queue place, and the one action of the state
 * (libs/rules patient-home.ts): pay with the amount, attach another slip, join the call, or
 * confirm the medicine arrived (6 → 7). Issue 32: ONE queue number (the place in today's video
 * queue, as the staff board shows it; item 1) and 'เพิ่มลงปฏิทิน' (item 6). `turnNow`, `calendar`:
 * libs/rules teleHomeItem.
 */
export function TeleHomeCard({ tele, turnNow = false, calendar = false }: { tele: TeleRequest; turnNow?: boolean; calendar?: boolean }) {
  const id = tele.teleID;
  const action = teleHomeAction(tele);
  const { move, busy, error, clearError, notice } = useCaseMove(id);
  const received = useCallback(() => void move({ flowStatus: 7 }, TELE_MESSAGES.saved), [move]);
  const tracking = trackingNumbersText(tele.jsonTrackingNo);
  // Issue 14 item 3: the parcel's timeline at 6 and 7; once delivered its own 'ได้รับพัสดุแล้ว' replaces the generic button.
  const shipped = (tele.flowStatus === 6 || tele.flowStatus === 7) && tracking.length > 0;
  const delivered = useParcelTracking(id, 'patient', shipped).data?.delivered === true;

  return (
    <article className={`home-card${turnNow ? ' home-card-turn' : ''}`} data-testid={`home-card-tele-${id}`} data-status={tele.flowStatus} data-turn={turnNow || undefined}>
      <div className="home-card-kind">Telemedicine · {tele.serviceTypeName}</div>
      <div className="home-card-when">{tele.appointDatetimeText}</div>
      <div className={`home-card-status home-tele-status-${tele.flowStatus}`} data-testid={`home-status-${id}`}>
        {teleHomeStatusText(tele)}
      </div>
      {tele.flowStatus === -5 && tele.paymentMsg && <p className="home-card-note home-card-warn">เหตุผล: {tele.paymentMsg}</p>}
      {(tele.flowStatus === 6 || tele.flowStatus === 7) && tracking.length > 0 && (
        <p className="home-card-note">
          เลขพัสดุ <span className="mono" data-testid={`home-tracking-${id}`}>{tracking.join(', ')}</span>
        </p>
      )}
      {shipped && <ParcelTimeline teleID={id} viewer="patient" onConfirm={received} busy={busy} />}
      <QueuePlaceBox id={id} card={{ queue: tele.queue }} />
      {notice && <p className="home-card-note">{notice}</p>}
      {action && !(action.kind === 'received' && delivered) && (
        <div className="home-card-actions">
          {action.kind === 'received' ? (
            <button type="button" className="btn btn-primary home-action" disabled={busy} onClick={received} data-testid={`home-action-${id}`}>
              {busy && <Spinner small />}
              {action.label}
            </button>
          ) : (
            <Link
              className={`btn home-action ${action.kind === 'payMore' ? 'btn-outline' : 'btn-primary'}`}
              to={action.kind === 'video' ? `/camera/${enc(id)}` : `/payment/${enc(id)}`}
              data-testid={`home-action-${id}`}
            >
              {action.label}
            </Link>
          )}
        </div>
      )}
      {calendar && <AddToCalendarButton kind="tele" id={id} />}
      {calendar && tele.flowStatus === 0 && <EarlierOffersToggle kind="tele" id={id} />} {/* issue 32 item 3: แจ้งฉันถ้ามีคิวเร็วขึ้น */}
      {receiptAvailable(tele.flowStatus) && <ReceiptButton teleID={id} /> /* issue 32 item 7: the e-Receipt */}
      <TeleRescheduleButton tele={tele} /> {/* issue 32 item 2: 'เลื่อนนัด' while no one has started the visit */}
      <ErrorModal message={error} onClose={clearError} title={TELE_MESSAGES.cannotSave} />
    </article>
  );
}

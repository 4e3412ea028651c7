import { useEffect, useState } from 'react';
import type { TeleRequest, TeleTransferRequest } from '@hospital/contracts';
import { TELE_MESSAGES, TRACKING_LENGTH, shippingTabNote, showsTrackingEntry, trackingNumbersError, trackingNumbersOf } from '@hospital/rules';
import { trackingNumbersText } from '../../api/tele';
import { ParcelTimeline } from '../tele/ParcelTimeline';

export interface ShippingTabProps {
  tele: TeleRequest;
  role: string | null;
  busy: boolean;
  move(to: number, successText: string, extra?: Omit<TeleTransferRequest, 'flowStatus'>): Promise<boolean>;
  onError(message: string): void;
}

/**
 * The shipping tab (§4, §5 Tracking numbers, §6 Admin or Shipping at 5 or 6): one or two
 * tracking numbers of exactly 13 characters → 6. Otherwise what is true of the case now
 * (libs/rules shippingTabNote: 'รอเจ้าหน้าที่จัดส่ง' at 5, 'payment not yet verified' before;
 * issue 35 item 2), from the case as last read (refetched after every move and live).
 */
export function ShippingTab(props: ShippingTabProps) {
  const shipped = props.tele.jsonTrackingNo.length > 0 && (props.tele.flowStatus === 6 || props.tele.flowStatus === 7);
  return (
    <>
      <TrackingEntry {...props} />
      {/* Issue 14 item 3: what Thailand Post said about the parcels, live. */}
      {shipped && <ParcelTimeline teleID={props.tele.teleID} viewer="staff" />}
    </>
  );
}

function TrackingEntry({ tele, role, busy, move, onError }: ShippingTabProps) {
  const saved = trackingNumbersText(tele.jsonTrackingNo);
  const [first, setFirst] = useState(saved[0] ?? '');
  const [second, setSecond] = useState(saved[1] ?? '');
  // Numbers saved elsewhere (another Shipping user) replace an untouched form.
  const savedKey = saved.join('|');
  useEffect(() => {
    setFirst(saved[0] ?? '');
    setSecond(saved[1] ?? '');
  }, [savedKey]);

  async function save() {
    const entered = [first, second];
    const problem = trackingNumbersError(entered);
    if (problem) {
      onError(problem);
      return;
    }
    await move(6, TELE_MESSAGES.trackingSaved, { jsonTrackingNo: trackingNumbersOf(entered).map((barcode) => ({ barcode })) });
  }

  if (!showsTrackingEntry(tele.flowStatus, role)) {
    const note = shippingTabNote(tele.flowStatus);
    return saved.length > 0 ? (
      <ul data-testid="tracking-list">
        {saved.map((b) => (
          <li key={b} className="mono">
            {b}
          </li>
        ))}
      </ul>
    ) : note === TELE_MESSAGES.paymentNotVerified ? (
      <p className="muted" data-testid="shipping-not-verified">
        {note}
      </p>
    ) : (
      <p className="muted" data-testid="shipping-awaiting" data-status={tele.flowStatus}>
        {note ?? TELE_MESSAGES.awaitingShipment}
      </p>
    );
  }
  return (
    <form
      noValidate
      data-testid="shipping-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="tracking-grid">
        <label className="form-field">
          <span className="form-label">เลขพัสดุ 1 *</span>
          <input className="form-control mono" maxLength={TRACKING_LENGTH} value={first} onChange={(e) => setFirst(e.target.value.toUpperCase())} data-testid="tracking-1" />
        </label>
        <label className="form-field">
          <span className="form-label">เลขพัสดุ 2</span>
          <input className="form-control mono" maxLength={TRACKING_LENGTH} value={second} onChange={(e) => setSecond(e.target.value.toUpperCase())} data-testid="tracking-2" />
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="save-tracking">
        บันทึกเลขพัสดุ
      </button>
    </form>
  );
}

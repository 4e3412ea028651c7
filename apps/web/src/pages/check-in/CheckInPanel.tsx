import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Role, type BookingCheckInRequest } from '@hospital/contracts';
import { BOOKING_QUEUE_ORDER_NAMES, CHECK_IN_MESSAGES, bangkokDateKey, type BookingQueueOrder } from '@hospital/rules';
import { checkInBooking, checkInKeys, saveBookingQueueSettings, useBookingQueueSettings } from '../../api/check-in';
import { bookingKeys } from '../../api/bookings';
import { errorText } from '../../line/alerts';
import { useSession } from '../../session/useSession';
import { QrScanner } from './QrScanner';
import './check-in.css';

const CODE_IN_TEXT = /CK1[0-9a-f]{32}/;

/** What the typed or scanned text asks: a code (anywhere in a QR's text), else today's queue number. */
export function checkInRequestOf(text: string, today: string): BookingCheckInRequest | null {
  const t = text.trim();
  const code = CODE_IN_TEXT.exec(t)?.[0];
  if (code) return { code };
  if (/^\d{1,6}$/.test(t)) return { appointDate: today, bookingNumber: Number(t) };
  return t ? { code: t } : null;
}

/**
 * Issue 32 item 5, the counter on /admin/booking: 'สแกนเช็คอิน' opens the phone's camera and reads
 * the ticket's QR; the box takes the queue number (today's) or the code typed instead. The
 * server's Thai answer ('เช็คอินเรียบร้อย …', 'เช็คอินแล้วเมื่อ HH:mm') or refusal is shown; the row
 * turns 'มาถึงแล้ว HH:mm' through the board's live refetch. Admin also chooses the queue's order.
 */
export function CheckInPanel() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const send = async (raw: string) => {
    const body = checkInRequestOf(raw, bangkokDateKey());
    if (!body) return setResult({ ok: false, message: CHECK_IN_MESSAGES.codeRequired });
    setBusy(true);
    try {
      const res = await checkInBooking(body);
      setResult({ ok: true, message: `${res.message} · ${res.data.fullName}` });
      setText('');
    } catch (e) {
      setResult({ ok: false, message: errorText(e) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.board() });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(text);
  };

  return (
    <div className="check-in" data-testid="check-in-panel">
      <div className="check-in-panel">
        <button type="button" className="btn btn-primary" onClick={() => setScanning((s) => !s)} data-testid="check-in-scan">
          สแกนเช็คอิน
        </button>
        <form onSubmit={submit}>
          <label className="form-label">
            หมายเลขคิว (วันนี้) หรือรหัสเช็คอิน
            <input
              className="form-control"
              value={text}
              onChange={(e) => setText(e.target.value)}
              inputMode="text"
              autoComplete="off"
              maxLength={100}
              data-testid="check-in-input"
            />
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy} data-testid="check-in-submit">
            เช็คอิน
          </button>
        </form>
        {user?.role === Role.Admin && <QueueOrderSetting />}
      </div>
      {scanning && <QrScanner onCode={(code) => void send(code)} onClose={() => setScanning(false)} />}
      {result && (
        <div className={`alert ${result.ok ? 'alert-success' : 'alert-danger'}`} role="status" data-testid="check-in-result">
          {result.message}
        </div>
      )}
    </div>
  );
}

/** Admin: the clinic queue calls by queue number (default) or by arrival (GET/PUT /api/v1/booking-queue-settings). */
function QueueOrderSetting() {
  const queryClient = useQueryClient();
  const query = useBookingQueueSettings(true);
  const [saving, setSaving] = useState(false);
  const choose = async (order: BookingQueueOrder) => {
    setSaving(true);
    try {
      await saveBookingQueueSettings({ order });
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: checkInKeys.queueSettings() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.board() });
    }
  };
  return (
    <label className="form-label">
      ลำดับการเรียกคิว
      <select
        className="form-select"
        value={query.data?.order ?? 'appointment'}
        disabled={saving || !query.data}
        onChange={(e) => void choose(e.target.value as BookingQueueOrder)}
        data-testid="check-in-queue-order"
      >
        {(Object.keys(BOOKING_QUEUE_ORDER_NAMES) as BookingQueueOrder[]).map((o) => (
          <option key={o} value={o}>
            {BOOKING_QUEUE_ORDER_NAMES[o]}
          </option>
        ))}
      </select>
    </label>
  );
}

import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@hospital/contracts';
import { SERVED_UNDO_MESSAGES, bangkokTime, servedUndoSecondsLeft } from '@hospital/rules';
import { bookingKeys, markBookingServed, undoBookingServed } from '../../api/bookings';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { errorText } from '../../line/alerts';

/**
 * The booking board's 'รับบริการแล้ว' (issue 13 item 6) as issue 35 item 2 wants it: it asks once
 * (a confirm dialog naming the ticket and the patient), and for a minute after the mark the row
 * offers 'ยกเลิก' (DELETE …/served, libs/rules served-undo.ts), which puts the booking back in its
 * queue. The server decides the minute by its clock; a refusal is its Thai message.
 */
export function useServedMove() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice((await call()).message);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.board() });
    }
  };

  const dialog = (
    <ConfirmModal
      open={asking !== null}
      title={SERVED_UNDO_MESSAGES.confirmServed}
      busy={busy}
      onCancel={() => setAsking(null)}
      onConfirm={() => asking && void run(() => markBookingServed(asking.bookingID))}
      cancelLabel="ปิด"
      confirmLabel="รับบริการแล้ว"
      testId="booking-served"
    >
      {asking && (
        <div data-testid="booking-served-text">
          คิวที่ {asking.bookingNumber} · {asking.fullName}
          {'\n'}
          {asking.slotTypeName} · {asking.appointTime}
        </div>
      )}
    </ConfirmModal>
  );

  return {
    busy,
    notice,
    error,
    clearError: () => setError(null),
    /** Opens the confirm dialog; the mark is sent only from it. */
    ask: (b: Booking) => {
      setNotice(null);
      setAsking(b);
    },
    undo: (b: Booking) => void run(() => undoBookingServed(b.bookingID)),
    dialog,
  };
}

/** A served row's only state: 'รับบริการแล้ว HH:mm' (no §4 status badge, no queue, no arrival). */
export function ServedBadge({ booking: b }: { booking: Booking }) {
  if (!b.servedAt) return null;
  return (
    <span className="badge badge-served" data-testid={`booking-served-state-${b.bookingID}`}>
      รับบริการแล้ว {bangkokTime(b.servedAt)}
    </span>
  );
}

/** 'ยกเลิก (NN วินาที)' while the mark is within its minute (by this browser's clock; the server has the last word). */
export function UndoServedButton({ booking: b, busy, onUndo }: { booking: Booking; busy: boolean; onUndo(b: Booking): void }) {
  const left = useSecondsLeft(b.servedAt);
  if (left < 0) return null;
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={busy}
      onClick={() => onUndo(b)}
      aria-label={`ยกเลิกการบันทึกว่าได้รับบริการ (เหลือ ${left} วินาที)`}
      data-testid={`booking-unserve-${b.bookingID}`}
    >
      ยกเลิก ({left} วินาที)
    </button>
  );
}

function useSecondsLeft(servedAt: string | null): number {
  const left = () => (servedAt ? servedUndoSecondsLeft(servedAt, Date.now()) : -1);
  const [value, setValue] = useState(left);
  useEffect(() => {
    setValue(left());
    if (!servedAt) return;
    const timer = window.setInterval(() => {
      const next = left();
      setValue(next);
      if (next < 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [servedAt]);
  return value;
}

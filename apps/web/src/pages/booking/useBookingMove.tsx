import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Booking } from '@hospital/contracts';
import { bookingStatusName } from '@hospital/rules';
import { updateBookingStatus } from '../../api/bookings';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ErrorModal } from '../../components/ErrorModal';
import { errorText } from '../../line/alerts';

/** What a move asks the person: confirm attending (1) or cancel (−1). */
const QUESTION: Readonly<Record<string, string>> = { '1': 'ยืนยันการเข้ารับบริการ', '-1': 'ยกเลิกการจอง' };

interface Pending {
  booking: Booking;
  to: 1 | -1;
}

/**
 * A booking status move (care-services §4, PUT /api/v1/bookings/updatestatus/{id}) through a
 * confirm dialog, shared by the patient's list and the staff board. `ask(booking, to)` opens
 * the dialog; on success `key` is refetched and `notice` holds the server's Thai answer; a
 * refusal closes the dialog and shows the server's message in the error modal (§8).
 */
export function useBookingMove(key: QueryKey) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = useCallback((booking: Booking, to: 1 | -1) => {
    setNotice(null);
    setPending({ booking, to });
  }, []);

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await updateBookingStatus(pending.booking.bookingID, pending.to);
      setNotice(answer.message);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setPending(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const dialogs = (
    <>
      <ConfirmModal
        open={pending !== null}
        title={pending ? QUESTION[String(pending.to)] : ''}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void run()}
        cancelLabel="ปิด"
        confirmLabel={pending ? QUESTION[String(pending.to)] : 'ยืนยัน'}
        testId="booking-move"
      >
        {pending && (
          <div data-testid="booking-move-text">
            คิวที่ {pending.booking.bookingNumber} · {pending.booking.slotTypeName}
            {'\n'}วันที่ {pending.booking.appointDatetimeText}
            {'\n'}สถานะปัจจุบัน: {bookingStatusName(pending.booking.bookingStatus)}
          </div>
        )}
      </ConfirmModal>
      <ErrorModal message={error} onClose={() => setError(null)} />
    </>
  );

  return { ask, busy, notice, dialogs };
}

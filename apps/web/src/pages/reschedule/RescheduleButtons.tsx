import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking, TeleRequest } from '@hospital/contracts';
import { canRescheduleBooking, canRescheduleTele, isBookingSlotType, isTeleServiceType } from '@hospital/rules';
import { rescheduleBooking, rescheduleTele } from '../../api/appointments';
import { bookingKeys } from '../../api/bookings';
import { teleKeys } from '../../api/tele';
import { ReschedulePicker, type RescheduleChoice } from './ReschedulePicker';
import './reschedule.css';

/**
 * Issue 32 item 2: 'เลื่อนนัด' — one button per appointment kind, each its own component put on
 * the patient's home cards and the staff board with one line. The picker chooses; the button
 * sends the command (PUT /api/v1/bookings/{id}, PUT /api/v1/tele/{id}) and refreshes the lists;
 * the new time and queue number are said in Thai.
 */

/**
 * The last move's sentence for a page whose row leaves the list when it moves (the staff board
 * shows one day: a booking moved to another day is no longer on it), shown by RescheduleNotice.
 */
let lastNotice: string | null = null;
const listeners = new Set<() => void>();
function announce(text: string | null): void {
  lastNotice = text;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the staff board says what the last 'เลื่อนนัด' did (the moved row may have left the day's list). */
export function RescheduleNotice() {
  const text = useSyncExternalStore(subscribe, () => lastNotice);
  if (!text) return null;
  return (
    <div className="alert alert-info" role="status" data-testid="reschedule-notice">
      {text}
    </div>
  );
}

/** A clinic booking's 'เลื่อนนัด' (the patient's home card; `staff`: the booking board's row). */
export function BookingRescheduleButton({ booking, staff = false }: { booking: Booking; staff?: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const id = booking.bookingID;
  if (!isBookingSlotType(booking.slotType) || !canRescheduleBooking(booking, new Date())) return null;
  const slotType = booking.slotType;

  const move = async ({ date, time }: RescheduleChoice) => {
    const answer = await rescheduleBooking(id, { appointDate: date, appointTime: time ?? '', slotType });
    const text = `${answer.message} · ${answer.data.fullName ? `${answer.data.fullName} · ` : ''}${answer.data.appointDatetimeText} · คิวที่ ${answer.data.bookingNumber}`;
    setOpen(false);
    if (staff) announce(text);
    else setDone(text);
    await queryClient.invalidateQueries({ queryKey: staff ? bookingKeys.board() : bookingKeys.mine() });
  };

  return (
    <>
      <button
        type="button"
        className={`btn btn-outline${staff ? '' : ' reschedule-action'}`}
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
        data-testid={`reschedule-${id}`}
      >
        เลื่อนนัด
      </button>
      {done && (
        <p className="reschedule-done" role="status" data-testid={`reschedule-done-${id}`}>
          {done}
        </p>
      )}
      {open && (
        <ReschedulePicker
          subject={{ kind: 'booking', id, slotType, current: booking.appointDatetimeText, currentDate: booking.appointDate, currentTime: booking.appointTime }}
          onMove={move}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** A telemedicine visit's 'เลื่อนนัด' on the patient's home card, while no one has started it (flowStatus 0). */
export function TeleRescheduleButton({ tele }: { tele: TeleRequest }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const id = tele.teleID;
  if (!isTeleServiceType(tele.serviceType) || !canRescheduleTele(tele)) return null;
  const serviceType = tele.serviceType;

  const move = async ({ date, time }: RescheduleChoice) => {
    const answer = await rescheduleTele(id, `${date}T${time ?? ''}`);
    setOpen(false);
    setDone(`${answer.message} · ${answer.data.appointDatetimeText}`);
    await Promise.all([queryClient.invalidateQueries({ queryKey: teleKeys.mine() }), queryClient.invalidateQueries({ queryKey: teleKeys.case(id) })]);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline reschedule-action"
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
        data-testid={`reschedule-${id}`}
      >
        เลื่อนนัด
      </button>
      {done && (
        <p className="reschedule-done" role="status" data-testid={`reschedule-done-${id}`}>
          {done}
        </p>
      )}
      {open && (
        <ReschedulePicker
          subject={{ kind: 'tele', id, serviceType, current: tele.appointDatetimeText, currentDate: tele.appointDate, currentTime: tele.appointTime }}
          onMove={move}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

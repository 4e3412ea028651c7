import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_HOURS_TEXT,
  TELE_MESSAGES,
  TELE_SLOT_TYPE,
  bookingWeekdayProblem,
  dayProblem,
  disabledKindFor,
  formatThaiAppointment,
  horizonLastMonth,
  horizonNote,
  horizonProblem,
  inBangkok,
  slotTimeStarted,
  type BookingSlotType,
  type NamedDate,
  type TeleServiceType,
} from '@hospital/rules';
import { useAppointmentSettings } from '../../api/appointments';
import { fetchBookingSlots } from '../../api/bookings';
import { fetchTeleSlots } from '../../api/tele';
import { ApiError } from '../../api/client';
import { failureNotice } from '../../components/error-notice';
import { Spinner } from '../../components/Spinner';
import { MonthPicker } from '../tele/MonthPicker';
import { useMonthCalendar } from '../tele/useMonthCalendar';
import '../tele/tele.css';
import './reschedule.css';

/** What is being moved: a clinic booking (its slot type) or a telemedicine visit (its service type). */
export type RescheduleSubject =
  | { kind: 'booking'; id: string; slotType: BookingSlotType; current: string; currentDate: string; currentTime: string }
  | { kind: 'tele'; id: string; serviceType: TeleServiceType; current: string; currentDate: string; currentTime: string };

/** The move to send: the new day and, where the service books a time, the time. */
export interface RescheduleChoice {
  date: string;
  time: string | null;
}

/** The free times of a day for the subject: the special clinic's seats left, a telemedicine type's free slots; regular hours book the day. */
function slotsOf(subject: RescheduleSubject, date: string): Promise<string[]> {
  if (subject.kind === 'booking') return fetchBookingSlots(date, subject.slotType).then((rows) => rows.map((r) => r.slotTime));
  return fetchTeleSlots(date, TELE_SLOT_TYPE[subject.serviceType]).then((rows) => rows.map((r) => r.slotTime));
}

/**
 * Issue 32 item 2: the phone-first picker of 'เลื่อนนัด' (the patient's home cards, the staff
 * board): the month (the day rules of the service and the horizon grey what cannot be chosen,
 * holidays and disabled dates red), then the day's free times from the booking pages' own slot
 * lists, then the move (`onMove`, the caller's command). A refusal is shown here in Thai and the
 * times are read again; the dialog closes only on success.
 */
export function ReschedulePicker({
  subject,
  onMove,
  onClose,
}: {
  subject: RescheduleSubject;
  onMove(choice: RescheduleChoice): Promise<void>;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const today = inBangkok();
  const settings = useAppointmentSettings();
  const [view, setView] = useState({ year: today.year(), month: today.month() + 1 });
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const kind = subject.kind === 'booking' ? disabledKindFor({ kind: 'booking', slotType: subject.slotType }) : disabledKindFor({ kind: 'tele', serviceType: subject.serviceType });
  const calendar = useMonthCalendar(view.year, view.month, kind);
  const needsTime = !(subject.kind === 'booking' && subject.slotType === 1);
  const slotKey = ['reschedule', 'slots', subject.kind, subject.kind === 'booking' ? subject.slotType : subject.serviceType, date];
  const slots = useQuery({ queryKey: slotKey, queryFn: () => slotsOf(subject, date!), enabled: needsTime && date !== null, staleTime: 0 });
  // A time of today that has begun is not offered; nor the appointment's own.
  const times = (slots.data ?? []).filter((t) => !(date && slotTimeStarted(date, t, new Date())) && !(date === subject.currentDate && t === subject.currentTime));

  const problemOf = (day: string): string | null => {
    const now = new Date();
    const rule =
      subject.kind === 'booking'
        ? (bookingWeekdayProblem(subject.slotType, day) ?? dayProblem({ kind: 'booking', slotType: subject.slotType, date: day, now }))
        : dayProblem({ kind: 'tele', serviceType: subject.serviceType, date: day, now });
    return rule ?? horizonProblem(day, now, settings.horizonDays);
  };
  const red: NamedDate[] = [...calendar.holidays, ...calendar.disabled];
  const ready = date !== null && (!needsTime || time !== null) && !(date === subject.currentDate && !needsTime);

  const move = async () => {
    if (!date || !ready) return;
    setBusy(true);
    setError(null);
    try {
      await onMove({ date, time: needsTime ? time : null });
    } catch (e) {
      setError(failureNotice(e, 'form').message);
      if (e instanceof ApiError && e.status === 409) {
        setTime(null);
        await queryClient.invalidateQueries({ queryKey: slotKey });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="modal-backdrop" data-testid="reschedule-modal">
      <div className="modal reschedule-modal" role="dialog" aria-modal="true" aria-labelledby="reschedule-title">
        <div className="modal-header confirm-header">
          <h2 id="reschedule-title">เลื่อนนัด</h2>
        </div>
        <div className="modal-body reschedule-body">
          <p className="reschedule-current" data-testid="reschedule-current">
            นัดเดิม: {subject.current}
          </p>
          <MonthPicker
            year={view.year}
            month={view.month}
            onMonth={(year, month) => setView({ year, month })}
            selected={date}
            red={red}
            problemOf={problemOf}
            onSelect={(d) => {
              setDate(d);
              setTime(null);
              setError(null);
            }}
            onRed={(d) => setError(`${d.name}: ไม่เปิดให้บริการ`)}
            onUnavailable={(_d, problem) => setError(problem)}
            minMonth={{ year: today.year(), month: today.month() + 1 }}
            maxMonth={horizonLastMonth(new Date(), settings.horizonDays)}
          />
          <p className="muted reschedule-horizon" data-testid="reschedule-horizon">
            {horizonNote(new Date(), settings.horizonDays)}
          </p>
          <fieldset className="form-section reschedule-times">
            <legend>เวลา{date ? ` วันที่ ${formatThaiAppointment(date)}` : ''}</legend>
            {!needsTime ? (
              <p className="muted">{BOOKING_HOURS_TEXT[1]}</p>
            ) : !date ? (
              <p className="muted">กรุณาเลือกวันที่</p>
            ) : slots.isLoading ? (
              <Spinner label="กำลังโหลดช่วงเวลา" />
            ) : times.length === 0 ? (
              <p className="muted" data-testid="reschedule-no-slots">
                {TELE_MESSAGES.noSlots}
              </p>
            ) : (
              <div className="tele-slots">
                {times.map((t) => (
                  <button
                    key={t}
                    type="button"
                    className={`btn ${time === t ? 'btn-primary' : 'btn-light'}`}
                    aria-pressed={time === t}
                    onClick={() => setTime(t)}
                    data-testid={`reschedule-slot-${t}`}
                  >
                    {t}
                  </button>
                ))}
              </div>
            )}
          </fieldset>
          {error && (
            <div className="alert alert-danger" role="alert" data-testid="reschedule-error">
              {error}
            </div>
          )}
        </div>
        <div className="modal-footer confirm-footer reschedule-footer">
          <button type="button" className="btn btn-light" onClick={onClose} disabled={busy} data-testid="reschedule-close">
            ปิด
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void move()} disabled={!ready || busy} data-testid="reschedule-confirm">
            {busy && <Spinner small />}
            {date ? `เลื่อนเป็น ${formatThaiAppointment(date, needsTime ? time : null)}` : 'ยืนยันเลื่อนนัด'}
          </button>
        </div>
      </div>
    </div>
  );
}

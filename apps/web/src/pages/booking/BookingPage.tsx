import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FILE_CATEGORY, type BookingCreateRequest, type BookingCreateResponse } from '@hospital/contracts';
import {
  BOOKING_ARRIVE_EARLY_TEXT,
  BOOKING_DESCRIPTION_MAX,
  BOOKING_HOURS_TEXT,
  IN_PERSON_SERVICE_NAMES,
  TELE_MESSAGES,
  bookingProblem,
  bookingTimeOf,
  bookingWeekdayProblem,
  dayProblem,
  disabledKindFor,
  formatThaiAppointment,
  futureBookingsProblem,
  horizonLastMonth,
  horizonNote,
  horizonProblem,
  inBangkok,
  isFutureClinicBooking,
  slotTimeStarted,
  stepProblem,
  type BookingSlotType,
  type BookingStep,
} from '@hospital/rules';
import { useAppointmentSettings } from '../../api/appointments';
import { setBookingEarlierOffers } from '../../api/earlier-offers';
import { EarlierOffersCheckbox } from '../earlier-offers/EarlierOffersCheckbox';
import { bookingKeys, createBooking, fetchBookingSlots, useBookingSlots, useMyBookings } from '../../api/bookings';
import { ApiError } from '../../api/client';
import { ErrorModal } from '../../components/ErrorModal';
import { LAND_AT_TOP } from '../../components/land-at-top';
import { useSession } from '../../session/useSession';
import { failureNotice, ruleNotice, type ErrorNotice } from '../../components/error-notice';
import { uploadImages, uploadProblem, type PickedPhoto } from '../../components/images';
import { errorText } from '../../line/alerts';
import { closeLiffWindow, initLiff, probeLineClient, sendChatMessage } from '../../line/liff';
import { loadPublicConfig } from '../../api/public-config';
import { ConfirmBookingModal, HolidayModal } from '../tele/TeleModals';
import { useMonthCalendar } from '../tele/useMonthCalendar';
import { BookingSuccessModal, type BookingSuccess } from './BookingSuccessModal';
import { StepDate, StepProgress, StepSymptoms, StepType } from './BookingSteps';
import '../tele/tele.css';
import './booking.css';

/**
 * care-services §2 In-person booking wizard (/booking), §5 in-person rules, §8 errors: 1 the
 * type (regular hours / special clinic, with the service hours), 2 the date (month picker,
 * holidays and disabled dates red with their names) and, for the special clinic, a free slot,
 * 3 the symptoms and optional images. Every check is libs/rules booking.ts (stepProblem,
 * bookingProblem), the same the server runs again. After the confirm dialog: the booking, then
 * the images one by one (POST /api/v1/bookings/upload, category 0), then the queue ticket.
 */
export function BookingPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = inBangkok();
  const minMonth = { year: today.year(), month: today.month() + 1 };
  const [step, setStep] = useState<BookingStep>(1);
  const [slotType, setSlotType] = useState<BookingSlotType | null>(null);
  const [view, setView] = useState(minMonth);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [earlierOffers, setEarlierOffers] = useState(false); // issue 32 item 3
  const [files, setFiles] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState<string | ErrorNotice | null>(null);
  const [holiday, setHoliday] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [success, setSuccess] = useState<BookingSuccess | null>(null);

  // Issue 32 item 4: the horizon and the patient's share of future clinic bookings, shown before they try.
  const settings = useAppointmentSettings();
  const { user } = useSession();
  const mine = useMyBookings(user !== null && !user.role); // a patient's own list (staff opening the page have none)
  const heldFuture = (mine.data?.data ?? []).filter((b) => isFutureClinicBooking(b, new Date())).length;
  const shareProblem = mine.data ? futureBookingsProblem(heldFuture, settings.maxFutureClinicBookings) : null;
  const calendar = useMonthCalendar(view.year, view.month, disabledKindFor({ kind: 'booking', slotType: slotType ?? 1 }));
  const slots = useBookingSlots(date, slotType, step === 2 && slotType === 2);
  // Issue 28 item 6: a time of today that has begun is not offered (the server's list leaves it out
  // too; this keeps a list fetched earlier honest while the page stays open).
  const slotTimes = (slots.data ?? []).map((s) => s.slotTime).filter((t) => !date || !slotTimeStarted(date, t, new Date()));

  const form = () => ({ serviceType: slotType, slotType, appointDate: date, appointTime: slotType === 2 ? time : null, description });
  const problemOf = (day: string) =>
    slotType ? (bookingWeekdayProblem(slotType, day) ?? dayProblem({ kind: 'booking', slotType, date: day, now: new Date() }) ?? horizonProblem(day, new Date(), settings.horizonDays)) : null;

  const chooseType = (type: BookingSlotType) => {
    setSlotType(type);
    setTime(null);
    if (date && (bookingWeekdayProblem(type, date) || dayProblem({ kind: 'booking', slotType: type, date, now: new Date() }))) setDate(null);
  };

  const next = () => {
    const problem = stepProblem(step, form());
    if (problem) return setError(ruleNotice(problem, 'form'));
    setStep((s) => (s < 3 ? ((s + 1) as BookingStep) : s));
  };
  const back = () => setStep((s) => (s > 1 ? ((s - 1) as BookingStep) : s));

  const submit = () => {
    const ctx = { now: new Date(), holidays: calendar.holidays, disabled: calendar.disabled, slotTimes: slotType === 2 && slots.data ? slotTimes : undefined };
    const problem = bookingProblem(form(), ctx) ?? (date ? horizonProblem(date, new Date(), settings.horizonDays) : null) ?? shareProblem ?? uploadProblem(files);
    if (problem) setError(ruleNotice(problem, 'form'));
    else setConfirming(true);
  };

  const refused = async (message: string) => {
    setConfirming(false);
    if (slotType === 2) {
      setTime(null);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.slots(date, slotType) });
    }
    setError(message);
  };

  /** The booking, then its images one by one, then the queue ticket (§8: a failed save closes the dialog and shows why). */
  const confirm = async () => {
    if (!date || !slotType) return;
    setBusy(true);
    try {
      if (slotType === 2) {
        const fresh = await queryClient.fetchQuery({ queryKey: bookingKeys.slots(date, 2), queryFn: () => fetchBookingSlots(date, 2), staleTime: 0 });
        if (!time || !fresh.some((s) => s.slotTime === time)) return await refused(TELE_MESSAGES.slotTaken(time ?? ''));
      }
      const appointTime = bookingTimeOf(slotType, time);
      const body: BookingCreateRequest = {
        serviceType: slotType,
        slotType,
        appointDatetime: `${date}T${appointTime}`,
        appointDate: date,
        appointTime: slotType === 2 ? appointTime : undefined,
        description: description.trim(),
      };
      let created: BookingCreateResponse['data'];
      try {
        created = (await createBooking(body)).data;
        if (earlierOffers) await setBookingEarlierOffers(created.bookingID, true).catch(() => undefined); // issue 32 item 3: after the booking succeeds
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) return await refused(e.message);
        setConfirming(false);
        setError(failureNotice(e)); // issue 16 item 13: titled by the answer's status
        return;
      }

      let uploadError: string | null = null;
      if (files.length > 0) {
        setProgress({ loaded: 0, total: 0 });
        try {
          await uploadImages({ bookingID: created.bookingID }, files, FILE_CATEGORY.patient, (p) => setProgress({ loaded: p.loaded, total: p.total }));
        } catch (e) {
          uploadError = `${TELE_MESSAGES.uploadError}${errorText(e)}`;
        }
      }
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine() });
      setConfirming(false);
      setProgress(null);
      setSuccess({
        bookingID: created.bookingID,
        bookingNumber: created.bookingNumber,
        service: slotType === 1 ? BOOKING_HOURS_TEXT[1] : IN_PERSON_SERVICE_NAMES[2],
        when: formatThaiAppointment(date, slotType === 2 ? appointTime : null),
        uploadError,
      });
    } finally {
      setBusy(false);
    }
  };

  /** After the ticket: inside LINE, a chat message and close; elsewhere the bookings tab of the profile. */
  const finish = async () => {
    const done = success;
    setSuccess(null);
    try {
      if (done && (await probeLineClient())) {
        const config = await loadPublicConfig();
        await initLiff(config.liff.ids.booking || config.liff.ids.default);
        await sendChatMessage(`จองคิว ${done.service} วันที่ ${done.when} หมายเลขคิว ${done.bookingNumber}`);
        closeLiffWindow();
        return;
      }
    } catch (e) {
      console.error('LINE message after booking failed', e);
    }
    navigate('/profile?ServiceType=booking', { state: LAND_AT_TOP }); // issue 35 item 2: at the top, with the new booking
  };

  const summary: Array<[string, string]> = [
    ['บริการ', slotType ? IN_PERSON_SERVICE_NAMES[slotType] : ''],
    ['วันเวลานัด', date ? formatThaiAppointment(date, slotType === 2 ? time : null) : ''],
    ['อาการเบื้องต้น', description.trim()],
    ['รูปภาพ', `${files.length} รูป`],
    ['หมายเหตุ', BOOKING_ARRIVE_EARLY_TEXT],
  ];

  return (
    <section className="container tele-page booking-page" data-testid="booking-page" data-step={step}>
      <div className="card">
        <div className="card-header">
          <h2>จองคิวตรวจที่โรงพยาบาล</h2>
        </div>
        <StepProgress step={step} />
        {shareProblem && (
          <div className="alert alert-danger" role="status" data-testid="booking-limit">
            {shareProblem}
          </div>
        )}

        {step === 1 && <StepType slotType={slotType} onChoose={chooseType} />}
        {step === 2 && slotType && (
          <StepDate
            slotType={slotType}
            view={view}
            minMonth={minMonth}
            maxMonth={horizonLastMonth(new Date(), settings.horizonDays)}
            horizonText={horizonNote(new Date(), settings.horizonDays)}
            onMonth={(year, month) => setView({ year, month })}
            date={date}
            time={time}
            red={[...calendar.holidays, ...calendar.disabled]}
            problemOf={problemOf}
            onDate={(d) => {
              setDate(d);
              setTime(null);
            }}
            onTime={setTime}
            onRed={(d) => setHoliday(d.name)}
            onUnavailable={(problem) => setError(ruleNotice(problem, 'day'))}
            slots={{ loading: slots.isLoading, times: slotTimes }}
          />
        )}
        {step === 3 && (
          <StepSymptoms
            description={description}
            onDescription={setDescription}
            files={files}
            onFiles={setFiles}
            maxLength={BOOKING_DESCRIPTION_MAX}
          />
        )}
        {step === 3 && <EarlierOffersCheckbox checked={earlierOffers} onChange={setEarlierOffers} />}

        <div className="form-actions booking-actions">
          {step > 1 && (
            <button type="button" className="btn btn-light" onClick={back} data-testid="booking-back">
              ย้อนกลับ
            </button>
          )}
          {step < 3 ? (
            <button type="button" className="btn btn-primary" onClick={next} data-testid="booking-next">
              ถัดไป
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={submit} data-testid="booking-submit">
              จองคิว
            </button>
          )}
        </div>
      </div>

      {holiday && <HolidayModal name={holiday} onClose={() => setHoliday(null)} />}
      {confirming && <ConfirmBookingModal lines={summary} busy={busy} progress={progress} onCancel={() => setConfirming(false)} onConfirm={() => void confirm()} />}
      {success && <BookingSuccessModal success={success} onOk={() => void finish()} />}
      <ErrorModal message={error} onClose={() => setError(null)} />
    </section>
  );
}

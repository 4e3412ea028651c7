import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FILE_CATEGORY, TELE_MAX_TEXT, type TeleCreateRequest } from '@hospital/contracts';
import {
  TELE_MESSAGES,
  TELE_MIN_IMAGES,
  TELE_SLOT_TYPE,
  categoryAccepts,
  dayProblem,
  disabledKindFor,
  formatThaiAppointment,
  horizonLastMonth,
  horizonNote,
  horizonProblem,
  inBangkok,
  shippingAddressOf,
  teleBookingProblem,
  teleServiceName,
  type TeleServiceType,
} from '@hospital/rules';
import { ApiError } from '../../api/client';
import { fetchProfileAddress } from '../../api/patients';
import { useAppointmentSettings } from '../../api/appointments';
import { createTele, fetchTeleSlots } from '../../api/tele';
import { setTeleEarlierOffers } from '../../api/earlier-offers';
import { EarlierOffersCheckbox } from '../earlier-offers/EarlierOffersCheckbox';
import { ErrorModal } from '../../components/ErrorModal';
import { failureNotice, ruleNotice, type ErrorNotice } from '../../components/error-notice';
import { ImagePicker, fileProblems, uploadImages, uploadProblem, type PickedPhoto } from '../../components/images';
import { Spinner } from '../../components/Spinner';
import { CountedTextArea } from '../../components/forms/CharCounter'; // issue 35 item 2: the symptoms box says its limit
import { LAND_AT_TOP } from '../../components/land-at-top';
import { errorText } from '../../line/alerts';
import { closeLiffWindow, initLiff, probeLineClient, sendChatMessage } from '../../line/liff';
import { loadPublicConfig } from '../../api/public-config';
import { MonthPicker } from './MonthPicker';
import { useMonthCalendar } from './useMonthCalendar';
import { ConfirmBookingModal, HolidayModal, IntroModal, SuccessModal } from './TeleModals';
import './tele.css';

/**
 * care-services §2 'Telemedicine booking (/tele, /tele2)', §4 'Telemedicine booking submit',
 * §5, §8: service choice, month calendar (holidays and disabled dates red with their names),
 * free slots, LINE id, phone, shipping address (or the registered one), symptoms, images.
 * Every check is libs/rules teleBookingProblem, the one the server runs again.
 */

const INTRO_SEEN_KEY = 'teleIntroSeen';
/** Where a booking made outside LINE is shown: the profile with its telemedicine list first (care-services §2 profile area). */
const TELE_LIST_AFTER_BOOKING = '/profile?ServiceType=tele';
/** What a symptom photo may be (§3 category 0: pictures; issue 28 item 1: checked before anything is sent). */
const PHOTO_ACCEPTS = categoryAccepts(FILE_CATEGORY.patient);

const slotsKey = (date: string | null, slotType: number | null) => ['tele', 'timeslot', date, slotType] as const;
const fetchSlots = fetchTeleSlots;

export function TelePage() {
  return <TeleBooking services={[1, 2]} liffTarget="tele" />;
}

export function Tele2Page() {
  return <TeleBooking services={[5]} liffTarget="tele2" />;
}

function TeleBooking({ services, liffTarget }: { services: TeleServiceType[]; liffTarget: 'tele' | 'tele2' }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = inBangkok();
  const [view, setView] = useState({ year: today.year(), month: today.month() + 1 });
  const [serviceType, setServiceType] = useState<number | null>(services.length === 1 ? services[0] : null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [lineID, setLineID] = useState('');
  const [phone, setPhone] = useState('');
  const [useRegistered, setUseRegistered] = useState(false);
  const [shippingAddress, setShippingAddress] = useState('');
  const [description, setDescription] = useState('');
  const [earlierOffers, setEarlierOffers] = useState(false); // issue 32 item 3
  const [files, setFiles] = useState<PickedPhoto[]>([]); // issue 16 items 9-10: photos with their body site
  const [error, setError] = useState<string | ErrorNotice | null>(null);
  const [holiday, setHoliday] = useState<string | null>(null);
  const [intro, setIntro] = useState(() => localStorage.getItem(`${INTRO_SEEN_KEY}:${liffTarget}`) !== '1');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [success, setSuccess] = useState<{ text: string; chat: string } | null>(null);

  const address = useQuery({ queryKey: ['profile', 'address'], queryFn: fetchProfileAddress });
  const isNewPatient = address.data?.isNewPatient ?? false;
  const registeredAddress = address.data?.fullAddress ?? '';
  const offered = isNewPatient ? services.filter((s) => s === 1) : services;

  // Prefill the phone from the profile once; a new patient is held to a doctor visit (§2).
  useEffect(() => {
    if (address.data?.phone) setPhone((p) => p || address.data.phone);
  }, [address.data]);
  useEffect(() => {
    if (!isNewPatient) return;
    if (services.includes(1)) setServiceType(1);
  }, [isNewPatient, services]);

  const calendar = useMonthCalendar(view.year, view.month, disabledKindFor({ kind: 'tele', serviceType: serviceType ?? 1 }));
  const slotType = serviceType !== null ? (TELE_SLOT_TYPE[serviceType as TeleServiceType] ?? null) : null;
  const slots = useQuery({
    queryKey: slotsKey(date, slotType),
    queryFn: () => fetchSlots(date!, slotType!),
    enabled: Boolean(date && slotType),
  });

  // Issue 32 item 4: Admin's horizon, shown before the patient tries (greyed days, the last month, a line of text).
  const settings = useAppointmentSettings();
  const problemOf = (day: string) => dayProblem({ kind: 'tele', serviceType: serviceType ?? 1, date: day, now: new Date() }) ?? horizonProblem(day, new Date(), settings.horizonDays);
  const form = () => ({
    serviceType,
    appointDate: date,
    appointTime: time,
    phone,
    shippingAddress,
    useRegisteredAddress: useRegistered,
    registeredAddress,
    description,
    imageCount: files.length,
    isNewPatient,
  });

  const chooseService = (type: number) => {
    setServiceType(type);
    setTime(null);
    if (date && dayProblem({ kind: 'tele', serviceType: type, date, now: new Date() })) setDate(null);
  };
  /** Issue 28 item 1: every chosen photo that may not be sent, named; nothing is sent while there is one. */
  const photoProblem = async () => (await fileProblems(files, PHOTO_ACCEPTS)).join('\n') || null;
  const submit = async () => {
    const problem =
      teleBookingProblem(form(), { now: new Date(), holidays: calendar.holidays, disabled: calendar.disabled }) ??
      (date ? horizonProblem(date, new Date(), settings.horizonDays) : null) ??
      (await photoProblem()) ?? uploadProblem(files);
    if (problem) setError(ruleNotice(problem, 'form'));
    else setConfirming(true);
  };

  const slotGone = async (message: string) => {
    setConfirming(false);
    setTime(null);
    await queryClient.invalidateQueries({ queryKey: slotsKey(date, slotType) });
    setError(message);
  };

  /**
   * Issue 16 item 9: the case created by an attempt whose photos did not all arrive. Confirming
   * the same booking again sends the remaining photos to that case instead of creating another.
   */
  const created = useRef<{ booking: string; teleID: string } | null>(null);

  /** §4: refetch the slots, create the request, upload the images one by one, then the success message. */
  const confirm = async () => {
    if (!date || !time || !slotType || serviceType === null) return;
    const unusable = await photoProblem();
    if (unusable) {
      setConfirming(false);
      setError(ruleNotice(unusable, 'form'));
      return;
    }
    setBusy(true);
    try {
      const booking = `${serviceType}|${date}|${time}`;
      const earlier = created.current?.booking === booking ? created.current.teleID : null;
      const teleID = earlier ?? (await createCase(booking));
      if (!teleID) return;

      setProgress({ loaded: 0, total: 0 });
      try {
        await uploadImages(teleID, files, FILE_CATEGORY.patient, (p) => setProgress({ loaded: p.loaded, total: p.total }));
      } catch (e) {
        setConfirming(false);
        setProgress(null);
        setError(`${TELE_MESSAGES.uploadRetry}\n${TELE_MESSAGES.uploadError}${errorText(e)}`);
        return;
      }
      created.current = null;
      void queryClient.invalidateQueries({ queryKey: ['tele'] });
      setConfirming(false);
      setProgress(null);
      const when = formatThaiAppointment(date, time);
      setSuccess({
        text: `${TELE_MESSAGES.bookingSaved}\n${teleServiceName(serviceType)}\nวันที่ ${when}`,
        chat: `${TELE_MESSAGES.bookingSaved} ${teleServiceName(serviceType)} วันที่ ${when}`,
      });
    } finally {
      setBusy(false);
    }
  };

  /** The slot checked again and the case created; null when refused (the page says why). */
  const createCase = async (booking: string): Promise<string | null> => {
    if (!date || !time || !slotType || serviceType === null) return null;
    const fresh = await queryClient.fetchQuery({ queryKey: slotsKey(date, slotType), queryFn: () => fetchSlots(date, slotType), staleTime: 0 });
    if (!fresh.some((s) => s.slotTime === time)) {
      await slotGone(TELE_MESSAGES.slotTaken(time));
      return null;
    }

    const body: TeleCreateRequest = {
      serviceType,
      appointDatetime: `${date}T${time}`,
      appointDate: date,
      appointTime: time,
      lineID: lineID.trim(),
      phone: phone.trim(),
      shippingAddress: shippingAddressOf(form()),
      description: description.trim(),
      imageCount: files.length,
      useRegisteredAddress: useRegistered,
    };
    try {
      const teleID = (await createTele(body)).data.teleID;
      created.current = { booking, teleID };
      if (earlierOffers) await setTeleEarlierOffers(teleID, true).catch(() => undefined); // issue 32 item 3: after the booking succeeds
      return teleID;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        await slotGone(e.message);
        return null;
      }
      setConfirming(false);
      setError(failureNotice(e)); // issue 16 item 13: titled by the answer's status
      return null;
    }
  };

  /**
   * After the success message: inside LINE, a chat message and close; elsewhere, or when the
   * window stays open (LINE in an outside browser), the telemedicine list first on the profile,
   * at the top of the page with the new booking (issue 35 item 2), not mid-form.
   */
  const finish = async () => {
    const chat = success?.chat ?? TELE_MESSAGES.bookingSaved;
    setSuccess(null);
    try {
      if (await probeLineClient()) {
        const config = await loadPublicConfig();
        await initLiff(config.liff.ids[liffTarget] || config.liff.ids.default);
        await sendChatMessage(chat);
        closeLiffWindow();
      }
    } catch (e) {
      console.error('LINE message after booking failed', e);
    }
    navigate(TELE_LIST_AFTER_BOOKING, { state: LAND_AT_TOP });
  };

  const closeIntro = () => {
    localStorage.setItem(`${INTRO_SEEN_KEY}:${liffTarget}`, '1');
    setIntro(false);
  };

  const red = [...calendar.holidays, ...calendar.disabled];
  const minMonth = { year: today.year(), month: today.month() + 1 };
  const summary: Array<[string, string]> = [
    ['บริการ', serviceType !== null ? teleServiceName(serviceType) : ''],
    ['วันเวลานัด', date && time ? formatThaiAppointment(date, time) : ''],
    ['เบอร์โทรศัพท์', phone],
    ['ที่อยู่จัดส่งยา', shippingAddressOf(form())],
    ['รูปภาพ', `${files.length} รูป`],
  ];

  return (
    <section className="container tele-page" data-testid="tele-page">
      <div className="card">
        <div className="card-header">
          <h2>นัดหมาย Telemedicine</h2>
        </div>

        {isNewPatient && (
          <div className="alert alert-danger" role="alert" data-testid="new-patient-warning">
            {TELE_MESSAGES.newPatientDoctorOnly}
          </div>
        )}

        <fieldset className="form-section">
          <legend>ประเภทบริการ</legend>
          <div className="tele-services">
            {services.map((type) => (
              <label key={type} className={`tele-service${serviceType === type ? ' is-selected' : ''}${offered.includes(type) ? '' : ' is-disabled'}`}>
                <input
                  type="radio"
                  name="serviceType"
                  value={type}
                  checked={serviceType === type}
                  disabled={!offered.includes(type)}
                  onChange={() => chooseService(type)}
                  data-testid={`service-type-${type}`}
                />
                {teleServiceName(type)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>วันที่รับบริการ</legend>
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
            }}
            onRed={(d) => setHoliday(d.name)}
            onUnavailable={(_d, problem) => setError(ruleNotice(problem, 'day'))}
            minMonth={minMonth}
            maxMonth={horizonLastMonth(new Date(), settings.horizonDays)}
          />
          <p className="muted" data-testid="tele-horizon">
            {horizonNote(new Date(), settings.horizonDays)}
          </p>
        </fieldset>

        <fieldset className="form-section">
          <legend>ช่วงเวลา{date ? ` วันที่ ${formatThaiAppointment(date)}` : ''}</legend>
          {!date || !slotType ? (
            <p className="muted">กรุณาเลือกประเภทบริการและวันที่</p>
          ) : slots.isLoading ? (
            <Spinner label="กำลังโหลดช่วงเวลา" />
          ) : (slots.data ?? []).length === 0 ? (
            <p className="muted" data-testid="no-slots">
              {TELE_MESSAGES.noSlots}
            </p>
          ) : (
            <div className="tele-slots">
              {(slots.data ?? []).map((s) => (
                <button
                  key={s.slotTime}
                  type="button"
                  className={`btn ${time === s.slotTime ? 'btn-primary' : 'btn-light'}`}
                  aria-pressed={time === s.slotTime}
                  onClick={() => setTime(s.slotTime)}
                  data-testid={`slot-${s.slotTime}`}
                >
                  {s.slotTime}
                </button>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className="form-section">
          <legend>ข้อมูลติดต่อและจัดส่งยา</legend>
          <div className="form-grid">
            <label className="form-field">
              <span className="form-label">LINE ID</span>
              <input className="form-control" value={lineID} maxLength={100} onChange={(e) => setLineID(e.target.value)} data-testid="line-id" />
            </label>
            <label className="form-field">
              <span className="form-label">เบอร์โทรศัพท์</span>
              <input className="form-control" inputMode="tel" maxLength={10} value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="phone" />
            </label>
          </div>
          <label className="form-check">
            <input type="checkbox" checked={useRegistered} onChange={(e) => setUseRegistered(e.target.checked)} data-testid="use-registered-address" />
            ใช้ที่อยู่ที่ลงทะเบียนไว้
          </label>
          {useRegistered ? (
            <div className="alert alert-info" data-testid="registered-address">
              {registeredAddress || TELE_MESSAGES.registeredAddressMissing}
            </div>
          ) : (
            <label className="form-field">
              <span className="form-label">ที่อยู่สำหรับจัดส่งยา</span>
              <CountedTextArea value={shippingAddress} onValue={setShippingAddress} maxLength={TELE_MAX_TEXT} testId="shipping-address" />
            </label>
          )}
          <label className="form-field">
            <span className="form-label">ความต้องการหรืออาการเบื้องต้น</span>
            <CountedTextArea value={description} onValue={setDescription} maxLength={TELE_MAX_TEXT} testId="description" />
          </label>
        </fieldset>

        <fieldset className="form-section">
          <legend>
            รูปภาพอาการ{serviceType === 1 ? ` (อย่างน้อย ${TELE_MIN_IMAGES} รูป)` : ''}
          </legend>
          <ImagePicker photos={files} onChange={setFiles} askBodySite accepts={PHOTO_ACCEPTS} />
        </fieldset>
        <EarlierOffersCheckbox checked={earlierOffers} onChange={setEarlierOffers} />

        <div className="form-actions">
          <button type="button" className="btn btn-primary btn-block" onClick={() => void submit()} data-testid="submit">
            ลงทะเบียน
          </button>
        </div>
      </div>

      {intro && <IntroModal onClose={closeIntro} />}
      {holiday && <HolidayModal name={holiday} onClose={() => setHoliday(null)} />}
      {confirming && (
        <ConfirmBookingModal lines={summary} busy={busy} progress={progress} onCancel={() => setConfirming(false)} onConfirm={() => void confirm()} />
      )}
      {success && <SuccessModal text={success.text} onOk={() => void finish()} />}
      <ErrorModal message={error} onClose={() => setError(null)} />
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentVaccineRecord } from '@hospital/contracts';
import { VACCINE_MESSAGES, ageProblem, isValidNationalId, nationalIdError, vaccineBookingProblem } from '@hospital/rules';
import { checkBirthDate, clearBooking, confirmBooking, studentLookup, updateBooking, vaccineKeys } from '../../api/vaccines';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ConsentModal } from '../../components/consent/ConsentModal';
import { ErrorModal } from '../../components/ErrorModal';
import { Modal } from '../../components/Modal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { errorText } from '../../line/alerts';
import { CidSearchForm } from './CidSearchForm';
import { EventPicker, eventWhen } from './EventPicker';
import { FailureModal } from './FailureModal';
import { StudentFields } from './StudentFields';
import { bookingPayload, formOf, type StudentForm } from './student-form';
import { useStudentEvents } from './useStudentEvents';
import { useVaccineAction } from './useVaccineAction';
import { VACCINE_CONSENT_PARAGRAPHS, VACCINE_CONSENT_TITLE } from './vaccine-consent';
import './vaccine.css';

/** The lookup's outcome (§4 Vaccine record lookup status). */
type Lookup = { kind: 'found'; record: StudentVaccineRecord } | { kind: 'warning'; status: number; msg: string };

/** Which dialog is open. */
type Step = null | 'consent' | 'confirm' | 'edit' | 'cancel';

/**
 * /vaccinebooking and /vaccinebooking/:cid — care-services §2 School vaccine booking, §4, §5, §8:
 * the national ID finds the student (GET /api2/school/cid2/{cid}: 200 record; 400/404 a warning
 * panel, 404 'not on the list' clears the form); the record is edited, a venue and slot chosen;
 * confirm checks the §5 order (vaccineBookingProblem) and the age rule at the event date
 * (ageProblem). A record without slotID books ('ยืนยันสิทธิ์': the birth date proved (issue 35
 * item 2, POST /api2/student/birthcheck2) → consent read → sign → agree,
 * then POST /api2/pfizer/confirm2/ → /vaccinequeue/{cid}); with slotID it edits ('แก้ไขข้อมูล',
 * POST /api2/student/update2) or cancels (GET /api2/pfizer/clearbooking2/{cid}) to re-book.
 */
export function SchoolBookingPage() {
  const { cid: cidParam = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cid, setCid] = useState(cidParam);
  const [looking, setLooking] = useState(false);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [form, setForm] = useState<StudentForm | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [step, setStep] = useState<Step>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<{ title?: string; message: string } | null>(null);
  const { busy, failure, closeFailure, run } = useVaccineAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** Issue 34 item 3: the round filled while the parent was signing — its name ('' when unknown) until another round is chosen. */
  const [full, setFull] = useState<string | null>(null);
  const closeError = useCallback(() => setError(null), []);
  const latest = useRef(0);
  const fullAlert = useRef<HTMLDivElement>(null);

  const record = lookup?.kind === 'found' ? lookup.record : null;
  const isNewBooking = !!record && !record.slotID;
  const { bookedEvent, chosenEvent } = useStudentEvents(record, form);

  const find = useCallback(async (value: string) => {
    const problem = nationalIdError(value);
    if (problem) {
      setError({ message: problem });
      return;
    }
    const ticket = ++latest.current;
    setLooking(true);
    try {
      const answer = await studentLookup(value);
      if (ticket !== latest.current) return;
      setAttempted(false);
      setSignature(null);
      setFull(null);
      if (answer.status === 200 && answer.data) {
        const found = formOf(answer.data);
        setLookup({ kind: 'found', record: answer.data });
        // Issue 18 finding 4: the lookup leaves the birth date out (it is the proof the changes
        // and cancel send); the one typed for this student is kept across a refresh.
        setForm((prev) => (!found.birthDT && prev?.cid === found.cid ? { ...found, birthDT: prev.birthDT } : found));
      } else {
        // §4/§8: 404 says the person is not on the target list and clears the form.
        const msg = answer.status === 404 ? VACCINE_MESSAGES.notOnList : answer.msg || VACCINE_MESSAGES.noData;
        setLookup({ kind: 'warning', status: answer.status, msg });
        setForm(null);
        if (answer.status === 404) setCid('');
      }
    } catch (e) {
      if (ticket === latest.current) setError({ message: errorText(e) });
    } finally {
      if (ticket === latest.current) setLooking(false);
    }
  }, []);

  useEffect(() => {
    setCid(cidParam);
    setLookup(null);
    setForm(null);
    if (isValidNationalId(cidParam)) void find(cidParam);
  }, [cidParam, find]);

  // The 'full' answer appears above the button the parent pressed: brought on screen at 390 px.
  useEffect(() => {
    if (full !== null) fullAlert.current?.scrollIntoView({ block: 'nearest' });
  }, [full]);

  const patch = useCallback((changes: Partial<StudentForm>) => setForm((f) => (f ? { ...f, ...changes } : f)), []);

  /** §5 confirm checks, then the age rule at the event date; the first problem is shown. */
  function problem(): { title?: string; message: string } | null {
    if (!form || !record) return { message: VACCINE_MESSAGES.noData };
    const shown = vaccineBookingProblem(form, record.isNew);
    if (shown) return { message: shown };
    if (!chosenEvent) return { message: VACCINE_MESSAGES.slotRequired };
    const age = ageProblem(chosenEvent, form.birthDT, form.isKnow);
    if (age) return { title: isNewBooking ? VACCINE_MESSAGES.confirmFailedTitle : VACCINE_MESSAGES.editFailedTitle, message: `${age.msg} (${age.desc})` };
    return null;
  }

  async function start() {
    setAttempted(true);
    const p = problem();
    if (p) {
      setError(p);
      return;
    }
    if (!isNewBooking) return setStep('edit');
    // Issue 35 item 2: the birth date is proved (confirm2's own check and message) before the
    // parent reads and signs the consent, not only after.
    if (!form || checking) return;
    setChecking(true);
    try {
      const answer = await checkBirthDate(form.cid, form.birthDT);
      if (answer.status === 200) setStep('consent');
      else setError({ title: VACCINE_MESSAGES.confirmFailedTitle, message: answer.msg || VACCINE_MESSAGES.birthDateMismatch });
    } catch (e) {
      setError({ message: errorText(e) });
    } finally {
      setChecking(false);
    }
  }

  async function refresh(value: string) {
    void queryClient.invalidateQueries({ queryKey: vaccineKeys.events(form?.vaccineType ?? '') });
    await find(value);
  }

  async function submit() {
    if (!form) return;
    const newBooking = step === 'confirm';
    const body = bookingPayload(form, chosenEvent, newBooking ? (signature ?? undefined) : undefined);
    await run(newBooking ? VACCINE_MESSAGES.confirmFailedTitle : VACCINE_MESSAGES.editFailedTitle, () => (newBooking ? confirmBooking(body) : updateBooking(body)), {
      close: () => setStep(null),
      ok: async (answer) => {
        void queryClient.invalidateQueries({ queryKey: ['vaccine'] });
        if (newBooking) return navigate(`/vaccinequeue/${form.cid}`);
        // The record is read again first: behind the notice the page already shows the change.
        await refresh(form.cid);
        setNotice(answer.msg || VACCINE_MESSAGES.updated);
      },
      refused: (answer) => {
        if (answer.status !== 409 || answer.msg !== VACCINE_MESSAGES.eventFull) return;
        // Issue 34 item 3 (opening day): the round filled while the parent signed. The lists are
        // read again (a full round leaves the bookable one), the choice goes back to the booked
        // round (none for a new booking), the rest of the form stays as typed, and the answer
        // stays beside the button until another round is chosen.
        setFull(answer.desc || chosenEvent?.vaccineEventName || '');
        patch({ vaccineEventKey: record?.slotID ?? '' });
        void queryClient.invalidateQueries({ queryKey: ['vaccine', 'events'] });
      },
    });
  }

  function chooseEvent(key: string) {
    setFull(null);
    patch({ vaccineEventKey: key });
  }

  const showSlots = () => document.getElementById('booking-slot')?.scrollIntoView({ block: 'start' });

  /** A cancel proves the child's birth date (issue 18 finding 4): asked before the dialog opens. */
  function askCancel() {
    if (!form?.birthDT) {
      setAttempted(true);
      setError({ message: VACCINE_MESSAGES.birthDateProofRequired });
      return;
    }
    setStep('cancel');
  }

  async function cancelBooking() {
    if (!form) return;
    await run(VACCINE_MESSAGES.cancelFailedTitle, () => clearBooking(form.cid, form.birthDT), {
      close: () => setStep(null),
      ok: async (answer) => {
        await refresh(form.cid);
        setNotice(answer.msg || VACCINE_MESSAGES.cancelled);
      },
    });
  }

  return (
    <>
      <ProfileHeader title="จองคิววัคซีนนักเรียน" />
      <section className="container vaccine-page" data-testid="school-booking-page">
        <CidSearchForm
          id="booking-cid"
          label="เลขบัตรประจำตัวประชาชนนักเรียน"
          base="/vaccinebooking"
          cidParam={cidParam}
          cid={cid}
          onChange={(v) => {
            setCid(v);
            if (v.length === 13) void find(v);
          }}
          onInvalid={(message) => {
            setLookup(null);
            setForm(null);
            setError({ message });
          }}
          search={find}
          busy={looking}
          testId="booking-search"
        />

        {lookup?.kind === 'warning' && (
          <div className="alert alert-warning vaccine-warning" role="alert" data-testid="booking-warning" data-status={lookup.status}>
            {lookup.msg}
          </div>
        )}

        {record && form && (
          <>
            <div className="card" data-testid="booking-record" data-booked={record.slotID ? 'yes' : 'no'}>
              <div className="card-header">
                <h2>ข้อมูลนักเรียน</h2>
                <p className="muted">
                  {record.schoolName} {record.classYearName}
                  {record.classRoom ? `/${record.classRoom}` : ''}
                </p>
              </div>
              <StudentFields form={form} patch={patch} titleEditable={record.isNew} attempted={attempted} />
            </div>

            <div className="card" id="booking-slot" data-testid="booking-slot">
              <div className="card-header">
                <h2>ศูนย์ฉีดวัคซีนและรอบการฉีด</h2>
              </div>
              <EventPicker
                vaccineType={form.vaccineType}
                onVaccineTypeChange={(v) => patch({ vaccineType: v, vaccineEventKey: '' })}
                value={form.vaccineEventKey}
                onChange={chooseEvent}
                booked={bookedEvent}
                invalid={attempted && !form.vaccineEventKey}
              />
              <label className="form-check">
                <input type="checkbox" checked={form.isKnow} onChange={(e) => patch({ isKnow: e.target.checked })} data-testid="booking-isKnow" />
                นักเรียนอายุ 12 ปีที่ยังเรียนอยู่ชั้นประถมศึกษา (รับวัคซีนรอบเด็ก 5-11 ปีได้)
              </label>
            </div>

            {record.slotID && (
              <p className="alert alert-info" data-testid="booking-current">
                จองไว้แล้ว: {record.rowNumber ? `คิวที่ ${record.rowNumber} · ` : ''}
                <Link to={`/vaccinequeue/${record.cid}`} data-testid="booking-queue-link">
                  ดูบัตรคิว
                </Link>
              </p>
            )}

            {full !== null && (
              <div ref={fullAlert} className="alert alert-warning vaccine-full" role="alert" data-testid="booking-full">
                <p className="vaccine-full-msg" data-testid="booking-full-msg">
                  {VACCINE_MESSAGES.eventFull}
                </p>
                {full && (
                  <p className="vaccine-full-event" data-testid="booking-full-event">
                    {full}
                  </p>
                )}
                <button type="button" className="btn btn-light" onClick={showSlots} data-testid="booking-full-choose">
                  เลือกรอบอื่น
                </button>
              </div>
            )}

            <div className="form-actions">
              {isNewBooking ? (
                <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={busy || checking} data-testid="booking-confirm">
                  ยืนยันสิทธิ์
                </button>
              ) : (
                <>
                  <button type="button" className="btn btn-danger" onClick={askCancel} disabled={busy} data-testid="booking-cancel">
                    ยกเลิกการจอง
                  </button>
                  <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={busy} data-testid="booking-edit">
                    แก้ไขข้อมูล
                  </button>
                </>
              )}
            </div>
          </>
        )}
      </section>

      <ConsentModal
        open={step === 'consent'}
        title={VACCINE_CONSENT_TITLE}
        paragraphs={VACCINE_CONSENT_PARAGRAPHS}
        onDecline={() => setStep(null)}
        onAccept={(sign) => {
          setSignature(sign);
          setStep('confirm');
        }}
      />
      <ConfirmModal
        open={step === 'confirm' || step === 'edit'}
        title={step === 'confirm' ? 'ยืนยันสิทธิ์การรับวัคซีน' : 'ยืนยันการแก้ไขข้อมูล'}
        testId="booking-submit"
        busy={busy}
        onCancel={() => setStep(null)}
        onConfirm={() => void submit()}
      >
        {form && chosenEvent && (
          <dl className="vaccine-summary" data-testid="booking-summary">
            <div>
              <dt>ชื่อ</dt>
              <dd>
                {form.titleName}
                {form.firstName} {form.lastName}
              </dd>
            </div>
            <div>
              <dt>วัคซีน</dt>
              <dd>{chosenEvent.vaccineName || chosenEvent.vaccineEventName}</dd>
            </div>
            <div>
              <dt>วันเวลา</dt>
              <dd>{eventWhen(chosenEvent)}</dd>
            </div>
            <div>
              <dt>สถานที่</dt>
              <dd>{chosenEvent.vaccinePlace}</dd>
            </div>
          </dl>
        )}
      </ConfirmModal>
      <ConfirmModal open={step === 'cancel'} title="ยกเลิกการจอง" testId="booking-clear" busy={busy} onCancel={() => setStep(null)} onConfirm={() => void cancelBooking()}>
        ยกเลิกการจองรอบการฉีดนี้ เพื่อจองวันอื่น? หลังยกเลิกต้องยืนยันสิทธิ์ใหม่อีกครั้ง
      </ConfirmModal>
      <FailureModal failure={failure} onClose={closeFailure} />
      <ErrorModal message={error?.message} title={error?.title ?? 'กรุณาตรวจสอบข้อมูล'} onClose={closeError} />
      {notice && (
        <Modal
          title="สำเร็จ"
          testId="booking-notice"
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setNotice(null)} data-testid="booking-notice-close">
              ตกลง
            </button>
          }
        >
          <p data-testid="booking-notice-msg">{notice}</p>
        </Modal>
      )}
    </>
  );
}

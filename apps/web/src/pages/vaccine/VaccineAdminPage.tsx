import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentVaccineRecord } from '@hospital/contracts';
import { VACCINE_MESSAGES, isValidNationalId, mayAdministerVaccines, nationalIdError, vaccineBookingProblem } from '@hospital/rules';
import { adminUpdate, studentLookup } from '../../api/vaccines';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { ThaiDateTimeInput } from '../../components/ThaiTimeInput';
import { FormField, TextField } from '../../components/forms/TextField';
import { errorText } from '../../line/alerts';
import { useSession } from '../../session/useSession';
import { CidSearchForm } from './CidSearchForm';
import { EventPicker } from './EventPicker';
import { FailureModal } from './FailureModal';
import { StudentFields } from './StudentFields';
import { ADMIN_DOSES, adminPayload, formOf, type AdminDose, type AdminDoseForm, type StudentForm } from './student-form';
import { useStudentEvents } from './useStudentEvents';
import { useVaccineAction } from './useVaccineAction';
import './vaccine.css';

/**
 * §2 Admin vaccine editing: the fallback slot choices, shown disabled when the event list cannot
 * be loaded (the admin then sees that no slot can be picked rather than an empty list).
 */
export const ADMIN_FALLBACK_SLOT_DATES = ['2021-12-21', '2021-12-22'] as const;

/**
 * /vaccineadmin and /vaccineadmin/:cid — care-services §2 Admin vaccine editing, for Admin and
 * Nurse (mayAdministerVaccines; the server checks the same): GET /api2/school/cid/{cid} with the
 * bearer token, every field editable including doses 1–4 (event key, appointment date and
 * time, queue number), saved with POST /api2/student/updateadmin; a refusal shows 'Cannot edit
 * data' with msg and desc.
 */
export function VaccineAdminPage() {
  const { user } = useSession();
  const { cid: cidParam = '' } = useParams();
  const queryClient = useQueryClient();
  const [cid, setCid] = useState(cidParam);
  const [looking, setLooking] = useState(false);
  const [record, setRecord] = useState<StudentVaccineRecord | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [form, setForm] = useState<StudentForm | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, closeFailure, run } = useVaccineAction();
  const [saved, setSaved] = useState<string | null>(null);
  const closeError = useCallback(() => setError(null), []);
  const allowed = mayAdministerVaccines(user?.role);
  const { bookedEvent, chosenEvent } = useStudentEvents(record, form);

  const find = useCallback(async (value: string) => {
    const problem = nationalIdError(value);
    if (problem) {
      setError(problem);
      return;
    }
    setLooking(true);
    try {
      const answer = await studentLookup(value, true);
      if (answer.status === 200 && answer.data) {
        setRecord(answer.data);
        setForm(formOf(answer.data));
        setWarning(null);
      } else {
        setRecord(null);
        setForm(null);
        setWarning(answer.status === 404 ? VACCINE_MESSAGES.notOnList : answer.msg || VACCINE_MESSAGES.noData);
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLooking(false);
    }
  }, []);

  useEffect(() => {
    setCid(cidParam);
    if (allowed && isValidNationalId(cidParam)) void find(cidParam);
  }, [cidParam, find, allowed]);

  const patch = useCallback((changes: Partial<StudentForm>) => setForm((f) => (f ? { ...f, ...changes } : f)), []);
  const patchDose = (i: AdminDose, changes: Partial<AdminDoseForm>) =>
    setForm((f) => (f ? { ...f, doses: { ...f.doses, [i]: { ...f.doses[i], ...changes } } } : f));

  /** The §5 record checks (no slot required: staff may save a record without a booking); the server checks the same. */
  function askSave() {
    if (!form || !record) return;
    setAttempted(true);
    const problem = vaccineBookingProblem(form, record.isNew, new Date(), false);
    if (problem) setError(problem);
    else setConfirming(true);
  }

  async function save() {
    if (!form) return;
    await run(VACCINE_MESSAGES.editFailedTitle, () => adminUpdate(adminPayload(form, chosenEvent)), {
      close: () => setConfirming(false),
      ok: async (answer) => {
        void queryClient.invalidateQueries({ queryKey: ['vaccine'] });
        setSaved(answer.msg || VACCINE_MESSAGES.updated);
        await find(form.cid);
      },
    });
  }

  if (!allowed) {
    return (
      <>
        <ProfileHeader title="แก้ไขข้อมูลวัคซีน (ผู้ดูแล)" />
        <section className="container vaccine-page">
          <p className="alert alert-danger" role="alert" data-testid="vaccine-admin-forbidden">
            หน้านี้สำหรับผู้ดูแลระบบและพยาบาลเท่านั้น
          </p>
        </section>
      </>
    );
  }

  return (
    <>
      <ProfileHeader title="แก้ไขข้อมูลวัคซีน (ผู้ดูแล)" />
      <section className="container vaccine-page" data-testid="vaccine-admin-page">
        <CidSearchForm
          id="admin-cid"
          label="เลขบัตรประจำตัวประชาชน"
          base="/vaccineadmin"
          cidParam={cidParam}
          cid={cid}
          onChange={setCid}
          onInvalid={setError}
          search={find}
          onSubmitted={() => {
            setSaved(null);
            setAttempted(false);
          }}
          busy={looking}
          testId="admin-search"
        />

        {warning && (
          <div className="alert alert-warning vaccine-warning" role="alert" data-testid="admin-warning">
            {warning}
          </div>
        )}
        {saved && (
          <p className="alert alert-info" role="status" data-testid="admin-saved">
            {saved}
          </p>
        )}

        {record && form && (
          <>
            <div className="card">
              <div className="card-header">
                <h2>ข้อมูลนักเรียน</h2>
              </div>
              <StudentFields form={form} patch={patch} titleEditable attempted={attempted} />
            </div>
            <div className="card">
              <div className="card-header">
                <h2>รอบการฉีดที่จอง</h2>
              </div>
              <EventPicker
                vaccineType={form.vaccineType}
                onVaccineTypeChange={(v) => patch({ vaccineType: v, vaccineEventKey: '' })}
                value={form.vaccineEventKey}
                onChange={(key) => patch({ vaccineEventKey: key })}
                booked={bookedEvent}
                fallbackDates={ADMIN_FALLBACK_SLOT_DATES}
              />
            </div>
            <div className="card" data-testid="admin-doses">
              <div className="card-header">
                <h2>นัดหมายและคิว เข็มที่ 1–4</h2>
              </div>
              {ADMIN_DOSES.map((i) => (
                <div key={i} className="form-grid admin-dose" data-testid="admin-dose" data-dose={i}>
                  <TextField id={`admin-dose${i}-event`} label={`เข็มที่ ${i}: รหัสรอบการฉีด`} value={form.doses[i].vaccineEventKey} onChange={(v) => patchDose(i, { vaccineEventKey: v.trim() })} maxLength={40} />
                  {/* Issue 35 item 2: Buddhist-era day and 24-hour time, whatever the browser's language. */}
                  <FormField label={`เข็มที่ ${i}: วันเวลานัด`} htmlFor={`admin-dose${i}-appoint`}>
                    <ThaiDateTimeInput
                      id={`admin-dose${i}-appoint`}
                      testId={`admin-dose${i}-appoint`}
                      label={`เข็มที่ ${i}: วันเวลานัด`}
                      value={form.doses[i].appointDT}
                      onChange={(v) => patchDose(i, { appointDT: v })}
                    />
                  </FormField>
                  <TextField id={`admin-dose${i}-queue`} label={`เข็มที่ ${i}: คิวที่`} value={form.doses[i].queueNumber} onChange={(v) => patchDose(i, { queueNumber: v })} digitsOnly maxLength={5} />
                </div>
              ))}
            </div>
            <div className="form-actions">
              <button type="button" className="btn btn-primary" onClick={askSave} disabled={busy} data-testid="admin-save">
                บันทึก
              </button>
            </div>
          </>
        )}
      </section>
      <ConfirmModal open={confirming} title="ยืนยันการแก้ไขข้อมูล" testId="admin-confirm" busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void save()}>
        บันทึกข้อมูลวัคซีนของ {form?.firstName} {form?.lastName}
      </ConfirmModal>
      <FailureModal failure={failure} onClose={closeFailure} />
      <ErrorModal message={error} onClose={closeError} title="กรุณาตรวจสอบข้อมูล" />
    </>
  );
}

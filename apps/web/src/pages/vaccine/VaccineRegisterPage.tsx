import { useCallback, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { VaccineConditionRequest } from '@hospital/contracts';
import { VACCINE_MESSAGES, vaccineConditionProblem, vaccineTypeName, vaccineUploadFlags } from '@hospital/rules';
import { LOOKUP_URLS } from '../../api/lookups';
import { vaccineCondition, vaccineRegister } from '../../api/vaccines';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { BirthDateSelect } from '../../components/forms/BirthDateSelect';
import { NationalIdField } from '../../components/forms/NationalIdField';
import { LookupSelect } from '../../components/forms/SelectField';
import { TextField } from '../../components/forms/TextField';
import { errorText } from '../../line/alerts';
import './vaccine.css';

interface Form {
  cid: string;
  birthDT: string;
  titleKey: string;
  titleName: string;
  firstName: string;
  lastName: string;
}

const EMPTY: Form = { cid: '', birthDT: '', titleKey: '', titleName: '', firstName: '', lastName: '' };

/** Where the eligibility check left the person. */
type Outcome =
  | { kind: 'eligible'; vaccineType: string; msg: string }
  | { kind: 'registered'; msg: string }
  | { kind: 'refused'; msg: string }
  | { kind: 'done'; msg: string };

/**
 * /vaccinebooking2 and /vaccinebooking2/:role — care-services §2 Vaccine registration: national
 * ID, birth date, title and names; the eligibility check first (POST /api2/pfizer/condition2:
 * 200 eligible with vaccineType and msg → offer registration; 201 already registered; else
 * msg), then POST /api2/pfizer/register2. The role 'admin' or 'pz4' sets the upload flags
 * (vaccineUploadFlags).
 */
export function VaccineRegisterPage() {
  const { role } = useParams();
  const flags = vaccineUploadFlags(role);
  const [form, setForm] = useState<Form>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closeError = useCallback(() => setError(null), []);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setOutcome(null);
  };

  async function check(e: FormEvent) {
    e.preventDefault();
    if (checking) return;
    setAttempted(true);
    const problem = vaccineConditionProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    setChecking(true);
    setOutcome(null);
    try {
      const body: VaccineConditionRequest = { ...form, ...flags, firstName: form.firstName.trim(), lastName: form.lastName.trim() };
      const answer = await vaccineCondition(body);
      if (answer.status === 200 && answer.vaccineType) {
        setOutcome({ kind: 'eligible', vaccineType: answer.vaccineType, msg: answer.msg || VACCINE_MESSAGES.eligible });
      } else if (answer.status === 201) {
        setOutcome({ kind: 'registered', msg: answer.msg || VACCINE_MESSAGES.alreadyRegistered });
      } else {
        setOutcome({ kind: 'refused', msg: answer.msg || VACCINE_MESSAGES.notEligible });
      }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setChecking(false);
    }
  }

  async function register() {
    if (outcome?.kind !== 'eligible') return;
    setRegistering(true);
    try {
      const answer = await vaccineRegister({ cid: form.cid, birthDT: form.birthDT, vaccineType: outcome.vaccineType, ...flags });
      setConfirming(false);
      if (answer.status === 200) setOutcome({ kind: 'done', msg: answer.msg || VACCINE_MESSAGES.registered });
      else setError([answer.msg, answer.desc].filter(Boolean).join(' '));
    } catch (err) {
      setConfirming(false);
      setError(errorText(err));
    } finally {
      setRegistering(false);
    }
  }

  const missing = (v: string) => attempted && !v.trim();
  return (
    <>
      <ProfileHeader title="ลงทะเบียนรับวัคซีน" />
      <section className="container vaccine-page" data-testid="vaccine-register-page">
        <form className="card" onSubmit={(e) => void check(e)} noValidate>
          {(flags.isUpload1 || flags.isUpload2) && (
            <p className="alert alert-info" data-testid="vaccine-register-role">
              {flags.isUpload1 ? 'ลงทะเบียนโดยเจ้าหน้าที่' : 'ลงทะเบียนเข็มกระตุ้น (เข็มที่ 4)'}
            </p>
          )}
          <div className="form-grid">
            <NationalIdField id="reg-cid" label="เลขบัตรประจำตัวประชาชน" value={form.cid} onChange={(v) => set('cid', v)} onInvalid={setError} required invalid={attempted && form.cid.length !== 13} />
            <div className="form-field">
              <span className="form-label">วันเดือนปีเกิด</span>
              <BirthDateSelect idPrefix="reg-birth" value={form.birthDT} onChange={(v) => set('birthDT', v)} invalid={attempted && !form.birthDT} />
            </div>
            <LookupSelect
              id="reg-title"
              label="คำนำหน้าชื่อ"
              url={LOOKUP_URLS.title}
              value={form.titleKey}
              onChange={(value, option) => setForm((f) => ({ ...f, titleKey: value, titleName: option?.label ?? '' }))}
              required
              invalid={attempted && !form.titleKey}
            />
            <TextField id="reg-firstName" label="ชื่อ" value={form.firstName} onChange={(v) => set('firstName', v)} required invalid={missing(form.firstName)} />
            <TextField id="reg-lastName" label="นามสกุล" value={form.lastName} onChange={(v) => set('lastName', v)} required invalid={missing(form.lastName)} />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={checking} data-testid="reg-check">
              {checking && <Spinner small label="กำลังตรวจสอบสิทธิ์" />}
              ตรวจสอบสิทธิ์
            </button>
          </div>
        </form>

        {outcome && (
          <div
            className={`card vaccine-outcome alert ${outcome.kind === 'refused' ? 'alert-danger' : 'alert-info'}`}
            data-testid="reg-outcome"
            data-kind={outcome.kind}
            role="status"
          >
            <p data-testid="reg-outcome-msg">{outcome.msg}</p>
            {outcome.kind === 'eligible' && (
              <>
                <p>
                  ชนิดวัคซีน: <strong data-testid="reg-vaccine-type" data-code={outcome.vaccineType}>{vaccineTypeName(outcome.vaccineType)}</strong>
                </p>
                <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)} data-testid="reg-register">
                  ลงทะเบียน
                </button>
              </>
            )}
          </div>
        )}
      </section>
      <ConfirmModal
        open={confirming}
        title="ยืนยันการลงทะเบียนรับวัคซีน"
        testId="reg-confirm"
        busy={registering}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void register()}
      >
        {/* Issue 16 item 7: the vaccine's name, never its code ('pz1'). */}
        ลงทะเบียนรับวัคซีน {outcome?.kind === 'eligible' ? vaccineTypeName(outcome.vaccineType) : ''} ให้ {form.titleName}
        {form.firstName} {form.lastName}
      </ConfirmModal>
      <ErrorModal message={error} onClose={closeError} title="ไม่สามารถลงทะเบียนได้" />
    </>
  );
}

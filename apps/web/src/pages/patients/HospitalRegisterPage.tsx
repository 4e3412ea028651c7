import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PatientCreateResponse, PatientFields } from '@hospital/contracts';
import { MESSAGES, emptyPatientFields, isNetworkRole, nationalIdError, patientFormError } from '@hospital/rules';
import { createPatient, fullCreatePayload } from '../../api/patients';
import { ErrorModal } from '../../components/ErrorModal';
import { PatientFieldset } from '../../components/forms/PatientFieldset';
import { ProfileHeader } from '../../components/ProfileHeader';
import { ServerErrorSummary, ServerFieldErrors, useServerFieldErrors } from '../../components/forms/server-field-errors';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';

/**
 * Where staff land after creating a patient (accounts §2: /hospital/patient). That page is the
 * network hospitals' patient list; hospital staff (Admin, Medrec, …) cannot open it, so they
 * go to the new patient's profile, where Medrec registers the patient with the HIS.
 */
export function afterCreatePath(role: string | null | undefined, answer: PatientCreateResponse): string {
  if (isNetworkRole(role) || !answer.userId) return '/hospital/patient';
  return `/user/${encodeURIComponent(answer.userId)}`;
}

/** /hospital/register: staff's full patient form (accounts §2 Patient creation by staff, §5). */
export function HospitalRegisterPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [fields, setFields] = useState<PatientFields>(emptyPatientFields);
  const [idCard, setIdCard] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const closeError = useCallback(() => setError(null), []);
  // Issue 35 item 2: the fields the server refused, beside each and listed above the button.
  const server = useServerFieldErrors();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setShowErrors(true);
    server.clear();
    const problem = patientFormError('create', fields) ?? nationalIdError(idCard.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      const answer = await createPatient(fullCreatePayload(fields, idCard));
      if (answer.status === 200 && answer.userId) {
        navigate(afterCreatePath(user?.role, answer));
        return;
      }
      setError(answer.msg || MESSAGES.serverError);
    } catch (err) {
      setError(server.take(err));
    }
    setSaving(false);
  }

  return (
    <>
      <ProfileHeader title="เพิ่มผู้ป่วยใหม่" />
      <section className="container">
        <div className="card" data-testid="patient-create-card">
          <div className="card-header">
            <h2>ข้อมูลผู้ป่วย</h2>
            <Link to="/hospital/register1" className="btn btn-light" data-testid="to-short-form">
              แบบย่อ
            </Link>
          </div>
          <form noValidate onSubmit={onSubmit} data-testid="patient-create-form">
            <ServerFieldErrors fields={server.fields}>
            <PatientFieldset
              variant="create"
              value={fields}
              onChange={setFields}
              idCard={idCard}
              onIdCardChange={setIdCard}
              onIdCardInvalid={setError}
              disabled={saving}
              showErrors={showErrors}
            />
            <ServerErrorSummary problems={server.problems} />
            </ServerFieldErrors>
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={saving} data-testid="patient-create-submit">
                {saving && <Spinner small />}
                บันทึกข้อมูลผู้ป่วย
              </button>
            </div>
          </form>
        </div>
      </section>
      <ErrorModal message={error} onClose={closeError} />
    </>
  );
}

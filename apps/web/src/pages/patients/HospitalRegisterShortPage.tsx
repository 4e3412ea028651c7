import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PatientCreateShort } from '@hospital/contracts';
import { FIELD_LABELS, MESSAGES, PATIENT_NAME_MAX, isValidBirthDate, shortFormError } from '@hospital/rules';
import { LOOKUP_URLS } from '../../api/lookups';
import { createPatient } from '../../api/patients';
import { ErrorModal } from '../../components/ErrorModal';
import { BirthDateSelect } from '../../components/forms/BirthDateSelect';
import { NationalIdField } from '../../components/forms/NationalIdField';
import { fieldId } from '../../components/forms/PatientFieldset';
import { LookupSelect } from '../../components/forms/SelectField';
import { FormField, PhoneField, TextField } from '../../components/forms/TextField';
import { ProfileHeader } from '../../components/ProfileHeader';
import { ServerErrorSummary, ServerFieldErrors, useServerFieldErrors } from '../../components/forms/server-field-errors';
import { Spinner } from '../../components/Spinner';

const EMPTY: PatientCreateShort = { titleKey: '', firstName: '', lastName: '', idCard: '', birthDate: '', phone: '' };

/**
 * /hospital/register1: the short patient form (accounts §2, §5: first name, last name,
 * national id and a valid birth date required). On success the new patient's profile.
 */
export function HospitalRegisterShortPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<PatientCreateShort>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const closeError = useCallback(() => setError(null), []);
  // Issue 35 item 2: the fields the server refused, beside each and listed above the button.
  const server = useServerFieldErrors();
  const set = (k: keyof PatientCreateShort) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const empty = (k: keyof PatientCreateShort) => showErrors && form[k].trim() === '';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setShowErrors(true);
    server.clear();
    const problem = shortFormError(form);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      const payload: PatientCreateShort = {
        titleKey: form.titleKey,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        idCard: form.idCard.trim(),
        birthDate: form.birthDate,
        phone: form.phone.trim(),
      };
      const answer = await createPatient(payload);
      if (answer.status === 200 && answer.userId) {
        navigate(`/user/${encodeURIComponent(answer.userId)}`);
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
      <ProfileHeader title="เพิ่มผู้ป่วยใหม่ (แบบย่อ)" />
      <section className="container">
        <div className="card" data-testid="patient-short-card">
          <div className="card-header">
            <h2>ข้อมูลผู้ป่วย</h2>
            <Link to="/hospital/register" className="btn btn-light" data-testid="to-full-form">
              แบบเต็ม
            </Link>
          </div>
          <form noValidate onSubmit={onSubmit} data-testid="patient-short-form">
            <ServerFieldErrors fields={server.fields}>
            <fieldset className="form-section" disabled={saving}>
              <div className="form-grid">
                <LookupSelect id={fieldId('titleKey')} label={FIELD_LABELS.titleKey} url={LOOKUP_URLS.title} value={form.titleKey} onChange={set('titleKey')} />
                <TextField id={fieldId('firstName')} label={FIELD_LABELS.firstName} value={form.firstName} onChange={set('firstName')} required invalid={empty('firstName')} maxLength={PATIENT_NAME_MAX} />
                <TextField id={fieldId('lastName')} label={FIELD_LABELS.lastName} value={form.lastName} onChange={set('lastName')} required invalid={empty('lastName')} maxLength={PATIENT_NAME_MAX} />
                <NationalIdField
                  id={fieldId('idCard')}
                  label={FIELD_LABELS.idCard}
                  value={form.idCard}
                  onChange={set('idCard')}
                  onInvalid={setError}
                  required
                  invalid={showErrors && form.idCard.trim().length !== 13}
                />
                <FormField label={FIELD_LABELS.birthDate} htmlFor={`${fieldId('birthDate')}-day`} required wide field="birthDate">
                  <BirthDateSelect
                    idPrefix={fieldId('birthDate')}
                    value={form.birthDate}
                    onChange={set('birthDate')}
                    invalid={showErrors && !isValidBirthDate(form.birthDate)}
                  />
                </FormField>
                <PhoneField id={fieldId('phone')} label={FIELD_LABELS.phone} value={form.phone} onChange={set('phone')} />
              </div>
            </fieldset>
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

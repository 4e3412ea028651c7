import { useLayoutEffect, useState, type FormEvent } from 'react';
import { CAREGIVER_RELATIONS, RELATION_LABELS, type AddPersonRequest, type Option, type PersonEntry } from '@hospital/contracts';
import { PERSON_NAME_MAX, addPersonProblems, type AddPersonField } from '@hospital/rules';
import { LOOKUP_URLS } from '../../api/lookups';
import { useAddPerson } from '../../api/people';
import { ConsentModal } from '../../components/consent/ConsentModal';
import { BirthDateSelect } from '../../components/forms/BirthDateSelect';
import { NationalIdField } from '../../components/forms/NationalIdField';
import { LookupSelect, SelectField } from '../../components/forms/SelectField';
import { ServerErrorSummary, ServerFieldErrors, useServerFieldErrors } from '../../components/forms/server-field-errors';
import { FormField, PhoneField, TextField, errorIdOf } from '../../components/forms/TextField';
import { Spinner } from '../../components/Spinner';
import { CAREGIVER_CONSENT_PARAGRAPHS, CAREGIVER_CONSENT_TITLE } from './caregiving-texts';

interface Form {
  relation: string;
  idCard: string;
  titleKey: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
}

const EMPTY: Form = { relation: '', idCard: '', titleKey: '', firstName: '', lastName: '', birthDate: '', phone: '' };

const RELATION_OPTIONS: readonly Option[] = CAREGIVER_RELATIONS.map((r) => ({ value: r, label: RELATION_LABELS[r] }));

/** Element ids of the form's controls (and test ids): `people-<field>`. */
export const personFieldId = (f: AddPersonField | 'titleKey') => `people-${f}`;

/**
 * Issue 33 item 1: add a person I look after, in the registration's fields (relation, national
 * ID, title, names, birth date, phone). Every problem shows at once beside its field (the rule
 * functions of libs/rules the server runs too); then the caregiving text and the signature
 * pad of the registration; the server's refusals are shown beside the fields and listed.
 */
export function AddPersonForm({ onAdded }: { onAdded(entry: PersonEntry, message: string): void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [idCheck, setIdCheck] = useState<string | null>(null);
  // Each refused submit moves the focus to the list of problems (read out, then fixed one by one).
  const [refused, setRefused] = useState(0);
  useLayoutEffect(() => {
    if (refused > 0) document.getElementById('people-form-problems')?.focus();
  }, [refused]);
  const add = useAddPerson();
  const server = useServerFieldErrors();
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'idCard') setIdCheck(null);
  };

  const problems = attempted ? addPersonProblems(form) : [];
  const problemOf = (f: AddPersonField): string | undefined =>
    (f === 'idCard' && idCheck) || problems.find((p) => p.field === f)?.message || server.fields[f];

  function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    setFailure(null);
    server.clear();
    if (addPersonProblems(form).length > 0) {
      setRefused((n) => n + 1);
      return;
    }
    setSigning(true);
  }

  async function send(signBase64: string) {
    setSigning(false);
    const body: AddPersonRequest = {
      relation: form.relation as AddPersonRequest['relation'],
      idCard: form.idCard.trim(),
      ...(form.titleKey ? { titleKey: form.titleKey } : {}),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      birthDate: form.birthDate,
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
      signBase64,
    };
    try {
      const answer = await add.mutateAsync(body);
      setForm(EMPTY);
      setAttempted(false);
      onAdded(answer.data, answer.message);
    } catch (error) {
      setFailure(server.take(error));
    }
  }

  return (
    <form className="people-form" onSubmit={submit} noValidate data-testid="people-add-form" aria-busy={add.isPending}>
      {problems.length > 0 && (
        <div className="alert alert-danger people-problems" role="alert" id="people-form-problems" tabIndex={-1} data-testid="people-form-problems">
          <p>กรุณาแก้ไขข้อมูลต่อไปนี้:</p>
          <ul>
            {problems.map((p) => (
              <li key={p.field}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert" data-testid="people-add-error">
          {failure}
        </div>
      )}
      <ServerErrorSummary problems={server.problems} testId="people-server-problems" />
      <ServerFieldErrors fields={server.fields}>
        <div className="form-grid">
          <SelectField
            id={personFieldId('relation')}
            label="ความสัมพันธ์ (ผู้นี้เป็น…ของท่าน)"
            options={RELATION_OPTIONS}
            value={form.relation}
            onChange={set('relation')}
            required
            error={problemOf('relation')}
          />
          <NationalIdField
            id={personFieldId('idCard')}
            label="เลขประจำตัวประชาชน"
            value={form.idCard}
            onChange={set('idCard')}
            onInvalid={setIdCheck}
            required
            error={problemOf('idCard')}
            field="idCard"
          />
          <LookupSelect id={personFieldId('titleKey')} label="คำนำหน้า" url={LOOKUP_URLS.title} value={form.titleKey} onChange={set('titleKey')} />
          <TextField
            id={personFieldId('firstName')}
            label="ชื่อ"
            value={form.firstName}
            onChange={set('firstName')}
            required
            maxLength={PERSON_NAME_MAX}
            error={problemOf('firstName')}
            field="firstName"
          />
          <TextField
            id={personFieldId('lastName')}
            label="นามสกุล"
            value={form.lastName}
            onChange={set('lastName')}
            required
            maxLength={PERSON_NAME_MAX}
            error={problemOf('lastName')}
            field="lastName"
          />
          <FormField
            label="วันเดือนปีเกิด"
            htmlFor={`${personFieldId('birthDate')}-day`}
            required
            error={problemOf('birthDate')}
            errorId={errorIdOf(personFieldId('birthDate'))}
          >
            <BirthDateSelect
              idPrefix={personFieldId('birthDate')}
              value={form.birthDate}
              onChange={set('birthDate')}
              invalid={Boolean(problemOf('birthDate'))}
              describedBy={problemOf('birthDate') ? errorIdOf(personFieldId('birthDate')) : undefined}
            />
          </FormField>
          <PhoneField id={personFieldId('phone')} label="เบอร์โทรศัพท์มือถือ (ถ้ามี)" value={form.phone} onChange={set('phone')} error={problemOf('phone')} field="phone" />
        </div>
      </ServerFieldErrors>
      <div className="people-form-actions">
        <button type="submit" className="btn btn-primary" disabled={add.isPending} data-testid="people-add-submit">
          {add.isPending && <Spinner small label="กำลังบันทึก" />}
          ลงลายมือชื่อและเพิ่ม
        </button>
      </div>
      <ConsentModal
        open={signing}
        title={CAREGIVER_CONSENT_TITLE}
        paragraphs={CAREGIVER_CONSENT_PARAGRAPHS}
        onDecline={() => setSigning(false)}
        onAccept={(sign) => void send(sign)}
      />
    </form>
  );
}

import { useMemo, useState } from 'react';
import type { Option, PatientFields } from '@hospital/contracts';
import { BLOOD_GROUPS, FIELD_LABELS, MESSAGES, isMarried, patientFieldErrors, patientTextLimit, requiredFields, type PatientForm } from '@hospital/rules';
import { LOOKUP_URLS } from '../../api/lookups';
import { AddressBlock, type AddressKey, type AddressValue } from './AddressBlock';
import { BirthDateSelect } from './BirthDateSelect';
import { NationalIdField } from './NationalIdField';
import { LookupSelect, SelectField } from './SelectField';
import { FormField, PhoneField, TextField, errorIdOf } from './TextField';

/** Gender in profiles and the create form (accounts §9): 1 male, 2 female. */
export const GENDER_OPTIONS: readonly Option[] = [
  { value: '1', label: 'ชาย' },
  { value: '2', label: 'หญิง' },
];

const BLOOD_GROUP_OPTIONS: readonly Option[] = BLOOD_GROUPS.map((g) => ({ value: g, label: g }));

type Field = keyof PatientFields;

/** Test id / element id of a patient field: `pf-<field name>` (e.g. pf-titleKey, pf-birthDate-day). */
export const fieldId = (f: Field | 'idCard') => `pf-${f}`;

const CURRENT: Record<AddressKey, Field> = {
  address: 'address',
  moo: 'moo',
  soi: 'soi',
  road: 'road',
  province: 'thProvince',
  amphur: 'thAmphur',
  district: 'thDistrict',
  postcode: 'postcode',
};
/**
 * The element a field's error points at (issue 16 item 1: focused and scrolled to when it is
 * the first problem): the address parts live in the AddressBlock, the birth date's day select.
 */
export function fieldElementId(f: Field): string {
  const part = (Object.keys(CURRENT) as AddressKey[]).find((k) => CURRENT[k] === f);
  if (part) return `pf-addr-${part}`;
  return f === 'birthDate' ? `${fieldId('birthDate')}-day` : fieldId(f);
}

const REGISTERED: Partial<Record<AddressKey, Field>> = {
  address: 'r_Address',
  moo: 'r_Moo',
  province: 'r_Province',
  amphur: 'r_Amphur',
  district: 'r_District',
  postcode: 'r_Postcode',
};

export interface PatientFieldsetProps {
  /** 'profile': the profile view/edit (national ID read-only); 'create': staff's full form. */
  variant: Extract<PatientForm, 'profile' | 'create'>;
  value: PatientFields;
  onChange(next: PatientFields): void;
  idCard: string;
  /** Create form: the national ID is typed (§5 on-change checksum rule). */
  onIdCardChange?(value: string): void;
  /** The checksum message to show in the error modal. */
  onIdCardInvalid?(message: string): void;
  /** View mode: every control disabled. */
  disabled?: boolean;
  /** A save was attempted: every problem of the form is shown in place (issue 16 item 1). */
  showErrors?: boolean;
}

/**
 * Every field of a patient (accounts §2 profile fields / full patient form), in the spec's
 * order; spouse fields only when marital status is 2; the registered address with its
 * same-address box. Required fields and their order come from `requiredFields` (libs/rules),
 * the list the save check and the server use.
 */
export function PatientFieldset({
  variant,
  value,
  onChange,
  idCard,
  onIdCardChange,
  onIdCardInvalid,
  disabled,
  showErrors,
}: PatientFieldsetProps) {
  const [cleared, setCleared] = useState<ReadonlySet<Field>>(new Set());
  const required = useMemo(() => new Set<Field>(requiredFields(variant, value)), [variant, value]);
  const married = isMarried(value);

  const isEmpty = (f: Field) => String(value[f] ?? '').trim() === '';
  const req = (f: Field) => required.has(f);
  // Issue 16 item 1: after a save attempt, every problem at once, each beside its field and
  // updated as the person types; before that, a required field emptied by hand is marked.
  const problems = useMemo(() => {
    const out = new Map<Field, string>();
    if (showErrors && !disabled) for (const e of patientFieldErrors(variant, value)) out.set(e.field, e.message);
    return out;
  }, [showErrors, disabled, variant, value]);
  const errorOf = (f: Field): string | undefined => {
    if (disabled || !req(f)) return undefined;
    return problems.get(f) ?? (f !== 'birthDate' && isEmpty(f) && cleared.has(f) ? MESSAGES.specify + FIELD_LABELS[f] : undefined);
  };
  const invalid = (f: Field): boolean => errorOf(f) !== undefined;

  const patch = (p: Partial<PatientFields>) => {
    const next = { ...value, ...p };
    const newlyCleared = (Object.keys(p) as Field[]).filter((f) => String(p[f] ?? '') === '' && String(value[f] ?? '') !== '');
    if (newlyCleared.length) setCleared((s) => new Set([...s, ...newlyCleared]));
    onChange(next);
  };
  const set = (f: Field) => (v: string) => patch({ [f]: v } as Partial<PatientFields>);

  const text = (f: Field, opts: { multiline?: boolean; full?: boolean } = {}) => (
    <TextField
      key={f}
      id={fieldId(f)}
      label={FIELD_LABELS[f]}
      value={String(value[f] ?? '')}
      onChange={set(f)}
      required={req(f)}
      error={errorOf(f)}
      disabled={disabled}
      multiline={opts.multiline}
      full={opts.full}
      maxLength={patientTextLimit(f)}
    />
  );
  const lookup = (f: Field, url: string) => (
    <LookupSelect
      key={f}
      id={fieldId(f)}
      label={FIELD_LABELS[f]}
      url={url}
      value={String(value[f] ?? '')}
      onChange={set(f)}
      required={req(f)}
      error={errorOf(f)}
      disabled={disabled}
    />
  );
  const select = (f: Field, options: readonly Option[]) => (
    <SelectField
      key={f}
      id={fieldId(f)}
      label={FIELD_LABELS[f]}
      options={options}
      value={String(value[f] ?? '')}
      onChange={set(f)}
      required={req(f)}
      error={errorOf(f)}
      disabled={disabled}
    />
  );

  const addressOf = (map: Partial<Record<AddressKey, Field>>): AddressValue => {
    const out: Partial<AddressValue> = {};
    for (const [k, f] of Object.entries(map) as [AddressKey, Field][]) out[k] = String(value[f] ?? '');
    return out as AddressValue;
  };
  const addressPatch = (map: Partial<Record<AddressKey, Field>>) => (p: Partial<AddressValue>) => {
    const out: Partial<PatientFields> = {};
    for (const [k, v] of Object.entries(p) as [AddressKey, string][]) {
      const f = map[k];
      if (f) (out as Record<string, string>)[f] = v;
    }
    patch(out);
  };

  return (
    <div className="patient-fieldset" data-testid="patient-fieldset">
      {variant === 'profile' && !disabled && (
        <p className="form-hint" data-testid="profile-required-hint">
          ช่องที่มีเครื่องหมาย * ต้องกรอกก่อนจองคิวครั้งแรก ช่องอื่นกรอกภายหลังได้
        </p>
      )}
      <fieldset className="form-section" disabled={disabled}>
        <legend>ข้อมูลส่วนบุคคล</legend>
        <div className="form-grid">
          {lookup('titleKey', LOOKUP_URLS.title)}
          {text('firstName')}
          {text('lastName')}
          {variant === 'create' ? (
            <NationalIdField
              id={fieldId('idCard')}
              label={FIELD_LABELS.idCard}
              value={idCard}
              onChange={(v) => onIdCardChange?.(v)}
              onInvalid={onIdCardInvalid}
              required
              invalid={Boolean(showErrors) && idCard.trim().length !== 13}
              disabled={disabled}
            />
          ) : (
            <TextField id={fieldId('idCard')} label={FIELD_LABELS.idCard} value={idCard} onChange={() => undefined} readOnly maxLength={13} />
          )}
          {select('genderKey', GENDER_OPTIONS)}
          <FormField
            label={FIELD_LABELS.birthDate}
            htmlFor={fieldElementId('birthDate')}
            required={req('birthDate') && !disabled}
            wide
            error={errorOf('birthDate')}
            errorId={errorIdOf(fieldId('birthDate'))}
          >
            <BirthDateSelect
              idPrefix={fieldId('birthDate')}
              value={value.birthDate}
              onChange={set('birthDate')}
              invalid={invalid('birthDate')}
              describedBy={errorOf('birthDate') ? errorIdOf(fieldId('birthDate')) : undefined}
              disabled={disabled}
            />
          </FormField>
          <PhoneField
            id={fieldId('phone')}
            label={FIELD_LABELS.phone}
            value={value.phone}
            onChange={set('phone')}
            required={req('phone')}
            error={errorOf('phone')}
            disabled={disabled}
          />
        </div>
      </fieldset>

      <fieldset className="form-section" disabled={disabled}>
        <legend>ที่อยู่ปัจจุบัน</legend>
        <div className="form-grid">
          <AddressBlock
            idPrefix="pf-addr"
            value={addressOf(CURRENT)}
            onChange={addressPatch(CURRENT)}
            required={(k) => req(CURRENT[k])}
            invalid={(k) => invalid(CURRENT[k])}
            error={(k) => errorOf(CURRENT[k])}
            disabled={disabled}
            withSoiRoad
            postcodeFirst={variant === 'profile'}
          />
        </div>
      </fieldset>

      <fieldset className="form-section" disabled={disabled}>
        <legend>ที่อยู่ตามทะเบียนบ้าน</legend>
        <label className="form-check">
          <input
            type="checkbox"
            data-testid={fieldId('isSameAddress')}
            checked={value.isSameAddress}
            disabled={disabled}
            onChange={(e) => patch({ isSameAddress: e.target.checked })}
          />
          <span>ที่อยู่ตามทะเบียนบ้านเดียวกับที่อยู่ปัจจุบัน</span>
        </label>
        {!value.isSameAddress && (
          <div className="form-grid" data-testid="registered-address">
            <AddressBlock
              idPrefix="pf-raddr"
              value={addressOf(REGISTERED)}
              onChange={addressPatch(REGISTERED)}
              disabled={disabled}
              postcodeFirst={variant === 'profile'}
              labelSuffix="ตามทะเบียนบ้าน"
            />
          </div>
        )}
      </fieldset>

      <fieldset className="form-section" disabled={disabled}>
        <legend>สถานภาพและข้อมูลทั่วไป</legend>
        <div className="form-grid">
          {lookup('maritalStatusKey', LOOKUP_URLS.maritalStatus)}
          {married && (
            <div className="form-subgrid span-all" data-testid="spouse-fields">
              {lookup('marTitleKey', LOOKUP_URLS.title)}
              {text('mar_FirstName')}
              {text('mar_LastName')}
            </div>
          )}
          {lookup('raceKey', LOOKUP_URLS.race)}
          {lookup('nationalityKey', LOOKUP_URLS.nation)}
          {lookup('religionKey', LOOKUP_URLS.religion)}
          {lookup('occupationKey', LOOKUP_URLS.occupation)}
          {lookup('educationLevelKey', LOOKUP_URLS.education)}
          {select('bloodGroup', BLOOD_GROUP_OPTIONS)}
        </div>
      </fieldset>

      <fieldset className="form-section" disabled={disabled}>
        <legend>ข้อมูลบิดาและมารดา</legend>
        <div className="form-grid">
          {lookup('fatherTitleKey', LOOKUP_URLS.title)}
          {text('father_FirstName')}
          {text('father_LastName')}
          {lookup('motherTitleKey', LOOKUP_URLS.title)}
          {text('mother_FirstName')}
          {text('mother_LastName')}
        </div>
      </fieldset>

      <fieldset className="form-section" disabled={disabled}>
        <legend>ข้อมูลสุขภาพ</legend>
        <div className="form-grid">
          {text('drugNote', { multiline: true, full: true })}
          {text('ptnNote', { multiline: true, full: true })}
        </div>
      </fieldset>
    </div>
  );
}

import type { SubDistrictOption } from '@hospital/contracts';
import { LOOKUP_URLS } from '../../api/lookups';
import { LookupSelect } from './SelectField';
import { PostcodeField, TextField } from './TextField';
import { PATIENT_ADDRESS_MAX } from '@hospital/rules'; // issue 35 item 2: the box says its limit near it

/** One address as the forms edit it; province → amphur (district) → sub-district by official code. */
export interface AddressValue {
  /** House number. */
  address: string;
  moo: string;
  soi?: string;
  road?: string;
  /** Province, 2 digits. */
  province: string;
  /** District (อำเภอ), 4 digits. */
  amphur: string;
  /** Sub-district (ตำบล), 6 digits. */
  district: string;
  postcode: string;
}

export type AddressKey = keyof AddressValue;

export interface AddressBlockProps {
  /** Test-id / element-id prefix of every control, e.g. 'addr' → 'addr-province'. */
  idPrefix: string;
  value: AddressValue;
  onChange(patch: Partial<AddressValue>): void;
  /** Which controls are required (the star) and which show the invalid style now. */
  required?: (key: AddressKey) => boolean;
  invalid?: (key: AddressKey) => boolean;
  /** Issue 16 item 1: a control's Thai message, shown in place. */
  error?: (key: AddressKey) => string | undefined;
  disabled?: boolean;
  /** The current address asks soi and road; the registered one does not (accounts §3). */
  withSoiRoad?: boolean;
  /** The profile lists the postcode before province, district, sub-district (accounts §2). */
  postcodeFirst?: boolean;
  /** Labels' suffix, e.g. ' (ตามทะเบียนบ้าน)'. */
  labelSuffix?: string;
}

/**
 * The address controls of accounts §2: house no., moo, (soi, road), then the province →
 * district → sub-district cascade (a change clears the levels below it); picking a
 * sub-district fills the postcode from its zipcode. Postcode at most 5 digits.
 */
export function AddressBlock({
  idPrefix,
  value,
  onChange,
  required = () => false,
  invalid = () => false,
  error = () => undefined,
  disabled,
  withSoiRoad,
  postcodeFirst,
  labelSuffix = '',
}: AddressBlockProps) {
  const id = (k: AddressKey) => `${idPrefix}-${k}`;
  const postcode = (
    <PostcodeField
      id={id('postcode')}
      label={`รหัสไปรษณีย์${labelSuffix}`}
      value={value.postcode}
      onChange={(v) => onChange({ postcode: v })}
      required={required('postcode')}
      invalid={invalid('postcode')}
      error={error('postcode')}
      disabled={disabled}
    />
  );
  return (
    <>
      <TextField
        id={id('address')}
        label={`บ้านเลขที่${labelSuffix}`}
        value={value.address}
        onChange={(v) => onChange({ address: v })}
        maxLength={PATIENT_ADDRESS_MAX}
        required={required('address')}
        invalid={invalid('address')}
      error={error('address')}
        disabled={disabled}
      />
      <TextField
        id={id('moo')}
        label={`หมู่${labelSuffix}`}
        value={value.moo}
        onChange={(v) => onChange({ moo: v })}
        maxLength={PATIENT_ADDRESS_MAX}
        disabled={disabled}
      />
      {withSoiRoad && (
        <>
          <TextField id={id('soi')} label="ซอย" value={value.soi ?? ''} onChange={(v) => onChange({ soi: v })} disabled={disabled} maxLength={PATIENT_ADDRESS_MAX} />
          <TextField id={id('road')} label="ถนน" value={value.road ?? ''} onChange={(v) => onChange({ road: v })} disabled={disabled} maxLength={PATIENT_ADDRESS_MAX} />
        </>
      )}
      {postcodeFirst && postcode}
      <LookupSelect
        id={id('province')}
        label={`จังหวัด${labelSuffix}`}
        url={LOOKUP_URLS.province}
        value={value.province}
        onChange={(v) => v !== value.province && onChange({ province: v, amphur: '', district: '' })}
        required={required('province')}
        invalid={invalid('province')}
      error={error('province')}
        disabled={disabled}
      />
      <LookupSelect
        id={id('amphur')}
        label={`อำเภอ${labelSuffix}`}
        url={LOOKUP_URLS.amphur}
        parent={value.province}
        value={value.amphur}
        onChange={(v) => v !== value.amphur && onChange({ amphur: v, district: '' })}
        required={required('amphur')}
        invalid={invalid('amphur')}
      error={error('amphur')}
        disabled={disabled}
        placeholder={value.province ? 'กรุณาเลือก' : 'เลือกจังหวัดก่อน'}
      />
      <LookupSelect<SubDistrictOption>
        id={id('district')}
        label={`ตำบล${labelSuffix}`}
        url={LOOKUP_URLS.district}
        parent={value.amphur}
        value={value.district}
        onChange={(v, option) => onChange(option?.zipcode ? { district: v, postcode: option.zipcode } : { district: v })}
        required={required('district')}
        invalid={invalid('district')}
      error={error('district')}
        disabled={disabled}
        placeholder={value.amphur ? 'กรุณาเลือก' : 'เลือกอำเภอก่อน'}
      />
      {!postcodeFirst && postcode}
    </>
  );
}

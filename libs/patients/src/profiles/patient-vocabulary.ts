import { Inject, Injectable } from '@nestjs/common';
import { lineStatusOf, type PatientFields, type Profile } from '@hospital/contracts';
import { fullNameOf } from '@hospital/identity';
import { THAI_GEOGRAPHY, TITLES, isKnownCode, labelOf, type CodeListName, type ThaiGeography } from '@hospital/lookups';
import {
  BLOOD_GROUPS,
  FIELD_LABELS,
  MESSAGES,
  isMarried,
  parseThaiAddress,
  requiredFields,
  titleLabelFromThaid,
  withRegisteredAddress,
  type PatientForm,
} from '@hospital/rules';
import { fieldsOf, type PatientRecord } from './patient-record.js';

type Field = keyof PatientFields;

/** Profile codes (accounts §9): 1 male, 2 female. */
export const GENDER_LABELS: Readonly<Record<string, string>> = { '1': 'ชาย', '2': 'หญิง' };

const CODE_LIST_OF: Partial<Record<Field, CodeListName>> = {
  titleKey: 'title',
  marTitleKey: 'title',
  fatherTitleKey: 'title',
  motherTitleKey: 'title',
  maritalStatusKey: 'maritalstatus',
  nationalityKey: 'nation',
  raceKey: 'race',
  religionKey: 'religion',
  occupationKey: 'occupation',
  educationLevelKey: 'education',
};

/** Every field that holds a code, in form order (the required ones are checked in their own order first). */
const CODE_FIELDS: Field[] = [
  'titleKey', 'genderKey', 'thDistrict', 'thAmphur', 'thProvince', 'maritalStatusKey', 'marTitleKey',
  'nationalityKey', 'raceKey', 'religionKey', 'occupationKey', 'educationLevelKey', 'bloodGroup',
  'fatherTitleKey', 'motherTitleKey',
];

const BANGKOK = '10';

/**
 * The code lists and the address book behind a patient's fields: checks that submitted codes
 * exist and that the address parts belong together, and answers their Thai labels.
 */
@Injectable()
export class PatientVocabulary {
  constructor(@Inject(THAI_GEOGRAPHY) private readonly geo: ThaiGeography) {}

  provinceLabel(code: string): string {
    return this.geo.provinces.find((p) => p.value === code)?.label ?? '';
  }

  amphurLabel(code: string): string {
    return this.amphur(code)?.label ?? '';
  }

  subDistrictLabel(code: string): string {
    return (code && this.geo.subDistrict(code)?.label) || '';
  }

  private amphur(code: string) {
    return code.length === 4 ? this.geo.amphursOf(code.slice(0, 2)).find((a) => a.value === code) : undefined;
  }

  private known(field: Field, value: string): boolean {
    const list = CODE_LIST_OF[field];
    if (list) return isKnownCode(list, value);
    switch (field) {
      case 'genderKey':
        return value in GENDER_LABELS;
      case 'bloodGroup':
        return (BLOOD_GROUPS as readonly string[]).includes(value);
      case 'thProvince':
      case 'r_Province':
        return this.provinceLabel(value) !== '';
      case 'thAmphur':
      case 'r_Amphur':
        return this.amphur(value) !== undefined;
      case 'thDistrict':
      case 'r_District':
        return this.geo.subDistrict(value) !== undefined;
      default:
        return true;
    }
  }

  /** Sub-district within district within province; null when they agree (or are not all given). */
  private placeError(sub: string, amphur: string, province: string): string | null {
    if (amphur && province && !amphur.startsWith(province)) return MESSAGES.addressMismatch;
    if (sub && amphur && this.geo.subDistrict(sub)?.amphurCode !== amphur) return MESSAGES.addressMismatch;
    if (sub && province && !sub.startsWith(province)) return MESSAGES.addressMismatch;
    return null;
  }

  /**
   * The first code problem of a form that passed the required-field checks: a code that is
   * not in its list ('กรุณาเลือกจากรายการ: ' + the field), then an address whose parts do not
   * belong together, then the registered address the same way.
   */
  codeError(form: PatientForm, f: PatientFields): string | null {
    const order = [...new Set<Field>([...requiredFields(form, f).filter((x) => CODE_FIELDS.includes(x)), ...CODE_FIELDS])];
    for (const field of order) {
      if (field === 'marTitleKey' && !isMarried(f)) continue;
      const value = String(f[field] ?? '').trim();
      if (value !== '' && !this.known(field, value)) return MESSAGES.unknownCode + FIELD_LABELS[field];
    }
    const here = this.placeError(f.thDistrict, f.thAmphur, f.thProvince);
    if (here) return here;
    if (!f.isSameAddress) {
      for (const field of ['r_District', 'r_Amphur', 'r_Province'] as const) {
        const value = f[field].trim();
        if (value !== '' && !this.known(field, value)) return MESSAGES.unknownCode + FIELD_LABELS[field];
      }
      const registered = this.placeError(f.r_District, f.r_Amphur, f.r_Province);
      if (registered) return registered;
      if (f.r_Postcode.trim() !== '' && !/^\d{5}$/.test(f.r_Postcode.trim())) return MESSAGES.postcodeInvalid;
    }
    return null;
  }

  /**
   * Issue 16 item 2: the stored fields, with what registration kept as text carried into the
   * fields the form edits: the title ThaiD (or the registration) gave → its code when the title
   * list has it; before the first profile save, the ThaiD address line → house no., moo, soi,
   * road and the province → district → sub-district codes as far as the names match, the
   * postcode from the sub-district, and 'registered address the same' (ThaiD's address is the
   * house registration). Saving the form then stores them.
   */
  fieldsOf(record: PatientRecord): PatientFields {
    const f = fieldsOf(record);
    const { user, profile } = record;
    if (!f.titleKey && user.titleName) f.titleKey = this.titleKeyOf(user.titleName);
    if (profile || !user.registryAddress) return f;
    return withRegisteredAddress({ ...f, ...this.addressFromText(user.registryAddress), isSameAddress: true });
  }

  /** A title as text → its code in the title list ('' when the list has no such title). */
  titleKeyOf(title: string): string {
    const label = titleLabelFromThaid(title);
    return TITLES.find((t) => t.label === label)?.value ?? '';
  }

  /** A formatted Thai address → the address fields, codes as far as the names match the lookups. */
  addressFromText(formatted: string): Pick<PatientFields, 'address' | 'moo' | 'soi' | 'road' | 'thProvince' | 'thAmphur' | 'thDistrict' | 'postcode'> {
    const parts = parseThaiAddress(formatted);
    const same = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
    const province = parts.province ? this.geo.provinces.find((p) => same(p.label, parts.province)) : undefined;
    const amphur = province && parts.district ? this.geo.amphursOf(province.value).find((a) => same(a.label, parts.district)) : undefined;
    const sub = amphur && parts.subDistrict ? this.geo.subDistrictsOf(amphur.value).find((d) => same(d.label, parts.subDistrict)) : undefined;
    return {
      address: parts.houseNo,
      moo: parts.moo,
      soi: parts.soi,
      road: parts.road,
      thProvince: province?.value ?? '',
      thAmphur: amphur?.value ?? '',
      thDistrict: sub?.value ?? '',
      postcode: sub?.zipcode ?? parts.postcode,
    };
  }

  /** The profile as the pages read it: codes under the …Key names, labels under the short ones. */
  toProfile(record: PatientRecord): Profile {
    const f = this.fieldsOf(record);
    const { user, profile } = record;
    return {
      ...f,
      userID: user.id,
      idCard: user.idCard,
      hn: user.hn,
      email: user.email,
      isActive: user.isActive,
      link: user.lineUserId ? 1 : 0,
      title: (f.titleKey && labelOf('title', f.titleKey)) || (user.titleName ?? ''),
      gender: GENDER_LABELS[f.genderKey] ?? '',
      district: this.subDistrictLabel(f.thDistrict),
      amphur: this.amphurLabel(f.thAmphur),
      province: this.provinceLabel(f.thProvince),
      zipcode: f.postcode,
      r_Zipcode: f.r_Postcode,
      mar_Status: (f.maritalStatusKey && labelOf('maritalstatus', f.maritalStatusKey)) || '',
      mar_Title: (f.marTitleKey && labelOf('title', f.marTitleKey)) || '',
      nation: (f.nationalityKey && labelOf('nation', f.nationalityKey)) || '',
      race: (f.raceKey && labelOf('race', f.raceKey)) || '',
      hisPending: !user.hn && profile?.hisRequestedAt != null,
      lineStatus: lineStatusOf(user.lineUserId, user.lineUnfollowedAt != null),
    };
  }

  /**
   * The address in one line, as Thai addresses are written: 'บ้านเลขที่ 12 หมู่ 3 ซ.… ถ.…
   * ต.… อ.… จ.… 92000' (แขวง/เขต and no จ. in Bangkok). Empty parts are left out.
   */
  fullAddress(f: PatientFields): string {
    const bangkok = f.thProvince === BANGKOK;
    const part = (prefix: string, value: string) => (value.trim() ? `${prefix}${value.trim()}` : '');
    return [
      part('บ้านเลขที่ ', f.address),
      part('หมู่ ', f.moo),
      part('ซ.', f.soi),
      part('ถ.', f.road),
      part(bangkok ? 'แขวง' : 'ต.', this.subDistrictLabel(f.thDistrict)),
      part(bangkok ? 'เขต' : 'อ.', this.amphurLabel(f.thAmphur)),
      part(bangkok ? '' : 'จ.', this.provinceLabel(f.thProvince)),
      f.postcode.trim(),
    ]
      .filter((p) => p !== '')
      .join(' ');
  }

  /** 'นายสมชาย รักสุขภาพ'. */
  fullName(record: PatientRecord): string {
    return fullNameOf(record.user);
  }
}

import type { PatientCreateShort, PatientFields, ProfileUpdateRequest } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { nationalIdError } from './national-id.js';
import { isValidBirthDate, phoneError } from './registration.js';
import { firstBookingFields } from './profile-required.js';

/** Marital status 2 is married (accounts §4, §9): only then the spouse fields are asked. */
export const MARRIED = '2';

export function isMarried(fields: Pick<PatientFields, 'maritalStatusKey'>): boolean {
  return String(fields.maritalStatusKey ?? '') === MARRIED;
}

/** Thai names of the fields, as 'กรุณาระบุ' + name reads (accounts §5). */
export const FIELD_LABELS: Record<keyof PatientFields | 'idCard', string> = {
  titleKey: 'คำนำหน้าชื่อ',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  idCard: 'เลขบัตรประชาชน',
  genderKey: 'เพศ',
  birthDate: 'วันเกิด',
  phone: 'เบอร์โทรศัพท์',
  address: 'บ้านเลขที่',
  moo: 'หมู่',
  soi: 'ซอย',
  road: 'ถนน',
  thDistrict: 'ตำบล',
  thAmphur: 'อำเภอ',
  thProvince: 'จังหวัด',
  postcode: 'รหัสไปรษณีย์',
  isSameAddress: 'ที่อยู่ตามทะเบียนบ้าน',
  r_Address: 'บ้านเลขที่ตามทะเบียนบ้าน',
  r_Moo: 'หมู่ตามทะเบียนบ้าน',
  r_District: 'ตำบลตามทะเบียนบ้าน',
  r_Amphur: 'อำเภอตามทะเบียนบ้าน',
  r_Province: 'จังหวัดตามทะเบียนบ้าน',
  r_Postcode: 'รหัสไปรษณีย์ตามทะเบียนบ้าน',
  maritalStatusKey: 'สถานภาพสมรส',
  marTitleKey: 'คำนำหน้าชื่อคู่สมรส',
  mar_FirstName: 'ชื่อคู่สมรส',
  mar_LastName: 'นามสกุลคู่สมรส',
  nationalityKey: 'สัญชาติ',
  raceKey: 'เชื้อชาติ',
  religionKey: 'ศาสนา',
  occupationKey: 'อาชีพ',
  educationLevelKey: 'ระดับการศึกษา',
  bloodGroup: 'หมู่เลือด',
  fatherTitleKey: 'คำนำหน้าชื่อบิดา',
  father_FirstName: 'ชื่อบิดา',
  father_LastName: 'นามสกุลบิดา',
  motherTitleKey: 'คำนำหน้าชื่อมารดา',
  mother_FirstName: 'ชื่อมารดา',
  mother_LastName: 'นามสกุลมารดา',
  drugNote: 'ประวัติแพ้ยา',
  ptnNote: 'หมายเหตุ',
};

/** Blood groups the forms offer. */
export const BLOOD_GROUPS = ['A', 'B', 'AB', 'O', 'ไม่ทราบ'] as const;

/**
 * Which form is checked (accounts §5): the profile edit and the full create form ask the same
 * fields, except that the create form asks race before nationality; an HIS registration needs
 * only the first group (through marital status and spouse).
 */
export type PatientForm = 'profile' | 'create' | 'his';

type Field = keyof PatientFields;

/** The required fields of a form, in the order they are checked. */
export function requiredFields(form: PatientForm, fields: Pick<PatientFields, 'maritalStatusKey'>): Field[] {
  // Issue 16 item 1: the profile asks only what a first booking needs, the HIS's first group.
  const first = firstBookingFields(isMarried(fields));
  if (form === 'his' || form === 'profile') return first;
  const origin: Field[] = form === 'create' ? ['raceKey', 'nationalityKey'] : ['nationalityKey', 'raceKey'];
  return [
    ...first,
    ...origin,
    'religionKey', 'occupationKey', 'educationLevelKey', 'bloodGroup',
    'fatherTitleKey', 'father_FirstName', 'father_LastName',
    'motherTitleKey', 'mother_FirstName', 'mother_LastName',
  ];
}

const filled = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);

/**
 * The first problem of a patient form (accounts §5): 'กรุณาระบุ' + the first missing field,
 * the birth-date message for a date that is not a real past date, the phone and postcode
 * formats. Null when the form may be saved.
 */
export function patientFormError(form: PatientForm, fields: Partial<PatientFields>, now: Date = new Date()): string | null {
  for (const field of requiredFields(form, { maritalStatusKey: fields.maritalStatusKey ?? '' })) {
    const value = fields[field];
    if (field === 'birthDate') {
      if (!isValidBirthDate(value, now)) return MESSAGES.profileBirthDate;
      continue;
    }
    if (!filled(value)) return MESSAGES.specify + FIELD_LABELS[field];
    if (field === 'phone') {
      const problem = phoneError(value);
      if (problem) return problem;
    }
    if (field === 'postcode' && !/^\d{5}$/.test(String(value).trim())) return MESSAGES.postcodeInvalid;
  }
  return null;
}

/** The short create form (accounts §5): first name, last name, national id, a valid birth date. */
export function shortFormError(input: Partial<PatientCreateShort>, now: Date = new Date()): string | null {
  if (!filled(input.firstName)) return MESSAGES.specify + FIELD_LABELS.firstName;
  if (!filled(input.lastName)) return MESSAGES.specify + FIELD_LABELS.lastName;
  const id = nationalIdError(String(input.idCard ?? '').trim());
  if (id) return id;
  if (!isValidBirthDate(input.birthDate, now)) return MESSAGES.profileBirthDate;
  if (filled(input.phone)) return phoneError(input.phone);
  return null;
}

const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** The update payload (short names) as the fields the rules check. */
export function fieldsFromUpdate(p: Partial<ProfileUpdateRequest>): PatientFields {
  return withRegisteredAddress(fieldsFromUpdateRaw(p));
}

function fieldsFromUpdateRaw(p: Partial<ProfileUpdateRequest>): PatientFields {
  const same = p.isSameAddress === true || String(p.isSameAddress) === 'true' || String(p.isSameAddress) === '1';
  return {
    titleKey: s(p.title),
    firstName: s(p.firstName),
    lastName: s(p.lastName),
    genderKey: s(p.gender),
    birthDate: s(p.birthDate),
    phone: s(p.phone),
    address: s(p.address),
    moo: s(p.moo),
    soi: s(p.soi),
    road: s(p.road),
    thDistrict: s(p.district),
    thAmphur: s(p.amphur),
    thProvince: s(p.province),
    postcode: s(p.postcode) || s(p.zipcode),
    isSameAddress: same,
    r_Address: s(p.r_Address),
    r_Moo: s(p.r_Moo),
    r_District: s(p.r_District),
    r_Amphur: s(p.r_Amphur),
    r_Province: s(p.r_Province),
    r_Postcode: s(p.r_Postcode) || s(p.r_Zipcode),
    maritalStatusKey: s(p.mar_Status),
    marTitleKey: s(p.mar_Title),
    mar_FirstName: s(p.mar_FirstName),
    mar_LastName: s(p.mar_LastName),
    nationalityKey: s(p.nation),
    raceKey: s(p.race),
    religionKey: s(p.religion),
    occupationKey: s(p.occupation),
    educationLevelKey: s(p.education),
    bloodGroup: s(p.bloodGroup),
    fatherTitleKey: s(p.father_Title),
    father_FirstName: s(p.father_FirstName),
    father_LastName: s(p.father_LastName),
    motherTitleKey: s(p.mother_Title),
    mother_FirstName: s(p.mother_FirstName),
    mother_LastName: s(p.mother_LastName),
    drugNote: s(p.drugNote),
    ptnNote: s(p.ptnNote),
  };
}

/** The fields as the update payload the page sends (PUT /api/v1/user/{userId}). */
export function updateFromFields(f: PatientFields): ProfileUpdateRequest {
  return {
    title: f.titleKey,
    firstName: f.firstName,
    lastName: f.lastName,
    gender: f.genderKey,
    birthDate: f.birthDate,
    address: f.address,
    moo: f.moo,
    soi: f.soi,
    road: f.road,
    district: f.thDistrict,
    amphur: f.thAmphur,
    province: f.thProvince,
    zipcode: f.postcode,
    postcode: f.postcode,
    isSameAddress: f.isSameAddress,
    r_Address: f.r_Address,
    r_Moo: f.r_Moo,
    r_District: f.r_District,
    r_Amphur: f.r_Amphur,
    r_Province: f.r_Province,
    r_Zipcode: f.r_Postcode,
    r_Postcode: f.r_Postcode,
    phone: f.phone,
    nation: f.nationalityKey,
    race: f.raceKey,
    religion: f.religionKey,
    occupation: f.occupationKey,
    education: f.educationLevelKey,
    bloodGroup: f.bloodGroup,
    mar_Status: f.maritalStatusKey,
    mar_Title: f.marTitleKey,
    mar_FirstName: f.mar_FirstName,
    mar_LastName: f.mar_LastName,
    father_Title: f.fatherTitleKey,
    father_FirstName: f.father_FirstName,
    father_LastName: f.father_LastName,
    mother_Title: f.motherTitleKey,
    mother_FirstName: f.mother_FirstName,
    mother_LastName: f.mother_LastName,
    drugNote: f.drugNote,
    ptnNote: f.ptnNote,
  };
}

/** The create payload's fields, trimmed; `isSameAddress` copies the current address. */
export function fieldsFromCreate(p: Partial<PatientFields> & { zipcode?: string; r_Zipcode?: string; mar_Status?: string }): PatientFields {
  const same = p.isSameAddress === true || String(p.isSameAddress) === 'true' || String(p.isSameAddress) === '1';
  const f: PatientFields = {
    titleKey: s(p.titleKey),
    firstName: s(p.firstName),
    lastName: s(p.lastName),
    genderKey: s(p.genderKey),
    birthDate: s(p.birthDate),
    phone: s(p.phone),
    address: s(p.address),
    moo: s(p.moo),
    soi: s(p.soi),
    road: s(p.road),
    thDistrict: s(p.thDistrict),
    thAmphur: s(p.thAmphur),
    thProvince: s(p.thProvince),
    postcode: s(p.postcode) || s(p.zipcode),
    isSameAddress: same,
    r_Address: s(p.r_Address),
    r_Moo: s(p.r_Moo),
    r_District: s(p.r_District),
    r_Amphur: s(p.r_Amphur),
    r_Province: s(p.r_Province),
    r_Postcode: s(p.r_Postcode) || s(p.r_Zipcode),
    maritalStatusKey: s(p.maritalStatusKey) || s(p.mar_Status),
    marTitleKey: s(p.marTitleKey),
    mar_FirstName: s(p.mar_FirstName),
    mar_LastName: s(p.mar_LastName),
    nationalityKey: s(p.nationalityKey),
    raceKey: s(p.raceKey),
    religionKey: s(p.religionKey),
    occupationKey: s(p.occupationKey),
    educationLevelKey: s(p.educationLevelKey),
    bloodGroup: s(p.bloodGroup),
    fatherTitleKey: s(p.fatherTitleKey),
    father_FirstName: s(p.father_FirstName),
    father_LastName: s(p.father_LastName),
    motherTitleKey: s(p.motherTitleKey),
    mother_FirstName: s(p.mother_FirstName),
    mother_LastName: s(p.mother_LastName),
    drugNote: s(p.drugNote),
    ptnNote: s(p.ptnNote),
  };
  return withRegisteredAddress(f);
}

/** With 'same address' ticked, the registered address is the current one. */
export function withRegisteredAddress(f: PatientFields): PatientFields {
  if (!f.isSameAddress) return f;
  return { ...f, r_Address: f.address, r_Moo: f.moo, r_District: f.thDistrict, r_Amphur: f.thAmphur, r_Province: f.thProvince, r_Postcode: f.postcode };
}

/** Empty fields for a new form. */
export function emptyPatientFields(): PatientFields {
  return fieldsFromCreate({});
}

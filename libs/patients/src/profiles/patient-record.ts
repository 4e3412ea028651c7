import type { HisPerson, PatientFields } from '@hospital/contracts';
import { fullNameOf, type AccountProfile, type User } from '@hospital/identity';
import { hisPersonOf as hisPersonFor, isMarried } from '@hospital/rules';
import type { PatientProfile } from './patient-profile.entity.js';

/** A person as stored: the identity facts in `users`, the rest in `patient_profiles` (maybe none yet). */
export interface PatientRecord {
  user: User;
  profile: PatientProfile | null;
}

const t = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** The stored person as the fields the forms and the rules speak (accounts §3). */
export function fieldsOf({ user, profile: p }: PatientRecord): PatientFields {
  return {
    titleKey: t(user.titleKey),
    firstName: t(user.firstName),
    lastName: t(user.lastName),
    genderKey: t(user.genderKey),
    birthDate: t(user.birthDate),
    phone: t(user.phone),
    address: t(p?.address),
    moo: t(p?.moo),
    soi: t(p?.soi),
    road: t(p?.road),
    thDistrict: t(p?.subDistrictCode),
    thAmphur: t(p?.amphurCode),
    thProvince: t(p?.provinceCode),
    postcode: t(p?.postcode),
    isSameAddress: p?.isSameAddress ?? false,
    r_Address: t(p?.rAddress),
    r_Moo: t(p?.rMoo),
    r_District: t(p?.rSubDistrictCode),
    r_Amphur: t(p?.rAmphurCode),
    r_Province: t(p?.rProvinceCode),
    r_Postcode: t(p?.rPostcode),
    maritalStatusKey: t(p?.maritalStatusKey),
    marTitleKey: t(p?.marTitleKey),
    mar_FirstName: t(p?.marFirstName),
    mar_LastName: t(p?.marLastName),
    nationalityKey: t(p?.nationalityKey),
    raceKey: t(p?.raceKey),
    religionKey: t(p?.religionKey),
    occupationKey: t(p?.occupationKey),
    educationLevelKey: t(p?.educationLevelKey),
    bloodGroup: t(p?.bloodGroup),
    fatherTitleKey: t(p?.fatherTitleKey),
    father_FirstName: t(p?.fatherFirstName),
    father_LastName: t(p?.fatherLastName),
    motherTitleKey: t(p?.motherTitleKey),
    mother_FirstName: t(p?.motherFirstName),
    mother_LastName: t(p?.motherLastName),
    drugNote: t(p?.drugNote),
    ptnNote: t(p?.ptnNote),
  };
}

/** The identity facts of the fields, as `users` columns. `titleName` is the title's label. */
export function userColumnsOf(f: PatientFields, titleName: string | null): AccountProfile {
  return {
    titleKey: orNull(f.titleKey),
    titleName,
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    genderKey: f.genderKey === '1' || f.genderKey === '2' ? Number(f.genderKey) : null,
    birthDate: orNull(f.birthDate),
    phone: orNull(f.phone),
  };
}

/**
 * The rest of the fields, as `patient_profiles` columns. The spouse is kept only for marital
 * status 2 (the page hides the spouse section otherwise, accounts §4).
 */
export function profileColumnsOf(userId: string, f: PatientFields): Omit<PatientProfile, 'createdAt' | 'updatedAt' | 'hisRequestedAt' | 'hisRequestBy'> {
  const married = isMarried(f);
  return {
    userId,
    address: orNull(f.address),
    moo: orNull(f.moo),
    soi: orNull(f.soi),
    road: orNull(f.road),
    subDistrictCode: orNull(f.thDistrict),
    amphurCode: orNull(f.thAmphur),
    provinceCode: orNull(f.thProvince),
    postcode: orNull(f.postcode),
    isSameAddress: f.isSameAddress,
    rAddress: orNull(f.r_Address),
    rMoo: orNull(f.r_Moo),
    rSubDistrictCode: orNull(f.r_District),
    rAmphurCode: orNull(f.r_Amphur),
    rProvinceCode: orNull(f.r_Province),
    rPostcode: orNull(f.r_Postcode),
    maritalStatusKey: orNull(f.maritalStatusKey),
    marTitleKey: married ? orNull(f.marTitleKey) : null,
    marFirstName: married ? orNull(f.mar_FirstName) : null,
    marLastName: married ? orNull(f.mar_LastName) : null,
    nationalityKey: orNull(f.nationalityKey),
    raceKey: orNull(f.raceKey),
    religionKey: orNull(f.religionKey),
    occupationKey: orNull(f.occupationKey),
    educationLevelKey: orNull(f.educationLevelKey),
    bloodGroup: orNull(f.bloodGroup),
    fatherTitleKey: orNull(f.fatherTitleKey),
    fatherFirstName: orNull(f.father_FirstName),
    fatherLastName: orNull(f.father_LastName),
    motherTitleKey: orNull(f.motherTitleKey),
    motherFirstName: orNull(f.mother_FirstName),
    motherLastName: orNull(f.mother_LastName),
    drugNote: orNull(f.drugNote),
    ptnNote: orNull(f.ptnNote),
  };
}

/** The person object the HIS takes (accounts §3), built from the stored record only. */
export function hisPersonOf(record: PatientRecord): HisPerson {
  return hisPersonFor({ userID: record.user.id, cid: t(record.user.idCard), fullName: fullNameOf(record.user) }, fieldsOf(record));
}

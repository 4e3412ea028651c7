import type { LineStatus } from './line-calls.js';

/**
 * Patient data of accounts §3. The calls keep the field names of the hospital's current
 * server, which differ between creating (…Key names) and updating (short names); both map
 * to one set of fields, `PatientFields`, which the rules validate (libs/rules profile.ts).
 */

/** Gender in profiles (accounts §9): '1' male, '2' female. */
export type GenderKey = '1' | '2';

/** The fields of a patient, named as in the full create payload. Codes are strings. */
export interface PatientFields {
  titleKey: string;
  firstName: string;
  lastName: string;
  genderKey: string;
  /** YYYY-MM-DD, Gregorian. */
  birthDate: string;
  phone: string;
  /** House number. */
  address: string;
  moo: string;
  soi: string;
  road: string;
  /** Sub-district (ตำบล) 6-digit code. */
  thDistrict: string;
  /** District (อำเภอ) 4-digit code. */
  thAmphur: string;
  /** Province 2-digit code. */
  thProvince: string;
  postcode: string;
  /** The registered (house-registration) address equals the current one. */
  isSameAddress: boolean;
  r_Address: string;
  r_Moo: string;
  r_District: string;
  r_Amphur: string;
  r_Province: string;
  r_Postcode: string;
  maritalStatusKey: string;
  marTitleKey: string;
  mar_FirstName: string;
  mar_LastName: string;
  nationalityKey: string;
  raceKey: string;
  religionKey: string;
  occupationKey: string;
  educationLevelKey: string;
  bloodGroup: string;
  fatherTitleKey: string;
  father_FirstName: string;
  father_LastName: string;
  motherTitleKey: string;
  mother_FirstName: string;
  mother_LastName: string;
  drugNote: string;
  ptnNote: string;
}

/** POST /api/v1/childuser, full form (accounts §3 patient create (full)). */
export interface PatientCreateFull extends PatientFields {
  idCard: string;
  zipcode?: string;
  r_Zipcode?: string;
  mar_Status?: string;
}

/** POST /api/v1/childuser, short form. */
export interface PatientCreateShort {
  firstName: string;
  lastName: string;
  idCard: string;
  birthDate: string;
  phone: string;
  titleKey: string;
}

/** Answer of childuser: status 200 with the new user's id, else the message. */
export interface PatientCreateResponse {
  status: number;
  userId: string | null;
  msg: string;
}

/** PUT /api/v1/user/{userId} (accounts §3 profile update payload). Codes are strings. */
export interface ProfileUpdateRequest {
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  address: string;
  moo: string;
  soi?: string;
  road?: string;
  /** Sub-district 6-digit code. */
  district: string;
  /** District 4-digit code. */
  amphur: string;
  province: string;
  zipcode?: string;
  postcode: string;
  isSameAddress: boolean;
  r_Address: string;
  r_Moo: string;
  r_District: string;
  r_Amphur: string;
  r_Province: string;
  r_Zipcode?: string;
  r_Postcode: string;
  phone: string;
  nation: string;
  race: string;
  religion: string;
  occupation: string;
  education: string;
  bloodGroup: string;
  mar_Status: string;
  mar_Title: string;
  mar_FirstName: string;
  mar_LastName: string;
  father_Title: string;
  father_FirstName: string;
  father_LastName: string;
  mother_Title: string;
  mother_FirstName: string;
  mother_LastName: string;
  drugNote: string;
  ptnNote: string;
}

/** Answer of PUT /api/v1/user/{userId}. */
export interface ProfileUpdateResponse {
  message: string;
  profile: Profile;
}

/**
 * GET /api/v1/profile, /api/v1/user/Id/{Id}, /api/v1/user/network/{Id} (accounts §3 profile
 * (read)): the fields under both of the names the spec gives (code and label).
 */
export interface Profile extends PatientFields {
  userID: string;
  idCard: string | null;
  hn: string | null;
  email: string | null;
  isActive: number;
  /** A LINE account is linked. */
  link: number;
  /** Labels beside the codes. */
  title: string;
  gender: string;
  district: string;
  amphur: string;
  province: string;
  zipcode: string;
  r_Zipcode: string;
  mar_Status: string;
  mar_Title: string;
  nation: string;
  race: string;
  /** An HIS registration has been requested and not finished yet. */
  hisPending: boolean;
  /** Issue 31 item 5: linked, unreachable (blocked the OA: 'ติดต่อทาง LINE ไม่ได้') or none. */
  lineStatus: LineStatus;
}

/** GET /api/v1/profile/address: the box the telemedicine booking shows. */
export interface ProfileAddress {
  phone: string;
  fullAddress: string;
  fullName: string;
  /** No hospital number yet: the booking forces a first visit (care-services §5). */
  isNewPatient: boolean;
}

/**
 * The person object sent to the HIS (accounts §3). POST /api/v1/patient takes `{person}`;
 * the server reads the person's stored profile for everything but `userID`.
 */
export interface HisPerson {
  userID: string;
  titleKey: string;
  firstName: string;
  lastName: string;
  genderKey: string;
  cid: string;
  birthDT: string;
  nationalityKey: string;
  raceKey: string;
  religionKey: string;
  occupationKey: string;
  aboBloodTypeKey: string;
  maritalStatusKey: string;
  educationLevelKey: string;
  mobilePhone: string;
  isDead: number;
  fullName: string;
  addressNo: string;
  zipCode: string;
  phone: string;
  soi: string;
  moo: string;
  road: string;
  thSubdistrictKey: string;
  thDistrictKey: string;
  thProvinceKey: string;
  rhBloodGroupKey: number;
  fatherFirstName: string;
  fatherLastName: string;
  fatherTitleKey: string;
  motherFirstName: string;
  motherLastName: string;
  motherTitleKey: string;
  spouseFirstName: string;
  spouseLastName: string;
  spouseTitleKey: string;
  pcuAreaTypeKey: 4;
}

/** Answer of POST /api/v1/patient: queued (202) or already registered (200, with the HN). */
export interface HisRegistrationResponse {
  status: 'queued' | 'registered';
  hn: string | null;
  message: string;
}

/** Realtime event to `patient:<userID>` when the HIS issued the HN. */
export interface PatientHnAssigned {
  userID: string;
  hn: string;
}

/**
 * Vaccine service shapes of care-services §3 (vaccine certificate, student vaccine record,
 * vaccine event, vaccine type codes, booking payloads) and the /api2 calls of §7, written once
 * for the api and the web. Field names are the spec's. Birth dates are Gregorian 'YYYY-MM-DD';
 * dates shown to people are Buddhist era. The /api2 envelope, the certificate, condition2's answer
 * and the reference lists are inferred from their schemas (vaccines-calls.ts, issue 30 item 2).
 */
import type { Api2Result } from './vaccines-calls.js';

/** POST /api2/vaccine/cert (§7). */
export interface VaccineCertRequest {
  cid: string;
}

/** POST /api2/pfizer/condition2 (§7). */
export interface VaccineConditionRequest {
  cid: string;
  isUpload1: boolean;
  isUpload2: boolean;
  birthDT: string;
  titleKey: string;
  titleName: string;
  firstName: string;
  lastName: string;
}

/** POST /api2/pfizer/register2 (§7). */
export interface VaccineRegisterRequest {
  cid: string;
  isUpload1: boolean;
  isUpload2: boolean;
  birthDT: string;
  vaccineType: string;
}

/** §3 Student vaccine record (GET /api2/school/cid2/{cid}, /api2/school/cid/{cid}). */
export interface StudentVaccineRecord {
  cid: string;
  firstName: string;
  lastName: string;
  titleKey: string;
  titleName: string;
  birthDT: string;
  schoolKey: string;
  schoolName: string;
  classYear: string;
  classYearName: string;
  classRoom: string;
  weight: number | null;
  height: number | null;
  temp1: number | null;
  temp2: number | null;
  mobilePhone: string;
  addressNo: string;
  thSubdistrictKey: string;
  thDistrictKey: string;
  thProvinceKey: string;
  hospitalCode: string;
  vaccineType: string;
  /** The booked event (null: no booking yet → 'confirm rights'; set → 'edit data'). */
  slotID: string | null;
  rowNumber: number | null;
  isKnow: boolean;
  isNew: boolean;
  inj1Hosp: string;
  inj2Hosp: string;
  appointDT1: string | null;
  appointDT2: string | null;
  appointDT3: string | null;
  appointDT4: string | null;
  appointDT5: string | null;
  appointDT6: string | null;
  queueNumber1: number | null;
  queueNumber2: number | null;
  queueNumber3: number | null;
  queueNumber4: number | null;
  queueNumber5: number | null;
  queueNumber6: number | null;
  queueDate1: string | null;
  queueDate2: string | null;
  queueDate3: string | null;
  queueDate4: string | null;
  queueDate5: string | null;
  queueDate6: string | null;
  queueTime1: string | null;
  queueTime2: string | null;
  queueTime3: string | null;
  queueTime4: string | null;
  queueTime5: string | null;
  queueTime6: string | null;
  vaccineEventKey1: string | null;
  vaccineEventKey2: string | null;
  vaccineEventKey3: string | null;
  vaccineEventKey4: string | null;
}

/** The answer of the student lookups: 200 with the record; 400/404 with msg (§4 vaccine record lookup). */
export interface StudentLookupResponse extends Api2Result {
  data: StudentVaccineRecord | null;
}

/** §3 Booking or update payload (POST /api2/pfizer/confirm2/, /api2/student/update2). */
export interface VaccineBookingRequest {
  cid: string;
  schoolKey: string;
  titleKey: string;
  titleName: string;
  firstName: string;
  lastName: string;
  classYearName: string;
  birthDT: string;
  mobilePhone: string;
  addressNo: string;
  thSubdistrictKey: string;
  thDistrictKey: string;
  thProvinceKey: string;
  weight: number | null;
  height: number | null;
  temp1: number | null;
  temp2: number | null;
  hospitalCode: string;
  vaccineType: string;
  queueDT: string;
  vaccineEventKey: string;
  /** The consent signature (a PNG data URL) — required for a new booking. */
  signBase64?: string;
  isKnow?: boolean;
}

/** §3 The admin payload (POST /api2/student/updateadmin) adds doses 1–4. */
export interface VaccineAdminUpdateRequest extends VaccineBookingRequest {
  vaccineEventKey1: string | null;
  vaccineEventKey2: string | null;
  vaccineEventKey3: string | null;
  vaccineEventKey4: string | null;
  appointDT1: string | null;
  appointDT2: string | null;
  appointDT3: string | null;
  appointDT4: string | null;
  queueNumber1: number | null;
  queueNumber2: number | null;
  queueNumber3: number | null;
  queueNumber4: number | null;
}


/**
 * Vaccine service shapes of care-services §3 (vaccine certificate, student vaccine record,
 * vaccine event, vaccine type codes, booking payloads) and the /api2 calls of §7, written once
 * for the api and the web. Field names are the spec's. Birth dates are Gregorian 'YYYY-MM-DD';
 * dates shown to people are Buddhist era. The /api2 envelope, the certificate, condition2's answer
 * and the reference lists are inferred from their schemas (vaccines-calls.ts, issue 30 item 2).
 */

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

/** The student record and its lookup's answer: declared once as schemas (vaccines-calls.ts, issue 30 item 2). */

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


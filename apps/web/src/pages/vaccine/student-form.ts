import type { StudentVaccineRecord, VaccineAdminUpdateRequest, VaccineBookingRequest, VaccineEvent } from '@hospital/contracts';
import { inBangkok, subdistrictParts } from '@hospital/rules';

/** §9: the hospital code of chosen booking slots. */
export const BOOKING_HOSPITAL_CODE = '13755';

/** The admin edits doses 1 to 4 (§9). */
export const ADMIN_DOSES = [1, 2, 3, 4] as const;
export type AdminDose = (typeof ADMIN_DOSES)[number];

export interface AdminDoseForm {
  vaccineEventKey: string;
  /** 'YYYY-MM-DDTHH:mm' (Bangkok) or ''. */
  appointDT: string;
  queueNumber: string;
}

/** The editable student record as the inputs hold it (numbers as typed text). */
export interface StudentForm {
  cid: string;
  titleKey: string;
  titleName: string;
  firstName: string;
  lastName: string;
  birthDT: string;
  mobilePhone: string;
  addressNo: string;
  thSubdistrictKey: string;
  weight: string;
  height: string;
  temp1: string;
  temp2: string;
  schoolKey: string;
  classYearName: string;
  vaccineType: string;
  vaccineEventKey: string;
  isKnow: boolean;
  doses: Record<AdminDose, AdminDoseForm>;
}

const num = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
/** An ISO time with an offset, or a 'YYYY-MM-DDTHH:mm' already in Bangkok: the datetime-local value in Bangkok. */
function bangkokLocal(v: string | null): string {
  if (!v) return '';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)) return v;
  const d = inBangkok(v);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
}

export function formOf(record: StudentVaccineRecord): StudentForm {
  const dose = (i: AdminDose): AdminDoseForm => ({
    vaccineEventKey: record[`vaccineEventKey${i}`] ?? '',
    appointDT: bangkokLocal(record[`appointDT${i}`]),
    queueNumber: num(record[`queueNumber${i}`]),
  });
  return {
    cid: record.cid,
    titleKey: record.titleKey ?? '',
    titleName: record.titleName ?? '',
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    birthDT: (record.birthDT ?? '').slice(0, 10),
    mobilePhone: record.mobilePhone ?? '',
    addressNo: record.addressNo ?? '',
    thSubdistrictKey: record.thSubdistrictKey ?? '',
    weight: num(record.weight),
    height: num(record.height),
    temp1: num(record.temp1),
    temp2: num(record.temp2),
    schoolKey: record.schoolKey ?? '',
    classYearName: record.classYearName ?? '',
    vaccineType: record.vaccineType ?? '',
    vaccineEventKey: record.slotID ?? '',
    isKnow: !!record.isKnow,
    doses: { 1: dose(1), 2: dose(2), 3: dose(3), 4: dose(4) },
  };
}

const numberOrNull = (v: string): number | null => {
  const t = v.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/** The §3 booking/update payload. `event` is the chosen event (its date is queueDT). */
export function bookingPayload(form: StudentForm, event: VaccineEvent | undefined, signBase64?: string): VaccineBookingRequest {
  const sub = /^\d{6}$/.test(form.thSubdistrictKey) ? subdistrictParts(form.thSubdistrictKey) : { thSubdistrictKey: '', thDistrictKey: '', thProvinceKey: '' };
  return {
    cid: form.cid,
    schoolKey: form.schoolKey,
    titleKey: form.titleKey,
    titleName: form.titleName,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    classYearName: form.classYearName,
    birthDT: form.birthDT,
    mobilePhone: form.mobilePhone,
    addressNo: form.addressNo.trim(),
    ...sub,
    weight: numberOrNull(form.weight),
    height: numberOrNull(form.height),
    temp1: numberOrNull(form.temp1),
    temp2: numberOrNull(form.temp2),
    hospitalCode: BOOKING_HOSPITAL_CODE,
    vaccineType: event?.vaccineType || form.vaccineType.trim(),
    queueDT: event?.vaccineEventDT ?? '',
    vaccineEventKey: form.vaccineEventKey,
    isKnow: form.isKnow,
    ...(signBase64 ? { signBase64 } : {}),
  };
}

/** The admin payload: the booking payload plus doses 1–4. */
export function adminPayload(form: StudentForm, event: VaccineEvent | undefined): VaccineAdminUpdateRequest {
  const d = form.doses;
  const key = (i: AdminDose) => d[i].vaccineEventKey.trim() || null;
  const dt = (i: AdminDose) => d[i].appointDT || null;
  const q = (i: AdminDose) => numberOrNull(d[i].queueNumber);
  return {
    ...bookingPayload(form, event),
    vaccineEventKey1: key(1),
    vaccineEventKey2: key(2),
    vaccineEventKey3: key(3),
    vaccineEventKey4: key(4),
    appointDT1: dt(1),
    appointDT2: dt(2),
    appointDT3: dt(3),
    appointDT4: dt(4),
    queueNumber1: q(1),
    queueNumber2: q(2),
    queueNumber3: q(3),
    queueNumber4: q(4),
  };
}

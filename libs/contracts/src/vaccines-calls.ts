import { z } from './input/zod-thai.js';

/**
 * Issue 30 item 2, one declaration per call: the vaccine reference lists' answers (§3 Vaccine
 * event, schools, sub-districts) declared once as the zod schemas the api documents and the tests
 * check answers against; their types are inferred here. libs/vaccines' vaccine-reference.schemas.ts
 * re-exports and names them.
 */

/**
 * §3 Vaccine event, as the lists answer it: vaccineType the vaccine type code it gives ('pz1',
 * 'pc1'), vaccineFamily that type's family ('pfizer', 'astrazeneca', 'hpv'…, read by the age
 * rules), vaccineEventDT 'YYYY-MM-DDTHH:mm' in Bangkok, venueKind 'general' or 'ward' (§5 age rules).
 */
export const VaccineEventAnswer = z.object({
  vaccineEventKey: z.string().meta({ example: 'VX-PZ1-GEN' }),
  vaccineEventName: z.string(),
  vaccineName: z.string(),
  vaccineType: z.string().meta({ example: 'pz1' }),
  vaccineFamily: z.string().meta({ example: 'pfizer' }),
  vaccineNumber: z.number().int().min(1).max(6),
  vaccineEventDT: z.string().meta({ description: "'YYYY-MM-DDTHH:mm' เวลาไทย", example: '2026-03-02T09:00' }),
  vaccinePlace: z.string(),
  venueKind: z.enum(['general', 'ward']),
  capacity: z.number().int(),
  booked: z.number().int(),
});
export type VaccineEvent = z.output<typeof VaccineEventAnswer>;

/** §3 Reference lists: a school with its classes. */
export const SchoolAnswer = z.object({
  schoolKey: z.string().meta({ example: 'TRG01' }),
  schoolName: z.string(),
  classes: z.array(z.object({ classYear: z.string().meta({ example: 'M1' }), classYearName: z.string() })),
});
export type SchoolRow = z.output<typeof SchoolAnswer>;

/** A sub-district of the reference list. */
export const SubdistrictRowAnswer = z.object({
  thSubdistrictKey: z.string().meta({ description: 'หกหลัก: 4 หลักแรกคืออำเภอ 2 หลักแรกคือจังหวัด', example: '920101' }),
  name: z.string(),
});
export type SubdistrictRow = z.output<typeof SubdistrictRowAnswer>;

/** §7 The answer envelope of the /api2 calls: status 200 is success; msg and desc say why not. */
export const Api2Answer = z.object({
  status: z.number().int().meta({ example: 200 }),
  msg: z.string(),
  desc: z.string(),
});
export type Api2Result = z.output<typeof Api2Answer>;

/**
 * §3 Student vaccine record (GET /api2/school/cid2/{cid}, /api2/school/cid/{cid}); dates as text:
 * birth and queue dates 'YYYY-MM-DD', appointments 'YYYY-MM-DDTHH:mm' in Bangkok. Each dose's
 * fields are spelled out so the inferred type names them.
 */
export const StudentRecordAnswer = z.object({
  cid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  titleKey: z.string(),
  titleName: z.string(),
  birthDT: z.string().meta({ example: '2013-05-04' }),
  schoolKey: z.string(),
  schoolName: z.string(),
  classYear: z.string(),
  classYearName: z.string(),
  classRoom: z.string(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  temp1: z.number().nullable(),
  temp2: z.number().nullable(),
  mobilePhone: z.string(),
  addressNo: z.string(),
  thSubdistrictKey: z.string(),
  thDistrictKey: z.string(),
  thProvinceKey: z.string(),
  hospitalCode: z.string(),
  vaccineType: z.string(),
  slotID: z.string().nullable().meta({ description: 'รอบที่จองไว้ (null: ยังไม่จอง → ยืนยันสิทธิ์; มีค่า → แก้ไขข้อมูล)' }),
  rowNumber: z.number().int().nullable(),
  isKnow: z.boolean(),
  isNew: z.boolean(),
  inj1Hosp: z.string(),
  inj2Hosp: z.string(),
  appointDT1: z.string().nullable(),
  appointDT2: z.string().nullable(),
  appointDT3: z.string().nullable(),
  appointDT4: z.string().nullable(),
  appointDT5: z.string().nullable(),
  appointDT6: z.string().nullable(),
  queueNumber1: z.number().int().nullable(),
  queueNumber2: z.number().int().nullable(),
  queueNumber3: z.number().int().nullable(),
  queueNumber4: z.number().int().nullable(),
  queueNumber5: z.number().int().nullable(),
  queueNumber6: z.number().int().nullable(),
  queueDate1: z.string().nullable(),
  queueDate2: z.string().nullable(),
  queueDate3: z.string().nullable(),
  queueDate4: z.string().nullable(),
  queueDate5: z.string().nullable(),
  queueDate6: z.string().nullable(),
  queueTime1: z.string().nullable(),
  queueTime2: z.string().nullable(),
  queueTime3: z.string().nullable(),
  queueTime4: z.string().nullable(),
  queueTime5: z.string().nullable(),
  queueTime6: z.string().nullable(),
  vaccineEventKey1: z.string().nullable(),
  vaccineEventKey2: z.string().nullable(),
  vaccineEventKey3: z.string().nullable(),
  vaccineEventKey4: z.string().nullable(),
});
export type StudentVaccineRecord = z.output<typeof StudentRecordAnswer>;

/** §4 Vaccine record lookup: 200 with the record (400 bad national ID, 404 not on the list: the envelope without it). */
export const StudentLookupAnswer = Api2Answer.extend({ data: StudentRecordAnswer.nullable() });
export type StudentLookupResponse = z.output<typeof StudentLookupAnswer>;

/** One visit of the certificate (§3 visit_immunization + hospital_name). */
export const VaccineCertVisitAnswer = z.object({
  visit_immunization: z.object({
    vaccine_name: z.string(),
    vaccine_ref_name: z.string(),
    immunization_datetime: z.string().meta({ description: 'ISO date-time with the Bangkok offset', example: '2021-10-21T13:40:00+07:00' }),
    lot_number: z.string(),
  }),
  hospital_name: z.string(),
});
export type VaccineCertVisit = z.output<typeof VaccineCertVisitAnswer>;

/** §3 Vaccine certificate (POST /api2/vaccine/cert); `visit` is empty when the person has no vaccination here. */
export const VaccineCertAnswer = z.object({ fullName: z.string(), certID: z.string(), visit: z.array(VaccineCertVisitAnswer) });
export type VaccineCertResponse = z.output<typeof VaccineCertAnswer>;

/** POST /api2/pfizer/condition2: 200 eligible (vaccineType, msg); 201 already registered; anything else: msg says why. */
export const VaccineConditionAnswer = z.object({
  status: z.number().int().meta({ example: 200 }),
  msg: z.string(),
  vaccineType: z.string().optional().meta({ example: 'pz5' }),
});
export type VaccineConditionResponse = z.output<typeof VaccineConditionAnswer>;

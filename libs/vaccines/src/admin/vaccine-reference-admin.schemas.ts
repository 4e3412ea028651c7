import { text, z, nameSchemas } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { EXAMPLE_CID } from '../http/api2-schemas.js';
import { SchoolAnswer, VaccineEventAnswer } from '../reference/vaccine-reference.schemas.js';

/**
 * The reference admin's forms (/api/v1/vaccine-admin, issue 7: a campaign for any vaccine is
 * data), in each form's order. The patterns are the tables' own CHECKs (migration
 * 1764000000800), so a value the schema takes is one the database takes.
 */
export const TYPE_CODE = /^[a-z0-9-]{3,20}$/;
const SLUG = /^[a-z0-9-]{2,30}$/;
export const SCHOOL_KEY = /^[A-Za-z0-9-]{1,20}$/;
export const EVENT_KEY = /^[A-Za-z0-9-]{1,40}$/;
export const MAX_BRAND_NAME = 100;
export const MAX_SCHOOL_NAME = 200;
export const MAX_CLASS_YEAR = 20;
export const MAX_CLASS_YEAR_NAME = 50;
export const MAX_CLASSES = 100;
export const MAX_EVENT_NAME = 200;
export const MAX_PLACE = 200;
export const MAX_CAPACITY = 100_000;

/** Text matching `pattern`, trimmed; anything else answers `message`. */
const coded = (pattern: RegExp, message: string) => z.string({ error: message }).trim().regex(pattern, { error: message });

/** Required text: missing, empty or not text answers `message`. */
const required = (max: number, message: string) => text(max, message).min(1, { error: message });

/** A number sent as a number or as digits (forms send both); anything else answers `message`. */
const numberLike = (message: string) =>
  z.union([z.number(), z.string().regex(/^[-+]?\d{1,15}(?:\.\d{1,15})?$/, { error: message }).transform(Number)], { error: message });

/** A whole number min..max, sent as a number or digits; anything else answers `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  numberLike(message).pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));

const doseNumber = z
  .number()
  .int({ error: VACCINE_MESSAGES.doseNumberInvalid })
  .min(1, { error: VACCINE_MESSAGES.doseNumberInvalid })
  .max(6, { error: VACCINE_MESSAGES.doseNumberInvalid });

/** POST /api/v1/vaccine-admin/types: a vaccine type (§3 vaccine type codes). */
export const VaccineTypeBody = z.object({
  code: coded(TYPE_CODE, VACCINE_MESSAGES.typeCodeInvalid).meta({ example: 'pz1' }),
  family: coded(SLUG, VACCINE_MESSAGES.familyInvalid).meta({ example: 'pfizer' }),
  brandName: required(MAX_BRAND_NAME, VACCINE_MESSAGES.brandRequired),
  doseNumber: numberLike(VACCINE_MESSAGES.doseNumberInvalid).pipe(doseNumber),
  disease: coded(SLUG, VACCINE_MESSAGES.diseaseInvalid).meta({ example: 'covid19' }),
  forChildren: z.boolean().optional().default(false),
});
export type VaccineTypeInput = z.output<typeof VaccineTypeBody>;

export const VaccineTypeAnswer = z.object({
  code: z.string(),
  family: z.string(),
  brandName: z.string(),
  doseNumber: z.number().int(),
  disease: z.string(),
  forChildren: z.boolean(),
});
export const VaccineTypesAnswer = z.object({ data: z.array(VaccineTypeAnswer) });
export const SavedVaccineTypeAnswer = z.object({ data: VaccineTypeAnswer, msg: z.string() });

/** A school's class: both its code and its name, codes not repeated in the school. */
const SchoolClass = z.object(
  {
    classYear: required(MAX_CLASS_YEAR, VACCINE_MESSAGES.classInvalid).meta({ example: 'M1' }),
    classYearName: required(MAX_CLASS_YEAR_NAME, VACCINE_MESSAGES.classInvalid).meta({ example: 'มัธยมศึกษาปีที่ 1' }),
  },
  { error: VACCINE_MESSAGES.classInvalid },
);

/** POST /api/v1/vaccine-admin/schools: a school with its classes (the list replaces the old one). */
export const SchoolBody = z.object({
  schoolKey: coded(SCHOOL_KEY, VACCINE_MESSAGES.schoolKeyInvalid).meta({ example: 'TRG01' }),
  schoolName: required(MAX_SCHOOL_NAME, VACCINE_MESSAGES.schoolNameRequired),
  classes: z
    .array(SchoolClass, { error: VACCINE_MESSAGES.classInvalid })
    .max(MAX_CLASSES, { error: VACCINE_MESSAGES.classInvalid })
    .nullish()
    .transform((v) => v ?? [])
    .refine((classes) => new Set(classes.map((c) => c.classYear)).size === classes.length, { error: VACCINE_MESSAGES.classInvalid }),
});
export type SchoolInput = z.output<typeof SchoolBody>;

export const SchoolsAdminAnswer = z.object({ data: z.array(SchoolAnswer) });
export const SavedSchoolAnswer = z.object({ data: SchoolAnswer, msg: z.string() });

/** 'YYYY-MM-DDTHH:mm' of a real day and time (Bangkok). */
const isRealDateTime = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(v);
  const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  return !!m && !!day && day.getUTCDate() === Number(m[3]) && Number(m[4]) <= 23 && Number(m[5]) <= 59;
};

/**
 * POST /api/v1/vaccine-admin/events: an event with its capacity. The vaccine type must be a
 * known one (the service reads it, and its dose number when vaccineNumber is left empty).
 */
export const VaccineEventBody = z.object({
  vaccineEventKey: coded(EVENT_KEY, VACCINE_MESSAGES.eventKeyInvalid).meta({ example: 'VX-PZ1-GEN' }),
  vaccineEventName: required(MAX_EVENT_NAME, VACCINE_MESSAGES.eventNameRequired),
  vaccineType: text(20, VACCINE_MESSAGES.vaccineTypeInvalid, VACCINE_MESSAGES.vaccineTypeInvalid).meta({ example: 'pz1' }),
  vaccineNumber: z
    .union([numberLike(VACCINE_MESSAGES.doseNumberInvalid), z.literal(''), z.null()], { error: VACCINE_MESSAGES.doseNumberInvalid })
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : v))
    .pipe(doseNumber.nullable())
    .meta({ description: 'เข็มที่ 1-6 (ว่าง: ตามชนิดวัคซีน)' }),
  vaccineEventDT: z
    .string({ error: VACCINE_MESSAGES.eventDateInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: VACCINE_MESSAGES.eventDateInvalid, abort: true })
    .refine(isRealDateTime, { error: VACCINE_MESSAGES.eventDateInvalid })
    .meta({ description: "'YYYY-MM-DDTHH:mm' เวลาไทย", example: '2026-03-02T09:00' }),
  vaccinePlace: z
    .union([text(MAX_PLACE), z.null()])
    .optional()
    .transform((v) => v ?? ''),
  venueKind: z.enum(['general', 'ward'], { error: VACCINE_MESSAGES.venueKindInvalid }),
  capacity: wholeNumber(0, MAX_CAPACITY, VACCINE_MESSAGES.capacityInvalid),
  hospitalCode: z
    .union([text(20), z.null()])
    .optional()
    .transform((v) => v || '13755')
    .meta({ description: 'รหัสโรงพยาบาล (ว่าง: 13755)' }),
});
export type VaccineEventInput = z.output<typeof VaccineEventBody>;

const AdminEventAnswer = VaccineEventAnswer.extend({ hospitalCode: z.string().meta({ example: '13755' }) });
export const VaccineEventsAdminAnswer = z.object({ data: z.array(AdminEventAnswer) });
export const SavedVaccineEventAnswer = z.object({ data: AdminEventAnswer, msg: z.string() });

/** DELETE …: done. */
export const RemovedAnswer = z.object({ msg: z.string() });

/** The path keys of the reference rows (realistic values for the docs: the demo campaign's). */
export const TypeCodeParam = z.string().max(20).meta({ description: 'รหัสชนิดวัคซีน', example: 'pz1' });
export const SchoolKeyParam = z.string().max(20).meta({ description: 'รหัสโรงเรียน', example: 'TRG01' });
export const EventKeyParam = z.string().max(40).meta({ description: 'รหัสรอบการฉีด', example: 'VX-PZ1-GEN' });
/** Any text asked about (the audit keeps what was asked, valid or not, up to 32 characters). */
export const LookupCidParam = z.string().max(32).meta({ description: 'เลขบัตรประจำตัวประชาชนที่ถูกค้นหา', example: EXAMPLE_CID });

export const LookupsAnswer = z.object({
  data: z.array(
    z.object({
      at: z.string().meta({ description: "'YYYY-MM-DDTHH:mm:ss' เวลาไทย" }),
      kind: z.string().meta({ example: 'student.booking' }),
      ip: z.string().nullable(),
      userID: z.string().nullable(),
      outcome: z.number().int().meta({ example: 200 }),
    }),
  ),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VaccineTypeBody, VaccineTypesAnswer, SavedVaccineTypeAnswer, SchoolBody, SchoolsAdminAnswer, SavedSchoolAnswer, VaccineEventBody, VaccineEventsAdminAnswer, SavedVaccineEventAnswer, VaccineRemovedAnswer: RemovedAnswer, LookupsAnswer });

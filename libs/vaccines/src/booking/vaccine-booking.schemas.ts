import { MAX_SIGNATURE_BYTES, z, nameSchemas } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Answer, formText, nationalId } from '../http/api2-schemas.js';

/** The longest names and house number kept (a form, not a document store). */
export const VACCINE_MAX_NAME = 100;
export const VACCINE_MAX_CLASS_NAME = 50;
/** A signature data URL of at most MAX_SIGNATURE_BYTES of PNG (the shared parser's limit). */
export const VACCINE_MAX_SIGNATURE = 'data:image/png;base64,'.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;

/** A number typed in a form: a number, a numeric string, or empty (null). */
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * A measurement of §3 (weight, height, temperatures): empty is null; otherwise a number in the
 * range, kept to one decimal; anything else answers "กรุณาระบุ{field}ให้ถูกต้อง".
 */
const measure = (name: string, min: number, max: number) => {
  const error = VACCINE_MESSAGES.measureInvalid(name);
  return z
    .union([z.number(), z.string().regex(NUMERIC, { error }), z.literal(''), z.null()], { error })
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)))
    .pipe(z.number().min(min, { error }).max(max, { error }).nullable())
    .transform((n) => (n === null ? null : Math.round(n * 10) / 10))
    .meta({ description: `${name} (${min}–${max})` });
};

/**
 * The §3 booking payload's fields the server reads, in the §5 check order (title, first name,
 * surname, phone, house number, birth date, subdistrict, slot), then school and measurements.
 * Which are required, and whether a value is right, is vaccineBookingProblem's (libs/rules,
 * the page runs it too): the title is asked only of a new record, so every presence check
 * stays there and keeps its order. The schema holds types and limits. thDistrictKey,
 * thProvinceKey, hospitalCode and queueDT are derived on the server and not read.
 */
export const studentFormFields = {
  titleKey: formText(10, VACCINE_MESSAGES.titleUnknown, VACCINE_MESSAGES.titleUnknown),
  titleName: formText(VACCINE_MAX_NAME, VACCINE_MESSAGES.titleRequired),
  firstName: formText(VACCINE_MAX_NAME, VACCINE_MESSAGES.firstNameRequired),
  lastName: formText(VACCINE_MAX_NAME, VACCINE_MESSAGES.lastNameRequired),
  mobilePhone: formText(20, VACCINE_MESSAGES.phoneRequired, VACCINE_MESSAGES.phoneInvalid),
  addressNo: formText(VACCINE_MAX_NAME, VACCINE_MESSAGES.addressNoRequired),
  birthDT: formText(10, VACCINE_MESSAGES.birthDateInvalid, VACCINE_MESSAGES.birthDateInvalid),
  thSubdistrictKey: formText(6, VACCINE_MESSAGES.subdistrictRequired, VACCINE_MESSAGES.subdistrictRequired),
  vaccineEventKey: formText(40, VACCINE_MESSAGES.slotRequired, VACCINE_MESSAGES.eventUnknown),
  schoolKey: formText(20, VACCINE_MESSAGES.schoolUnknown, VACCINE_MESSAGES.schoolUnknown),
  classYearName: formText(VACCINE_MAX_CLASS_NAME),
  weight: measure('น้ำหนัก', 1, 300),
  height: measure('ส่วนสูง', 30, 250),
  temp1: measure('อุณหภูมิครั้งที่ 1', 30, 45),
  temp2: measure('อุณหภูมิครั้งที่ 2', 30, 45),
};
const StudentFormBody = z.object(studentFormFields);
export type StudentFormInput = z.output<typeof StudentFormBody>;

/** POST /api2/student/update2: an existing booking's data (the national ID first, as always). */
export const VaccineUpdateBody = z.object({ cid: nationalId(), ...studentFormFields });
export type VaccineUpdateInput = z.output<typeof VaccineUpdateBody>;

/**
 * POST /api2/pfizer/confirm2/: a new booking, with the consent signature (a PNG data URL; the
 * shared parser reads it after the form's checks, as the page asks for it last).
 */
export const VaccineConfirmBody = VaccineUpdateBody.extend({
  signBase64: z
    .union([z.string().max(VACCINE_MAX_SIGNATURE, { error: VACCINE_MESSAGES.signatureRequired }), z.null()], { error: VACCINE_MESSAGES.signatureRequired })
    .optional()
    .transform((v) => v ?? '')
    .meta({ description: 'ลายมือชื่อยินยอม: data:image/png;base64,…' }),
});
export type VaccineConfirmInput = z.output<typeof VaccineConfirmBody>;

/**
 * POST /api2/student/birthcheck2 (issue 35 item 2): the child's birth date proved before the
 * parent reads and signs the consent — the same proof, and the same messages, as confirm2's.
 */
export const VaccineBirthCheckBody = z.object({ cid: nationalId(), birthDT: studentFormFields.birthDT });
export type VaccineBirthCheckInput = z.output<typeof VaccineBirthCheckBody>;

export { Api2Answer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VaccineUpdateBody, VaccineConfirmBody, VaccineBirthCheckBody });

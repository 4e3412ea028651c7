import { z } from '@hospital/core';
import {
  FIELD_LABELS,
  MESSAGES,
  PATIENT_ADDRESS_MAX,
  PATIENT_BIRTH_DATE_MAX,
  PATIENT_CODE_MAX,
  PATIENT_ID_CARD_MAX,
  PATIENT_NAME_MAX,
  PATIENT_NOTE_MAX,
  PATIENT_PHONE_MAX,
  PATIENT_POSTCODE_MAX,
  tooLongMessage,
} from '@hospital/rules';

/**
 * The building blocks of the patient forms' schemas (accounts §3 profile update, patient
 * create; issue 19 item 1): types and limits only. Whether a field may be empty, a date real,
 * a code known, is the forms' rule functions' (libs/rules patientFormError, shortFormError,
 * PatientVocabulary.codeError), which the page runs too and which answer in the form's order.
 */

/** Issue 35 item 2: the limits live once in libs/contracts (input/text-limits.ts), where the pages' counters read them too. */
export {
  PATIENT_ADDRESS_MAX,
  PATIENT_BIRTH_DATE_MAX,
  PATIENT_CODE_MAX,
  PATIENT_ID_CARD_MAX,
  PATIENT_NAME_MAX,
  PATIENT_NOTE_MAX,
  PATIENT_PHONE_MAX,
  PATIENT_POSTCODE_MAX,
};

/** 'กรุณาระบุ' + the field's Thai name: what a field of the wrong type reads. */
const specify = (field: keyof typeof FIELD_LABELS): string => MESSAGES.specify + FIELD_LABELS[field];

const trimmed = (max: number, tooLong?: string) => z.string().trim().max(max, { error: tooLong ?? tooLongMessage(max) });

/**
 * Free text of a patient form: text, null or absent (both read as '' — the rule function
 * decides whether it may be empty); past `max` 'ยาวเกิน N ตัวอักษร' unless `tooLong` says.
 */
export const formText = (max: number, field: keyof typeof FIELD_LABELS, tooLong?: string) =>
  z
    .union([trimmed(max, tooLong), z.null()], { error: specify(field) })
    .optional()
    .transform((v) => v ?? '');

/** A code of a list: text, or a number as older clients send it ('003' lists keep their text). */
export const formCode = (field: keyof typeof FIELD_LABELS, max: number = PATIENT_CODE_MAX, tooLong?: string) =>
  z
    .union([trimmed(max, tooLong), z.number().int().transform(String), z.null()], { error: specify(field) })
    .optional()
    .transform((v) => v ?? '');

/**
 * The same two for the create form, where an absent field stays absent (undefined): the short
 * form is told from the full one by which fields the body carries (isFullForm).
 */
export const createText = (max: number, field: keyof typeof FIELD_LABELS, tooLong?: string) =>
  z
    .union([trimmed(max, tooLong), z.null()], { error: specify(field) })
    .optional()
    .transform((v) => (v === null ? '' : v));

export const createCode = (field: keyof typeof FIELD_LABELS, max: number = PATIENT_CODE_MAX, tooLong?: string) =>
  z
    .union([trimmed(max, tooLong), z.number().int().transform(String), z.null()], { error: specify(field) })
    .optional()
    .transform((v) => (v === null ? '' : v));

/** 'The registered address is the current one': true, or 'true' / '1' as forms post it; else false. */
export const sameAddressFlag = () =>
  z
    .union([z.boolean(), z.string().max(10), z.number(), z.null()], { error: MESSAGES.badRequest })
    .optional()
    .transform((v) => v === true || String(v) === 'true' || String(v) === '1')
    .meta({ description: 'the registered (house-registration) address is the current one' });

/** Person fields shared by the answers of the profile calls (PatientFields, codes as text). */
export const PatientFieldsAnswer = z.object({
  titleKey: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  genderKey: z.string(),
  birthDate: z.string().meta({ example: '1985-03-14' }),
  phone: z.string(),
  address: z.string(),
  moo: z.string(),
  soi: z.string(),
  road: z.string(),
  thDistrict: z.string().meta({ example: '920101' }),
  thAmphur: z.string().meta({ example: '9201' }),
  thProvince: z.string().meta({ example: '92' }),
  postcode: z.string(),
  isSameAddress: z.boolean(),
  r_Address: z.string(),
  r_Moo: z.string(),
  r_District: z.string(),
  r_Amphur: z.string(),
  r_Province: z.string(),
  r_Postcode: z.string(),
  maritalStatusKey: z.string(),
  marTitleKey: z.string(),
  mar_FirstName: z.string(),
  mar_LastName: z.string(),
  nationalityKey: z.string(),
  raceKey: z.string(),
  religionKey: z.string(),
  occupationKey: z.string(),
  educationLevelKey: z.string(),
  bloodGroup: z.string(),
  fatherTitleKey: z.string(),
  father_FirstName: z.string(),
  father_LastName: z.string(),
  motherTitleKey: z.string(),
  mother_FirstName: z.string(),
  mother_LastName: z.string(),
  drugNote: z.string(),
  ptnNote: z.string(),
});

import { CCNOTE_MAX_LENGTH, CLINICAL_MESSAGES, ICD10_MAX_CODES_PER_VISIT } from './input/clinical-messages.js';
import { z } from './input/zod-thai.js';
import { OptionListAnswer, type Option } from './lookups-calls.js';

/**
 * Issue 30 item 2, one declaration per call: the treatment history, CCNote and ICD-10 calls and the
 * patient search (care-services §3, §7) declared once as the zod schemas the api checks and
 * documents; their types are inferred here. The records and patients domains' *.schemas.ts
 * re-export and name them.
 */

/**
 * §3 Clinic visit record (GET /api/v1/patient/clinicvisit/{hn}, /checknote…, /icd10/…), the HIS's
 * PascalCase names: CN the HIS's visit number as staff read it (filled by adapters that have it);
 * Gender 'ชาย' / 'หญิง'; RecordDT ISO date-time with the Bangkok offset; DX2 the coded diagnoses
 * as text (ICD10 admin shows it in red); Med one medicine a line; ICD10 the codes chosen for the visit.
 */
export const ClinicVisitAnswer = z.object({
  ClinicVisitKey: z.string(),
  CN: z.string().optional().meta({ description: "the HIS's visit number as staff read it", example: '691121-001' }),
  Cid: z.string(),
  Patient: z.string(),
  Age: z.string(),
  Gender: z.string(),
  HN: z.string(),
  RecordDT: z.string().meta({ example: '2026-11-03T09:40:00+07:00' }),
  ServiceUnit: z.string(),
  MC: z.string(),
  VS: z.string(),
  Weight: z.number().nullable(),
  Height: z.number().nullable(),
  WaistLength: z.number().nullable(),
  Bmi: z.number().nullable(),
  BmiText: z.string(),
  PI: z.string(),
  PE: z.string(),
  DX: z.string(),
  DX2: z.string().meta({ description: "the coded diagnoses, one 'code title' a line" }),
  Lab: z.string(),
  Discharge: z.string(),
  History: z.string(),
  Appoint: z.string(),
  NursingCare: z.string(),
  Med: z.string(),
  CCNote: z.string(),
  ICD10: z.array(z.string()),
  Doctor: z.string().optional().meta({ description: "issue 35 item 3: the visit's examining doctor as the HIS names them, only where it records one", example: 'พญ.วรรณา ผิวงาม' }),
});
export type ClinicVisit = z.output<typeof ClinicVisitAnswer>;

export const ClinicVisitListAnswer = z.object({ data: z.array(ClinicVisitAnswer) });
export type ClinicVisitListResponse = z.output<typeof ClinicVisitListAnswer>;

/** The answer of a CCNote or ICD10 save: the visit as the HIS now holds it. */
export const SavedVisitAnswer = z.object({ data: ClinicVisitAnswer });
export type SavedVisit = z.output<typeof SavedVisitAnswer>;

/** PUT /api/v1/checknote/{ClinicVisitKey} {CCNote} (care-services §7): text as typed (kept untrimmed), at most 4000 characters. */
export const CCNoteBody = z.object(
  {
    CCNote: z
      .string({ error: CLINICAL_MESSAGES.ccNoteInvalid })
      .max(CCNOTE_MAX_LENGTH, { error: CLINICAL_MESSAGES.ccNoteTooLong })
      .meta({ description: "the visit's CCNote; '' clears it" }),
  },
  { error: CLINICAL_MESSAGES.ccNoteInvalid },
);
export type CCNoteUpdateRequest = z.input<typeof CCNoteBody>;

/** §3 ICD10 option ({value, label}): GET /api/v1/icd10?Keyword= answers a list of these. */
export const Icd10OptionsAnswer = OptionListAnswer.meta({ description: 'ICD-10 codes: value the code, label "code title"' });
export type Icd10Option = Option;

/**
 * PUT /api/v1/icd10/{ClinicVisitKey} {labels} (care-services §7): the chosen codes, at most
 * 20. Each code's form and whether the list has it are icd10Selection's and the server's.
 */
export const Icd10SaveBody = z.object(
  {
    labels: z
      .array(z.string({ error: CLINICAL_MESSAGES.icd10LabelsInvalid }).max(100), { error: CLINICAL_MESSAGES.icd10LabelsInvalid })
      .max(ICD10_MAX_CODES_PER_VISIT, { error: CLINICAL_MESSAGES.icd10TooMany })
      .meta({ description: "the visit's codes (replacing them); [] clears them", example: ['L20.9', 'B35.3'] }),
  },
  { error: CLINICAL_MESSAGES.icd10LabelsInvalid },
);
export type Icd10UpdateRequest = z.input<typeof Icd10SaveBody>;

/** A patient found by GET /api/v1/user?Keyword&PageNumber&PageSize (§7 patient search). */
export const PatientSearchRowAnswer = z.object({
  userID: z.uuid(),
  fullName: z.string(),
  hn: z.string().nullable(),
  idCard: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
});
export type PatientSearchRow = z.output<typeof PatientSearchRowAnswer>;

export const PatientSearchAnswer = z.object({
  data: z.array(PatientSearchRowAnswer),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type PatientSearchResponse = z.output<typeof PatientSearchAnswer>;

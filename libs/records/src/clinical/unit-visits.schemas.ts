import { z, nameSchemas } from '@hospital/core';
import { CLINICAL_MESSAGES, MESSAGES, isBoundedDay, isDateKey, isOutOfBoundsYear } from '@hospital/rules';

/**
 * §3 Clinic visit record (ClinicVisit, the HIS's PascalCase names): the one shape of the
 * treatment history, the CCNote and ICD10 lists and their saves.
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
});

export const ClinicVisitListAnswer = z.object({ data: z.array(ClinicVisitAnswer) });
/** The answer of a CCNote or ICD10 save: the visit as the HIS now holds it. */
export const SavedVisitAnswer = z.object({ data: ClinicVisitAnswer });

/** A visit of the HIS in the path (PUT /checknote|/icd10/{ClinicVisitKey}); an unknown one answers 404. */
export const ClinicVisitKeyParam = z.string().max(100).meta({ description: 'the HIS visit (ClinicVisitKey)', example: '6500123001' });

/** A day of a staff list's range: 'YYYY-MM-DD', a real date, else the field's Thai message. */
const rangeDay = (message: string) =>
  z
    .string()
    .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
    .max(10, { error: message })
    .refine((v) => isDateKey(v) && isBoundedDay(v), { error: message })
    .meta({ description: 'YYYY-MM-DD (Bangkok), inclusive', example: '2026-11-03' });

/**
 * GET /api/v1/checknote|icd10/{serviceUnitKey}/{startDate}/{endDate} (care-services §7): an
 * unknown unit is an empty list; whether the range is the right way round and at most 366
 * days is visitRangeProblem's.
 */
export const ServiceUnitKeyParam = z.string().max(100).meta({ description: 'the HIS service unit', example: '01' });
export const StartDateParam = rangeDay(CLINICAL_MESSAGES.startDateInvalid);
export const EndDateParam = rangeDay(CLINICAL_MESSAGES.endDateInvalid);

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ClinicVisitListAnswer, SavedVisitAnswer });

import { ClinicVisitAnswer, ClinicVisitListAnswer, SavedVisitAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { CLINICAL_MESSAGES, MESSAGES, isBoundedDay, isDateKey, isOutOfBoundsYear } from '@hospital/rules';

/** §3 Clinic visit record (ClinicVisit, the HIS's PascalCase names), its list and a save's answer: declared once in libs/contracts (records-calls.ts, issue 30 item 2). */
export { ClinicVisitAnswer, ClinicVisitListAnswer, SavedVisitAnswer };

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

import { z } from './input/zod-thai.js';

/**
 * Issue 35 item 1, the doctor's panel beside the video (/vdoadmin/{teleID}): the patient's drug
 * note and last HIS visits (GET /api/v1/tele/{teleID}/history) and the photos of their earlier
 * cases (GET /api/v1/tele/{teleID}/earlierimages), declared once; libs/telemedicine's
 * doctor-panel.schemas.ts re-exports and names them.
 */

/** One HIS visit as the panel shows it: when (ISO, Bangkok offset), the doctor, the diagnosis. */
export const PanelVisitAnswer = z.object({
  clinicVisitKey: z.string(),
  recordDT: z.string().meta({ example: '2026-11-03T09:40:00+07:00' }),
  serviceUnit: z.string(),
  doctor: z.string().nullable().meta({ description: "the visit's doctor where the HIS records one", example: 'พญ.วรรณา ผิวงาม' }),
  diagnosis: z.string().meta({ description: 'DX, else the coded DX2', example: 'Atopic dermatitis' }),
  summary: z.string().meta({ description: 'the chief complaint (MC)', example: 'ผื่นคันที่แขน 2 สัปดาห์' }),
});
export type PanelVisit = z.output<typeof PanelVisitAnswer>;

/** The patient's drug note (the profile's, '' when none recorded) and their last HIS visits, newest first. */
export const CaseHistoryAnswer = z.object({
  drugNote: z.string().meta({ description: "the profile's drug allergy note; '' when none", example: 'แพ้ยาเพนิซิลลิน (ผื่นลมพิษ)' }),
  hn: z.string().nullable(),
  visits: z.array(PanelVisitAnswer),
});
export type CaseHistoryResponse = z.output<typeof CaseHistoryAnswer>;

/** One photo of an earlier case of the same patient: the thumbnail inline, its case's appointment day. */
export const EarlierImageAnswer = z.object({
  fileID: z.uuid(),
  fileName: z.string(),
  thumbnail: z.string().nullable().meta({ description: 'a data URL, null while there is none' }),
  bodySite: z.string().nullable(),
  qualityNote: z.string().nullable(),
  teleID: z.uuid(),
  caseDate: z.string().meta({ description: "the earlier case's appointment day 'YYYY-MM-DD'", example: '2026-09-14' }),
  createdAt: z.string(),
});
export type EarlierImage = z.output<typeof EarlierImageAnswer>;

export const EarlierImagesAnswer = z.object({ data: z.array(EarlierImageAnswer) });
export type EarlierImagesResponse = z.output<typeof EarlierImagesAnswer>;

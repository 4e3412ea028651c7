import { ImageListAnswer, PatientVisitSearchAnswer } from '@hospital/contracts';
import { UPLOAD_FILE_FIELDS } from '@hospital/files';
import { text, z, nameSchemas } from '@hospital/core';
import { MESSAGES, RECORD_IMAGE_MESSAGES, docDateOf, isBoundedDay, isDateKey, isHospitalNumber, isOutOfBoundsYear } from '@hospital/rules';

/** GET /api/v1/patient/visit/{YYYY-MM-DD}/{HN} (care-services §5): the service date; whether it is a holiday is the calendar's. */
export const VisitDateParam = z
  .string()
  .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
  .max(10, { error: RECORD_IMAGE_MESSAGES.serviceDateRequired })
  .refine((v) => isDateKey(v) && isBoundedDay(v), { error: RECORD_IMAGE_MESSAGES.serviceDateRequired })
  .meta({ description: 'the service date, YYYY-MM-DD (Bangkok)', example: '2026-11-03' });

/** The HN of the visit search (§9: 7 letters or digits). */
export const VisitHnParam = z
  .string()
  .max(20, { error: RECORD_IMAGE_MESSAGES.hnInvalid })
  .refine(isHospitalNumber, { error: RECORD_IMAGE_MESSAGES.hnInvalid })
  .meta({ description: 'the HN, 7 letters or digits', example: '6500123' });

/** GET /api/v1/softconimg/{DocDT}: 'YYYY-MM-DD' or 'YYYYMMDD', read as 'YYYY-MM-DD'. */
export const DocDateParam = z
  .string()
  .max(10, { error: RECORD_IMAGE_MESSAGES.serviceDateRequired })
  .refine((v) => !isOutOfBoundsYear(docDateOf(v) ?? v), { error: MESSAGES.dateYearOutOfRange, abort: true })
  .refine((v) => docDateOf(v) !== null && isBoundedDay(docDateOf(v)), { error: RECORD_IMAGE_MESSAGES.serviceDateRequired })
  .transform((v) => docDateOf(v)!)
  .meta({ description: 'the visit date, YYYY-MM-DD or YYYYMMDD', example: '2026-11-03' });

/**
 * POST /api/v1/patient/imagemobile (care-services §7, one image a call; §3 fileCategoryID
 * carries the clinicVisitKey): in the order it is checked, the visit, then the file. Whether
 * the bytes are a jpeg, png or webp picture, and the visit exists, is the service's.
 */
export const PatientImageUploadBody = z.object({
  fileCategoryID: z
    .union(
      [
        text(100, RECORD_IMAGE_MESSAGES.visitRequired, RECORD_IMAGE_MESSAGES.visitRequired).min(1, { error: RECORD_IMAGE_MESSAGES.visitRequired }),
        z.number().transform(String),
      ],
      { error: RECORD_IMAGE_MESSAGES.visitRequired },
    )
    .meta({ description: 'the clinicVisitKey of the visit the image is filed to', example: '6500123001' }),
  ...UPLOAD_FILE_FIELDS,
});
export type PatientImageUploadInput = z.output<typeof PatientImageUploadBody>;


/** §3 Patient visit search result and image list rows: declared once in contracts. */
export { PatientVisitSearchAnswer, ImageListAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ PatientImageUploadBody, PatientVisitSearchAnswer, ImageListAnswer });

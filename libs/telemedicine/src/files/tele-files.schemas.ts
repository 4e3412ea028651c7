import { FILE_STATES, UPLOAD_FILE_FIELDS } from '@hospital/files';
import { idParam, intLike, optionalText, z, nameSchemas } from '@hospital/core';
import { BODY_SITE_MESSAGES, BODY_SITE_VALUES, FILE_CATEGORIES, TELE_MESSAGES } from '@hospital/rules';

/**
 * POST /api/v1/tele/upload (care-services §3 upload payload): in the order it is checked, the
 * category (absent: 0), then the file. An id that is not a case the caller can read answers
 * 404; whether they may add this category is mayUploadCategory's (403).
 */
export const TeleUploadBody = z.object({
  fileCategoryID: z
    .union([intLike(TELE_MESSAGES.fileCategoryInvalid), z.null()], { error: TELE_MESSAGES.fileCategoryInvalid })
    .optional()
    .transform((v) => v ?? 0)
    .pipe(z.literal([...FILE_CATEGORIES], { error: TELE_MESSAGES.fileCategoryInvalid }))
    .meta({ description: "0 the patient's images, 1 staff upload on the case, 2 payment evidence" }),
  ...UPLOAD_FILE_FIELDS,
  teleID: optionalText(100).meta({ description: 'the case', format: 'uuid' }),
  // Issue 16 item 10: optional; one of libs/rules BODY_SITES, else 400 with a Thai message.
  bodySite: z
    .union([z.literal([...BODY_SITE_VALUES], { error: BODY_SITE_MESSAGES.unknown }), z.null()], { error: BODY_SITE_MESSAGES.unknown })
    .optional()
    .transform((v) => v ?? null)
    .meta({ description: 'where on the body the photo was taken: face, scalp, trunk, arms, hands, legs, feet, nails, genitals, other' }),
});
export type TeleUploadInput = z.output<typeof TeleUploadBody>;

/** StoredFileResponse: the bytes as base64 (no data-URL prefix). */
export const StoredFileAnswer = z.object({
  data: z.object({ FileType: z.string(), fileData: z.string(), fileName: z.string(), state: z.enum(FILE_STATES), bodySite: z.string().nullable() }),
});

/** TeleImage (care-services §3 Image), as the image list returns it. */
export const TeleImageListAnswer = z.object({
  data: z.array(
    z.object({
      fileID: z.uuid(),
      fileName: z.string(),
      fileCategoryID: z.number().int(),
      fileSrc: z.string().meta({ example: '/images/6f1c…' }),
      thumbnail: z.string().nullable().meta({ description: 'a data URL, null while there is none' }),
      fileType: z.string(),
      state: z.enum(FILE_STATES),
      createdAt: z.string(),
      bodySite: z.string().nullable().meta({ description: 'issue 16 item 10: the body site the patient tagged, null when none' }),
      qualityNote: z.string().nullable().meta({ description: "issue 35 item 1: the image worker's quality note ('ภาพมืด', 'ภาพอาจไม่ชัด'), null when fine", example: 'ภาพมืด' }),
    }),
  ),
});

export const FileIdParam = idParam('the file (fileID)');

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleUploadBody, StoredFileAnswer, TeleImageListAnswer });

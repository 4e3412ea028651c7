import { idParam, intLike, optionalText, z } from '@hospital/core';
import { FILE_CATEGORIES, FILE_LIMITS, TELE_MESSAGES } from '@hospital/rules';

/**
 * The longest base64 text of an upload: FILE_LIMITS.maxBytes as base64 (4 characters per 3
 * bytes) and room for a data-URL prefix. Past it the file is refused before it is decoded;
 * the decoded size is checked again (413) when the file is read (libs/files parseUpload).
 */
export const UPLOAD_BASE64_MAX = Math.ceil((FILE_LIMITS.maxBytes * 4) / 3) + 300;

const FILE_STATES = ['processing', 'ready', 'stored', 'failed'] as const;

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
  fileBase64: z
    .string({ error: TELE_MESSAGES.fileInvalid })
    .min(1, { error: TELE_MESSAGES.fileInvalid })
    .max(UPLOAD_BASE64_MAX, { error: TELE_MESSAGES.fileTooLarge })
    .meta({ description: `the file as base64 or a data URL; at most ${FILE_LIMITS.maxBytes} bytes decoded` }),
  teleID: optionalText(100).meta({ description: 'the case', format: 'uuid' }),
  fileName: optionalText(255).meta({ example: 'lesion.jpg' }),
  fileType: optionalText(100).meta({ description: 'the type the client declares (kept, never trusted)', example: 'image/jpeg' }),
  fileSize: intLike().optional().meta({ description: "the client's claim; the decoded length is what counts" }),
});
export type TeleUploadInput = z.output<typeof TeleUploadBody>;

export const FileUploadAnswer = z.object({ data: z.object({ fileID: z.uuid(), state: z.enum(FILE_STATES) }) });

/** StoredFileResponse: the bytes as base64 (no data-URL prefix). */
export const StoredFileAnswer = z.object({
  data: z.object({ FileType: z.string(), fileData: z.string(), fileName: z.string(), state: z.enum(FILE_STATES) }),
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
    }),
  ),
});

export const FileIdParam = idParam('the file (fileID)');

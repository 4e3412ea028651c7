import { intLike, optionalText, z } from '@hospital/core';
import { BOOKING_MESSAGES, FILE_LIMITS, TELE_MESSAGES } from '@hospital/rules';

/** The booking images' category (care-services §3: 0 for booking images). */
export const BOOKING_IMAGE_CATEGORY = 0;

/** The longest base64 text of a file within FILE_LIMITS.maxBytes (4 characters per 3 bytes, and a data-URL prefix). */
export const BOOKING_UPLOAD_BASE64_MAX = Math.ceil((FILE_LIMITS.maxBytes * 4) / 3) + 300;

/**
 * POST /api/v1/bookings/upload (care-services §3 upload payload, §7): an image of the caller's
 * own booking. The file itself (base64 that decodes, its size in bytes, its type) is checked
 * by parseUpload (@hospital/files) as for every upload.
 */
export const BookingUploadBody = z.object({
  bookingID: z.string({ error: BOOKING_MESSAGES.notFound }).max(100, { error: BOOKING_MESSAGES.notFound }).meta({ format: 'uuid' }),
  fileName: optionalText(1000).meta({ example: 'rash.jpg' }),
  fileType: optionalText(100).meta({ example: 'image/jpeg' }),
  fileSize: intLike().optional().meta({ description: "the client's claim; the decoded size counts" }),
  fileBase64: z
    .string({ error: TELE_MESSAGES.fileInvalid })
    .min(1, { error: TELE_MESSAGES.fileInvalid })
    .max(BOOKING_UPLOAD_BASE64_MAX, { error: TELE_MESSAGES.fileTooLarge })
    .meta({ description: 'base64 or a data URL' }),
  fileCategoryID: intLike(BOOKING_MESSAGES.imageCategoryInvalid)
    .pipe(z.literal(BOOKING_IMAGE_CATEGORY, { error: BOOKING_MESSAGES.imageCategoryInvalid }))
    .default(BOOKING_IMAGE_CATEGORY)
    .meta({ description: '0: booking images' }),
});
export type BookingUploadInput = z.output<typeof BookingUploadBody>;

export const FileUploadAnswer = z.object({
  data: z.object({ fileID: z.uuid(), state: z.enum(['processing', 'ready', 'stored', 'failed']) }),
});

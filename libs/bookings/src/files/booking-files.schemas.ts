import { UPLOAD_FILE_FIELDS } from '@hospital/files';
import { intLike, z, nameSchemas } from '@hospital/core';
import { BOOKING_MESSAGES } from '@hospital/rules';

/** The booking images' category (care-services §3: 0 for booking images). */
export const BOOKING_IMAGE_CATEGORY = 0;

/**
 * POST /api/v1/bookings/upload (care-services §3 upload payload, §7): an image of the caller's
 * own booking. The file itself (base64 that decodes, its size in bytes, its type) is checked
 * by decodeUpload (@hospital/files) as for every upload.
 */
export const BookingUploadBody = z.object({
  bookingID: z.string({ error: BOOKING_MESSAGES.notFound }).max(100, { error: BOOKING_MESSAGES.notFound }).meta({ format: 'uuid' }),
  ...UPLOAD_FILE_FIELDS,
  fileCategoryID: intLike(BOOKING_MESSAGES.imageCategoryInvalid)
    .pipe(z.literal(BOOKING_IMAGE_CATEGORY, { error: BOOKING_MESSAGES.imageCategoryInvalid }))
    .default(BOOKING_IMAGE_CATEGORY)
    .meta({ description: '0: booking images' }),
});
export type BookingUploadInput = z.output<typeof BookingUploadBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingUploadBody });

import { intLike, z, nameSchemas } from '@hospital/core';
import { BOOKING_MESSAGES, BOOKING_STATUS_VALUES } from '@hospital/rules';

/**
 * PUT /api/v1/bookings/updatestatus/{bookingID} (care-services §4): the status to move to, a
 * number or a string of digits. Which moves are allowed is patientMoveProblem /
 * staffMoveProblem's (libs/rules), with the stored booking.
 */
export const BookingStatusBody = z.object({
  bookingStatus: intLike(BOOKING_MESSAGES.statusInvalid)
    .pipe(z.union(BOOKING_STATUS_VALUES.map((s) => z.literal(s)), { error: BOOKING_MESSAGES.statusInvalid }))
    .meta({ description: '§4: 1 ยืนยัน, -1 ยกเลิก', example: 1 }),
});
export type BookingStatusInput = z.output<typeof BookingStatusBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingStatusBody });

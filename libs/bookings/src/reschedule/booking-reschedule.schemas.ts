import { BookingRescheduleFields } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/**
 * Issue 32 item 2, PUT /api/v1/bookings/{bookingID}: the new day, time and slot type, declared
 * once in libs/contracts (appointments-calls.ts); the answer is BookingMoveAnswer (the Thai
 * message and the booking as stored), as the status moves answer.
 */
export const BookingRescheduleBody = BookingRescheduleFields;
export type BookingRescheduleInput = z.output<typeof BookingRescheduleBody>;

/** These calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingRescheduleBody });

import { BookingStatusBody } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/** PUT /api/v1/bookings/updatestatus/{bookingID} (care-services §4): declared once in libs/contracts (bookings-calls.ts, issue 30 item 2). */
export { BookingStatusBody };
export type BookingStatusInput = z.output<typeof BookingStatusBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingStatusBody });

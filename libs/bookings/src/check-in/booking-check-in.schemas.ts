import { BookingCheckInFields, BookingQueueSettingsAnswer, BookingQueueSettingsFields } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/** Issue 32 item 5: the check-in call's body and Admin's queue order, declared once in libs/contracts (booking-check-in-calls.ts). */
export const BookingCheckInBody = BookingCheckInFields;
export type BookingCheckInInput = z.output<typeof BookingCheckInBody>;
export const BookingQueueSettingsBody = BookingQueueSettingsFields;
export type BookingQueueSettingsInput = z.output<typeof BookingQueueSettingsBody>;
export { BookingQueueSettingsAnswer };

/** These calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingCheckInBody, BookingQueueSettingsBody, BookingQueueSettingsAnswer });

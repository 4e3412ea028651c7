import { SlotRowAnswer } from '@hospital/contracts';
import { intLike, z, nameSchemas } from '@hospital/core';
import { BOOKING_SLOT_TYPES, MESSAGES } from '@hospital/rules';
import { calendarDay } from './booking.schemas.js';

/** GET /api/v1/timeslot?AppointDatetime&SlotType (care-services §7, in-person slot types 1 and 2). */
export const BookingSlotsQuery = z.object({
  AppointDatetime: calendarDay(MESSAGES.calendarDateRequired),
  SlotType: intLike(MESSAGES.calendarSlotTypeRequired)
    .pipe(z.union(BOOKING_SLOT_TYPES.map((t) => z.literal(t)), { error: MESSAGES.calendarSlotTypeRequired }))
    .meta({ description: '§9: 1 ในเวลาราชการ, 2 คลินิกพิเศษนอกเวลา', example: '2' }),
});
export type BookingSlotsInput = z.output<typeof BookingSlotsQuery>;

/** The free slot times of the day. */
export const BookingSlotsAnswer = z.object({ data: z.array(SlotRowAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ BookingSlotsAnswer });

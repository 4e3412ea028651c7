import { SlotRowAnswer, TELE_MAX_LINE_ID, TELE_MAX_TEXT, TeleCreateAnswer, TeleCreateBody } from '@hospital/contracts';
import { dateKey, intLike, z, nameSchemas } from '@hospital/core';
import { MESSAGES, TELE_SLOT_TYPE } from '@hospital/rules';

/**
 * POST /api/v1/tele (care-services §7): TeleCreateBody and its answer are declared once in
 * libs/contracts (tele-calls.ts, issue 30 item 2), the web's TeleCreateRequest inferred from it.
 */
export { TELE_MAX_LINE_ID, TELE_MAX_TEXT, TeleCreateAnswer, TeleCreateBody };
export type TeleCreateInput = z.output<typeof TeleCreateBody>;

/** GET /api/v1/tele/timeslot?AppointDatetime=&SlotType= (slot types 4, 5, 6). */
export const TeleSlotsQuery = z.object({
  AppointDatetime: dateKey(MESSAGES.calendarDateRequired),
  SlotType: intLike(MESSAGES.calendarSlotTypeRequired).pipe(
    z.union(Object.values(TELE_SLOT_TYPE).map((t) => z.literal(t)), { error: MESSAGES.calendarSlotTypeRequired }),
  ),
});
export const TeleSlotsAnswer = z.object({ data: z.array(SlotRowAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleCreateBody, TeleCreateAnswer, TeleSlotsAnswer });

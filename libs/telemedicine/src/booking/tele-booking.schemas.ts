import type { TeleCreateRequest } from '@hospital/contracts';
import { dateKey, intLike, optionalText, text, z, nameSchemas, type Agrees } from '@hospital/core';
import { MESSAGES, TELE_MESSAGES, TELE_SLOT_TYPE } from '@hospital/rules';

/** Longest free text kept (address, symptoms): a form, not a document store. */
export const TELE_MAX_TEXT = 2000;
export const TELE_MAX_LINE_ID = 100;

/**
 * POST /api/v1/tele (care-services §7): the shape and limits. Whether a field may be empty
 * on this day for this person is teleBookingProblem's (libs/rules), which the page runs too;
 * the fields are in the form's order, so the first problem named is the page's first.
 */
export const TeleCreateBody = z.object({
  description: text(TELE_MAX_TEXT, TELE_MESSAGES.descriptionRequired),
  useRegisteredAddress: z.boolean().optional().default(false),
  shippingAddress: optionalText(TELE_MAX_TEXT, TELE_MESSAGES.addressRequired),
  phone: optionalText(20, TELE_MESSAGES.phoneInvalid),
  appointDate: optionalText(40, TELE_MESSAGES.dateRequired),
  appointDatetime: optionalText(40, TELE_MESSAGES.dateRequired),
  serviceType: intLike(TELE_MESSAGES.serviceTypeRequired),
  appointTime: optionalText(10, TELE_MESSAGES.slotRequired),
  imageCount: intLike().optional().default(0),
  lineID: optionalText(TELE_MAX_LINE_ID),
});
export type TeleCreateInput = z.output<typeof TeleCreateBody>;
/** Issue 30 item 3: the web's TeleCreateRequest (libs/contracts) and this schema agree, or the typecheck fails. */
export const teleCreateRequestAgrees: Agrees<TeleCreateRequest, z.input<typeof TeleCreateBody>> = true;

export const TeleCreateAnswer = z.object({ data: z.object({ teleID: z.uuid() }) });

/** GET /api/v1/tele/timeslot?AppointDatetime=&SlotType= (slot types 4, 5, 6). */
export const TeleSlotsQuery = z.object({
  AppointDatetime: dateKey(MESSAGES.calendarDateRequired),
  SlotType: intLike(MESSAGES.calendarSlotTypeRequired).pipe(
    z.union(Object.values(TELE_SLOT_TYPE).map((t) => z.literal(t)), { error: MESSAGES.calendarSlotTypeRequired }),
  ),
});
export const TeleSlotsAnswer = z.object({ data: z.array(z.object({ slotTime: z.string().meta({ example: '09:00' }) })) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleCreateBody, TeleCreateAnswer, TeleSlotsAnswer });

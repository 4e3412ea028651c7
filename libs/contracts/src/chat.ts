/**
 * Issue 31: the LINE Official Account's chat. A patient answers a card from inside LINE (a
 * postback button), asks in words ('นัด', 'คิว', 'ชำระเงิน'), and is reminded of what is coming.
 * The domains that own the data contribute through core's chat decorators (libs/core/src/chat);
 * the notifications module, which owns the conversation, renders and sends. Nobody imports
 * another domain for it.
 */
import * as z from 'zod';

/**
 * The postback actions of the cards' buttons, each with the schema of its parameters. Each has
 * exactly ONE handler (`@ChatAction(name)` in the domain that owns the data); start-up fails
 * otherwise. Each is the same command as the page's, under the same rules. A postback's data
 * comes back from the chat as the person's input: chatActionOf checks it with these schemas.
 */
export const CHAT_ACTIONS = {
  /** Confirm a clinic booking still waiting (care-services §4 booking status 0 → 1). */
  'booking.confirm': z.object({ bookingID: z.uuid() }),
  /** Cancel a clinic booking (0 or 1 → −1). */
  'booking.cancel': z.object({ bookingID: z.uuid() }),
  /** 'ได้รับยาแล้ว': the patient received the parcel (telemedicine flowStatus 6 → 7). */
  'tele.received': z.object({ teleID: z.uuid() }),
  /** Issue 32 item 3: 'รับคิวนี้' on an earlier-slot offer (the first tap of a freed slot wins). */
  'offer.accept': z.object({ offerID: z.uuid() }),
  /** 'ไม่สนใจ' on the same card: the patient keeps their appointment; the slot goes to the next patient. */
  'offer.decline': z.object({ offerID: z.uuid() }),
};
export type ChatActionName = keyof typeof CHAT_ACTIONS;
export type ChatActionParams<N extends ChatActionName> = z.output<(typeof CHAT_ACTIONS)[N]>;
export const CHAT_ACTION_NAMES = Object.keys(CHAT_ACTIONS) as ChatActionName[];

/** LINE's limit on a postback's data (Messaging API reference: max 300 characters). */
export const POSTBACK_DATA_MAX = 300;

/** The postback data of an action: 'a=booking.confirm&bookingID=…' (URL-encoded, ≤ 300 characters). */
export function postbackDataOf<N extends ChatActionName>(name: N, params: ChatActionParams<N>): string {
  const data = new URLSearchParams({ a: name, ...(params as Record<string, string>) }).toString();
  if (data.length > POSTBACK_DATA_MAX) throw new Error(`postback data of ${name} is ${data.length} characters (LINE allows ${POSTBACK_DATA_MAX})`);
  return data;
}

/** The action and parameters of a postback's data, or null when it names no action of the catalogue or its parameters are not the action's. */
export function chatActionOf(data: string): { name: ChatActionName; params: Record<string, string> } | null {
  const { a: name, ...params } = Object.fromEntries(new URLSearchParams(data));
  if (!name || !Object.hasOwn(CHAT_ACTIONS, name)) return null;
  const parsed = CHAT_ACTIONS[name as ChatActionName].safeParse(params);
  return parsed.success ? { name: name as ChatActionName, params: parsed.data as Record<string, string> } : null;
}

/** What a patient may ask in words. Each topic may have several contributors (`@ChatTopic(topic)`), merged in time order. */
export type ChatTopicName = 'appointments' | 'queue' | 'owed';
export const CHAT_TOPIC_NAMES = ['appointments', 'queue', 'owed'] as const satisfies readonly ChatTopicName[];

/**
 * The kinds of appointment a reminder rule is set for (issue 31 item 4): clinic regular hours
 * (slot 1), special clinic (slot 2), telemedicine video, vaccine, and the follow-ups written in
 * the HIS visit's 'Appoint'.
 */
export type AppointmentKind = 'clinic' | 'specialClinic' | 'video' | 'vaccine' | 'hisFollowUp';
export const APPOINTMENT_KINDS = ['clinic', 'specialClinic', 'video', 'vaccine', 'hisFollowUp'] as const satisfies readonly AppointmentKind[];


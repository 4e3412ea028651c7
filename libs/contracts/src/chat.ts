/**
 * Issue 31: the LINE Official Account's chat. A patient answers a card from inside LINE (a
 * postback button), asks in words ('นัด', 'คิว', 'ชำระเงิน'), and is reminded of what is coming.
 * The domains that own the data contribute through core's chat decorators (libs/core/src/chat);
 * the notifications module, which owns the conversation, renders and sends. Nobody imports
 * another domain for it.
 */
import type { LineCard } from './jobs.js';

/**
 * The postback actions of the cards' buttons, each mapped to its parameters. Each has exactly
 * ONE handler (`@ChatAction(name)` in the domain that owns the data); start-up fails otherwise.
 * Each is the same command as the page's, under the same rules.
 */
export interface ChatActionCatalogue {
  /** Confirm a clinic booking still waiting (care-services §4 booking status 0 → 1). */
  'booking.confirm': { bookingID: string };
  /** Cancel a clinic booking (0 or 1 → −1). */
  'booking.cancel': { bookingID: string };
  /** 'ได้รับยาแล้ว': the patient received the parcel (telemedicine flowStatus 6 → 7). */
  'tele.received': { teleID: string };
}
export type ChatActionName = keyof ChatActionCatalogue;
export type ChatActionParams<N extends ChatActionName> = ChatActionCatalogue[N];
export const CHAT_ACTION_NAMES = ['booking.confirm', 'booking.cancel', 'tele.received'] as const satisfies readonly ChatActionName[];
type MissingActions = Exclude<ChatActionName, (typeof CHAT_ACTION_NAMES)[number]>;
const _allActionsListed: MissingActions extends never ? true : MissingActions = true;
void _allActionsListed;

/** LINE's limit on a postback's data (Messaging API reference: max 300 characters). */
export const POSTBACK_DATA_MAX = 300;

/** The postback data of an action: 'a=booking.confirm&bookingID=…' (URL-encoded, ≤ 300 characters). */
export function postbackDataOf<N extends ChatActionName>(name: N, params: ChatActionParams<N>): string {
  const data = new URLSearchParams({ a: name, ...(params as Record<string, string>) }).toString();
  if (data.length > POSTBACK_DATA_MAX) throw new Error(`postback data of ${name} is ${data.length} characters (LINE allows ${POSTBACK_DATA_MAX})`);
  return data;
}

/** The action and parameters of a postback's data, or null when it names no action of the catalogue. */
export function chatActionOf(data: string): { name: ChatActionName; params: Record<string, string> } | null {
  const params = Object.fromEntries(new URLSearchParams(data));
  const name = params.a as ChatActionName | undefined;
  if (!name || !(CHAT_ACTION_NAMES as readonly string[]).includes(name)) return null;
  delete params.a;
  return { name, params };
}

/** The person the chat acts for: the patient whose LINE account sent the event. */
export interface ChatActor {
  userID: string;
  fullName: string;
}

/** What an action answers in the chat: the text (a card's altText) and, where it helps, a card. */
export interface ChatReply {
  text: string;
  card?: LineCard;
}

/** What a patient may ask in words. Each topic may have several contributors (`@ChatTopic(topic)`), merged in time order. */
export type ChatTopicName = 'appointments' | 'queue' | 'owed';
export const CHAT_TOPIC_NAMES = ['appointments', 'queue', 'owed'] as const satisfies readonly ChatTopicName[];

/** One thing to tell about a topic: an appointment, a queue place, a payment due. */
export interface ChatItem {
  /** When it is (ISO), for the order; the earliest first. */
  at: string;
  title: string;
  lines: string[];
  action?: LineCard['action'];
  choices?: LineCard['choices'];
}

/**
 * The kinds of appointment a reminder rule is set for (issue 31 item 4): clinic regular hours
 * (slot 1), special clinic (slot 2), telemedicine video, vaccine, and the follow-ups written in
 * the HIS visit's 'Appoint'.
 */
export type AppointmentKind = 'clinic' | 'specialClinic' | 'video' | 'vaccine' | 'hisFollowUp';
export const APPOINTMENT_KINDS = ['clinic', 'specialClinic', 'video', 'vaccine', 'hisFollowUp'] as const satisfies readonly AppointmentKind[];

/** An appointment a reminder may be sent for (`@AppointmentSource(kind)` lists them for a time range). */
export interface UpcomingAppointment {
  /** Unique and stable for this appointment: 'booking:<id>', 'tele:<id>' … (a moved appointment keeps it). */
  ref: string;
  kind: AppointmentKind;
  userID: string;
  /** When it starts (ISO). */
  at: string;
  /** 'คลินิกปกติ คิวที่ 3', 'พบแพทย์ทางวิดีโอ' … */
  title: string;
  lines: string[];
  /** The link of the reminder's button (the video call's join page, the booking's page). */
  action?: LineCard['action'];
  /** Buttons answered in the chat (confirm or cancel a booking still waiting). */
  choices?: LineCard['choices'];
}

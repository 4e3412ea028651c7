import { SetMetadata } from '@nestjs/common';
import type { AppointmentKind, ChatActionName, ChatTopicName } from '@hospital/contracts';

export const CHAT_ACTION = Symbol('CHAT_ACTION');
export const CHAT_TOPIC = Symbol('CHAT_TOPIC');
export const APPOINTMENT_SOURCE = Symbol('APPOINTMENT_SOURCE');

/**
 * Issue 31: marks a provider method as the ONE handler of a postback action of contracts'
 * ChatActionCatalogue: `(actor: ChatActor, params: ChatActionParams<N>) => Promise<ChatReply>`.
 * It runs the same command as the page's; a refusal (4xx) is answered in the chat with its
 * message, by the registry.
 */
export const ChatAction = (name: ChatActionName): MethodDecorator => SetMetadata(CHAT_ACTION, name);

/**
 * Issue 31: marks a provider method as a contributor to a chat topic ('นัด', 'คิว', 'ชำระเงิน'):
 * `(actor: ChatActor, now: Date) => Promise<ChatItem[]>`. A topic may have several.
 */
export const ChatTopic = (topic: ChatTopicName): MethodDecorator => SetMetadata(CHAT_TOPIC, topic);

/**
 * Issue 31 item 4: marks a provider method as the source of one appointment kind's reminders:
 * `(from: Date, to: Date) => Promise<UpcomingAppointment[]>`, the appointments starting in
 * [from, to) that may still be reminded of (not cancelled, not done). One source per kind at most.
 */
export const AppointmentSource = (kind: AppointmentKind): MethodDecorator => SetMetadata(APPOINTMENT_SOURCE, kind);

import type { AppointmentKind, LineCard } from '@hospital/contracts';

/**
 * Issue 31: the shapes the chat's contributors answer (libs/core/src/chat decorators) — server
 * side only (the web never sees them; contracts keeps the catalogue of postback actions, the
 * topics and the appointment kinds, which the page and libs/rules share).
 */

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

/** One thing to tell about a topic: an appointment, a queue place, a payment due. */
export interface ChatItem {
  /** When it is (ISO), for the order; the earliest first. */
  at: string;
  title: string;
  lines: string[];
  action?: LineCard['action'];
  choices?: LineCard['choices'];
}

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

import type { JobPayload } from '@hospital/contracts';
import type { UpcomingAppointment } from '@hospital/core';
import { formatThaiAppointmentAt } from '@hospital/rules';

/** The card's title: what the message is (line_messages' 'about' too). */
export const REMINDER_TITLE = 'เตือนนัดหมาย';

/**
 * Issue 31 item 4: an appointment's reminder as a LINE card — 'เตือนนัดหมาย', the appointment's
 * title, its Buddhist-era date and time (Bangkok), the source's lines, its button (a video
 * visit's join link) and its choices (confirm/cancel a waiting booking, answered in the chat).
 * The plain text is the card's altText.
 */
export function reminderMessage(a: UpcomingAppointment): Pick<JobPayload<'line.push'>, 'text' | 'card'> {
  const lines = [a.title, `วันที่ ${formatThaiAppointmentAt(a.at)}`, ...a.lines];
  return {
    text: [REMINDER_TITLE, ...lines].join('\n'),
    card: { title: REMINDER_TITLE, lines, ...(a.action ? { action: a.action } : {}), ...(a.choices?.length ? { choices: a.choices } : {}) },
  };
}

/** The message key of a reminder: one per appointment, lead and appointment time (LINE's retry key is made from it). */
export function reminderPushKey(ref: string, leadKey: string): string {
  return `reminder:${ref}:${leadKey}`;
}

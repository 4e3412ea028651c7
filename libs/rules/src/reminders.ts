import type { AppointmentKind, ReminderLead } from '@hospital/contracts';
import { REMINDER_EVENING_HOUR, REMINDER_LEADS_MAX, REMINDER_LEAD_MAX_MINUTES, REMINDER_LEAD_MIN_MINUTES, REMINDER_MESSAGES } from '@hospital/contracts';
import { bangkokDateKey, formatThaiAppointment, inBangkok } from './thai-date.js';

/**
 * Issue 31 item 4, reminders when the hospital wants them: the lead times Admin sets per
 * appointment kind, checked the same way by the Admin page and the server (reminderLeadsProblem),
 * named in Thai, and the window of appointments each lead makes due at a moment (the
 * 'reminders.send' job asks the appointment sources for it). Bangkok time throughout.
 */
export { REMINDER_EVENING_HOUR, REMINDER_LEADS_MAX, REMINDER_LEAD_MAX_MINUTES, REMINDER_LEAD_MIN_MINUTES, REMINDER_MESSAGES };
export type { ReminderLead };

/** The kinds of appointment as the Admin page names them. */
export const APPOINTMENT_KIND_NAMES: Readonly<Record<AppointmentKind, string>> = {
  clinic: 'คลินิกปกติ',
  specialClinic: 'คลินิกพิเศษ',
  video: 'พบแพทย์ทางวิดีโอ',
  vaccine: 'วัคซีน',
  hisFollowUp: 'นัดติดตามจาก HIS',
};

/** The product's default: the clinics keep the evening-before reminder they always had; the others none. */
export const DEFAULT_REMINDER_LEADS: Readonly<Record<AppointmentKind, readonly ReminderLead[]>> = {
  clinic: [{ eveningBefore: true }],
  specialClinic: [{ eveningBefore: true }],
  video: [],
  vaccine: [],
  hisFollowUp: [],
};

/** The leads the Admin page offers in one click (any other whole number of minutes may be typed). */
export const REMINDER_LEAD_CHOICES: ReadonlyArray<{ label: string; lead: ReminderLead }> = [
  { label: 'เย็นวันก่อน (18:00)', lead: { eveningBefore: true } },
  { label: '2 วันก่อน', lead: { minutes: 2 * 1440 } },
  { label: '1 วันก่อน', lead: { minutes: 1440 } },
  { label: '2 ชั่วโมงก่อน', lead: { minutes: 120 } },
  { label: '1 ชั่วโมงก่อน', lead: { minutes: 60 } },
  { label: '30 นาทีก่อน', lead: { minutes: 30 } },
];

export function isEveningLead(lead: ReminderLead): lead is { eveningBefore: true } {
  return 'eveningBefore' in lead && lead.eveningBefore === true;
}

/** Why this lead may not be set, as the Thai message, or null. */
export function reminderLeadProblem(lead: ReminderLead): string | null {
  if (isEveningLead(lead)) return null;
  const { minutes } = lead as { minutes: unknown };
  if (typeof minutes !== 'number' || !Number.isInteger(minutes)) return REMINDER_MESSAGES.leadInvalid;
  if (minutes < REMINDER_LEAD_MIN_MINUTES) return REMINDER_MESSAGES.leadTooSoon;
  if (minutes > REMINDER_LEAD_MAX_MINUTES) return REMINDER_MESSAGES.leadTooEarly;
  return null;
}

/**
 * The first problem of one kind's leads, with the index of the lead it is about (null: the
 * list itself, too many): each lead's own problem in order, then one repeated, then the count.
 */
export function reminderLeadsProblem(leads: readonly ReminderLead[]): { index: number | null; message: string } | null {
  const seen = new Set<string>();
  for (const [index, lead] of leads.entries()) {
    const message = reminderLeadProblem(lead);
    if (message) return { index, message };
    const key = reminderLeadKey(lead);
    if (seen.has(key)) return { index, message: REMINDER_MESSAGES.leadRepeated };
    seen.add(key);
  }
  if (leads.length > REMINDER_LEADS_MAX) return { index: null, message: REMINDER_MESSAGES.leadsTooMany };
  return null;
}

/** A lead's stable name: 'evening' or 'm<minutes>' (part of the key that makes a reminder once). */
export function reminderLeadKey(lead: ReminderLead): string {
  return isEveningLead(lead) ? 'evening' : `m${lead.minutes}`;
}

/** 'เย็นวันก่อน (18:00)', '1 วันก่อน', '2 ชั่วโมงก่อน', '90 นาทีก่อน'. */
export function reminderLeadText(lead: ReminderLead): string {
  if (isEveningLead(lead)) return `เย็นวันก่อน (${String(REMINDER_EVENING_HOUR).padStart(2, '0')}:00)`;
  const { minutes } = lead;
  if (minutes % 1440 === 0) return `${minutes / 1440} วันก่อน`;
  if (minutes % 60 === 0) return `${minutes / 60} ชั่วโมงก่อน`;
  return `${minutes} นาทีก่อน`;
}

/** Midnight (Bangkok) starting the day `days` after the Bangkok day of `at`. */
function bangkokMidnight(at: Date, days: number): Date {
  const [y, m, d] = bangkokDateKey(at).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days) - 7 * 3_600_000);
}

/**
 * The appointments a lead makes due at `now`, as the range [from, to) of their start: N minutes
 * before → those starting in (now, now + N]; the evening before → from 18:00 Bangkok, tomorrow's
 * (Bangkok) appointments, before 18:00 none (null). An appointment stays in the window until it
 * starts, so a run missed, a rule set late or a booking made inside the lead still reminds once.
 */
export function reminderWindow(lead: ReminderLead, now: Date): { from: Date; to: Date } | null {
  if (isEveningLead(lead)) {
    if (inBangkok(now).hour() < REMINDER_EVENING_HOUR) return null;
    return { from: bangkokMidnight(now, 1), to: bangkokMidnight(now, 2) };
  }
  return { from: new Date(now.getTime() + 1), to: new Date(now.getTime() + lead.minutes * 60_000 + 1) };
}

/** When a lead's reminder of an appointment at `at` falls due: N minutes before it, or 18:00 Bangkok the day before. */
export function reminderDueAt(lead: ReminderLead, at: Date): Date {
  if (isEveningLead(lead)) return new Date(bangkokMidnight(at, -1).getTime() + REMINDER_EVENING_HOUR * 3_600_000);
  return new Date(at.getTime() - lead.minutes * 60_000);
}

/** An instant as people read an appointment: 'D MMMM BBBB HH:mm น.' in Bangkok (Buddhist era). */
export function formatThaiAppointmentAt(at: Date | string): string {
  return formatThaiAppointment(bangkokDateKey(at), inBangkok(at).format('HH:mm'));
}

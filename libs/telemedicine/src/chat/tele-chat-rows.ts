import { formatThaiAppointment, teleServiceName } from '@hospital/rules';

/**
 * Issue 31: what the LINE chat and the reminders read of a telemedicine case (tele_requests'
 * own columns only), and how each piece is said. Shared by TeleChatTopics and TeleAppointments.
 */
export interface TeleChatRow {
  id: string;
  user_id: string;
  service_type: number;
  appoint_date: string;
  appoint_time: string;
  flow_status: number;
  cost_total: string | null;
}

/** The columns of TeleChatRow over `tele_requests t`. */
export const TELE_CHAT_COLUMNS = `t.id, t.user_id, t.service_type, to_char(t.appoint_date, 'YYYY-MM-DD') AS appoint_date, t.appoint_time, t.flow_status, t.cost_total`;

/** A visit still to come: registered, with the nurse or with the doctor (not yet seen). */
export const COMING_FLOW_STATUSES: readonly number[] = [0, 1, 2];

/** The visits the patient meets on video (1 video visit, 5 video visit clinic 2); a consultation (3) is the network hospital's. */
export const VIDEO_SERVICE_TYPES: readonly number[] = [1, 5];

/** Cases that owe money: seen by the doctor (3), costs notified (−3), slip rejected (−5) — with the HIS's total known. */
export const OWING_FLOW_STATUSES: readonly number[] = [3, -3, -5];

/** When the visit starts (ISO): its day at its time in Bangkok. */
export function teleAt(row: Pick<TeleChatRow, 'appoint_date' | 'appoint_time'>): string {
  return new Date(`${row.appoint_date}T${row.appoint_time.trim()}:00+07:00`).toISOString();
}

/** 'D MMMM BBBB HH:mm น.' of the visit. */
export function teleWhen(row: Pick<TeleChatRow, 'appoint_date' | 'appoint_time'>): string {
  return formatThaiAppointment(row.appoint_date, row.appoint_time.trim());
}

/** 'พบแพทย์ผ่านวิดีโอคอล' … */
export function teleTitle(row: Pick<TeleChatRow, 'service_type'>): string {
  return teleServiceName(row.service_type);
}

/** A button's link must be a web address (LINE opens it in its browser); anything else gets none. */
export function webAction(label: string, uri: string): { label: string; uri: string } | undefined {
  return /^https?:\/\//.test(uri) ? { label, uri } : undefined;
}

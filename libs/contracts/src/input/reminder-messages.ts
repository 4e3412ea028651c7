/**
 * Issue 31 item 4: the limits and Thai messages of the reminder rules Admin sets per appointment
 * kind (PUT /api/v1/line/reminder-rules), named by the call's schema (reminders-calls.ts) and by
 * the rule of libs/rules reminders.ts (run by the Admin page and the server), which re-exports them.
 */

/** A lead of N minutes: at least 5 (the job runs every 5 minutes), at most 14 days. */
export const REMINDER_LEAD_MIN_MINUTES = 5;
export const REMINDER_LEAD_MAX_MINUTES = 14 * 24 * 60;
/** At most this many leads per appointment kind. */
export const REMINDER_LEADS_MAX = 4;
/** The evening-before lead sends from this Bangkok hour on the day before. */
export const REMINDER_EVENING_HOUR = 18;

export const REMINDER_MESSAGES = {
  rulesInvalid: 'ข้อมูลการตั้งค่าการเตือนนัดหมายไม่ถูกต้อง',
  kindInvalid: 'ประเภทนัดหมายไม่ถูกต้อง',
  kindRepeated: 'มีประเภทนัดหมายซ้ำกันในการตั้งค่า',
  leadInvalid: 'เวลาเตือนต้องเป็นจำนวนนาทีเต็ม หรือเย็นวันก่อนนัด',
  leadTooSoon: `เวลาเตือนต้องไม่น้อยกว่า ${REMINDER_LEAD_MIN_MINUTES} นาทีก่อนนัด`,
  leadTooEarly: 'เวลาเตือนต้องไม่เกิน 14 วันก่อนนัด',
  leadsTooMany: `ตั้งเวลาเตือนได้ไม่เกิน ${REMINDER_LEADS_MAX} ครั้งต่อประเภทนัดหมาย`,
  leadRepeated: 'มีเวลาเตือนซ้ำกัน',
  saved: 'บันทึกการตั้งค่าการเตือนนัดหมายแล้ว',
} as const;

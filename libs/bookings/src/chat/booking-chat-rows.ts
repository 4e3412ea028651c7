import type { LineCard } from '@hospital/contracts';
import { QUEUE_WAITING_BOOKING_STATUSES, bookingChoices, bookingSlotTypeName, formatThaiAppointment } from '@hospital/rules';

/**
 * Issue 31: what the LINE chat and the reminders read of a clinic booking (its own columns
 * only), and how each piece is said. Shared by BookingChatTopics and BookingAppointments.
 */
export interface BookingChatRow {
  id: string;
  user_id: string;
  booking_number: number;
  slot_type: number;
  appoint_date: string;
  appoint_time: string;
  booking_status: number;
}

/** The columns of BookingChatRow over `bookings b`. */
export const BOOKING_CHAT_COLUMNS = `b.id, b.user_id, b.booking_number, b.slot_type, to_char(b.appoint_date, 'YYYY-MM-DD') AS appoint_date, b.appoint_time, b.booking_status`;

/** The statuses still coming: waiting (0) or confirmed (1), while not served. */
export const COMING_BOOKING_STATUSES = QUEUE_WAITING_BOOKING_STATUSES;

/** When the booking starts (ISO): its day at its time in Bangkok (regular hours: the opening time). */
export function bookingAt(row: Pick<BookingChatRow, 'appoint_date' | 'appoint_time'>): string {
  return new Date(`${row.appoint_date}T${row.appoint_time.trim()}:00+07:00`).toISOString();
}

/** 'คลินิก… คิวที่ 3'. */
export function bookingTitle(row: Pick<BookingChatRow, 'slot_type' | 'booking_number'>): string {
  return `${bookingSlotTypeName(row.slot_type)} คิวที่ ${row.booking_number}`;
}

/** 'D MMMM BBBB HH:mm น.' of the booking. */
export function bookingWhen(row: Pick<BookingChatRow, 'appoint_date' | 'appoint_time'>): string {
  return formatThaiAppointment(row.appoint_date, row.appoint_time.trim());
}

/** A waiting booking is asked to confirm or cancel, in the chat; a confirmed one has no buttons. */
export function bookingChatChoices(row: Pick<BookingChatRow, 'id' | 'booking_status'>): LineCard['choices'] {
  return row.booking_status === 0 ? bookingChoices(row.id) : undefined;
}

/** The status line: waiting asks for an answer. */
export function bookingStatusLine(row: Pick<BookingChatRow, 'booking_status'>): string {
  return row.booking_status === 0 ? 'รอยืนยัน กรุณายืนยันหรือยกเลิกการจอง' : 'ยืนยันแล้ว';
}

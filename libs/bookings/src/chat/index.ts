import type { Type } from '@nestjs/common';
import { BookingAppointments } from './booking-appointments.js';
import { BookingChatTopics } from './booking-chat-topics.js';

/** Issue 31: the clinic bookings' part of the LINE chat ('นัด', 'คิว') and of the reminders (appointment sources). */
export const BOOKING_CHAT_PROVIDERS: Type[] = [BookingChatTopics, BookingAppointments];

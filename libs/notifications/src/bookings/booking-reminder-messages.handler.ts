import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { BookingReminderDue } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { bookingCard, bookingReminderText } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a booking's reminder: one per booking (LINE's retry key is made from it). */
export function bookingReminderPushKey(bookingID: string): string {
  return `booking:${bookingID}:reminder`;
}

/**
 * The evening-before reminder of an in-person booking (care-services §4 Booking status: a
 * waiting booking is asked to confirm or cancel): reacts to 'booking.reminderDue' with the
 * reminder text and its card, as ONE 'line.push' keyed on the booking
 * (NotificationSends.pushOnce: a second delivery of the event queues nothing).
 */
@EventsHandler(BookingReminderDue)
export class BookingReminderMessages extends DomainEventHandler<BookingReminderDue> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: BookingReminderDue): Promise<void> {
    const text = bookingReminderText({ slotType: e.slotType, appointDate: e.appointDate, appointTime: e.appointTime, bookingNumber: e.bookingNumber, bookingStatus: e.bookingStatus });
    const card = bookingCard(text, `${this.config.publicBaseUrl}/home`, e.bookingStatus);
    await this.sends.pushOnce({ userID: e.userID, text, card, key: bookingReminderPushKey(e.bookingID) });
  }
}

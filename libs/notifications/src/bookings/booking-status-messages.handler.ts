import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { BookingChanged } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { bookingCard, bookingStatusChangedText } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a booking's status move: one LINE message per booking_transitions row (LINE's retry key is made from it). */
export function bookingStatusPushKey(bookingID: string, transitionID: string): string {
  return `booking:${bookingID}:status:${transitionID}`;
}

/**
 * care-services §4 booking status: when staff confirm or cancel a booking, the patient is told
 * on LINE (the patient's own moves tell nothing; a booking the patient made gets
 * BookingCreatedMessages' confirmation). Reacts to 'booking.changed'
 * with the status text and its card, queued as ONE 'line.push' keyed on the transition
 * (NotificationSends.pushOnce: a second delivery of the event queues nothing).
 */
@EventsHandler(BookingChanged)
export class BookingStatusMessages extends DomainEventHandler<BookingChanged> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: BookingChanged): Promise<void> {
    if (e.reason !== 'staff' || e.transitionID === null) return;
    const text = bookingStatusChangedText({ slotType: e.slotType, appointDate: e.appointDate, appointTime: e.appointTime, bookingNumber: e.bookingNumber, bookingStatus: e.to });
    const card = bookingCard(text, `${this.config.publicBaseUrl}/home`, e.to);
    const key = bookingStatusPushKey(e.bookingID, e.transitionID);
    await this.sends.pushOnce({ userID: e.userID, text, card, key });
  }
}

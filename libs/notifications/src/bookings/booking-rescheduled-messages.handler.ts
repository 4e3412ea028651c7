import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { BookingRescheduled } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, type AppConfig } from '@hospital/core';
import { bookingRescheduledText, rescheduledCard } from '@hospital/rules';
import { NotificationSends } from '../sends/notification-sends.js';

/** The message key of a booking's move: one LINE message per booking_reschedules row (LINE's retry key is made from it). */
export function bookingRescheduledPushKey(bookingID: string, rescheduleID: string): string {
  return `booking:${bookingID}:rescheduled:${rescheduleID}`;
}

/**
 * Issue 32 item 2: a clinic booking moved to another day or time ('booking.rescheduled', by the
 * patient, staff or an accepted earlier-slot offer) — the patient gets a card with the new
 * Buddhist-era day and time, the new queue number and the old appointment. ONE 'line.push' per
 * move (NotificationSends.pushOnce: a second delivery of the event queues nothing).
 */
@EventsHandler(BookingRescheduled)
export class BookingRescheduledMessages extends DomainEventHandler<BookingRescheduled> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: BookingRescheduled): Promise<void> {
    const text = bookingRescheduledText({ ...e, byPatient: e.byUserID === e.userID });
    const card = rescheduledCard(text, `${this.config.publicBaseUrl}/home`);
    await this.sends.pushOnce({ userID: e.userID, text, card, key: bookingRescheduledPushKey(e.bookingID, e.rescheduleID) });
  }
}

import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { BookingChanged, BookingRescheduled, TeleRescheduled } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { EarlierOffers } from './earlier-offers.service.js';

/**
 * Issue 32 item 3: a seat or slot comes free — a clinic booking cancelled (by its patient or
 * staff), a booking or a telemedicine visit moved away — and is offered earlier. The calendar
 * reacts to the domains' events, so neither domain reads the other's tables; `freedBy` names the
 * freeing (one cancellation, one move), so a second delivery offers nothing more.
 */
@EventsHandler(BookingChanged, BookingRescheduled, TeleRescheduled)
export class EarlierOfferFreedSlots extends DomainEventHandler<BookingChanged | BookingRescheduled | TeleRescheduled> {
  constructor(@Inject(EarlierOffers) private readonly offers: EarlierOffers) {
    super();
  }

  protected async react(event: BookingChanged | BookingRescheduled | TeleRescheduled): Promise<void> {
    if (event instanceof BookingChanged) {
      const e = event.payload;
      if (e.to !== -1 || e.from === null || e.from === -1 || !e.transitionID) return;
      await this.offers.offerFreed({ kind: 'clinic', freedBy: `booking-cancel:${e.transitionID}`, serviceType: e.slotType, date: e.appointDate, time: e.appointTime });
    } else if (event instanceof BookingRescheduled) {
      const e = event.payload;
      await this.offers.offerFreed({ kind: 'clinic', freedBy: `booking-move:${e.rescheduleID}`, serviceType: e.fromSlotType, date: e.fromDate, time: e.fromTime });
    } else {
      const e = event.payload;
      await this.offers.offerFreed({ kind: 'tele', freedBy: `tele-move:${e.rescheduleID}`, serviceType: e.serviceType, date: e.fromDate, time: e.fromTime });
    }
  }
}

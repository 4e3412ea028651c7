import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BookingChangedEvent, DomainEventPayload, Room } from '@hospital/contracts';
import { Outbox } from '@hospital/core';

/** The rooms that care about a booking: the booking board, Admin's board, the patient's own. */
export function roomsOfBooking(userID: string): Room[] {
  return ['board:booking', 'board:admin', `patient:${userID}`];
}

/**
 * A booking changed: one realtime event in the caller's transaction (DESIGN.md, How an event
 * travels). The board and the patient's list refetch what they show.
 */
@Injectable()
export class BookingEvents {
  constructor(@Inject(Outbox) private readonly outbox: Outbox) {}

  async changed(
    m: EntityManager,
    b: { bookingID: string; userID: string; appointDate: string; bookingStatus: number },
    reason: BookingChangedEvent['reason'],
    from: number | null = null,
  ): Promise<void> {
    const event: BookingChangedEvent = { bookingID: b.bookingID, userID: b.userID, appointDate: b.appointDate, bookingStatus: b.bookingStatus, from, reason };
    await this.outbox.realtime(m, roomsOfBooking(b.userID), 'booking.changed', event);
  }

  /**
   * A booking was made, moved or cancelled: ONE domain event 'booking.changed' in the caller's
   * transaction (DESIGN.md "How an event travels", step 1), which the other domains react to
   * after the commit (the patient's LINE message is the notifications module's).
   */
  async published(m: EntityManager, e: DomainEventPayload<'booking.changed'>): Promise<void> {
    await this.outbox.event(m, 'booking.changed', e);
  }
}

import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FilesProcessed } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { BookingEvents } from '../booking/booking-events.js';

/**
 * A booking's image was processed (issue 19 item 3, 'files.processed'): the booking board and
 * the patient's list hear 'booking.changed' (reason 'file') and refetch, so the thumbnail shows
 * without a reload. Idempotent: a second delivery only repeats the refetch hint.
 */
@EventsHandler(FilesProcessed)
export class BookingFileProcessedHandler extends DomainEventHandler<FilesProcessed> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingEvents) private readonly events: BookingEvents,
  ) {
    super();
  }

  protected async react({ payload }: FilesProcessed): Promise<void> {
    const bookingID = payload.bookingID;
    if (!bookingID) return;
    await this.dataSource.transaction(async (m) => {
      const rows: Array<{ user_id: string; appoint_date: string; booking_status: number }> = await m.query(
        `SELECT user_id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, booking_status FROM bookings WHERE id = $1`,
        [bookingID],
      );
      const b = rows[0];
      if (!b) return; // removed meanwhile
      await this.events.changed(m, { bookingID, userID: b.user_id, appointDate: b.appoint_date, bookingStatus: b.booking_status }, 'file');
    });
  }
}

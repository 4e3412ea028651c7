import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { StoredFiles } from '@hospital/files';
import { BookingEvents } from '../booking/booking-events.js';

/** Today in Bangkok, as SQL: appointments from this date on are the future ones. */
const TODAY_BANGKOK = `(now() AT TIME ZONE 'Asia/Bangkok')::date`;

/**
 * care-services §2/§4 Deactivate with isDelete, the in-person bookings part (issue 19 item 3:
 * each domain removes its own rows on 'account.deactivated'): the person's bookings from today
 * on go with their files, and the booking board and the patient's list hear 'booking.changed'
 * (cancelled); each removed booking publishes the domain event 'booking.changed' (deleted). Past bookings are records of care and stay. Idempotent: a second delivery finds
 * no such booking and does nothing.
 */
@EventsHandler(AccountDeactivated)
export class BookingAccountDeactivatedHandler extends DomainEventHandler<AccountDeactivated> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StoredFiles) private readonly files: StoredFiles,
    @Inject(BookingEvents) private readonly events: BookingEvents,
  ) {
    super();
  }

  protected async react({ payload: { userID, deleteData } }: AccountDeactivated): Promise<void> {
    if (!deleteData) return;
    const fileIDs = await this.dataSource.transaction(async (m) => {
      const rows: Array<{ id: string; booking_number: number; slot_type: number; appoint_date: string; appoint_time: string; booking_status: number }> = await m.query(
        `SELECT id, booking_number, slot_type, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, appoint_time, booking_status
           FROM bookings WHERE user_id = $1 AND appoint_date >= ${TODAY_BANGKOK} FOR UPDATE`,
        [userID],
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const removed = await this.files.removeRowsOf(m, 'booking', ids);
      await m.query(`DELETE FROM bookings WHERE id = ANY($1::uuid[])`, [ids]);
      for (const b of rows) {
        await this.events.changed(m, { bookingID: b.id, userID, appointDate: b.appoint_date, bookingStatus: -1 }, 'cancelled', b.booking_status);
        await this.events.published(m, {
          bookingID: b.id,
          userID,
          bookingNumber: b.booking_number,
          slotType: b.slot_type,
          appointDate: b.appoint_date,
          appointTime: b.appoint_time,
          from: b.booking_status,
          to: -1,
          reason: 'deleted',
          transitionID: null,
          byUserID: userID,
          byRole: null,
        });
      }
      return removed;
    });
    await this.files.removeBytes(fileIDs);
  }
}

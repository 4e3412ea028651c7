import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import { Clock, type AuthUser } from '@hospital/core';
import { MESSAGES, QUEUE_MESSAGES, SERVED_UNDO_MESSAGES, bangkokDateKey, isWaitingBooking, servedUndoProblem } from '@hospital/rules';
import { BookingEvents } from '../booking/booking-events.js';
import { BookingRecords, toBooking } from '../booking/booking-records.js';
import { BookingQueue } from './booking-queue.js';

/**
 * PUT /api/v1/bookings/{bookingID}/served (issue 13 item 6): booking staff mark that the patient
 * has been seen, once. The row is locked for the decision, so two clicks see one another: the
 * second gets 409. A cancelled booking, or one of a later day, cannot be served (409). The mark
 * commits with the audit, 'booking.changed' (reason 'served') and 'queue.moved' to the patients
 * behind it in today's queue.
 *
 * DELETE …/served (issue 35 item 2): the same staff rights undo the mark within
 * SERVED_UNDO_SECONDS of it (libs/rules served-undo.ts, core's Clock): the booking is back in
 * its queue where it was (its number and arrival never changed), with the audit,
 * 'booking.changed' (reason 'unserved') and 'queue.moved' to those behind it; later, 409.
 */
@Injectable()
export class BookingServedService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async serve(user: AuthUser, bookingID: string, now: Date = this.clock.now()): Promise<BookingStatusUpdateResponse> {
    return this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, bookingID, { lock: true });
      if (access !== 'staff') throw new ForbiddenException(MESSAGES.forbidden);
      if (row.served_at) throw new ConflictException(QUEUE_MESSAGES.alreadyServed);
      if (row.booking_status === -1) throw new ConflictException(QUEUE_MESSAGES.cancelled);
      if (row.appoint_date > bangkokDateKey(now)) throw new ConflictException(QUEUE_MESSAGES.notYet);

      await m.query(`UPDATE bookings SET served_at = $2, served_by = $3, updated_at = now() WHERE id = $1`, [row.id, now.toISOString(), user.userID]);
      await this.audit.record(m, user.userID, row.user_id, 'booking.update');
      await this.events.changed(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, bookingStatus: row.booking_status }, 'served', row.booking_status);
      await this.queue.moved(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, wasWaiting: true, isWaiting: false }, now);
      const updated = await this.records.find(m, row.id);
      return { message: QUEUE_MESSAGES.served, data: toBooking(updated!, null) };
    });
  }

  async unserve(user: AuthUser, bookingID: string, now: Date = this.clock.now()): Promise<BookingStatusUpdateResponse> {
    return this.dataSource.transaction(async (m) => {
      const { row, access } = await this.records.readable(m, user, bookingID, { lock: true });
      if (access !== 'staff') throw new ForbiddenException(MESSAGES.forbidden);
      const problem = servedUndoProblem(row.served_at, now);
      if (problem) throw new ConflictException(problem);

      await m.query(`UPDATE bookings SET served_at = NULL, served_by = NULL, updated_at = now() WHERE id = $1`, [row.id]);
      await this.audit.record(m, user.userID, row.user_id, 'booking.update');
      await this.events.changed(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, bookingStatus: row.booking_status }, 'unserved', row.booking_status);
      await this.queue.moved(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, wasWaiting: false, isWaiting: isWaitingBooking(row.booking_status, null) }, now);
      // The answer carries the place it is back in (the board shows it at once).
      const [back] = await this.queue.fill(m, [toBooking((await this.records.find(m, row.id))!, null)], now);
      return { message: SERVED_UNDO_MESSAGES.undone, data: back };
    });
  }
}

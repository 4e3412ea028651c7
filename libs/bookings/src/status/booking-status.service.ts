import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import type { AuthUser } from '@hospital/core';
import { BOOKING_MESSAGES, isWaitingBooking, patientMoveProblem, staffMoveProblem } from '@hospital/rules';
import { BookingEvents } from '../booking/booking-events.js';
import { BookingRecords, toBooking } from '../booking/booking-records.js';
import { seatConflict } from '../booking/seat-errors.js';
import { BookingQueue } from '../queue/booking-queue.js';
import type { BookingStatusInput } from './booking-status.schemas.js';

function successMessage(to: number): string {
  return to === 1 ? BOOKING_MESSAGES.confirmed : BOOKING_MESSAGES.cancelled;
}

/**
 * PUT /api/v1/bookings/updatestatus/{bookingID} (care-services §4 booking status). The row
 * is locked (SELECT … FOR UPDATE) for the whole decision, so two clicks at once see one
 * another. The patient moves their own booking by patientMayMove (and not once its date has
 * passed); staff by staffMayMove. Neither moves a booking marked served (409). Another patient's booking is 404. A cancel gives the seat
 * back and a (re-)confirm of a cancelled booking takes one again (409 when the slot filled
 * meanwhile) — both by the seat trigger of the migration. The move commits with its history
 * row, the realtime event, ONE 'booking.changed' domain event and, for staff, the audit row;
 * the patient hears of a staff change on LINE from the notifications module's reaction.
 */
@Injectable()
export class BookingStatusService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
  ) {}

  async update(user: AuthUser, bookingID: string, input: BookingStatusInput, now: Date = new Date()): Promise<BookingStatusUpdateResponse> {
    const to = input.bookingStatus;
    const seen: { from: number | null } = { from: null };
    try {
      return await this.dataSource.transaction(async (m) => {
        const { row, access } = await this.records.readable(m, user, bookingID, { lock: true });
        const from = row.booking_status;
        seen.from = from;
        const problem = access === 'owner' ? patientMoveProblem(from, to, { appointDate: row.appoint_date, now, servedAt: row.served_at }) : staffMoveProblem(from, to, row.served_at);
        if (problem) throw new ConflictException(problem);

        await m.query(`UPDATE bookings SET booking_status = $2, updated_at = now() WHERE id = $1`, [row.id, to]);
        const [transition]: Array<{ id: string }> = await m.query(
          `INSERT INTO booking_transitions (booking_id, from_status, to_status, by_user, by_role) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [row.id, from, to, user.userID, user.role ?? null],
        );
        const reason = access === 'staff' ? 'staff' : to === 1 ? 'confirmed' : 'cancelled';
        await this.events.changed(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, bookingStatus: to }, reason, from);
        // Issue 13 item 6: a cancel (or a re-confirm) today moves the patients behind in the queue.
        await this.queue.moved(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, wasWaiting: isWaitingBooking(from, row.served_at), isWaiting: isWaitingBooking(to, row.served_at) }, now);
        // The staff member's change is audited with it, in this transaction (one row per move).
        if (access === 'staff') await this.audit.recordNow(m, user.userID, row.user_id, 'booking.update', `booking:${row.id}:status:${transition.id}`);
        // Issue 33 item 4: a caregiver's cancel or confirm for the person is theirs in the person's access log.
        else await this.audit.recordCaregiverAct(m, user, to === -1 ? 'booking.cancel' : 'booking.confirm', `booking:${row.id}:status:${transition.id}`);
        // The patient's LINE message of a staff change is the notifications module's reaction.
        await this.events.published(m, {
          bookingID: row.id,
          userID: row.user_id,
          bookingNumber: row.booking_number,
          slotType: row.slot_type,
          appointDate: row.appoint_date,
          appointTime: row.appoint_time,
          from,
          to,
          reason,
          transitionID: String(transition.id),
          byUserID: user.userID,
          byRole: user.role ?? null,
        });
        const updated = await this.records.find(m, row.id);
        return { message: successMessage(to), data: toBooking(updated!, user.userID) };
      });
    } catch (error) {
      seatConflict(error, seen.from === -1 ? BOOKING_MESSAGES.cancelledSlotFull : BOOKING_MESSAGES.slotFull);
    }
  }
}

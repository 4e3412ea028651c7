import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import type { AuthUser } from '@hospital/core';
import { CHECK_IN_CODE_PATTERN, CHECK_IN_MESSAGES, alreadyCheckedInText, checkInProblem, isWaitingBooking } from '@hospital/rules';
import { BookingEvents } from '../booking/booking-events.js';
import { BookingRecords, toBooking } from '../booking/booking-records.js';
import { BookingQueue } from '../queue/booking-queue.js';
import type { BookingCheckInInput } from './booking-check-in.schemas.js';

/**
 * POST /api/v1/bookings/check-in (issue 32 item 5): booking staff at the counter scan the
 * ticket's QR (its stored random code) or type the day's queue number. The row is locked, then
 * ONE UPDATE marks it arrived (when, by whom) only if it is not yet; a second scan answers
 * 'เช็คอินแล้วเมื่อ HH:mm' and changes nothing. A cancelled booking, another day's, an unknown
 * or altered code are refused in Thai (409, 409, 404). The mark commits with the audit,
 * 'booking.changed' (reason 'arrived': the board and the patient's card refetch) and, when the
 * queue calls in arrival order, 'queue.moved' to the others waiting.
 */
@Injectable()
export class BookingCheckInService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  async checkIn(user: AuthUser, body: BookingCheckInInput, now: Date = new Date()): Promise<BookingStatusUpdateResponse> {
    return this.dataSource.transaction(async (m) => {
      const id = await this.lockedID(m, body);
      const row = id ? await this.records.find(m, id) : null;
      if (!row) throw new NotFoundException(CHECK_IN_MESSAGES.unknown);
      if (row.arrived_at) return { message: alreadyCheckedInText(row.arrived_at), data: toBooking(row, null) };
      const problem = checkInProblem({ bookingStatus: row.booking_status, appointDate: row.appoint_date }, now);
      if (problem) throw new ConflictException(problem);

      // A patient checked in after the day's 'ไม่มาตามนัด' mark (23:30, the no-show job) did come: the mark goes.
      await m.query(`UPDATE bookings SET arrived_at = $2, arrived_by = $3, no_show_at = NULL, updated_at = now() WHERE id = $1 AND arrived_at IS NULL`, [
        row.id,
        now.toISOString(),
        user.userID,
      ]);
      await this.audit.record(m, user.userID, row.user_id, 'booking.update');
      await this.events.changed(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, bookingStatus: row.booking_status }, 'arrived', row.booking_status);
      if (isWaitingBooking(row.booking_status, row.served_at)) await this.queue.arrived(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date }, now);
      const updated = await this.records.find(m, row.id);
      return { message: `${CHECK_IN_MESSAGES.checkedIn} คิวที่ ${row.booking_number}`, data: toBooking(updated!, null) };
    });
  }

  /** The booking the code or the (day, number) names, locked FOR UPDATE; null when none (an altered code names none). */
  private async lockedID(m: EntityManager, body: BookingCheckInInput): Promise<string | null> {
    if (body.code) {
      if (!CHECK_IN_CODE_PATTERN.test(body.code)) return null;
      const rows: Array<{ id: string }> = await m.query(`SELECT id FROM bookings WHERE check_in_code = $1 FOR UPDATE`, [body.code]);
      return rows[0]?.id ?? null;
    }
    if (!body.bookingNumber || body.bookingNumber < 1 || body.bookingNumber > 2_147_483_647) return null;
    const rows: Array<{ id: string }> = await m.query(`SELECT id FROM bookings WHERE appoint_date = $1::date AND booking_number = $2 FOR UPDATE`, [
      body.appointDate,
      body.bookingNumber,
    ]);
    return rows[0]?.id ?? null;
  }
}

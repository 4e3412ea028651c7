import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BookingStatusUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import { CalendarService } from '@hospital/calendar';
import { Clock, Outbox, type AuthUser } from '@hospital/core';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_BOARD_READERS,
  BOOKING_MESSAGES,
  bookingProblem,
  bookingRescheduleProblem,
  bookingTimeOf,
  calendarDateOf,
  disabledKindFor,
  horizonProblem,
  isBookingSlotType,
  isWaitingBooking,
  type BookingContext,
} from '@hospital/rules';
import { nextDay } from '../booking/booking-create.service.js';
import { BookingEvents } from '../booking/booking-events.js';
import { BookingRecords, toBooking, type BookingRow } from '../booking/booking-records.js';
import { seatConflict } from '../booking/seat-errors.js';
import { BookingQueue } from '../queue/booking-queue.js';

/** Where a booking is to go: the day, the time (special clinic) and the slot type (absent: the booking's). */
export interface BookingMoveTarget {
  appointDate: string;
  appointTime?: string | null;
  slotType?: number | null;
}

/** A deadlock between two moves crossing the same two slots (PostgreSQL 40P01): tried again, it goes through or meets the seat rule. */
function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return (e?.code ?? e?.driverError?.code) === '40P01';
}

/**
 * Issue 32 item 2, PUT /api/v1/bookings/{bookingID}: an active clinic booking moves to another day
 * or time — by its patient, by booking staff (Admin, Nurse, Medrec), and (item 3) by an accepted
 * earlier-slot offer through this same method. The new day and time pass the rules of a new
 * booking (bookingProblem with the stored holidays, disabled dates and slot times, today's
 * closing time; the horizon). One transaction: the booking row locked; the new day's queue
 * number from its counter; the UPDATE, on which the seat trigger gives the old seat back and takes
 * the new one (a full slot fails its CHECK: 409, nothing changed); the patient's one active
 * booking per day and slot type is the partial unique index (409). The booking keeps its id,
 * description, files and status history; the move is a booking_reschedules row, the boards and
 * the patient's room hear 'booking.changed', the patients behind in either day's queue
 * 'queue.moved', and ONE 'booking.rescheduled' domain event tells the patient on LINE.
 */
@Injectable()
export class BookingRescheduleService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(BookingQueue) private readonly queue: BookingQueue,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async move(actor: AuthUser, bookingID: string, target: BookingMoveTarget, options: { now?: Date } = {}): Promise<BookingStatusUpdateResponse> {
    const now = options.now ?? this.clock.now();
    // Who may move it, and where to: read first (404 for a booking the caller may not see), so a
    // refused day costs no lock. The transaction reads the row again, locked.
    const { row: seen } = await this.readable(this.dataSource.manager, actor, bookingID);
    const movable = bookingRescheduleProblem({ bookingStatus: seen.booking_status, servedAt: seen.served_at, appointDate: seen.appoint_date }, now);
    if (movable) throw new ConflictException(movable);
    const slotType = target.slotType ?? seen.slot_type;
    const date = calendarDateOf(target.appointDate) ?? String(target.appointDate ?? '').trim();
    const rule = { serviceType: null, slotType, appointDate: date, appointTime: target.appointTime ?? '', description: seen.description };
    const ctx = isBookingSlotType(slotType) && calendarDateOf(date) ? await this.calendarOf(slotType, date) : {};
    const settings = await this.calendar.appointmentSettings();
    const problem = bookingProblem(rule, { now, ...ctx }) ?? horizonProblem(date, now, settings.horizonDays);
    if (problem) throw new BadRequestException(problem);
    const time = bookingTimeOf(slotType, target.appointTime);

    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction((m) => this.moveIn(m, actor, bookingID, { date, time, slotType: slotType as 1 | 2 }, now));
      } catch (error) {
        if (isDeadlock(error) && attempt < 3) continue;
        seatConflict(error);
      }
    }
  }

  private async moveIn(m: EntityManager, actor: AuthUser, bookingID: string, to: { date: string; time: string; slotType: 1 | 2 }, now: Date): Promise<BookingStatusUpdateResponse> {
    const { row, access } = await this.readable(m, actor, bookingID, { lock: true });
    const refused = bookingRescheduleProblem({ bookingStatus: row.booking_status, servedAt: row.served_at, appointDate: row.appoint_date }, now);
    if (refused) throw new ConflictException(refused);
    if (row.appoint_date === to.date && row.appoint_time === to.time && row.slot_type === to.slotType) throw new BadRequestException(APPOINTMENT_MESSAGES.sameSlot);

    // Issue 13 item 6: leaving today's queue moves the patients behind (asked before the row moves).
    const waiting = isWaitingBooking(row.booking_status, row.served_at);
    await this.queue.moved(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, wasWaiting: waiting, isWaiting: false }, now);
    const [counter]: Array<{ last_number: number }> = await m.query(
      `INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
       ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1
       RETURNING last_number`,
      [to.date],
    );
    // The seat trigger frees the old seat and takes the new one; a full slot fails here (23514).
    await m.query(
      `UPDATE bookings SET appoint_date = $2, appoint_time = $3, slot_type = $4, service_type = $4, booking_number = $5, reminded_at = NULL,
              arrived_at = NULL, arrived_by = NULL, no_show_at = NULL, updated_at = now()
        WHERE id = $1`,
      [row.id, to.date, to.time, to.slotType, counter.last_number],
    );
    const [moved]: Array<{ id: string }> = await m.query(
      `INSERT INTO booking_reschedules (booking_id, from_date, from_time, from_slot_type, from_number, to_date, to_time, to_slot_type, to_number, by_user, by_role)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [row.id, row.appoint_date, row.appoint_time, row.slot_type, row.booking_number, to.date, to.time, to.slotType, counter.last_number, actor.userID, actor.role ?? null],
    );
    await this.queue.moved(m, { bookingID: row.id, userID: row.user_id, appointDate: to.date, wasWaiting: false, isWaiting: waiting }, now);
    await this.events.changed(m, { bookingID: row.id, userID: row.user_id, appointDate: to.date, bookingStatus: row.booking_status }, 'rescheduled', row.booking_status);
    if (access === 'staff') await this.audit.recordNow(m, actor.userID, row.user_id, 'booking.update', `booking:${row.id}:reschedule:${moved.id}`);
    else await this.audit.recordCaregiverAct(m, actor, 'booking.reschedule', `booking:${row.id}:reschedule:${moved.id}`); // issue 33 item 4
    // The patient's LINE card is the notifications module's reaction.
    await this.outbox.event(m, 'booking.rescheduled', {
      bookingID: row.id,
      userID: row.user_id,
      rescheduleID: String(moved.id),
      fromDate: row.appoint_date,
      fromTime: row.appoint_time,
      fromSlotType: row.slot_type,
      fromBookingNumber: row.booking_number,
      toDate: to.date,
      toTime: to.time,
      slotType: to.slotType,
      bookingNumber: counter.last_number,
      bookingStatus: row.booking_status,
      byUserID: actor.userID,
      byRole: actor.role ?? null,
    });
    const updated = await this.records.find(m, row.id);
    return { message: APPOINTMENT_MESSAGES.rescheduled, data: toBooking(updated!, actor.userID) };
  }

  /** The booking the caller may move: its patient, or booking staff (another staff role: 403; anyone else: 404). */
  private async readable(m: EntityManager, actor: AuthUser, bookingID: string, options: { lock?: boolean } = {}): Promise<{ row: BookingRow; access: 'owner' | 'staff' }> {
    const { row, access } = await this.records.readable(m, actor, bookingID, options);
    if (access === 'staff' && !(BOOKING_BOARD_READERS as readonly string[]).includes(actor.role ?? '')) throw new ForbiddenException(BOOKING_MESSAGES.notYours);
    return { row, access };
  }

  /** Holidays, the slot type's disabled dates on that day and its configured slot times, for the rule. */
  private async calendarOf(slotType: 1 | 2, date: string): Promise<Omit<BookingContext, 'now'>> {
    const to = nextDay(date);
    const [holidays, disabled, slots] = await Promise.all([
      this.calendar.holidays(date, to),
      this.calendar.disabled(disabledKindFor({ kind: 'booking', slotType }), date, to),
      this.calendar.slotTimes(slotType),
    ]);
    return {
      holidays: holidays.map((h) => ({ date: h.holidayDate, name: h.name })),
      disabled: disabled.map((d) => ({ date: d.disabledDatetime, name: d.name })),
      slotTimes: slots.map((s) => s.slotTime),
    };
  }
}

import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookingCreateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import { CalendarService } from '@hospital/calendar';
import { Clock, type AuthUser } from '@hospital/core';
import { PatientRecords } from '@hospital/patients';
import {
  MESSAGES,
  PROFILE_INCOMPLETE_FOR_BOOKING,
  bangkokDateKey,
  bookingProblem,
  bookingTimeOf,
  calendarDateOf,
  disabledKindFor,
  futureBookingsProblem,
  horizonProblem,
  isBookingSlotType,
  mayBookWithProfile,
  type BookingContext,
} from '@hospital/rules';
import { BookingEvents } from './booking-events.js';
import type { BookingCreateInput } from './booking.schemas.js';
import { seatConflict } from './seat-errors.js';

/** Day after a YYYY-MM-DD (zone-free). */
export function nextDay(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * POST /api/v1/bookings (care-services §2 wizard, §5 in-person rules, §7). The server runs the
 * wizard's rule (bookingProblem) again with what it stores: holidays, the slot type's
 * disabled dates ('booking' for 1, 'smc' for 2) and the configured slot times. One
 * transaction takes the day's next queue number (counter row, INSERT … ON CONFLICT DO UPDATE
 * … RETURNING) and inserts the booking; the seat trigger's CHECK refuses a full slot (409) and
 * the partial unique index a second active booking of the patient that day (409). Either
 * everything commits — booking, number, seat, event — or nothing.
 * Issue 32 item 4: no day past Admin's horizon (400), and at most Admin's number of future
 * clinic bookings per patient (409), counted under a per-patient lock so two tabs cannot both
 * take the last one.
 */
@Injectable()
export class BookingCreateService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(PatientRecords) private readonly patients: PatientRecords,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  async create(user: AuthUser, form: BookingCreateInput, now: Date = this.clock.now()): Promise<BookingCreateResponse['data']> {
    const { slotType, appointDate: date, description } = form;
    // Issue 28 item 6: no booking before the profile is complete (isActive 1).
    const record = await this.patients.load(this.dataSource.manager, user.userID);
    if (!record) throw new NotFoundException(MESSAGES.patientNotFound);
    if (!mayBookWithProfile(record.user.isActive)) throw new ForbiddenException(PROFILE_INCOMPLETE_FOR_BOOKING);
    const ctx = isBookingSlotType(slotType) && calendarDateOf(date) ? await this.calendarOf(slotType, date) : {};
    const settings = await this.calendar.appointmentSettings();
    const problem = bookingProblem(form, { now, ...ctx }) ?? horizonProblem(date, now, settings.horizonDays);
    if (problem) throw new BadRequestException(problem);

    const type = slotType as 1 | 2;
    const time = bookingTimeOf(type, form.appointTime);
    try {
      return await this.dataSource.transaction(async (m) => {
        // Issue 32 item 4: the patient's share of future clinic bookings, one booking attempt of theirs at a time.
        await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`booking-share:${user.userID}`]);
        const [held]: Array<{ n: number }> = await m.query(
          `SELECT count(*)::int AS n FROM bookings
            WHERE user_id = $1 AND booking_status IN (0, 1) AND served_at IS NULL AND appoint_date >= $2::date`,
          [user.userID, bangkokDateKey(now)],
        );
        const share = futureBookingsProblem(held.n, settings.maxFutureClinicBookings);
        if (share) throw new ConflictException(share);
        const [counter]: Array<{ last_number: number }> = await m.query(
          `INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
           ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1
           RETURNING last_number`,
          [date],
        );
        const [row]: Array<{ id: string }> = await m.query(
          `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by,
                                 booked_by_id, booked_by_name, booked_by_phone)
           VALUES ($1, $2, $3, $3, $4, $5, $6, $2, $7, $8, $9) RETURNING id`,
          [counter.last_number, user.userID, type, date, time, description,
           user.actingBy?.userID ?? null, user.actingBy?.fullName ?? null, user.actingBy?.phone ?? null], // issue 33 item 4: who booked, when a caregiver did
        );
        await this.audit.recordCaregiverAct(m, user, 'booking.create', `booking:${row.id}:created`); // issue 33 item 4: 'คุณ ... (ผู้ดูแล) จองนัด'
        await this.events.changed(m, { bookingID: row.id, userID: user.userID, appointDate: date, bookingStatus: 0 }, 'created');
        await this.events.published(m, {
          bookingID: row.id,
          userID: user.userID,
          bookingNumber: counter.last_number,
          slotType: type,
          appointDate: date,
          appointTime: time,
          from: null,
          to: 0,
          reason: 'created',
          transitionID: null,
          byUserID: user.userID,
          byRole: user.role ?? null,
        });
        return { bookingID: row.id, bookingNumber: counter.last_number, appointDatetime: `${date}T${time}`, appointTime: time };
      });
    } catch (error) {
      seatConflict(error);
    }
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

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CalendarService, EarlierSlotSource, type EarlierSlotSourceProvider, type FreedSlot, type OfferCandidate, type OfferTaken } from '@hospital/calendar';
import { bookingProblem, disabledKindFor, isBookingSlotType } from '@hospital/rules';
import { nextDay } from '../booking/booking-create.service.js';
import { BookingRescheduleService } from '../reschedule/booking-reschedule.service.js';

/**
 * Issue 32 item 3, the clinic's earlier-slot source: who a freed seat is offered to — opted-in
 * active bookings of the same slot type booked LATER than the freed time, whose patient has no
 * other active booking of that slot type that day and whose booking the freed day and time keep
 * (bookingProblem with the stored calendar), earliest-booked first — and the move itself
 * (BookingRescheduleService.move as the patient, the page's own command).
 */
@Injectable()
@EarlierSlotSource('clinic')
export class BookingEarlierSlotSource implements EarlierSlotSourceProvider {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(BookingRescheduleService) private readonly reschedule: BookingRescheduleService,
  ) {}

  async candidates(freed: FreedSlot, limit: number, now: Date): Promise<OfferCandidate[]> {
    const slotType = freed.serviceType;
    if (!isBookingSlotType(slotType)) return [];
    const rows: Array<OfferCandidate & { description: string }> = await this.dataSource.query(
      `SELECT b.id AS "itemID", b.user_id AS "userID", to_char(b.appoint_date, 'YYYY-MM-DD') AS date, trim(b.appoint_time) AS time, b.description
         FROM bookings b
        WHERE b.earlier_offers AND b.booking_status IN (0, 1) AND b.served_at IS NULL AND b.slot_type = $1
          AND (b.appoint_date > $2::date OR (b.appoint_date = $2::date AND b.appoint_time > $3))
          AND NOT EXISTS (SELECT 1 FROM bookings o WHERE o.id <> b.id AND o.user_id = b.user_id AND o.appoint_date = $2::date AND o.slot_type = $1 AND o.booking_status IN (0, 1))
        ORDER BY b.created_at, b.id
        LIMIT 50`,
      [slotType, freed.date, freed.time],
    );
    const to = nextDay(freed.date);
    const [holidays, disabled, slots] = await Promise.all([
      this.calendar.holidays(freed.date, to),
      this.calendar.disabled(disabledKindFor({ kind: 'booking', slotType }), freed.date, to),
      this.calendar.slotTimes(slotType),
    ]);
    const ctx = {
      now,
      holidays: holidays.map((h) => ({ date: h.holidayDate, name: h.name })),
      disabled: disabled.map((d) => ({ date: d.disabledDatetime, name: d.name })),
      slotTimes: slots.map((s) => s.slotTime),
    };
    const fits = rows.filter((r) => !bookingProblem({ serviceType: null, slotType, appointDate: freed.date, appointTime: freed.time, description: r.description }, ctx));
    return fits.slice(0, limit).map(({ itemID, userID, date, time }) => ({ itemID, userID, date, time }));
  }

  async take(userID: string, itemID: string, target: { serviceType: number; date: string; time: string }): Promise<OfferTaken> {
    const actor = { userID, role: null, fullName: '', exp: 0 };
    const { message, data } = await this.reschedule.move(actor, itemID, { appointDate: target.date, appointTime: target.time, slotType: target.serviceType });
    return { message, lines: [data.appointDatetimeText, `คิวที่ ${data.bookingNumber}`] };
  }
}

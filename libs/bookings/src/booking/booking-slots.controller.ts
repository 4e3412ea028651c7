import { Controller, Get, Inject, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CalendarService, type SlotRow } from '@hospital/calendar';
import { Answer, Public } from '@hospital/core';
import { BookingSlotsAnswer, BookingSlotsQuery, type BookingSlotsInput } from './booking-slots.schemas.js';

/**
 * GET /api/v1/timeslot (care-services §7, in-person slot types 1 and 2, open like the other
 * calendar reads): the slot times the calendar offers that day, less the slots whose seats are
 * all taken — so the wizard never offers a time that can only answer 409 (§8 'no available
 * slots today' when none is left).
 */
@Public()
@Controller('api/v1')
export class BookingSlotsController {
  constructor(
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @Get('timeslot')
  @Answer(BookingSlotsAnswer)
  async slots(@Query({ schema: BookingSlotsQuery }) query: BookingSlotsInput): Promise<{ data: SlotRow[] }> {
    const { AppointDatetime: date, SlotType: slotType } = query;
    const offered = await this.calendar.availableSlots(date, slotType);
    if (offered.length === 0) return { data: [] };
    // The next seat is taken against the capacity in force now (booking_capacity_of), as the trigger does.
    const full: Array<{ time: string }> = await this.dataSource.query(
      `SELECT appoint_time AS time FROM booking_slots
        WHERE appoint_date = $1 AND slot_type = $2 AND taken >= booking_capacity_of($2::smallint, appoint_time::text)`,
      [date, slotType],
    );
    const fullTimes = new Set(full.map((r) => r.time));
    return { data: offered.filter((s) => !fullTimes.has(s.slotTime)) };
  }
}

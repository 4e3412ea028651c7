import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Public } from '@hospital/core';
import { CalendarService, kindOf, monthRange, type DisabledRow, type HolidayRow } from './calendar.service.js';

/**
 * care-services §7 calendar reads, open to anyone (the booking pages, /tele2 included, show
 * them before sign-in): holidays and disabled dates of a month. The slot times of a day, less
 * the booked ones, are answered by the domain that books them: GET /api/v1/tele/timeslot in
 * libs/telemedicine booking, GET /api/v1/timeslot (in-person) in libs/bookings.
 */
@Public()
@Controller()
export class CalendarController {
  constructor(@Inject(CalendarService) private readonly calendar: CalendarService) {}

  @Get('api/holiday/:year/:month')
  async holidays(@Param('year') year: string, @Param('month') month: string): Promise<{ data: HolidayRow[] }> {
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.holidays(from, to) };
  }

  @Get('api/v1/disabled/:kind/:year/:month')
  async disabled(@Param('kind') kind: string, @Param('year') year: string, @Param('month') month: string): Promise<{ data: DisabledRow[] }> {
    const k = kindOf(kind);
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.disabled(k, from, to) };
  }

}

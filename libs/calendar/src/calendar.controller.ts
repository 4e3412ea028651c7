import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Answer, Public } from '@hospital/core';
import type { DisabledKind } from '@hospital/rules';
import { DisabledDatesAnswer, HolidaysAnswer, kindParam, monthParam, yearParam } from './calendar.schemas.js';
import { CalendarService, monthRange, type DisabledRow, type HolidayRow } from './calendar.service.js';

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
  @Answer(HolidaysAnswer)
  async holidays(@Param('year', { schema: yearParam }) year: number, @Param('month', { schema: monthParam }) month: number): Promise<{ data: HolidayRow[] }> {
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.holidays(from, to) };
  }

  @Get('api/v1/disabled/:kind/:year/:month')
  @Answer(DisabledDatesAnswer)
  async disabled(
    @Param('kind', { schema: kindParam }) kind: DisabledKind,
    @Param('year', { schema: yearParam }) year: number,
    @Param('month', { schema: monthParam }) month: number,
  ): Promise<{ data: DisabledRow[] }> {
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.disabled(kind, from, to) };
  }
}

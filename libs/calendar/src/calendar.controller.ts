import { BadRequestException, Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { Public } from '@hospital/core';
import { BOOKING_SLOT_TYPES, MESSAGES, calendarDateOf } from '@hospital/rules';
import { CalendarService, kindOf, monthRange, slotTypeOf, type DisabledRow, type HolidayRow, type SlotRow } from './calendar.service.js';

/**
 * care-services §7 calendar reads, open to anyone (the booking pages, /tele2 included, show
 * them before sign-in): holidays and disabled dates of a month, and the in-person slot times of
 * a day. The telemedicine slots (GET /api/v1/tele/timeslot, less the booked ones) live in
 * libs/telemedicine booking.
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

  /** In-person slot types 1, 2. */
  @Get('api/v1/timeslot')
  bookingSlots(@Query('AppointDatetime') date: unknown, @Query('SlotType') slotType: unknown): Promise<{ data: SlotRow[] }> {
    return this.slots(date, slotType, BOOKING_SLOT_TYPES);
  }

  private async slots(dateParam: unknown, slotTypeParam: unknown, allowed: readonly number[]): Promise<{ data: SlotRow[] }> {
    const date = calendarDateOf(dateParam);
    if (!date) throw new BadRequestException(MESSAGES.calendarDateRequired);
    const slotType = slotTypeOf(slotTypeParam, allowed);
    return { data: await this.calendar.availableSlots(date, slotType) };
  }
}

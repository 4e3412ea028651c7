import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Role } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { MESSAGES, type DisabledKind } from '@hospital/rules';
import {
  DisabledDateBody,
  DisabledDateSavedAnswer,
  HolidayBody,
  HolidaySavedAnswer,
  RemovedAnswer,
  SlotTimeBody,
  SlotTimeSavedAnswer,
  type DisabledDateInput,
  type HolidayInput,
  type SlotTimeInput,
} from './calendar-admin.schemas.js';
import { DisabledDatesAnswer, HolidaysAnswer, SlotTimesAnswer, calendarDate, kindParam, monthParam, slotTime, slotTypeParam, yearParam } from './calendar.schemas.js';
import { CalendarService, monthRange, type DisabledRow, type HolidayRow, type SlotRow } from './calendar.service.js';

const dateParam = calendarDate();
const slotTimeParam = slotTime();
const anySlotType = slotTypeParam();

/** Admin manages the calendars: holidays, disabled dates per kind, slot times per slot type. */
@Allow(Role.Admin)
@Controller('api/v1/calendar')
export class CalendarAdminController {
  constructor(@Inject(CalendarService) private readonly calendar: CalendarService) {}

  @Get('holidays/:year/:month')
  @Answer(HolidaysAnswer)
  async holidays(@Param('year', { schema: yearParam }) year: number, @Param('month', { schema: monthParam }) month: number): Promise<{ data: HolidayRow[] }> {
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.holidays(from, to, true) };
  }

  @Post('holidays')
  @HttpCode(200)
  @Answer(HolidaySavedAnswer)
  async addHoliday(@CurrentUser() user: AuthUser, @Body({ schema: HolidayBody }) body: HolidayInput): Promise<{ data: HolidayRow; msg: string }> {
    return { data: await this.calendar.putHoliday(user.userID, body), msg: MESSAGES.saved };
  }

  @Delete('holidays/:date')
  @Answer(RemovedAnswer)
  async removeHoliday(@CurrentUser() user: AuthUser, @Param('date', { schema: dateParam }) date: string): Promise<{ msg: string }> {
    await this.calendar.removeHoliday(user.userID, date);
    return { msg: MESSAGES.calendarRemoved };
  }

  @Get('disabled/:kind/:year/:month')
  @Answer(DisabledDatesAnswer)
  async disabled(
    @Param('kind', { schema: kindParam }) kind: DisabledKind,
    @Param('year', { schema: yearParam }) year: number,
    @Param('month', { schema: monthParam }) month: number,
  ): Promise<{ data: DisabledRow[] }> {
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.disabled(kind, from, to) };
  }

  @Post('disabled/:kind')
  @HttpCode(200)
  @Answer(DisabledDateSavedAnswer)
  async addDisabled(
    @CurrentUser() user: AuthUser,
    @Param('kind', { schema: kindParam }) kind: DisabledKind,
    @Body({ schema: DisabledDateBody }) body: DisabledDateInput,
  ): Promise<{ data: DisabledRow; msg: string }> {
    return { data: await this.calendar.putDisabled(user.userID, kind, body), msg: MESSAGES.saved };
  }

  @Delete('disabled/:kind/:date')
  @Answer(RemovedAnswer)
  async removeDisabled(@Param('kind', { schema: kindParam }) kind: DisabledKind, @Param('date', { schema: dateParam }) date: string): Promise<{ msg: string }> {
    await this.calendar.removeDisabled(kind, date);
    return { msg: MESSAGES.calendarRemoved };
  }

  @Get('slots/:slotType')
  @Answer(SlotTimesAnswer)
  async slots(@Param('slotType', { schema: anySlotType }) slotType: number): Promise<{ data: SlotRow[] }> {
    return { data: await this.calendar.slotTimes(slotType) };
  }

  @Post('slots/:slotType')
  @HttpCode(200)
  @Answer(SlotTimeSavedAnswer)
  async addSlot(@Param('slotType', { schema: anySlotType }) slotType: number, @Body({ schema: SlotTimeBody }) body: SlotTimeInput): Promise<{ data: SlotRow; msg: string }> {
    return { data: await this.calendar.addSlot(slotType, body.slotTime), msg: MESSAGES.saved };
  }

  @Delete('slots/:slotType/:slotTime')
  @Answer(RemovedAnswer)
  async removeSlot(@Param('slotType', { schema: anySlotType }) slotType: number, @Param('slotTime', { schema: slotTimeParam }) slotTime: string): Promise<{ msg: string }> {
    await this.calendar.removeSlot(slotType, slotTime);
    return { msg: MESSAGES.calendarRemoved };
  }
}

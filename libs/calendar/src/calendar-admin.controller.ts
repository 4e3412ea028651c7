import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Role } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { CalendarService, kindOf, monthRange, slotTypeOf, type DisabledRow, type HolidayRow, type SlotRow } from './calendar.service.js';

/** Admin manages the calendars: holidays, disabled dates per kind, slot times per slot type. */
@Allow(Role.Admin)
@Controller('api/v1/calendar')
export class CalendarAdminController {
  constructor(@Inject(CalendarService) private readonly calendar: CalendarService) {}

  @Get('holidays/:year/:month')
  async holidays(@Param('year') year: string, @Param('month') month: string): Promise<{ data: HolidayRow[] }> {
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.holidays(from, to, true) };
  }

  @Post('holidays')
  @HttpCode(200)
  async addHoliday(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<{ data: HolidayRow; msg: string }> {
    return { data: await this.calendar.putHoliday(user.userID, body), msg: MESSAGES.saved };
  }

  @Delete('holidays/:date')
  async removeHoliday(@CurrentUser() user: AuthUser, @Param('date') date: string): Promise<{ msg: string }> {
    await this.calendar.removeHoliday(user.userID, date);
    return { msg: MESSAGES.calendarRemoved };
  }

  @Get('disabled/:kind/:year/:month')
  async disabled(@Param('kind') kind: string, @Param('year') year: string, @Param('month') month: string): Promise<{ data: DisabledRow[] }> {
    const k = kindOf(kind);
    const { from, to } = monthRange(year, month);
    return { data: await this.calendar.disabled(k, from, to) };
  }

  @Post('disabled/:kind')
  @HttpCode(200)
  async addDisabled(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Body() body: unknown): Promise<{ data: DisabledRow; msg: string }> {
    return { data: await this.calendar.putDisabled(user.userID, kind, body), msg: MESSAGES.saved };
  }

  @Delete('disabled/:kind/:date')
  async removeDisabled(@Param('kind') kind: string, @Param('date') date: string): Promise<{ msg: string }> {
    await this.calendar.removeDisabled(kind, date);
    return { msg: MESSAGES.calendarRemoved };
  }

  @Get('slots/:slotType')
  async slots(@Param('slotType') slotType: string): Promise<{ data: SlotRow[] }> {
    return { data: await this.calendar.slotTimes(slotTypeOf(slotType)) };
  }

  @Post('slots/:slotType')
  @HttpCode(200)
  async addSlot(@Param('slotType') slotType: string, @Body() body: unknown): Promise<{ data: SlotRow; msg: string }> {
    return { data: await this.calendar.addSlot(slotType, body), msg: MESSAGES.saved };
  }

  @Delete('slots/:slotType/:slotTime')
  async removeSlot(@Param('slotType') slotType: string, @Param('slotTime') slotTime: string): Promise<{ msg: string }> {
    await this.calendar.removeSlot(slotType, slotTime);
    return { msg: MESSAGES.calendarRemoved };
  }
}

import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Role, type HolidayYear } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, NoBody, type AuthUser } from '@hospital/core';
import { BUDDHIST_ERA_OFFSET, HOLIDAY_YEAR_MESSAGES } from '@hospital/rules';
import { HolidayYearAnswer, HolidayYearConfirmedAnswer } from './calendar-admin.schemas.js';
import { yearParam } from './calendar.schemas.js';
import { HolidayYears } from './holiday-years.js';

/** Issue 35 item 2: Admin sees a year's holidays (substitute days marked) and confirms the list. */
@Allow(Role.Admin)
@Controller('api/v1/calendar/holiday-years')
export class HolidayYearsController {
  constructor(@Inject(HolidayYears) private readonly years: HolidayYears) {}

  @Get(':year')
  @Answer(HolidayYearAnswer)
  year(@Param('year', { schema: yearParam }) year: number): Promise<HolidayYear> {
    return this.years.of(year);
  }

  @Post(':year/confirm')
  @HttpCode(200)
  @NoBody()
  @Answer(HolidayYearConfirmedAnswer)
  async confirm(@CurrentUser() user: AuthUser, @Param('year', { schema: yearParam }) year: number): Promise<{ data: HolidayYear; msg: string }> {
    return { data: await this.years.confirm(user.userID, year), msg: HOLIDAY_YEAR_MESSAGES.confirmed(year + BUDDHIST_ERA_OFFSET) };
  }
}

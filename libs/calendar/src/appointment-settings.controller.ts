import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { Role, type AppointmentSettingsResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Public, type AuthUser } from '@hospital/core';
import { APPOINTMENT_MESSAGES } from '@hospital/rules';
import { AppointmentSettingsAnswer, AppointmentSettingsBody, type AppointmentSettingsInput } from './appointment-settings.schemas.js';
import { CalendarService } from './calendar.service.js';

/**
 * Issue 32 item 4 (and item 3's offer settings): the appointment settings the calendar domain
 * owns. Anyone may read them, as the calendar's other reads (the booking pages show the horizon
 * and the limit before a patient signs in or tries; nothing in them is personal); Admin changes
 * them from /admin/calendar, and the change is in force at once in every process.
 */
@Controller('api/v1/calendar/appointment-settings')
export class AppointmentSettingsController {
  constructor(@Inject(CalendarService) private readonly calendar: CalendarService) {}

  @Get()
  @Public()
  @Answer(AppointmentSettingsAnswer)
  async read(): Promise<AppointmentSettingsResponse> {
    return { data: await this.calendar.appointmentSettings() };
  }

  @Put()
  @Allow(Role.Admin)
  @Answer(AppointmentSettingsAnswer)
  async save(@CurrentUser() user: AuthUser, @Body({ schema: AppointmentSettingsBody }) body: AppointmentSettingsInput): Promise<AppointmentSettingsResponse> {
    return { data: await this.calendar.putAppointmentSettings(user.userID, body), msg: APPOINTMENT_MESSAGES.settingsSaved };
  }
}

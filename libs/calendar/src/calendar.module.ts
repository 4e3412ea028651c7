import { Module } from '@nestjs/common';
import { AppointmentSettingsController } from './appointment-settings.controller.js';
import { CalendarAdminController } from './calendar-admin.controller.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';
import { HolidaySeeder } from './holiday-seeder.js';

/** care-services §3/§5/§7: holidays, disabled dates and slot times shared by every booking kind; issue 32 item 4: Admin's appointment settings (the horizon, a fair share). */
@Module({
  controllers: [CalendarController, CalendarAdminController, AppointmentSettingsController],
  providers: [CalendarService, HolidaySeeder],
  exports: [CalendarService],
})
export class CalendarModule {}

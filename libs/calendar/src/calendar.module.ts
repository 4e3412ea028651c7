import { Module } from '@nestjs/common';
import { CalendarAdminController } from './calendar-admin.controller.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';
import { HolidaySeeder } from './holiday-seeder.js';

/** care-services §3/§5/§7: holidays, disabled dates and slot times shared by every booking kind. */
@Module({
  controllers: [CalendarController, CalendarAdminController],
  providers: [CalendarService, HolidaySeeder],
  exports: [CalendarService],
})
export class CalendarModule {}

import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppointmentSettingsController } from './appointment-settings.controller.js';
import { CalendarAdminController } from './calendar-admin.controller.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';
import { HolidaySeeder } from './holiday-seeder.js';
import { HolidayYearsController } from './holiday-years.controller.js';
import { HolidayYears } from './holiday-years.js';
import { EARLIER_OFFER_CONTROLLERS, EARLIER_OFFER_PROVIDERS } from './offers/index.js';

/** care-services §3/§5/§7: holidays, disabled dates and slot times shared by every booking kind; issue 32 item 4: Admin's appointment settings (the horizon, a fair share). */
@Module({
  imports: [DiscoveryModule], // issue 32 item 3: earlier-slot sources found at start-up
  controllers: [CalendarController, CalendarAdminController, AppointmentSettingsController, HolidayYearsController, ...EARLIER_OFFER_CONTROLLERS],
  providers: [CalendarService, HolidaySeeder, HolidayYears, ...EARLIER_OFFER_PROVIDERS],
  exports: [CalendarService, ...EARLIER_OFFER_PROVIDERS],
})
export class CalendarModule {}

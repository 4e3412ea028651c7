import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { HisIntegrationModule } from '@hospital/integrations';
import { PatientsModule } from '@hospital/patients';
import { TeleEvents } from './cases/tele-events.js';
import { TeleRecords } from './cases/tele-records.js';

/**
 * care-services.md for telemedicine (§2–§9): booking, images, the staff boards, the case,
 * the flowStatus machine, payment, shipping, consultations and video.
 */
@Module({
  imports: [AuditModule, CalendarModule, HisIntegrationModule, PatientsModule],
  controllers: [],
  providers: [TeleRecords, TeleEvents],
  exports: [TeleRecords],
})
export class TelemedicineModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { ConsentsModule } from '@hospital/identity';
import { PatientsModule } from '@hospital/patients';
import { TeleCasesModule } from '../cases/cases.module.js';
import { TeleQueueModule } from '../queue/queue.module.js';
import { TeleBookingController } from './tele-booking.controller.js';
import { TeleBookingService } from './tele-booking.service.js';
import { TeleRescheduleController } from './tele-reschedule.controller.js';
import { TeleRescheduleService } from './tele-reschedule.service.js';
import { TELE_OFFER_CONTROLLERS, TELE_OFFER_PROVIDERS } from '../offers/index.js';

/**
 * Telemedicine booking (care-services §2 /tele, /tele2; §4 Telemedicine booking submit; §5
 * Telemedicine booking; §7 GET /api/v1/tele/timeslot, POST /api/v1/tele) and, issue 32 item 2,
 * the move of a booked visit (PUT /api/v1/tele/{teleID}: the patient's reschedule, staff's edit);
 * TeleRescheduleService is exported for the earlier-slot offers (item 3).
 */
@Module({
  imports: [AuditModule /* issue 33 item 4 */, CalendarModule, ConsentsModule, PatientsModule, TeleCasesModule, TeleQueueModule],
  controllers: [TeleBookingController, TeleRescheduleController, ...TELE_OFFER_CONTROLLERS /* issue 32 item 3 */],
  providers: [TeleBookingService, TeleRescheduleService, ...TELE_OFFER_PROVIDERS],
  exports: [TeleRescheduleService],
})
export class TeleBookingModule {}

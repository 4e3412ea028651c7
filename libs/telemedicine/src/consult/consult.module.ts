import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { TeleCasesModule } from '../cases/cases.module.js';
import { ConsultationsController } from './consultations.controller.js';
import { ConsultationsService } from './consultations.service.js';

/**
 * Staff-requested consultations (care-services §2 /consult/{userID}, §5 Consultation, §7 POST
 * /api/v1/consult and GET /api/v1/user/role/N_DOCTOR).
 */
@Module({
  imports: [AuditModule, CalendarModule, TeleCasesModule],
  controllers: [ConsultationsController],
  providers: [ConsultationsService],
})
export class TeleConsultModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { HisIntegrationModule } from '@hospital/integrations';
import { CCNoteController } from '../ccnote/ccnote.controller.js';
import { TreatmentHistoryController } from '../history/treatment-history.controller.js';
import { TreatmentHistoryService } from '../history/treatment-history.service.js';
import { Icd10Codes } from '../icd10/icd10-codes.js';
import { Icd10Controller } from '../icd10/icd10.controller.js';
import { ClinicalAudit } from './clinical-audit.js';
import { UnitVisitsController } from './unit-visits.controller.js';
import { UnitVisits } from './unit-visits.service.js';

/** Treatment history, CCNote and ICD-10 coding (care-services §2 /PHR, CCNote admin, ICD10 admin). */
@Module({
  imports: [AuditModule, HisIntegrationModule],
  controllers: [TreatmentHistoryController, CCNoteController, Icd10Controller, UnitVisitsController],
  providers: [TreatmentHistoryService, UnitVisits, Icd10Codes, ClinicalAudit],
  exports: [Icd10Codes],
})
export class ClinicalRecordsModule {}

import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ClinicVisitListResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { CLINICAL_STAFF_ROLES } from '../clinical/clinical-staff.js';
import { ClinicVisitListAnswer } from '../clinical/unit-visits.schemas.js';
import { HistoryHnParam } from './treatment-history.schemas.js';
import { TreatmentHistoryService } from './treatment-history.service.js';

/** care-services §7 GET /api/v1/patient/clinicvisit/{hn}: the patient (own HN) or clinical staff. */
@Controller('api/v1/patient/clinicvisit')
export class TreatmentHistoryController {
  constructor(@Inject(TreatmentHistoryService) private readonly history: TreatmentHistoryService) {}

  @Get(':hn')
  @Allow('patient', ...CLINICAL_STAFF_ROLES)
  @Answer(ClinicVisitListAnswer)
  read(@CurrentUser() user: AuthUser, @Param('hn', { schema: HistoryHnParam }) hn: string): Promise<ClinicVisitListResponse> {
    return this.history.read(user, hn);
  }
}

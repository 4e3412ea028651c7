import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ClinicVisitListResponse } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { CLINICAL_STAFF_ROLES } from '../clinical/clinical-staff.js';
import { TreatmentHistoryService } from './treatment-history.service.js';

/** care-services §7 GET /api/v1/patient/clinicvisit/{hn}: the patient (own HN) or clinical staff. */
@Controller('api/v1/patient/clinicvisit')
export class TreatmentHistoryController {
  constructor(@Inject(TreatmentHistoryService) private readonly history: TreatmentHistoryService) {}

  @Get(':hn')
  @Allow('patient', ...CLINICAL_STAFF_ROLES)
  read(@CurrentUser() user: AuthUser, @Param('hn') hn: string): Promise<ClinicVisitListResponse> {
    return this.history.read(user, hn);
  }
}

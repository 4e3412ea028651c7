import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ClinicVisit } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { AllowClinicalStaff } from './clinical-staff.js';
import { ClinicVisitListAnswer, EndDateParam, ServiceUnitKeyParam, StartDateParam } from './unit-visits.schemas.js';
import { UnitVisits } from './unit-visits.service.js';

/**
 * The one visit list of the CCNote and ICD10 admin screens (care-services §7 GET
 * /api/v1/checknote|icd10/{serviceUnitKey}/{startDate}/{endDate}): the same visits, with CCNote
 * and coded DX2, oldest first; clinical staff only. Their saves stay in their own controllers.
 */
@Controller('api/v1')
@AllowClinicalStaff()
export class UnitVisitsController {
  constructor(@Inject(UnitVisits) private readonly visits: UnitVisits) {}

  @Get(['checknote/:serviceUnitKey/:startDate/:endDate', 'icd10/:serviceUnitKey/:startDate/:endDate'])
  @Answer(ClinicVisitListAnswer)
  list(
    @CurrentUser() user: AuthUser,
    @Param('serviceUnitKey', { schema: ServiceUnitKeyParam }) serviceUnitKey: string,
    @Param('startDate', { schema: StartDateParam }) startDate: string,
    @Param('endDate', { schema: EndDateParam }) endDate: string,
  ): Promise<{ data: ClinicVisit[] }> {
    return this.visits.list(user, serviceUnitKey, startDate, endDate);
  }
}

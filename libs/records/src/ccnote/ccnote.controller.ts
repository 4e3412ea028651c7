import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import type { ClinicVisit } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { AllowClinicalStaff } from '../clinical/clinical-staff.js';
import { ClinicVisitKeyParam, SavedVisitAnswer } from '../clinical/unit-visits.schemas.js';
import { UnitVisits } from '../clinical/unit-visits.service.js';
import { CCNoteBody, type CCNoteInput } from './ccnote.schemas.js';

/** care-services §2 CCNote admin, §7 PUT /api/v1/checknote (the list: UnitVisitsController): clinical staff only. */
@Controller('api/v1/checknote')
@AllowClinicalStaff()
export class CCNoteController {
  constructor(
    @Inject(UnitVisits) private readonly visits: UnitVisits,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
  ) {}

  /** Body { CCNote } (CCNoteBody); answer { data: the visit as saved }. */
  @Put(':clinicVisitKey')
  @Answer(SavedVisitAnswer)
  save(
    @CurrentUser() user: AuthUser,
    @Param('clinicVisitKey', { schema: ClinicVisitKeyParam }) key: string,
    @Body({ schema: CCNoteBody }) body: CCNoteInput,
  ): Promise<{ data: ClinicVisit }> {
    return this.visits.save(user, key, () => this.his.saveCCNote(key, body.CCNote));
  }
}

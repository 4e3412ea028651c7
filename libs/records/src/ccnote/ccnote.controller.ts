import { BadRequestException, Body, Controller, Inject, Param, Put } from '@nestjs/common';
import type { ClinicVisit } from '@hospital/contracts';
import { CurrentUser, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { ccNoteProblem } from '@hospital/rules';
import { AllowClinicalStaff } from '../clinical/clinical-staff.js';
import { UnitVisits } from '../clinical/unit-visits.service.js';

/** care-services §2 CCNote admin, §7 PUT /api/v1/checknote (the list: UnitVisitsController): clinical staff only. */
@Controller('api/v1/checknote')
@AllowClinicalStaff()
export class CCNoteController {
  constructor(
    @Inject(UnitVisits) private readonly visits: UnitVisits,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
  ) {}

  /** Body { CCNote }; answer { data: the visit as saved }. */
  @Put(':clinicVisitKey')
  save(@CurrentUser() user: AuthUser, @Param('clinicVisitKey') key: string, @Body() body: unknown): Promise<{ data: ClinicVisit }> {
    return this.visits.save(user, key, () => {
      const ccNote = (body as { CCNote?: unknown } | null)?.CCNote;
      const problem = ccNoteProblem(ccNote);
      if (problem) throw new BadRequestException(problem);
      return this.his.saveCCNote(key, ccNote as string);
    });
  }
}

import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import type { ClinicVisit } from '@hospital/contracts';
import { CurrentUser, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { CLINICAL_MESSAGES, ccNoteProblem } from '@hospital/rules';
import { ClinicalAudit } from '../clinical/clinical-audit.js';
import { AllowClinicalStaff } from '../clinical/clinical-staff.js';
import { UnitVisits } from '../clinical/unit-visits.service.js';

/** care-services §2 CCNote admin, §7 /api/v1/checknote calls: clinical staff only. */
@Controller('api/v1/checknote')
@AllowClinicalStaff()
export class CCNoteController {
  constructor(
    @Inject(UnitVisits) private readonly visits: UnitVisits,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(ClinicalAudit) private readonly audit: ClinicalAudit,
  ) {}

  /** Answer { data: ClinicVisit[] } (with CCNote), oldest first. */
  @Get(':serviceUnitKey/:startDate/:endDate')
  list(
    @CurrentUser() user: AuthUser,
    @Param('serviceUnitKey') serviceUnitKey: string,
    @Param('startDate') startDate: string,
    @Param('endDate') endDate: string,
  ): Promise<{ data: ClinicVisit[] }> {
    return this.visits.list(user, serviceUnitKey, startDate, endDate);
  }

  /** Body { CCNote }; answer { data: the visit as saved }. */
  @Put(':clinicVisitKey')
  async save(@CurrentUser() user: AuthUser, @Param('clinicVisitKey') key: string, @Body() body: unknown): Promise<{ data: ClinicVisit }> {
    const visit = await this.visits.existing(key);
    const ccNote = (body as { CCNote?: unknown } | null)?.CCNote;
    const problem = ccNoteProblem(ccNote);
    if (problem) throw new BadRequestException(problem);
    if (!(await this.his.saveCCNote(key, ccNote as string))) throw new NotFoundException(CLINICAL_MESSAGES.visitNotFound);
    await this.audit.recorded(user, [visit.HN], 'records.update');
    return { data: await this.visits.shown(key) };
  }
}

import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Role, type TeleCostResponse, type TeleInfoResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from './tele-answers.schemas.js';
import { TeleCaseReads } from './tele-case-reads.js';
import { TeleCostAnswer, TeleInfoAnswer } from './tele-info.schemas.js';

/**
 * care-services §7 GET /api/v1/tele/info/{teleID} (the staff case pages /teleInfo and
 * /consultInfo: the case, the patient, the HIS's costs and drugs) and GET
 * /api/v1/tele/cost/{teleID} (the costs, also for the patient's payment page).
 */
@Controller('api/v1/tele')
export class TeleInfoController {
  constructor(@Inject(TeleCaseReads) private readonly reads: TeleCaseReads) {}

  /** Hospital staff; a network user only for a consultation of theirs (404 otherwise). */
  @Get('info/:teleID')
  @Allow(Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping, 'network')
  @Answer(TeleInfoAnswer)
  info(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<TeleInfoResponse> {
    return this.reads.info(user, teleID);
  }

  /** Hospital staff, and the patient whose case it is (404 for anyone else's). */
  @Get('cost/:teleID')
  @Allow('patient', Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping)
  @Answer(TeleCostAnswer)
  costs(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<TeleCostResponse> {
    return this.reads.costs(user, teleID);
  }
}

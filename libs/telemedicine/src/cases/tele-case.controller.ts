import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { TeleCaseWithTokens } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from './tele-answers.schemas.js';
import { TeleCaseReads } from './tele-case-reads.js';
import { TeleCaseWithTokensAnswer } from './tele-case.schemas.js';

/**
 * care-services §7 GET /api/v1/tele/{teleID} (the case for the video pages: the patient,
 * hospital staff, the network user of a consultation). PUT /api/v1/tele/{teleID} (staff's edit,
 * and since issue 32 item 2 the patient's reschedule) is booking/'s TeleRescheduleController.
 */
@Controller('api/v1/tele')
export class TeleCaseController {
  constructor(@Inject(TeleCaseReads) private readonly reads: TeleCaseReads) {}

  @Get(':teleID')
  @Answer(TeleCaseWithTokensAnswer)
  read(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<{ data: TeleCaseWithTokens }> {
    return this.reads.withTokens(user, teleID);
  }
}

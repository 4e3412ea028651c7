import { Body, Controller, Get, HttpCode, Inject, Param, Put } from '@nestjs/common';
import { Role, type TeleCaseWithTokens, type TeleUpdateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from './tele-answers.schemas.js';
import { TeleCaseReads } from './tele-case-reads.js';
import { TeleCaseWithTokensAnswer, TeleEditBody, TeleUpdateAnswer, type TeleEditInput } from './tele-case.schemas.js';
import { TeleEditService } from './tele-edit.service.js';

/**
 * care-services §7 GET /api/v1/tele/{teleID} (the case for the video pages: the patient,
 * hospital staff, the network user of a consultation) and PUT /api/v1/tele/{teleID} (the
 * staff edit of the case, sent as JSON or json-patch JSON: the same body).
 */
@Controller('api/v1/tele')
export class TeleCaseController {
  constructor(
    @Inject(TeleCaseReads) private readonly reads: TeleCaseReads,
    @Inject(TeleEditService) private readonly edits: TeleEditService,
  ) {}

  @Get(':teleID')
  @Answer(TeleCaseWithTokensAnswer)
  read(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<{ data: TeleCaseWithTokens }> {
    return this.reads.withTokens(user, teleID);
  }

  @Put(':teleID')
  @HttpCode(200)
  @Allow(Role.Admin, Role.Medrec, Role.Nurse)
  @Answer(TeleUpdateAnswer)
  update(
    @CurrentUser() user: AuthUser,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Body({ schema: TeleEditBody }) body: TeleEditInput,
  ): Promise<TeleUpdateResponse> {
    return this.edits.update(user, teleID, body);
  }
}

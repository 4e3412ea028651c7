import { Body, Controller, Get, HttpCode, Inject, Param, Put } from '@nestjs/common';
import { Role, type TeleCaseWithTokens, type TeleUpdateResponse } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleCaseReads } from './tele-case-reads.js';
import { TeleEditService } from './tele-edit.service.js';

/**
 * care-services §7 GET /api/v1/tele/{teleID} (the case for the video pages: the patient,
 * hospital staff, the network user of a consultation) and PUT /api/v1/tele/{teleID} (the
 * staff edit of the case, JSON or json-patch JSON).
 */
@Controller('api/v1/tele')
export class TeleCaseController {
  constructor(
    @Inject(TeleCaseReads) private readonly reads: TeleCaseReads,
    @Inject(TeleEditService) private readonly edits: TeleEditService,
  ) {}

  @Get(':teleID')
  read(@CurrentUser() user: AuthUser, @Param('teleID') teleID: string): Promise<{ data: TeleCaseWithTokens }> {
    return this.reads.withTokens(user, teleID);
  }

  @Put(':teleID')
  @HttpCode(200)
  @Allow(Role.Admin, Role.Medrec, Role.Nurse)
  update(@CurrentUser() user: AuthUser, @Param('teleID') teleID: string, @Body() body: unknown): Promise<TeleUpdateResponse> {
    return this.edits.update(user, teleID, body);
  }
}

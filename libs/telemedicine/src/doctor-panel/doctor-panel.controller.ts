import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Role, type CaseHistoryResponse, type EarlierImagesResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { CaseHistoryAnswer, EarlierImagesAnswer } from './doctor-panel.schemas.js';
import { DoctorPanelReads } from './doctor-panel.reads.js';

/**
 * Issue 35 item 1: what the doctor reads beside the video on /vdoadmin/{teleID}, for a case they
 * may read (TeleRecords.readable: the network doctor at the doctor stage, hospital staff, the
 * network user of a consultation); anyone else's case is 404, the patient's own is 403.
 */
@Controller('api/v1/tele')
export class DoctorPanelController {
  constructor(@Inject(DoctorPanelReads) private readonly reads: DoctorPanelReads) {}

  /** The patient's drug note and their last HIS visits (newest first, at most 3). */
  @Get(':teleID/history')
  @Allow(Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping, 'network')
  @Answer(CaseHistoryAnswer)
  history(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<CaseHistoryResponse> {
    return this.reads.history(user, teleID);
  }

  /** The patient's photos from their earlier cases, newest first, at most 12. */
  @Get(':teleID/earlierimages')
  @Allow(Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping, 'network')
  @Answer(EarlierImagesAnswer)
  earlierImages(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<EarlierImagesResponse> {
    return this.reads.earlierImages(user, teleID);
  }
}

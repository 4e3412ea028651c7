import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Role, type ParcelTrackingResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { ParcelTrackingReads } from './parcel-tracking.reads.js';
import { ParcelTrackingAnswer } from './parcel-tracking.schemas.js';

/**
 * Issue 14 item 3, GET /api/v1/tele/{teleID}/tracking: what Thailand Post said about the case's
 * parcels. The patient whose case it is and hospital staff; a network user only for a
 * consultation of theirs; 404 for anyone else's (TeleRecords.readable).
 */
@Controller('api/v1/tele')
@Allow('patient', Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping, 'network')
export class ParcelTrackingController {
  constructor(@Inject(ParcelTrackingReads) private readonly reads: ParcelTrackingReads) {}

  @Get(':teleID/tracking')
  @Answer(ParcelTrackingAnswer)
  tracking(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<ParcelTrackingResponse> {
    return this.reads.tracking(user, teleID);
  }
}

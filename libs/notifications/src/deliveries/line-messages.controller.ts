import { Controller, Get, Inject, Query } from '@nestjs/common';
import { Role, type LineMessagesResponse, type LineUsageResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, type AuthUser } from '@hospital/core';
import { LineMessagesAnswer, LineMessagesQuery, LineUsageAnswer, type LineMessagesQueryInput } from './line-calls.schemas.js';
import { LineDeliveryReads } from './line-delivery-reads.js';

/**
 * Issue 31 item 5, delivery you can see: a person's messages on LINE for the staff who may see
 * the patient (their profile and their case show it), and the month's pushes against the LINE
 * plan's quota for Admin.
 */
@Controller('api/v1/line')
export class LineMessagesController {
  constructor(@Inject(LineDeliveryReads) private readonly reads: LineDeliveryReads) {}

  /** Hospital staff and network staff; a patient the one access rule hides (or nobody) is 404. */
  @Get('messages')
  @Allow(Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping, 'network')
  @Answer(LineMessagesAnswer)
  @Refuses([404])
  messages(@CurrentUser() user: AuthUser, @Query({ schema: LineMessagesQuery }) query: LineMessagesQueryInput): Promise<LineMessagesResponse> {
    return this.reads.ofPerson(user, query.userID);
  }

  /** Admin: this Bangkok month's pushes, replies and the quota (LINE_MONTHLY_QUOTA), with a warning from 80 %. */
  @Get('usage')
  @Allow(Role.Admin)
  @Answer(LineUsageAnswer)
  usage(): Promise<LineUsageResponse> {
    return this.reads.usage();
  }
}

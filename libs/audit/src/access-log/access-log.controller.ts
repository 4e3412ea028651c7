import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { AccessLogResponse } from '@hospital/contracts';
import { Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { AccessLog } from './access-log.js';
import { AccessLogAnswer, AccessLogQuery, type AccessLogInput } from './access-log.schemas.js';

/**
 * Issue 15 item 4: GET /api/v1/me/access-log — who read or changed the signed-in person's data
 * (the staff role in Thai, the name where the hospital allows it), when and where, newest first.
 * Any signed-in person, about themselves only: the token says whose log it is.
 */
@Controller('api/v1/me/access-log')
export class AccessLogController {
  constructor(@Inject(AccessLog) private readonly log: AccessLog) {}

  @Get()
  @Answer(AccessLogAnswer)
  mine(@CurrentUser() user: AuthUser, @Query({ schema: AccessLogQuery }) query: AccessLogInput): Promise<AccessLogResponse> {
    return this.log.page(user.userID, query.PageNumber, query.PageSize);
  }
}

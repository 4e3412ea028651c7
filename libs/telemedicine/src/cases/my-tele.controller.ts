import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { TeleRequest } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { MyTeleAnswer, MyTeleListAnswer } from './my-tele.schemas.js';
import { TeleIdParam } from './tele-answers.schemas.js';
import { TeleCaseReads } from './tele-case-reads.js';

/** care-services §7 GET /api/v1/mytele and /api/v1/mytele/{teleID}: the patient's own cases. */
@Controller('api/v1/mytele')
@Allow('patient')
export class MyTeleController {
  constructor(@Inject(TeleCaseReads) private readonly reads: TeleCaseReads) {}

  /** Newest appointment first. */
  @Get()
  @Answer(MyTeleListAnswer)
  list(@CurrentUser() user: AuthUser): Promise<{ data: TeleRequest[] }> {
    return this.reads.myList(user);
  }

  /** The caller's own case; anyone else's answers 404. */
  @Get(':teleID')
  @Answer(MyTeleAnswer)
  one(@CurrentUser() user: AuthUser, @Param('teleID', { schema: TeleIdParam }) teleID: string): Promise<{ data: TeleRequest }> {
    return this.reads.mine(user, teleID);
  }
}

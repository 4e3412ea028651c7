import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { ConsentPurpose, MyConsentsResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, NoBody, Refuses, type AuthUser } from '@hospital/core';
import { ConsentAgreeBody, ConsentPurposeParam, MyConsentsAnswer, type ConsentAgreeInput } from './consents.schemas.js';
import { MyConsentsService } from './my-consents.service.js';

/**
 * Issue 15 item 5, the consent APIs of the signed-in person (a patient): their own consents
 * only — no path names another person, so nobody can ask for someone else's. A caregiver acting
 * for the person (X-Acting-For) may change them; the change is recorded as theirs (issue 33 item 4).
 */
@Allow('patient')
@Controller('api/v1/me/consents')
export class MyConsentsController {
  constructor(@Inject(MyConsentsService) private readonly consents: MyConsentsService) {}

  @Get()
  @Answer(MyConsentsAnswer)
  mine(@CurrentUser() user: AuthUser): Promise<MyConsentsResponse> {
    return this.consents.mine(user.userID);
  }

  /** 400 for a purpose required for care, 409 for one not given (or already withdrawn). */
  @Post(':purpose/withdraw')
  @NoBody()
  @HttpCode(200)
  @Answer(MyConsentsAnswer)
  withdraw(@CurrentUser() user: AuthUser, @Param('purpose', { schema: ConsentPurposeParam }) purpose: ConsentPurpose): Promise<MyConsentsResponse> {
    return this.consents.withdraw(user, purpose);
  }

  /** 409 when the text read is not the version in force. */
  @Post(':purpose/agree')
  @HttpCode(200)
  @Answer(MyConsentsAnswer)
  @Refuses([409])
  agree(
    @CurrentUser() user: AuthUser,
    @Param('purpose', { schema: ConsentPurposeParam }) purpose: ConsentPurpose,
    @Body({ schema: ConsentAgreeBody }) body: ConsentAgreeInput,
  ): Promise<MyConsentsResponse> {
    return this.consents.agree(user, purpose, body.textSha256);
  }
}

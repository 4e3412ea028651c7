import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { DeactivateResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, Refuses, SelfOnly, type AuthUser } from '@hospital/core';
import { DeactivateAnswer, DeactivateBody, type DeactivateInput } from './deactivation.schemas.js';
import { DeactivationService } from './deactivation.service.js';

/** care-services §7 POST /api/v1/identity/deactivate {isDelete}: a signed-in patient cancels their own use. */
@Controller('api/v1/identity')
export class DeactivationController {
  constructor(@Inject(DeactivationService) private readonly deactivation: DeactivationService) {}

  @Post('deactivate')
  @HttpCode(200)
  @Allow('patient')
  @SelfOnly() // issue 33 item 4: a caregiver acting for someone (X-Acting-For) never closes their account
  @Answer(DeactivateAnswer)
  @Refuses([409])
  deactivate(@Body({ schema: DeactivateBody }) body: DeactivateInput, @CurrentUser() user: AuthUser): Promise<DeactivateResponse> {
    return this.deactivation.deactivate(user, body.isDelete);
  }
}

import { BadRequestException, Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { DeactivateRequest, DeactivateResponse } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { deactivateProblem } from '@hospital/rules';
import { DeactivationService } from './deactivation.service.js';

/** care-services §7 POST /api/v1/identity/deactivate {isDelete}: a signed-in patient cancels their own use. */
@Controller('api/v1/identity')
export class DeactivationController {
  constructor(@Inject(DeactivationService) private readonly deactivation: DeactivationService) {}

  @Post('deactivate')
  @HttpCode(200)
  @Allow('patient')
  deactivate(@Body() body: Partial<DeactivateRequest> | undefined, @CurrentUser() user: AuthUser): Promise<DeactivateResponse> {
    const problem = deactivateProblem(body);
    if (problem) throw new BadRequestException(problem);
    return this.deactivation.deactivate(user, body!.isDelete as boolean);
  }
}

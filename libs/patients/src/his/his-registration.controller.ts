import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Role, type HisRegistrationResponse } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { HisRegistrationService } from './his-registration.service.js';

/**
 * POST /api/v1/patient {person} (accounts §7): 202 queued, 200 when the HN is already there,
 * 400 with the legacy-data message when the stored record lacks what the HIS needs.
 */
@Controller('api/v1/patient')
export class HisRegistrationController {
  constructor(@Inject(HisRegistrationService) private readonly registration: HisRegistrationService) {}

  @Post()
  @Allow(Role.Admin, Role.Medrec)
  async register(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HisRegistrationResponse> {
    const result = await this.registration.request(user, body);
    void reply.status(result.httpStatus);
    return result.body;
  }
}

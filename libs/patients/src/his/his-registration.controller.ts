import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Role, type HisRegistrationResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { HisRegistrationAnswer, HisRegistrationBody, type HisRegistrationInput } from './his-registration.schemas.js';
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
  @Answer(HisRegistrationAnswer, 202, 'queued: the worker registers the person with the HIS')
  @Answer(HisRegistrationAnswer, 200, 'already registered: the HN')
  async register(
    @CurrentUser() user: AuthUser,
    @Body({ schema: HisRegistrationBody }) body: HisRegistrationInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HisRegistrationResponse> {
    const result = await this.registration.request(user, body.person.userID);
    void reply.status(result.httpStatus);
    return result.body;
  }
}

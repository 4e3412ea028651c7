import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { LineRegisterRequest, LineRegisterResponse, WebRegisterRequest, WebRegisterResponse } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { clientOf } from '../login/client-info.js';
import { PER_CLIENT_RATE_LIMIT } from '../login/login-rate-limit.js';
import { RegistrationService } from './registration.service.js';

/** accounts §7: registration through LINE (and ThaiD) and on the web. */
@Public()
@Controller('api/v1/identity')
export class RegistrationController {
  constructor(@Inject(RegistrationService) private readonly registrations: RegistrationService) {}

  /** The person, the signed consent and the sign-in, or a Thai 4xx and nothing saved. */
  @Post('line-register')
  @HttpCode(200)
  @PER_CLIENT_RATE_LIMIT
  lineRegister(@Body() body: Partial<LineRegisterRequest> | undefined, @Req() request: FastifyRequest): Promise<LineRegisterResponse> {
    return this.registrations.registerThroughLine(body ?? {}, clientOf(request));
  }

  /** 200 {errors: []} on success (the page then signs in); 400/409 {message, errors}. */
  @Post('web-register')
  @HttpCode(200)
  @PER_CLIENT_RATE_LIMIT
  webRegister(@Body() body: Partial<WebRegisterRequest> | undefined): Promise<WebRegisterResponse> {
    return this.registrations.registerOnWeb(body ?? {});
  }
}

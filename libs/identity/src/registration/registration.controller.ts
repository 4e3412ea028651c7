import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { LineRegisterResponse, RegistrationConsentText, WebRegisterResponse } from '@hospital/contracts';
import { Answer, Public, Refuses } from '@hospital/core';
import { clientOf } from '../login/client-info.js';
import { PER_CLIENT_RATE_LIMIT } from '../login/login-rate-limit.js';
import {
  LineRegisterAnswer,
  LineRegisterBody,
  RegistrationConsentAnswer,
  WebRegisterAnswer,
  WebRegisterBody,
  type LineRegisterInput,
  type WebRegisterInput,
} from './registration.schemas.js';
import { RegistrationService } from './registration.service.js';

/** accounts §7: registration through LINE (and ThaiD) and on the web. */
@Public()
@Controller('api/v1/identity')
export class RegistrationController {
  constructor(@Inject(RegistrationService) private readonly registrations: RegistrationService) {}

  /** Issue 28 item 3: the registration consent in force, which the registration pages show and sign. */
  @Get('consent-text')
  @Answer(RegistrationConsentAnswer)
  consentText(): Promise<RegistrationConsentText> {
    return this.registrations.consentInForce();
  }

  /** The person, the signed consent and the sign-in, or a Thai 4xx and nothing saved. */
  @Post('line-register')
  @HttpCode(200)
  @PER_CLIENT_RATE_LIMIT
  @Answer(LineRegisterAnswer)
  @Refuses([409])
  lineRegister(@Body({ schema: LineRegisterBody }) body: LineRegisterInput, @Req() request: FastifyRequest): Promise<LineRegisterResponse> {
    return this.registrations.registerThroughLine(body, clientOf(request));
  }

  /** 200 {errors: []} on success (the page then signs in); 400/409 {message, errors}. */
  @Post('web-register')
  @HttpCode(200)
  @PER_CLIENT_RATE_LIMIT
  @Answer(WebRegisterAnswer)
  @Refuses([409])
  webRegister(@Body({ schema: WebRegisterBody }) body: WebRegisterInput): Promise<WebRegisterResponse> {
    return this.registrations.registerOnWeb(body);
  }
}

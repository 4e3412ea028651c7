import { Body, Controller, HttpCode, Inject, Post, Req, UseFilters } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Api2Result, VaccineConditionResponse } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { Api2ErrorFilter } from '../http/api2-error.js';
import { VACCINE_LOOKUP_RATE_LIMIT } from '../http/vaccine-rate-limit.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { bodyOf } from '../booking/booking-form.js';
import { VaccineRegistrationService } from './vaccine-registration.service.js';

/** §2 Vaccine registration (/vaccinebooking2): eligibility, then registration (no sign-in; limited and audited). */
@Public()
@UseFilters(Api2ErrorFilter)
@Controller('api2/pfizer')
export class VaccineRegistrationController {
  constructor(
    @Inject(VaccineRegistrationService) private readonly registration: VaccineRegistrationService,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @VACCINE_LOOKUP_RATE_LIMIT
  @Post('condition2')
  @HttpCode(200)
  condition(@Req() request: FastifyRequest, @Body() body: unknown): Promise<VaccineConditionResponse> {
    return this.audit.around(request, 'condition', bodyOf(body).cid, () => this.registration.condition(body));
  }

  @VACCINE_LOOKUP_RATE_LIMIT
  @Post('register2')
  @HttpCode(200)
  register(@Req() request: FastifyRequest, @Body() body: unknown): Promise<Api2Result> {
    return this.audit.around(request, 'register', bodyOf(body).cid, () => this.registration.register(body));
  }
}

import { Body, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Api2Result, VaccineConditionResponse } from '@hospital/contracts';
import { LookupPost, PublicApi2Controller } from '../http/api2-routes.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { bodyOf } from '../booking/booking-form.js';
import { VaccineRegistrationService } from './vaccine-registration.service.js';

/** §2 Vaccine registration (/vaccinebooking2): eligibility, then registration (no sign-in; limited and audited). */
@PublicApi2Controller('api2/pfizer')
export class VaccineRegistrationController {
  constructor(
    @Inject(VaccineRegistrationService) private readonly registration: VaccineRegistrationService,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @LookupPost('condition2')
  condition(@Req() request: FastifyRequest, @Body() body: unknown): Promise<VaccineConditionResponse> {
    return this.audit.around(request, 'condition', bodyOf(body).cid, () => this.registration.condition(body));
  }

  @LookupPost('register2')
  register(@Req() request: FastifyRequest, @Body() body: unknown): Promise<Api2Result> {
    return this.audit.around(request, 'register', bodyOf(body).cid, () => this.registration.register(body));
  }
}

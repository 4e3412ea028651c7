import { Body, Controller, HttpCode, Inject, Post, Req, UseFilters } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { VaccineCertResponse } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { HIS_IMMUNIZATION_PORT, type HisImmunizationPort } from '@hospital/integrations';
import { Api2ErrorFilter } from '../http/api2-error.js';
import { VACCINE_LOOKUP_RATE_LIMIT } from '../http/vaccine-rate-limit.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { bodyOf, cidOf } from '../booking/booking-form.js';

/** §2 Vaccine history: the certificate from the HIS by national ID (no sign-in; limited and audited). */
@Public()
@UseFilters(Api2ErrorFilter)
@Controller('api2/vaccine')
export class VaccineCertController {
  constructor(
    @Inject(HIS_IMMUNIZATION_PORT) private readonly his: HisImmunizationPort,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @VACCINE_LOOKUP_RATE_LIMIT
  @Post('cert')
  @HttpCode(200)
  cert(@Req() request: FastifyRequest, @Body() body: unknown): Promise<VaccineCertResponse> {
    const asked = bodyOf(body).cid;
    return this.audit.around(request, 'cert', asked, () => this.his.certificate(cidOf(asked)));
  }
}

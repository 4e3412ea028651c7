import { Body, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { VaccineCertResponse } from '@hospital/contracts';
import { HIS_IMMUNIZATION_PORT, type HisImmunizationPort } from '@hospital/integrations';
import { LookupPost, PublicApi2Controller } from '../http/api2-routes.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { bodyOf, cidOf } from '../booking/booking-form.js';

/** §2 Vaccine history: the certificate from the HIS by national ID (no sign-in; limited and audited). */
@PublicApi2Controller('api2/vaccine')
export class VaccineCertController {
  constructor(
    @Inject(HIS_IMMUNIZATION_PORT) private readonly his: HisImmunizationPort,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @LookupPost('cert')
  cert(@Req() request: FastifyRequest, @Body() body: unknown): Promise<VaccineCertResponse> {
    const asked = bodyOf(body).cid;
    return this.audit.around(request, 'cert', asked, () => this.his.certificate(cidOf(asked)));
  }
}

import { Body, Inject } from '@nestjs/common';
import type { VaccineCertResponse } from '@hospital/contracts';
import { Answer } from '@hospital/core';
import { HIS_IMMUNIZATION_PORT, type HisImmunizationPort } from '@hospital/integrations';
import { LookupPost, PublicApi2Controller } from '../http/api2-routes.js';
import { AuditedLookup } from '../lookups/audited-lookup.js';
import { VaccineCertAnswer, VaccineCertBody, type VaccineCertInput } from './vaccine-cert.schemas.js';

/** §2 Vaccine history: the certificate from the HIS by national ID (no sign-in; limited and audited). */
@PublicApi2Controller('api2/vaccine')
export class VaccineCertController {
  constructor(@Inject(HIS_IMMUNIZATION_PORT) private readonly his: HisImmunizationPort) {}

  @LookupPost('cert')
  @AuditedLookup('cert')
  @Answer(VaccineCertAnswer)
  cert(@Body({ schema: VaccineCertBody }) body: VaccineCertInput): Promise<VaccineCertResponse> {
    return this.his.certificate(body.cid);
  }
}

import { Body, Inject } from '@nestjs/common';
import type { Api2Result, VaccineConditionResponse } from '@hospital/contracts';
import { Answer, Refuses } from '@hospital/core';
import { LookupPost, PublicApi2Controller } from '../http/api2-routes.js';
import { AuditedLookup } from '../lookups/audited-lookup.js';
import {
  Api2Answer,
  VaccineConditionAnswer,
  VaccineConditionBody,
  VaccineRegisterBody,
  type VaccineConditionInput,
  type VaccineRegisterInput,
} from './vaccine-registration.schemas.js';
import { VaccineRegistrationService } from './vaccine-registration.service.js';

/** §2 Vaccine registration (/vaccinebooking2): eligibility, then registration (no sign-in; limited and audited). */
@PublicApi2Controller('api2/pfizer')
export class VaccineRegistrationController {
  constructor(@Inject(VaccineRegistrationService) private readonly registration: VaccineRegistrationService) {}

  @LookupPost('condition2')
  @AuditedLookup('condition')
  @Answer(VaccineConditionAnswer)
  condition(@Body({ schema: VaccineConditionBody }) body: VaccineConditionInput): Promise<VaccineConditionResponse> {
    return this.registration.condition(body);
  }

  @LookupPost('register2')
  @AuditedLookup('register')
  @Answer(Api2Answer)
  @Refuses([409])
  register(@Body({ schema: VaccineRegisterBody }) body: VaccineRegisterInput): Promise<Api2Result> {
    return this.registration.register(body);
  }
}

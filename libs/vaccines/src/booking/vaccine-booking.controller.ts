import { Body, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Api2Result } from '@hospital/contracts';
import { APP_CONFIG, Answer, Refuses, type AppConfig, type AuthedRequest } from '@hospital/core';
import { ProofGet, ProofPost, PublicApi2Controller } from '../http/api2-routes.js';
import { nationalIdParam } from '../http/api2-schemas.js';
import { assertSameSite } from '../http/same-site.js';
import { AuditedLookup } from '../lookups/audited-lookup.js';
import {
  Api2Answer,
  VaccineBirthCheckBody,
  VaccineConfirmBody,
  VaccineUpdateBody,
  type VaccineBirthCheckInput,
  type VaccineConfirmInput,
  type VaccineUpdateInput,
} from './vaccine-booking.schemas.js';
import { birthDateOfCancel } from './birth-date-proof.js';
import { VaccineBookingService } from './vaccine-booking.service.js';

/**
 * §2 School vaccine booking calls (no sign-in, keyed by national ID: limited per client, and
 * audited). Issue 18 finding 4: each proves the child's birth date (the payload's birthDT; a
 * cancel's X-Birth-Date header) and is refused from another site. Issue 28 item 5: a wrong
 * birth date counts against the client address (BirthDateGuesses), never against the child's
 * record, and a right one never counts.
 */
@PublicApi2Controller('api2')
export class VaccineBookingController {
  constructor(
    @Inject(VaccineBookingService) private readonly booking: VaccineBookingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ProofPost('pfizer/confirm2')
  @AuditedLookup('confirm')
  @Answer(Api2Answer)
  @Refuses([409])
  async confirm(@Req() request: FastifyRequest, @Body({ schema: VaccineConfirmBody }) body: VaccineConfirmInput): Promise<Api2Result> {
    assertSameSite(request, this.config.publicBaseUrl);
    return this.booking.confirm(body, request.ip ?? null, (request as FastifyRequest & AuthedRequest).user?.userID ?? null);
  }

  /** Issue 35 item 2: the birth date before the consent is read and signed (changes nothing). */
  @ProofPost('student/birthcheck2')
  @AuditedLookup('birthcheck')
  @Answer(Api2Answer)
  async checkBirthDate(@Req() request: FastifyRequest, @Body({ schema: VaccineBirthCheckBody }) body: VaccineBirthCheckInput): Promise<Api2Result> {
    assertSameSite(request, this.config.publicBaseUrl);
    return this.booking.checkBirthDate(body);
  }

  @ProofPost('student/update2')
  @AuditedLookup('update')
  @Answer(Api2Answer)
  @Refuses([409])
  async update(@Req() request: FastifyRequest, @Body({ schema: VaccineUpdateBody }) body: VaccineUpdateInput): Promise<Api2Result> {
    assertSameSite(request, this.config.publicBaseUrl);
    return this.booking.update(body);
  }

  @ProofGet('pfizer/clearbooking2/:cid')
  @AuditedLookup('cancel')
  @Answer(Api2Answer)
  @Refuses([409])
  async clear(@Req() request: FastifyRequest, @Param('cid', { schema: nationalIdParam() }) cid: string): Promise<Api2Result> {
    assertSameSite(request, this.config.publicBaseUrl);
    return this.booking.clear(cid, birthDateOfCancel(request));
  }
}

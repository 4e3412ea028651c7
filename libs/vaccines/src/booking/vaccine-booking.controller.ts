import { Body, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Api2Result } from '@hospital/contracts';
import { Answer } from '@hospital/core';
import { LookupGet, LookupPost, PublicApi2Controller } from '../http/api2-routes.js';
import { nationalIdParam } from '../http/api2-schemas.js';
import { AuditedLookup } from '../lookups/audited-lookup.js';
import { Api2Answer, VaccineConfirmBody, VaccineUpdateBody, type VaccineConfirmInput, type VaccineUpdateInput } from './vaccine-booking.schemas.js';
import { VaccineBookingService } from './vaccine-booking.service.js';

/** §2 School vaccine booking calls (no sign-in, keyed by national ID: limited per client and audited). */
@PublicApi2Controller('api2')
export class VaccineBookingController {
  constructor(@Inject(VaccineBookingService) private readonly booking: VaccineBookingService) {}

  @LookupPost('pfizer/confirm2')
  @AuditedLookup('confirm')
  @Answer(Api2Answer)
  confirm(@Req() request: FastifyRequest, @Body({ schema: VaccineConfirmBody }) body: VaccineConfirmInput): Promise<Api2Result> {
    return this.booking.confirm(body, request.ip ?? null);
  }

  @LookupPost('student/update2')
  @AuditedLookup('update')
  @Answer(Api2Answer)
  update(@Body({ schema: VaccineUpdateBody }) body: VaccineUpdateInput): Promise<Api2Result> {
    return this.booking.update(body);
  }

  @LookupGet('pfizer/clearbooking2/:cid')
  @AuditedLookup('cancel')
  @Answer(Api2Answer)
  clear(@Param('cid', { schema: nationalIdParam() }) cid: string): Promise<Api2Result> {
    return this.booking.clear(cid);
  }
}

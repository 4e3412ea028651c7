import { Body, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Api2Result } from '@hospital/contracts';
import { LookupGet, LookupPost, PublicApi2Controller } from '../http/api2-routes.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { VaccineBookingService } from './vaccine-booking.service.js';

const cidIn = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { cid?: unknown }).cid : undefined);

/** §2 School vaccine booking calls (no sign-in, keyed by national ID: limited per client and audited). */
@PublicApi2Controller('api2')
export class VaccineBookingController {
  constructor(
    @Inject(VaccineBookingService) private readonly booking: VaccineBookingService,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @LookupPost('pfizer/confirm2')
  confirm(@Req() request: FastifyRequest, @Body() body: unknown): Promise<Api2Result> {
    return this.audit.around(request, 'confirm', cidIn(body), () => this.booking.confirm(body, request.ip ?? null));
  }

  @LookupPost('student/update2')
  update(@Req() request: FastifyRequest, @Body() body: unknown): Promise<Api2Result> {
    return this.audit.around(request, 'update', cidIn(body), () => this.booking.update(body));
  }

  @LookupGet('pfizer/clearbooking2/:cid')
  clear(@Req() request: FastifyRequest, @Param('cid') cid: string): Promise<Api2Result> {
    return this.audit.around(request, 'cancel', cid, () => this.booking.clear(cid));
  }
}

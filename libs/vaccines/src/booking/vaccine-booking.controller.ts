import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UseFilters } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Api2Result } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { Api2ErrorFilter } from '../http/api2-error.js';
import { VACCINE_LOOKUP_RATE_LIMIT } from '../http/vaccine-rate-limit.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { VaccineBookingService } from './vaccine-booking.service.js';

const cidIn = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { cid?: unknown }).cid : undefined);

/** §2 School vaccine booking calls (no sign-in, keyed by national ID: limited per client and audited). */
@Public()
@UseFilters(Api2ErrorFilter)
@Controller('api2')
export class VaccineBookingController {
  constructor(
    @Inject(VaccineBookingService) private readonly booking: VaccineBookingService,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @VACCINE_LOOKUP_RATE_LIMIT
  @Post('pfizer/confirm2')
  @HttpCode(200)
  confirm(@Req() request: FastifyRequest, @Body() body: unknown): Promise<Api2Result> {
    return this.audit.around(request, 'confirm', cidIn(body), () => this.booking.confirm(body, request.ip ?? null));
  }

  @VACCINE_LOOKUP_RATE_LIMIT
  @Post('student/update2')
  @HttpCode(200)
  update(@Req() request: FastifyRequest, @Body() body: unknown): Promise<Api2Result> {
    return this.audit.around(request, 'update', cidIn(body), () => this.booking.update(body));
  }

  @VACCINE_LOOKUP_RATE_LIMIT
  @Get('pfizer/clearbooking2/:cid')
  clear(@Req() request: FastifyRequest, @Param('cid') cid: string): Promise<Api2Result> {
    return this.audit.around(request, 'cancel', cid, () => this.booking.clear(cid));
  }
}

import { Body, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Role, type Api2Result } from '@hospital/contracts';
import { Allow, CurrentUser, type AuthUser } from '@hospital/core';
import { Api2Controller } from '../http/api2-routes.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { VaccineAdminUpdateService } from './vaccine-admin-update.service.js';

/** §2 Admin vaccine editing: Admin or Nurse (the spec shows no role check; the server requires one). */
@Allow(Role.Admin, Role.Nurse)
@Api2Controller('api2/student')
export class VaccineAdminUpdateController {
  constructor(
    @Inject(VaccineAdminUpdateService) private readonly admin: VaccineAdminUpdateService,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  @Post('updateadmin')
  @HttpCode(200)
  update(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser, @Body() body: unknown): Promise<Api2Result> {
    const cid = body && typeof body === 'object' ? (body as { cid?: unknown }).cid : undefined;
    return this.audit.around(request, 'admin.update', cid, () => this.admin.update(body), user.userID);
  }
}

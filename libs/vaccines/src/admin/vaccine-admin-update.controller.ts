import { Body, HttpCode, Inject, Post } from '@nestjs/common';
import { Role, type Api2Result } from '@hospital/contracts';
import { Allow, Answer, Refuses } from '@hospital/core';
import { Api2Controller } from '../http/api2-routes.js';
import { AuditedLookup } from '../lookups/audited-lookup.js';
import { Api2Answer, VaccineAdminUpdateBody, type VaccineAdminUpdateInput } from './vaccine-admin-update.schemas.js';
import { VaccineAdminUpdateService } from './vaccine-admin-update.service.js';

/** §2 Admin vaccine editing: Admin or Nurse (the spec shows no role check; the server requires one). */
@Allow(Role.Admin, Role.Nurse)
@Api2Controller('api2/student')
export class VaccineAdminUpdateController {
  constructor(@Inject(VaccineAdminUpdateService) private readonly admin: VaccineAdminUpdateService) {}

  @Post('updateadmin')
  @HttpCode(200)
  @AuditedLookup('admin.update', { staff: true })
  @Answer(Api2Answer)
  @Refuses([409])
  update(@Body({ schema: VaccineAdminUpdateBody }) body: VaccineAdminUpdateInput): Promise<Api2Result> {
    return this.admin.update(body);
  }
}

import { Get, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Role, type StudentLookupResponse } from '@hospital/contracts';
import { Allow, CurrentUser, Public, type AuthUser } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';
import { Api2Controller, LookupGet } from '../http/api2-routes.js';
import { VaccineLookupAudit } from '../lookups/vaccine-lookup-audit.js';
import { cidOf } from '../booking/booking-form.js';
import { StudentRecords } from './student-records.js';

/** §4 Vaccine record lookup status: 200 the record, 400 bad national ID, 404 not on the target list. */
@Api2Controller('api2/school')
export class StudentLookupController {
  constructor(
    @Inject(StudentRecords) private readonly students: StudentRecords,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  /** The booking page's lookup (no sign-in; limited per client and audited). */
  @Public()
  @LookupGet('cid2/:cid')
  booking(@Req() request: FastifyRequest, @Param('cid') cid: string): Promise<StudentLookupResponse> {
    return this.audit.around(request, 'student.booking', cid, () => this.lookup(cid));
  }

  /** The admin page's lookup (Admin or Nurse). */
  @Allow(Role.Admin, Role.Nurse)
  @Get('cid/:cid')
  admin(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser, @Param('cid') cid: string): Promise<StudentLookupResponse> {
    return this.audit.around(request, 'student.admin', cid, () => this.lookup(cid), user.userID);
  }

  private async lookup(cidValue: string): Promise<StudentLookupResponse> {
    const cid = cidOf(cidValue);
    const data = await this.students.load(null, cid);
    if (!data) throw new Api2Error(404, VACCINE_MESSAGES.notOnList);
    return { status: 200, msg: '', desc: '', data };
  }
}

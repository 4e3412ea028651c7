import { Get, Inject, Param } from '@nestjs/common';
import { Role, type StudentLookupResponse } from '@hospital/contracts';
import { Allow, Answer, Public } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';
import { Api2Controller, LookupGet } from '../http/api2-routes.js';
import { nationalIdParam } from '../http/api2-schemas.js';
import { AuditedLookup } from '../lookups/audited-lookup.js';
import { StudentRecords } from './student-records.js';
import { StudentLookupAnswer } from './student-lookup.schemas.js';

/** §4 Vaccine record lookup status: 200 the record, 400 bad national ID, 404 not on the target list. */
@Api2Controller('api2/school')
export class StudentLookupController {
  constructor(@Inject(StudentRecords) private readonly students: StudentRecords) {}

  /**
   * The booking page's lookup (no sign-in; limited per client and per ID, and audited). The
   * birth date is left out (birthDT ''): it is what the page's changes and cancel prove (issue
   * 18 finding 4), so the lookup that anyone with the ID may make must not hand it out.
   */
  @Public()
  @LookupGet('cid2/:cid')
  @AuditedLookup('student.booking')
  @Answer(StudentLookupAnswer)
  async booking(@Param('cid', { schema: nationalIdParam() }) cid: string): Promise<StudentLookupResponse> {
    const answer = await this.lookup(cid);
    return answer.data ? { ...answer, data: { ...answer.data, birthDT: '' } } : answer;
  }

  /** The admin page's lookup (Admin or Nurse; the staff member is audited). */
  @Allow(Role.Admin, Role.Nurse)
  @Get('cid/:cid')
  @AuditedLookup('student.admin', { staff: true })
  @Answer(StudentLookupAnswer)
  admin(@Param('cid', { schema: nationalIdParam() }) cid: string): Promise<StudentLookupResponse> {
    return this.lookup(cid);
  }

  private async lookup(cid: string): Promise<StudentLookupResponse> {
    const data = await this.students.load(null, cid);
    if (!data) throw new Api2Error(404, VACCINE_MESSAGES.notOnList);
    return { status: 200, msg: '', desc: '', data };
  }
}

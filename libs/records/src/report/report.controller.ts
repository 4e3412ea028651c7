import { Controller, ForbiddenException, Get, Inject, Query } from '@nestjs/common';
import { Role, type ReportResponse } from '@hospital/contracts';
import { APP_CONFIG, Allow, Answer, CurrentUser, type AppConfig, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { MESSAGES, mayReadReport } from '@hospital/rules';
import { ReportAnswer, ReportQuery, type ReportInput } from './report.schemas.js';

/**
 * care-services §7 GET /api/v1/data/report?PageNumber&PageSize (§2 report table, §3 Report
 * row): the note rows of the visits, read from the HIS through its clinical port, a page at a
 * time. For the telemedicine hospital's own account and Admin (mayReadReport): Admin and the
 * network roles pass the guard, and of the network accounts only the hospital's own reads.
 */
@Controller('api/v1/data')
export class ReportController {
  constructor(
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('report')
  @Allow(Role.Admin, 'network')
  @Answer(ReportAnswer)
  async report(@CurrentUser() user: AuthUser, @Query({ schema: ReportQuery }) query: ReportInput): Promise<ReportResponse> {
    if (!mayReadReport(user, this.config.teleHospitalName)) throw new ForbiddenException(MESSAGES.forbidden);
    const page = { pageNumber: query.PageNumber, pageSize: query.PageSize };
    const { rows, totalCount } = await this.his.reportRows(page);
    return { data: rows, totalCount, pageNumber: page.pageNumber, pageSize: page.pageSize };
  }
}

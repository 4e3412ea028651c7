import { BadRequestException, Controller, ForbiddenException, Get, Inject, Query } from '@nestjs/common';
import type { ReportResponse } from '@hospital/contracts';
import { APP_CONFIG, CurrentUser, type AppConfig, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { MESSAGES, PATIENT_SEARCH_MESSAGES, REPORT_PAGE_SIZE, mayReadReport, pageOf } from '@hospital/rules';

/**
 * care-services §7 GET /api/v1/data/report?PageNumber&PageSize (§2 report table, §3 Report
 * row): the note rows of the visits, read from the HIS through its clinical port, a page at a
 * time. For the telemedicine hospital's own account and Admin (mayReadReport).
 */
@Controller('api/v1/data')
export class ReportController {
  constructor(
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('report')
  async report(@CurrentUser() user: AuthUser, @Query('PageNumber') pageNumber: unknown, @Query('PageSize') pageSize: unknown): Promise<ReportResponse> {
    if (!mayReadReport(user, this.config.teleHospitalName)) throw new ForbiddenException(MESSAGES.forbidden);
    const page = pageOf(pageNumber, pageSize, REPORT_PAGE_SIZE);
    if (!page) throw new BadRequestException(PATIENT_SEARCH_MESSAGES.badPage);
    const { rows, totalCount } = await this.his.reportRows(page);
    return { data: rows, totalCount, pageNumber: page.pageNumber, pageSize: page.pageSize };
  }
}

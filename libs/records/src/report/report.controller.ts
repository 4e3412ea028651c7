import { BadRequestException, Controller, ForbiddenException, Get, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Role, type CasesReportResponse, type ReportResponse } from '@hospital/contracts';
import { APP_CONFIG, Allow, Answer, CurrentUser, z, type AppConfig, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { MESSAGES, REPORT_EXPORT_MAX_ROWS, REPORT_FILTER_MESSAGES, REPORT_MESSAGES, formatThaiRange, mayReadReport, reportFileName } from '@hospital/rules';
import { CasesReportService } from './cases-report.service.js';
import { reportCsv, reportXlsx } from './report-export.js';
import { CasesReportAnswer, ReportAnswer, ReportQuery, type ReportInput } from './report.schemas.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * care-services §7 GET /api/v1/data/report?PageNumber&PageSize (§2 report table, §3 Report
 * row): the note rows of the visits, read from the HIS through its clinical port, a page at a
 * time. For the telemedicine hospital's own account and Admin (mayReadReport): Admin and the
 * network roles pass the guard, and of the network accounts only the hospital's own reads.
 *
 * Issue 14 item 4: with `from` and `to` the same call answers the cases report (filters,
 * names and HN where the role may see them, the chart figures), or with `format=csv|xlsx` the
 * whole filtered list as a file.
 */
@Controller('api/v1/data')
export class ReportController {
  constructor(
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CasesReportService) private readonly cases: CasesReportService,
  ) {}

  @Get('report')
  @Allow(Role.Admin, 'network')
  @Answer(z.union([ReportAnswer, CasesReportAnswer]), 200, 'JSON; with format=csv text/csv (UTF-8, BOM), with format=xlsx an XLSX file')
  async report(
    @CurrentUser() user: AuthUser,
    @Query({ schema: ReportQuery }) query: ReportInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportResponse | CasesReportResponse | string | Buffer> {
    if (!mayReadReport(user, this.config.teleHospitalName)) throw new ForbiddenException(MESSAGES.forbidden);
    const page = { pageNumber: query.PageNumber, pageSize: query.PageSize };
    if (query.from && query.to) {
      const filter = { from: query.from, to: query.to, serviceType: query.ServiceType, flowStatus: query.FlowStatus };
      if (!query.format || query.format === 'json') return this.cases.page(user, filter, page);
      const { rows, totalCount, showsIdentity } = await this.cases.all(user, filter, REPORT_EXPORT_MAX_ROWS);
      if (totalCount > REPORT_EXPORT_MAX_ROWS) throw new BadRequestException(REPORT_FILTER_MESSAGES.tooManyRows);
      const name = reportFileName(query.from, query.to, query.format);
      void reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      if (query.format === 'csv') {
        void reply.header('content-type', 'text/csv; charset=utf-8');
        return reportCsv(rows, showsIdentity);
      }
      void reply.header('content-type', XLSX_TYPE);
      return reportXlsx(rows, showsIdentity, `${REPORT_MESSAGES.title} ${formatThaiRange(query.from, query.to)}`);
    }
    const { rows, totalCount } = await this.his.reportRows(page);
    return { data: rows, totalCount, pageNumber: page.pageNumber, pageSize: page.pageSize };
  }
}

import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { HisIntegrationModule } from '@hospital/integrations';
import { CasesReportService } from './cases-report.service.js';
import { ReportController } from './report.controller.js';

/**
 * care-services §2 report table: GET /api/v1/data/report. Issue 14 item 4: the cases report
 * reads telemedicine through TELE_REPORT_QUERIES (provided globally by telemedicine's
 * TeleReportQueriesModule) and audits its reads (AuditModule).
 */
@Module({
  imports: [HisIntegrationModule, AuditModule],
  controllers: [ReportController],
  providers: [CasesReportService],
})
export class ReportModule {}

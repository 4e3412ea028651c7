import { Global, Module } from '@nestjs/common';
import { TELE_REPORT_QUERIES } from '@hospital/contracts';
import { TeleReportQueriesService } from './tele-report-queries.js';

/**
 * Issue 14 item 4: telemedicine offers its report query interface under the contracts token
 * TELE_REPORT_QUERIES. Global, so the report (libs/records) injects it by that token without
 * importing telemedicine (test/import-graph.spec.ts: records never imports telemedicine).
 * Imported once, by TelemedicineModule.
 */
@Global()
@Module({
  providers: [{ provide: TELE_REPORT_QUERIES, useClass: TeleReportQueriesService }],
  exports: [TELE_REPORT_QUERIES],
})
export class TeleReportQueriesModule {}

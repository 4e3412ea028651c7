import { Module } from '@nestjs/common';
import { HisIntegrationModule } from '@hospital/integrations';
import { ReportController } from './report.controller.js';

/** care-services §2 report table: GET /api/v1/data/report. */
@Module({
  imports: [HisIntegrationModule],
  controllers: [ReportController],
})
export class ReportModule {}

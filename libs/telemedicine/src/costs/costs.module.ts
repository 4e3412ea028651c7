import { Module } from '@nestjs/common';
import { HisIntegrationModule } from '@hospital/integrations';
import { HisCostsPollHandler } from './his-costs-poll.handler.js';
import { HisCostsScheduler } from './his-costs-scheduler.js';

/** Issue 13 item 2, costs reach the case: the 'tele.pollHisCosts' job and its repeating schedule (HIS_PORT). */
@Module({
  imports: [HisIntegrationModule],
  providers: [HisCostsPollHandler, HisCostsScheduler],
})
export class TeleCostsModule {}

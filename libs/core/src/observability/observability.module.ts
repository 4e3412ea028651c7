import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.service.js';

/**
 * The api's GET /metrics (issue 19 item 6). The request context is Fastify hooks
 * (installRequestContext); the logger is `loggerModule(config, 'api' | 'worker')`.
 */
@Module({
  imports: [DiscoveryModule], // issue 31 item 5: Metrics finds the domains' @ScrapeGauge methods
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class ObservabilityModule {}

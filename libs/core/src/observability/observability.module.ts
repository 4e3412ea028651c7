import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.service.js';

/**
 * The api's GET /metrics (issue 19 item 6). The request context is Fastify hooks
 * (installRequestContext); the logger is `loggerModule(config, 'api' | 'worker')`.
 */
@Module({
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class ObservabilityModule {}

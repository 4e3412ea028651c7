import { Controller, ForbiddenException, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hospital/rules';
import { Public } from '../auth/access.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AnswerWithout } from '../http/schemas/api-docs.decorators.js';
import { mayScrape } from './metrics-access.js';
import { Metrics } from './metrics.service.js';

/** GET /metrics in Prometheus text format (issue 19 item 6); not a user's call, so not under /api. */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** @Public for the sign-in guard: the loopback-or-token check is this handler's own. */
  @Public()
  @Get()
  @AnswerWithout(200, 'Prometheus text format (403 unless from this machine or with METRICS_TOKEN)')
  async scrape(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!mayScrape(request.raw, this.config.metricsToken)) throw new ForbiddenException(MESSAGES.forbidden);
    const text = await this.metrics.render();
    // Headers once the text is there: an error answer goes out as JSON, not as text/plain (issue 36).
    void reply.header('content-type', this.metrics.contentType).header('cache-control', 'no-store');
    return text;
  }
}

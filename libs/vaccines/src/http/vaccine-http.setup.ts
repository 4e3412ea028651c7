import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { VACCINE_LIMITS } from './vaccine-rate-limit.js';

/**
 * The spec's calls end in a slash (§7 GET /api2/vaccine/event2/, POST /api2/pfizer/confirm2/)
 * while Nest strips it from its routes; these answer a 308 to the route (method and body kept).
 */
export const TRAILING_SLASH_CALLS: ReadonlyArray<{ method: 'GET' | 'POST'; url: string }> = [
  { method: 'GET', url: '/api2/vaccine/event2/' },
  { method: 'POST', url: '/api2/pfizer/confirm2/' },
];

/** Hands this app's vaccine lookup limit to its Fastify instance (read per request) and adds the slash aliases. */
@Injectable()
export class VaccineHttpSetup implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.() as (FastifyInstance & Record<symbol, unknown>) | undefined;
    if (!instance || typeof instance.route !== 'function') return;
    instance[VACCINE_LIMITS] = this.config.vaccineLookupRateLimit;
    for (const { method, url } of TRAILING_SLASH_CALLS) {
      instance.route({ method, url, handler: (request, reply) => reply.redirect(request.url.replace(url, url.slice(0, -1)), 308) });
    }
  }
}

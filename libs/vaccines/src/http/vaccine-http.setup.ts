import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { VACCINE_ID_LIMITER, idLimitKey, type IdLimiter } from './vaccine-id-limit.js';
import { VACCINE_LIMITS } from './vaccine-rate-limit.js';

/**
 * The spec's calls end in a slash (§7 GET /api2/vaccine/event2/, POST /api2/pfizer/confirm2/)
 * while Nest strips it from its routes. The api's Fastify `rewriteUrl` passes these two paths
 * (and only these) to the slash-less route, so both forms answer directly — no redirect for a
 * client to follow, no change to any other route or the web app's page fallback.
 */
export const TRAILING_SLASH_CALLS: readonly string[] = ['/api2/vaccine/event2/', '/api2/pfizer/confirm2/'];

/** The url a request is routed by: a spec slash call without its slash (query kept), anything else unchanged. */
export function withoutSpecSlash(url: string): string {
  const q = url.indexOf('?');
  const pathPart = q === -1 ? url : url.slice(0, q);
  return TRAILING_SLASH_CALLS.includes(pathPart) ? pathPart.slice(0, -1) + (q === -1 ? '' : url.slice(q)) : url;
}

/** @fastify/rate-limit's decorator: a limiter with its own options, in the app's rate-limit store. */
type WithCreateRateLimit = { createRateLimit?: (options: object) => IdLimiter };

/**
 * Hands this app's vaccine lookup limit to its Fastify instance (read per request), and makes
 * the per-national-ID limiter (issue 18 finding 4) in the same store as the other limits.
 */
@Injectable()
export class VaccineHttpSetup implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.() as (FastifyInstance & Record<symbol, unknown>) | undefined;
    if (!instance || typeof instance.route !== 'function') return;
    const limits = this.config.vaccineLookupRateLimit;
    instance[VACCINE_LIMITS] = limits;
    const create = (instance as FastifyInstance & WithCreateRateLimit).createRateLimit;
    if (typeof create === 'function') {
      instance[VACCINE_ID_LIMITER] = create.call(instance, { max: limits.perIdMax, timeWindow: limits.perIdWindowMs, keyGenerator: idLimitKey });
    }
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
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

/** Hands this app's vaccine lookup limit to its Fastify instance (read per request). */
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
  }
}

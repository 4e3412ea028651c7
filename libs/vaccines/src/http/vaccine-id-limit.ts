import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { askedCid } from '../lookups/asked-cid.js';
import { Api2Error } from './api2-error.js';

/** Where the app's per-ID limiter lives on its Fastify instance (made by VaccineHttpSetup). */
export const VACCINE_ID_LIMITER = Symbol('vaccineIdLimiter');

/** @fastify/rate-limit's `createRateLimit` check: counts one call under the request's key. */
export type IdLimiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

/** The limiter's key: the asked national ID (only a well-formed one; anything else answers 400 anyway). */
export function idLimitKey(request: FastifyRequest): string {
  const cid = askedCid(request);
  return typeof cid === 'string' && /^\d{13}$/.test(cid) ? `vaccine-id:${cid}` : '';
}

/**
 * Issue 18 finding 4: the per-address limit does not stop many addresses asking about one
 * child (nor guessing one child's birth date on the writes). Every open /api2 call keyed by a
 * national ID also counts toward that ID's budget — one budget for all of them
 * (VACCINE_CID_RATE_LIMIT_MAX per VACCINE_CID_RATE_LIMIT_WINDOW_MS, in the same Redis store as
 * the other limits); past it the answer is 429 in the api2 envelope. It runs inside the lookup
 * audit, so a refused call is audited too.
 */
@Injectable()
export class VaccineIdLimitInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const limiter = (request.server as FastifyInstance & { [VACCINE_ID_LIMITER]?: IdLimiter })[VACCINE_ID_LIMITER];
    if (!limiter || !idLimitKey(request)) return next.handle();
    return from(
      limiter(request).then((result) => {
        if (result.isExceeded) {
          // Issue 28 item 5: when this ID's window ends (the error filter would give a default otherwise).
          if (result.ttlInSeconds) void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(Math.max(1, result.ttlInSeconds)));
          throw new Api2Error(429, VACCINE_MESSAGES.tooManyLookupsForId);
        }
        return lastValueFrom(next.handle());
      }),
    );
  }
}

/** The call is keyed by a national ID: limited per ID (see VaccineIdLimitInterceptor). */
export const LimitedPerId = () => UseInterceptors(VaccineIdLimitInterceptor);

import { HttpException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '@hospital/core';
import { EXPORT_RATE_LIMIT, PRIVACY_MESSAGES } from '@hospital/rules';

type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;
type WithCreateRateLimit = { createRateLimit?: (options: object) => Limiter };

/**
 * Issue 15 item 3: copies of one's data are limited per person (EXPORT_RATE_LIMIT: 5 an hour),
 * counted in the app's rate-limit store (Redis, shared by every api instance). It runs after
 * the sign-in check, so the count is keyed by the account, not the address; past it: 429 in Thai.
 */
@Injectable()
export class ExportRateLimit implements NestInterceptor, OnModuleInit {
  private limiter: Limiter | null = null;

  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance?.() as (FastifyInstance & WithCreateRateLimit) | undefined;
    if (typeof instance?.createRateLimit !== 'function') return; // the worker: no HTTP
    this.limiter = instance.createRateLimit.call(instance, {
      max: EXPORT_RATE_LIMIT.max,
      timeWindow: EXPORT_RATE_LIMIT.windowMs,
      keyGenerator: (request: FastifyRequest & { user?: AuthUser }) => `personal-data-export:${request.user?.userID}`,
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limiter = this.limiter;
    if (!limiter) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return from(
      limiter(request).then((result) => {
        if (result.isExceeded) {
          // Issue 28 item 5: when this person's window ends.
          void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(Math.max(1, result.ttlInSeconds ?? EXPORT_RATE_LIMIT.windowMs / 1000)));
          throw new HttpException(PRIVACY_MESSAGES.tooManyExports, 429);
        }
        return lastValueFrom(next.handle());
      }),
    );
  }
}

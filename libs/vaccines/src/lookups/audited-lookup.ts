import { Inject, Injectable, SetMetadata, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthedRequest } from '@hospital/core';
import { askedCid } from './asked-cid.js';
import { VaccineLookupAudit, type VaccineLookupKind } from './vaccine-lookup-audit.js';

const AUDITED = Symbol('AUDITED_VACCINE_LOOKUP');

interface AuditRule {
  kind: VaccineLookupKind;
  /** Staff calls keep who asked (the admin lookup and editing); the open pages are anonymous. */
  staff: boolean;
}

/**
 * Records each call of the route in the lookup audit (care-services §6) with the status it
 * ended with. It wraps the schema validation too, so a refused ID (a walk through made-up
 * numbers answers 400 before the controller) is recorded like any other answer.
 */
@Injectable()
export class VaccineLookupAuditInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(VaccineLookupAudit) private readonly audit: VaccineLookupAudit,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<AuditRule | undefined>(AUDITED, context.getHandler());
    if (!rule) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthedRequest>();
    const userID = rule.staff ? (request.user?.userID ?? null) : null;
    return from(this.audit.around(request, rule.kind, askedCid(request), () => lastValueFrom(next.handle()), userID));
  }
}

/** The call is a national-ID lookup or change: audited (see VaccineLookupAuditInterceptor). */
export const AuditedLookup = (kind: VaccineLookupKind, options: { staff?: boolean } = {}): MethodDecorator =>
  applyDecorators(SetMetadata(AUDITED, { kind, staff: options.staff ?? false } satisfies AuditRule), UseInterceptors(VaccineLookupAuditInterceptor));

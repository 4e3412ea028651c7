import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { Audience } from '@hospital/rules';

export const PUBLIC_ROUTE = Symbol('PUBLIC_ROUTE');
export const ALLOWED_AUDIENCE = Symbol('ALLOWED_AUDIENCE');
export const OWNER_PARAM = Symbol('OWNER_PARAM');

/** No sign-in needed. The API docs say so (x-roles: anyone). */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiExtension('x-roles', ['anyone'])) as MethodDecorator & ClassDecorator;

/**
 * Issue 28 item 5: no sign-in needed (e.g. a signed link in the query is the proof), but a
 * caller who IS signed in must be in the audience (403 otherwise, before the request is read).
 */
export const PublicOr = (...audience: Audience[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(PUBLIC_ROUTE, true), SetMetadata(ALLOWED_AUDIENCE, audience), ApiExtension('x-roles', ['anyone', ...audience])) as MethodDecorator &
    ClassDecorator;

/**
 * Who may call: staff role names, 'patient' (a signed-in user without a role) or
 * 'network' (any role starting with N_). Without it, any signed-in user may call.
 * The same list documents the call (x-roles in GET /api/docs-json).
 */
export type { Audience } from '@hospital/rules';
export const Allow = (...audience: Audience[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ALLOWED_AUDIENCE, audience), ApiBearerAuth(), ApiExtension('x-roles', audience)) as MethodDecorator & ClassDecorator;

/**
 * The person named by the path parameter `param` may call, and so may the audience; anyone
 * else gets 403 before the request is read (the AuthGuard checks it, ahead of validation).
 */
export interface OwnerRule {
  param: string;
  audience: Audience[];
}
export const OwnerOr = (param: string, ...audience: Audience[]): MethodDecorator =>
  applyDecorators(
    SetMetadata(OWNER_PARAM, { param, audience } satisfies OwnerRule),
    ApiBearerAuth(),
    ApiExtension('x-roles', [`the person of :${param}`, ...audience]),
  );

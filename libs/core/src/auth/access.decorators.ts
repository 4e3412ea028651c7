import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = Symbol('PUBLIC_ROUTE');
export const ALLOWED_AUDIENCE = Symbol('ALLOWED_AUDIENCE');

/** No sign-in needed. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/**
 * Who may call: staff role names, 'patient' (a signed-in user without a role) or
 * 'network' (any role starting with N_). Without it, any signed-in user may call.
 */
export type Audience = 'patient' | 'network' | string;
export const Allow = (...audience: Audience[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ALLOWED_AUDIENCE, audience);

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from './token.service.js';
import type { AuthedRequest } from './auth.guard.js';

/** The signed-in user of this request (set by AuthGuard). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined => context.switchToHttp().getRequest<AuthedRequest>().user,
);

import { Inject, Injectable, UnauthorizedException, ForbiddenException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES } from '@hospital/rules';
import { ALLOWED_AUDIENCE, PUBLIC_ROUTE, type Audience } from './access.decorators.js';
import { belongsTo } from './access.js';
import { TokenService, type AuthUser } from './token.service.js';

export interface AuthedRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}

/** Global guard: signed in unless @Public, and in the @Allow audience when given. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const user = this.tokens.verify(bearerToken(request.headers.authorization));
    if (user) request.user = user;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    if (!user) throw new UnauthorizedException(MESSAGES.unauthenticated);
    const audience = this.reflector.getAllAndOverride<Audience[] | undefined>(ALLOWED_AUDIENCE, targets);
    if (audience && !belongsTo(user, audience)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }
}

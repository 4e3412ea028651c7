import { Inject, Injectable, UnauthorizedException, ForbiddenException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES } from '@hospital/rules';
import { ALLOWED_AUDIENCE, PUBLIC_ROUTE, type Audience } from './access.decorators.js';
import { belongsTo } from './access.js';
import { AccountStanding } from './account-standing.js';
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
    @Inject(AccountStanding) private readonly standing: AccountStanding,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    let user = this.tokens.verify(bearerToken(request.headers.authorization));
    // A token of a deactivated account (care-services §4) is no token: public routes serve
    // it as anonymous, the others answer 401 with the Thai reason.
    const deactivated = user !== null && !(await this.standing.isActive(user.userID));
    if (deactivated) user = null;
    if (user) request.user = user;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    if (!user) throw new UnauthorizedException(deactivated ? MESSAGES.accountDisabled : MESSAGES.unauthenticated);
    const audience = this.reflector.getAllAndOverride<Audience[] | undefined>(ALLOWED_AUDIENCE, targets);
    if (audience && !belongsTo(user, audience)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }
}

import { ForbiddenException, Inject, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@hospital/rules';
import { ALLOWED_AUDIENCE, OWNER_PARAM, PUBLIC_ROUTE, type Audience, type OwnerRule } from './access.decorators.js';
import { belongsTo } from './access.js';
import { JWT_STRATEGY } from './strategies/jwt.strategy.js';
import type { AuthUser } from './token.service.js';

export interface AuthedRequest {
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  user?: AuthUser;
}

/**
 * Global guard: signed in unless @Public, and in the @Allow audience when given. Who is
 * calling is passport's 'jwt' strategy (JwtStrategy, issue 19 §4); this guard keeps the
 * access rules: a public route serves a missing, invalid or deactivated account's token as
 * anonymous (and gets request.user with a valid one); any other route answers 401 with the
 * strategy's Thai reason (unauthenticated / accountDisabled), or 403 outside the audience.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(JWT_STRATEGY) {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthedRequest & { authInfo?: unknown }>();
    const targets = [context.getHandler(), context.getClass()];
    const user = request.user;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) {
      // A public route with an audience (PublicOr): anyone signed out, only the audience signed in.
      const audience = user ? this.reflector.getAllAndOverride<Audience[] | undefined>(ALLOWED_AUDIENCE, targets) : undefined;
      if (audience && !belongsTo(user!, audience)) throw new ForbiddenException(MESSAGES.forbidden);
      return true;
    }
    // passport hands the strategy's failure reason over as authInfo.
    if (!user) throw new UnauthorizedException(request.authInfo === MESSAGES.accountDisabled ? MESSAGES.accountDisabled : MESSAGES.unauthenticated);
    const audience = this.reflector.getAllAndOverride<Audience[] | undefined>(ALLOWED_AUDIENCE, targets);
    if (audience && !belongsTo(user, audience)) throw new ForbiddenException(MESSAGES.forbidden);
    const owner = this.reflector.get<OwnerRule | undefined>(OWNER_PARAM, context.getHandler());
    if (owner && request.params?.[owner.param] !== user.userID && !belongsTo(user, owner.audience)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }

  /** passport's answer: the user, or none (the access rules above decide what that means). */
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    return (user || undefined) as TUser;
  }
}

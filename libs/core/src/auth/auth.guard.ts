import { ForbiddenException, Inject, Injectable, NotFoundException, Optional, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { ACTING_FOR_HEADER, PEOPLE_MESSAGES } from '@hospital/contracts';
import { MESSAGES } from '@hospital/rules';
import { ALLOWED_AUDIENCE, OWNER_PARAM, PUBLIC_ROUTE, type Audience, type OwnerRule } from './access.decorators.js';
import { belongsTo } from './access.js';
import { Caregiving, SELF_ONLY } from './caregiving.js';
import { JWT_STRATEGY } from './strategies/jwt.strategy.js';
import type { AuthUser } from './token.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    // Issue 33 item 2: bound by libs/patients (absent in an app without it: the header then finds nobody).
    @Optional() @Inject(Caregiving) private readonly caregiving?: Caregiving,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthedRequest & { authInfo?: unknown }>();
    const targets = [context.getHandler(), context.getClass()];
    if (request.user) request.user = await this.actingAs(request.user, request.headers[ACTING_FOR_HEADER.toLowerCase()]);
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
    if (user.actingBy && this.reflector.getAllAndOverride<boolean>(SELF_ONLY, targets)) throw new ForbiddenException(PEOPLE_MESSAGES.notWhileActing);
    const owner = this.reflector.get<OwnerRule | undefined>(OWNER_PARAM, context.getHandler());
    if (owner && request.params?.[owner.param] !== user.userID && !belongsTo(user, owner.audience)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }

  /**
   * Issue 33 item 2, X-Acting-For: absent or the caller's own id → the caller; a patient with an
   * active link to the person named → the person's user with `actingBy` = the caregiver (every
   * rule after this, the audience and the owner checks included, sees the person); a staff
   * token → 403 (staff act under their own name, docs/decisions.md Issue 33); anyone else's
   * id → 404 (the same answer as for an id that exists nowhere) and an audit row of the attempt.
   */
  private async actingAs(user: AuthUser, header: string | string[] | undefined): Promise<AuthUser> {
    const personID = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!personID || personID === user.userID) return user;
    if (user.role !== null) throw new ForbiddenException(MESSAGES.forbidden);
    const link = UUID.test(personID) && this.caregiving ? await this.caregiving.actingFor(user.userID, personID) : null;
    if (!link) {
      if (UUID.test(personID)) await this.caregiving?.refused(user.userID, personID);
      throw new NotFoundException(PEOPLE_MESSAGES.notYours);
    }
    return Object.freeze({
      userID: link.person.userID,
      role: link.person.role,
      fullName: link.person.fullName,
      exp: user.exp,
      actingBy: { userID: user.userID, fullName: link.caregiver.fullName, phone: link.caregiver.phone },
    });
  }

  /** passport's answer: the user, or none (the access rules above decide what that means). */
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    return (user || undefined) as TUser;
  }
}

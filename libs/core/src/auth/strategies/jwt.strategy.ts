// Issue 19 §4: the session JWT as a passport strategy ('jwt'), for HTTP (the global AuthGuard)
// and the Socket.IO handshakes (boards and /video) alike: one check, `check`, serves both.
import { Inject, Injectable } from '@nestjs/common';
import CustomStrategy from 'passport-custom';
import { MESSAGES } from '@hospital/rules';
import { AppPassportStrategy } from './app-passport-strategy.js';
import { AccountStanding } from '../account-standing.js';
import { TokenService, type AuthUser } from '../token.service.js';

export const JWT_STRATEGY = 'jwt';

/** The user of a token, or the Thai reason there is none (the 401 message / connect_error). */
export type TokenCheck<U> = { user: U; reason?: undefined } | { user: null; reason: string };

interface BearerRequest {
  headers: Record<string, string | string[] | undefined>;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}

/**
 * Authenticates only (who is calling); public routes and audiences stay the guard's concern.
 * The token is read with TokenService's HS256 KeyObject (passport-jwt would take a string
 * secret, which cost a third of the api's CPU in `npm run bench`). A valid token of a
 * deactivated account (care-services §4) is no token: AccountStanding answers from memory
 * for STANDING_TTL_MS, so a busy session costs no extra query per request.
 */
@Injectable()
export class JwtStrategy extends AppPassportStrategy(CustomStrategy, JWT_STRATEGY) {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(AccountStanding) private readonly standing: AccountStanding,
  ) {
    super();
  }

  /** passport: the user, or `false` with the reason as the failure's challenge. */
  async validate(request: BearerRequest): Promise<AuthUser | [false, string]> {
    const checked = await this.check(bearerToken(request.headers.authorization));
    return checked.user ?? [false, checked.reason];
  }

  /**
   * The one check of a session token. `orElse`: another kind of token the caller accepts
   * where the JWT is not valid (the /video namespace's room tokens), held to the same
   * account standing.
   */
  async check<U extends { userID: string } = AuthUser>(
    token: unknown,
    orElse?: (token: unknown) => U | null,
  ): Promise<TokenCheck<AuthUser | U>> {
    const user = this.tokens.verify(typeof token === 'string' ? token : null) ?? orElse?.(token) ?? null;
    if (!user) return { user: null, reason: MESSAGES.unauthenticated };
    if (!(await this.standing.isActive(user.userID))) return { user: null, reason: MESSAGES.accountDisabled };
    return { user };
  }

  /**
   * The Socket.IO handshake check of every namespace (the boards' and /video): no user is
   * `unauthenticated`, a deactivated account `accountDisabled` (the client's connect_error).
   */
  admit<U extends { userID: string } = AuthUser>(
    token: unknown,
    next: (error?: Error) => void,
    accept: (user: AuthUser | U) => void,
    orElse?: (token: unknown) => U | null,
  ): void {
    this.check(token, orElse).then(
      (checked) => {
        if (!checked.user) return next(new Error(checked.reason));
        accept(checked.user);
        next();
      },
      (error: Error) => next(error),
    );
  }
}

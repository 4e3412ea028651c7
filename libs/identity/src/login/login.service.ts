import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '@hospital/contracts';
import { APP_CONFIG, Outbox, TokenService, isSafeText, safeText, type AppConfig } from '@hospital/core';
import { MESSAGES, isNationalIdShaped } from '@hospital/rules';
import { User, fullNameOf } from '../users/user.entity.js';
import { SignInLimits } from '../sign-in-limits/sign-in-limits.service.js';
import { PasswordHasher } from './password-hasher.js';
import { toSessionUser } from './session-user.js';
import { ConsentLedger } from '../consents/consent-ledger.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A LINE user id as LINE issues it. */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/**
 * Sign-in with an email, a username or a 13-digit national ID (accounts §2, §7), and the
 * session every other way of signing in ends with (LINE, registration).
 */
@Injectable()
export class LoginService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(ConsentLedger) private readonly consents: ConsentLedger,
  ) {}

  async login(login: string, password: string, client: ClientInfo): Promise<SessionUser> {
    const name = login.trim();
    // No account's login holds a NUL or a broken character, and PostgreSQL refuses a NUL
    // parameter: such a login is simply wrong (the HTTP edge refuses it before; this is a direct call).
    const user = isSafeText(name) ? await this.findByLogin(name) : null;
    // Issue 18 finding 5: counted per account and per client address before any password is
    // checked (at the cap: 429, the right password too); a failure keeps its count.
    const attempt = await this.limits.begin(name, user?.id ?? null, client.ip);
    const ok = this.isLegacyLineLogin(name, password)
      ? user !== null
      : await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.refused(name, client);
      throw new UnauthorizedException(MESSAGES.wrongCredentials);
    }
    const session = await this.signIn(user, name, client);
    await this.limits.succeeded(attempt);
    return session;
  }

  /**
   * Records the sign-in (last login, audit entry) and answers the session user. `manager`:
   * inside the caller's transaction (registration), so a failed registration signs no one in.
   */
  async signIn(user: User, login: string, client: ClientInfo, manager?: EntityManager): Promise<SessionUser> {
    // care-services §4 Deactivate: whatever way led here, a deactivated account signs in no more.
    if (user.deactivatedAt) {
      if (!manager) await this.refused(login, client);
      throw new UnauthorizedException(MESSAGES.accountDisabled);
    }
    const at = new Date();
    const write = async (m: EntityManager) => {
      await m.update(User, { id: user.id }, { lastLoginAt: at });
      await this.audit(m, login, user.id, true, client, at);
    };
    if (manager) await write(manager);
    else await this.dataSource.transaction(write);
    const token = this.tokens.sign({ sub: user.id, role: user.role, name: fullNameOf(user) });
    // Issue 15 item 1: what the person must agree to again before going on (the page asks first).
    const consentsDue = await this.consents.due(user.id, user.role, manager ?? this.dataSource.manager);
    return { ...toSessionUser(user, token), consentsDue };
  }

  /** Audits a refused sign-in that never reached a password (e.g. a LINE token LINE refused). */
  async refused(login: string, client: ClientInfo): Promise<void> {
    await this.dataSource.transaction((m) => this.audit(m, login, null, false, client));
  }

  private audit(m: EntityManager, login: string, userID: string | null, success: boolean, client: ClientInfo, at = new Date()) {
    // What was typed, made storable (jsonb refuses a NUL and a lone surrogate, and the cut at
    // 200 may split an emoji's pair): each such character becomes U+FFFD, so the row is written.
    return this.outbox.job(m, 'audit.signIn', {
      login: safeText(login.slice(0, 200)),
      ip: client.ip,
      userAgent: client.userAgent ? safeText(client.userAgent.slice(0, 300)) : null,
      at: at.toISOString(),
      userID,
      success,
    });
  }

  /**
   * The old messaging-app scheme (accounts §4): the LINE user id as username and password.
   * Accepted only while the migration flag LINE_LEGACY_USERID_LOGIN is on.
   */
  private isLegacyLineLogin(login: string, password: string): boolean {
    return this.config.line.legacyUserIdLogin && LINE_USER_ID.test(login) && password === login;
  }

  private findByLogin(login: string): Promise<User | null> {
    const users = this.dataSource.getRepository(User).createQueryBuilder('u');
    if (isNationalIdShaped(login)) return users.where('u.id_card = :login', { login }).getOne();
    if (LINE_USER_ID.test(login)) return users.where('u.line_user_id = :login', { login }).getOne();
    if (login.includes('@')) return users.where('lower(u.email) = lower(:login)', { login }).getOne();
    return users.where('lower(u.username) = lower(:login)', { login }).getOne();
  }
}

import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '@hospital/contracts';
import { Outbox, TokenService } from '@hospital/core';
import { MESSAGES, isNationalIdShaped } from '@hospital/rules';
import { User, fullNameOf } from '../users/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { toSessionUser } from './session-user.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Sign-in with an email, a username or a 13-digit national ID (accounts §2, §7). */
@Injectable()
export class LoginService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async login(login: string, password: string, client: ClientInfo): Promise<SessionUser> {
    const name = login.trim();
    const user = await this.findByLogin(name);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, password);
    const at = new Date();
    const audit = { login: name.slice(0, 200), ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null, at: at.toISOString() };
    if (!user || !ok) {
      await this.dataSource.transaction((m) =>
        this.outbox.job(m, 'audit.signIn', { ...audit, userID: user?.id ?? null, success: false }),
      );
      throw new UnauthorizedException(MESSAGES.wrongCredentials);
    }
    await this.dataSource.transaction(async (m) => {
      await m.update(User, { id: user.id }, { lastLoginAt: at });
      await this.outbox.job(m, 'audit.signIn', { ...audit, userID: user.id, success: true });
    });
    const token = this.tokens.sign({ sub: user.id, role: user.role, name: fullNameOf(user) });
    return toSessionUser(user, token);
  }

  private findByLogin(login: string): Promise<User | null> {
    const users = this.dataSource.getRepository(User).createQueryBuilder('u');
    if (isNationalIdShaped(login)) return users.where('u.id_card = :login', { login }).getOne();
    if (login.includes('@')) return users.where('lower(u.email) = lower(:login)', { login }).getOne();
    return users.where('lower(u.username) = lower(:login)', { login }).getOne();
  }
}

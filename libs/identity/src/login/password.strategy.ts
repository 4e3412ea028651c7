// Issue 19 §4: the password sign-in (accounts §2, §7 POST /api/v1/identity/login) as the
// passport strategy 'local'. The body is JSON {email, password} (passport-local reads form
// fields), so passport-custom; the checks, rate limit, audit jobs and Thai answers stay
// LoginService's.
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import CustomStrategy from 'passport-custom';
import type { LoginRequest, SessionUser } from '@hospital/contracts';
import { AppPassportStrategy } from '@hospital/core';
import { validateLogin } from '@hospital/rules';
import { clientOf } from './client-info.js';
import { LoginService } from './login.service.js';

export const PASSWORD_STRATEGY = 'local';

@Injectable()
export class PasswordStrategy extends AppPassportStrategy(CustomStrategy, PASSWORD_STRATEGY) {
  constructor(@Inject(LoginService) private readonly logins: LoginService) {
    super();
  }

  /**
   * The session user; a bad body → 400 with the first field's Thai message (guards run
   * before pipes, so the strategy checks it), wrong credentials → LoginService's 401.
   */
  async validate(request: FastifyRequest): Promise<SessionUser> {
    const input = (request.body ?? {}) as Partial<LoginRequest>;
    const errors = validateLogin(input);
    const first = errors.email ?? errors.password;
    if (first) throw new BadRequestException(first);
    return this.logins.login(input.email as string, input.password as string, clientOf(request));
  }
}

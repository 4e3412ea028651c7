// Issue 19 §4: the password sign-in (accounts §2, §7 POST /api/v1/identity/login) as the
// passport strategy 'local'. The body is JSON {email, password} (passport-local reads form
// fields), so passport-custom; the body is read with LoginBody, the schema the route
// declares (issue 19 item 1); the checks, rate limit, audit jobs and Thai answers stay
// LoginService's.
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import CustomStrategy from 'passport-custom';
import type { SessionUser } from '@hospital/contracts';
import { AppPassportStrategy } from '@hospital/core';
import { clientOf } from './client-info.js';
import { LoginBody } from './login.schemas.js';
import { LoginService } from './login.service.js';
import { refusalOf } from './schema-refusal.js';

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
    const input = LoginBody.safeParse(request.body ?? {});
    if (!input.success) throw refusalOf(input.error);
    return this.logins.login(input.data.email, input.data.password, clientOf(request));
  }
}

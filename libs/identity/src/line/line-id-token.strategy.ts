// Issue 19 §4: the silent sign-in from the LINE mini-app (accounts §4, POST
// /api/v1/identity/line-login {idToken}) as the passport strategy 'line-id-token'.
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import CustomStrategy from 'passport-custom';
import { DataSource } from 'typeorm';
import type { LineLoginAnswer } from '@hospital/contracts';
import { AppPassportStrategy } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { clientOf } from '../login/client-info.js';
import { LoginService } from '../login/login.service.js';
import { refusalOf } from '../login/schema-refusal.js';
import { User } from '../users/user.entity.js';
import { LineIdentityService } from './line-identity.service.js';
import { LineLoginBody } from './line-login.schemas.js';

export const LINE_ID_TOKEN_STRATEGY = 'line-id-token';

@Injectable()
export class LineIdTokenStrategy extends AppPassportStrategy(CustomStrategy, LINE_ID_TOKEN_STRATEGY) {
  constructor(
    @Inject(LineIdentityService) private readonly line: LineIdentityService,
    @Inject(LoginService) private readonly logins: LoginService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {
    super();
  }

  /**
   * The LIFF ID token, verified with LINE, names the LINE user → the session user. No token
   * (LineLoginBody, the route's schema) → 400; LINE refusing it → 401 (audited as a refused 'LINE' sign-in); LINE unreachable →
   * 503; no linked account → {registered: false} (issue 16 item 14; the page goes to /lineregister).
   */
  async validate(request: FastifyRequest): Promise<LineLoginAnswer> {
    const body = LineLoginBody.safeParse(request.body ?? {});
    if (!body.success) throw refusalOf(body.error);
    const client = clientOf(request);
    const identity = await this.line.verify(body.data.idToken).catch(async (error) => {
      await this.logins.refused('LINE', client);
      throw error;
    });
    const user = await this.dataSource.getRepository(User).findOneBy({ lineUserId: identity.userId });
    if (!user) return { registered: false, message: MESSAGES.lineNotRegistered };
    return this.logins.signIn(user, `LINE:${identity.userId}`, client);
  }
}

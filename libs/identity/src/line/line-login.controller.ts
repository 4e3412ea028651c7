import { BadRequestException, Body, Controller, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { LineLoginRequest, SessionUser } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { clientOf } from '../login/client-info.js';
import { PER_CLIENT_RATE_LIMIT } from '../login/login-rate-limit.js';
import { LoginService } from '../login/login.service.js';
import { User } from '../users/user.entity.js';
import { LineIdentityService } from './line-identity.service.js';

@Controller('api/v1/identity')
export class LineLoginController {
  constructor(
    @Inject(LineIdentityService) private readonly line: LineIdentityService,
    @Inject(LoginService) private readonly logins: LoginService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * Silent sign-in from the LINE mini-app (accounts §4): the LIFF ID token, verified with
   * LINE, names the LINE user. 404 when no account is linked (the page goes to /lineregister).
   */
  @Public()
  @Post('line-login')
  @HttpCode(200)
  @PER_CLIENT_RATE_LIMIT
  async lineLogin(@Body() body: Partial<LineLoginRequest> | undefined, @Req() request: FastifyRequest): Promise<SessionUser> {
    if (typeof body?.idToken !== 'string' || body.idToken === '') throw new BadRequestException(MESSAGES.lineTokenInvalid);
    const client = clientOf(request);
    const identity = await this.line.verify(body.idToken).catch(async (error) => {
      await this.logins.refused('LINE', client);
      throw error;
    });
    const user = await this.dataSource.getRepository(User).findOneBy({ lineUserId: identity.userId });
    if (!user) throw new NotFoundException(MESSAGES.lineNotRegistered);
    return this.logins.signIn(user, `LINE:${identity.userId}`, client);
  }
}

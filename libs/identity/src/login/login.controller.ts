import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { SessionUser } from '@hospital/contracts';
import { Answer, Public, Refuses } from '@hospital/core';
import { LoginBody, SessionUserAnswer, type LoginInput } from './login.schemas.js';
import { PASSWORD_STRATEGY } from './password.strategy.js';
import type { SignedInRequest } from './signed-in-request.js';

@Controller('api/v1/identity')
export class LoginController {
  /**
   * POST /api/v1/identity/login {email, password} → the session user; 400/401 with a Thai
   * message (passport 'local', PasswordStrategy, which reads the body with LoginBody: the
   * guard runs before the pipes, so the body here is already known good). Failed attempts
   * are counted per account and per client address by SignInLimits (issue 18 finding 5): 429.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(AuthGuard(PASSWORD_STRATEGY))
  @Answer(SessionUserAnswer)
  @Refuses([401, 429])
  login(@Req() request: SignedInRequest<SessionUser>, @Body({ schema: LoginBody }) _body: LoginInput): SessionUser {
    return request.user;
  }
}

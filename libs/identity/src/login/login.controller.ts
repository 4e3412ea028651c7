import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { LoginRequest, SessionUser } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { validateLogin } from '@hospital/rules';
import { clientOf } from './client-info.js';
import { LoginService } from './login.service.js';
import { LOGIN_RATE_LIMIT } from './login-rate-limit.js';

@Controller('api/v1/identity')
export class LoginController {
  constructor(@Inject(LoginService) private readonly logins: LoginService) {}

  /** POST /api/v1/identity/login {email, password} → the session user; 401 with a Thai message. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @LOGIN_RATE_LIMIT
  async login(@Body() body: Partial<LoginRequest> | undefined, @Req() request: FastifyRequest): Promise<SessionUser> {
    const input = body ?? {};
    const errors = validateLogin(input);
    const first = errors.email ?? errors.password;
    if (first) throw new BadRequestException(first);
    return this.logins.login(input.email as string, input.password as string, clientOf(request));
  }
}

import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { LineLoginAnswer as LineLoginResult } from '@hospital/contracts';
import { Answer, Public } from '@hospital/core';
import { PER_CLIENT_RATE_LIMIT } from '../login/login-rate-limit.js';
import type { SignedInRequest } from '../login/signed-in-request.js';
import { LINE_ID_TOKEN_STRATEGY } from './line-id-token.strategy.js';
import { LineLoginAnswer, LineLoginBody, type LineLoginInput } from './line-login.schemas.js';

@Controller('api/v1/identity')
export class LineLoginController {
  /**
   * Silent sign-in from the LINE mini-app (accounts §4): POST /api/v1/identity/line-login
   * {idToken} → the session user (passport 'line-id-token', LineIdTokenStrategy, which reads
   * the body with LineLoginBody before the pipes run), or, issue 16 item 14, 200
   * {registered: false, message} for a LINE user with no account yet (an expected answer: a
   * 404 would log an error in every new user's console).
   */
  @Public()
  @Post('line-login')
  @HttpCode(200)
  @PER_CLIENT_RATE_LIMIT
  @UseGuards(AuthGuard(LINE_ID_TOKEN_STRATEGY))
  @Answer(LineLoginAnswer)
  lineLogin(@Req() request: SignedInRequest<LineLoginResult>, @Body({ schema: LineLoginBody }) _body: LineLoginInput): LineLoginResult {
    return request.user;
  }
}

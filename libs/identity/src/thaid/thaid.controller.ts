// Registration with the national digital ID (accounts §2 /lineregister → ThaiD → /linethaid,
// §7 GET /api/thaid/v2/callback). The OAuth2 code flow runs server-side: the browser never
// sees the client secret, the PKCE verifier or the nonce.
//
//   GET /api/thaid/v2/authorize?liffId=   → 302 to ThaiD, with an encrypted state cookie
//   ThaiD                                 → 302 <PUBLIC_BASE_URL>/linethaid?code=…&state=…
//   GET /api/thaid/v2/callback?code=&state= (from the /linethaid page, same browser)
//                                         → the person data + `ticket` + `liffId`
import { randomBytes } from 'node:crypto';
import { BadGatewayException, Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { ThaidPerson } from '@hospital/contracts';
import { APP_CONFIG, Answer, AnswerWithout, Public, type AppConfig } from '@hospital/core';
import { ThaidClient } from '@hospital/integrations';
import { MESSAGES } from '@hospital/rules';
import type { SignedInRequest } from '../login/signed-in-request.js';
import { THAID_STATE_COOKIE, THAID_STATE_COOKIE_PATH, THAID_STATE_TTL_SECONDS, ThaidStateCookie } from './thaid-state-cookie.js';
import { ThaidAuthorizeQuery, ThaidCallbackQuery, ThaidPersonAnswer, type ThaidAuthorizeInput, type ThaidCallbackInput } from './thaid.schemas.js';
import { ThaidCallbackGuard } from './thaid.strategy.js';

const random = (): string => randomBytes(32).toString('base64url');

@Controller('api/thaid/v2')
export class ThaidController {
  constructor(
    @Inject(ThaidClient) private readonly thaid: ThaidClient,
    @Inject(ThaidStateCookie) private readonly cookies: ThaidStateCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Where ThaiD sends the browser back: the configured PUBLIC_BASE_URL, never the request's
   * Host or X-Forwarded-* (issue 18 finding 8: a forged Host would have sent the code to
   * another site). The state cookie is Secure when that address is https.
   */
  private redirectOrigin(): { origin: string; secure: boolean } {
    const base = new URL(this.config.publicBaseUrl);
    return { origin: `${base.origin}${base.pathname.replace(/\/+$/, '')}`, secure: base.protocol === 'https:' };
  }

  /** GET /api/thaid/v2/authorize?liffId= (public): 302 to ThaiD's authorization page. */
  @Public()
  @Get('authorize')
  @AnswerWithout(302, 'A redirect to ThaiD, with the encrypted state cookie')
  async authorize(@Query({ schema: ThaidAuthorizeQuery }) query: ThaidAuthorizeInput, @Res() reply: FastifyReply): Promise<void> {
    const liffId = query.liffId || this.config.line.liffIds.default || null;
    const { origin, secure } = this.redirectOrigin();
    const flow = { state: random(), nonce: random(), codeVerifier: random(), redirectUri: `${origin}/linethaid`, liffId };

    let url: string;
    try {
      url = await this.thaid.authorizationUrl(flow);
    } catch (error) {
      throw new BadGatewayException(MESSAGES.thaidFailed, { cause: error });
    }
    reply.setCookie(THAID_STATE_COOKIE, this.cookies.seal(flow), {
      path: THAID_STATE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: THAID_STATE_TTL_SECONDS,
    });
    void reply.header('cache-control', 'no-store').redirect(url, 302);
  }

  /**
   * GET /api/thaid/v2/callback?code=&state= (public; `iss` too when the page passes it on):
   * passport 'thaid' (ThaidStrategy) checks state against the cookie (400
   * thaidStateMismatch), trades the code server-side, clears the cookie, and answers the
   * person data with a 15-minute ticket. ThaiD refusing (a used or expired code, access
   * denied) → 400 thaidFailed; ThaiD unreachable → 502. The strategy reads the query with
   * ThaidCallbackQuery (the guard runs before the pipes).
   */
  @Public()
  @Get('callback')
  @UseGuards(ThaidCallbackGuard)
  @Answer(ThaidPersonAnswer)
  callback(@Req() request: SignedInRequest<ThaidPerson>, @Query({ schema: ThaidCallbackQuery }) _query: ThaidCallbackInput): ThaidPerson {
    return request.user;
  }
}

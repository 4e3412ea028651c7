// Issue 19 §4: the ThaiD callback (accounts §7 GET /api/thaid/v2/callback?code=&state=) as
// the passport strategy 'thaid': state checked against the encrypted cookie, the code traded
// server-side, the person data answered with a 15-minute ticket.
import { BadGatewayException, BadRequestException, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import CustomStrategy from 'passport-custom';
import type { ThaidPerson } from '@hospital/contracts';
import { AppPassportStrategy } from '@hospital/core';
import { ThaidClient, ThaidExchangeError } from '@hospital/integrations';
import { MESSAGES } from '@hospital/rules';
import { sameText } from './same-text.js';
import { THAID_STATE_COOKIE, THAID_STATE_COOKIE_PATH, ThaidStateCookie } from './thaid-state-cookie.js';
import { ThaidTicketService, type ThaidPersonData } from './thaid-ticket.service.js';
import { ThaidCallbackQuery } from './thaid.schemas.js';

export const THAID_STRATEGY = 'thaid';

interface ThaidAuthenticateOptions {
  /** The callback's reply: the strategy sets no-store and clears the state cookie on it. */
  reply: FastifyReply;
}

/** AuthGuard('thaid') that hands the reply to the strategy (passport strategies see only the request). */
@Injectable()
export class ThaidCallbackGuard extends AuthGuard(THAID_STRATEGY) {
  override getAuthenticateOptions(context: ExecutionContext): ThaidAuthenticateOptions {
    return { reply: context.switchToHttp().getResponse<FastifyReply>() };
  }
}

@Injectable()
export class ThaidStrategy extends AppPassportStrategy(CustomStrategy, THAID_STRATEGY) {
  constructor(
    @Inject(ThaidClient) private readonly thaid: ThaidClient,
    @Inject(ThaidTicketService) private readonly tickets: ThaidTicketService,
    @Inject(ThaidStateCookie) private readonly cookies: ThaidStateCookie,
  ) {
    super({ passOptionsToCallback: true });
  }

  /**
   * State not the cookie's → 400 thaidStateMismatch; ThaiD refusing (a used or expired code,
   * access denied) → 400 thaidFailed; ThaiD unreachable → 502. The cookie is cleared once the
   * state matched, whatever ThaiD answers: a code is good once. The query is read with
   * ThaidCallbackQuery, the route's schema, field by field in that order (guards run before
   * pipes, and a bad code must not hide a state mismatch).
   */
  async validate(request: FastifyRequest, { reply }: ThaidAuthenticateOptions): Promise<ThaidPerson> {
    void reply.header('cache-control', 'no-store');
    const query = (request.query ?? {}) as Record<string, unknown>;
    const field = (name: keyof typeof ThaidCallbackQuery.shape) => ThaidCallbackQuery.shape[name].safeParse(query[name]);
    const state = field('state').data;
    const flow = this.cookies.open(request.cookies?.[THAID_STATE_COOKIE]);
    if (!flow || !state || !sameText(state, flow.state)) throw new BadRequestException(MESSAGES.thaidStateMismatch);

    // This flow ends here, whatever ThaiD answers: a code is good once.
    reply.clearCookie(THAID_STATE_COOKIE, { path: THAID_STATE_COOKIE_PATH });
    const [code, iss, error] = [field('code'), field('iss'), field('error')];
    if (!code.data || !iss.success || !error.success || error.data !== undefined) throw new BadRequestException(MESSAGES.thaidFailed);

    let person: ThaidPersonData;
    try {
      person = await this.thaid.exchange({
        code: code.data,
        state,
        expectedState: flow.state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
        redirectUri: flow.redirectUri,
        iss: iss.data || undefined,
      });
    } catch (error) {
      if (error instanceof ThaidExchangeError && error.kind === 'rejected') throw new BadRequestException(MESSAGES.thaidFailed);
      throw new BadGatewayException(MESSAGES.thaidFailed, { cause: error });
    }
    return { ...person, ticket: this.tickets.sign(person), liffId: flow.liffId };
  }
}

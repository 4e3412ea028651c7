import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { LoginBody } from './login.schemas.js';

/**
 * Sign-in attempts per client address and login name in a window (the app registers
 * @fastify/rate-limit with the window and maximum from the config, Redis-backed).
 * Keyed after the body is parsed, so one person's typos don't lock out a whole ward.
 */
export const LOGIN_RATE_LIMIT = RouteConfig({
  rateLimit: {
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const email = LoginBody.shape.email.safeParse((request.body as { email?: unknown } | undefined)?.email);
      return `login:${request.ip}:${email.success ? email.data.toLowerCase() : ''}`;
    },
  },
});

/**
 * LINE sign-in and the registrations: nothing to guess (LINE verifies the ID token; a
 * registration proves nothing it could brute-force), so the limit only shields LINE's verify
 * endpoint and the password hashing from floods, per client address.
 */
export const PER_CLIENT_RATE_LIMIT = RouteConfig({
  rateLimit: {
    max: 60,
    keyGenerator: (request: FastifyRequest) => `line:${request.ip}`,
  },
});

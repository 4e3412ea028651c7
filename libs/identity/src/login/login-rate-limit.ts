import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/**
 * Sign-in attempts per client address and login name in a window (the app registers
 * @fastify/rate-limit with the window and maximum from the config, Redis-backed).
 * Keyed after the body is parsed, so one person's typos don't lock out a whole ward.
 */
export const LOGIN_RATE_LIMIT = RouteConfig({
  rateLimit: {
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const login = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `login:${request.ip}:${login}`;
    },
  },
});

/**
 * LINE sign-in and registration: the ID token is verified by LINE, so there is nothing to
 * guess; the limit only shields the verify endpoint from floods, per client address.
 */
export const LINE_RATE_LIMIT = RouteConfig({
  rateLimit: {
    max: 60,
    keyGenerator: (request: FastifyRequest) => `line:${request.ip}`,
  },
});

import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

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

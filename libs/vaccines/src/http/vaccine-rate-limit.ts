import { HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VACCINE_MESSAGES } from '@hospital/rules';

/** Where the app's vaccine lookup limit lives on its Fastify instance (set by VaccineRateLimitSetup). */
export const VACCINE_LIMITS = Symbol('vaccineLookupRateLimit');

interface Limits {
  max: number;
  windowMs: number;
}

const limitsOf = (request: FastifyRequest): Limits =>
  ((request.server as FastifyInstance & { [VACCINE_LIMITS]?: Limits })[VACCINE_LIMITS]) ?? { max: 60, windowMs: 60_000 };

/**
 * The anonymous vaccine calls are keyed by a national ID (care-services §6), so each client
 * address gets a limited number of them per route and window (VACCINE_LOOKUP_RATE_LIMIT_MAX,
 * _WINDOW_MS); beyond it the answer is 429 with the Thai message.
 */
export const VACCINE_LOOKUP_RATE_LIMIT = RouteConfig({
  rateLimit: {
    max: (request: FastifyRequest) => limitsOf(request).max,
    timeWindow: (request: FastifyRequest) => limitsOf(request).windowMs,
    keyGenerator: (request: FastifyRequest) => `vaccine:${request.ip}`,
    // Thrown from the hook, so the app's error filter answers it: {statusCode: 429, message}.
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
      new HttpException({ message: VACCINE_MESSAGES.tooManyLookups }, context.statusCode),
  },
});

import type { FastifyRequest } from 'fastify';

/** A request a sign-in strategy let through: `user` is what the strategy answered. */
export type SignedInRequest<U> = FastifyRequest & { user: U };

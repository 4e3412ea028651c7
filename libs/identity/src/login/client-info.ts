import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './login.service.js';

/** Who is calling, for the audit log. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

import type { FastifyRequest } from 'fastify';

/** The national ID an open /api2 call asks about, as sent: the path's :cid, else the body's cid. */
export function askedCid(request: FastifyRequest): unknown {
  const fromPath = (request.params as Record<string, unknown> | undefined)?.cid;
  if (fromPath !== undefined) return fromPath;
  const body = request.body;
  return body && typeof body === 'object' ? (body as { cid?: unknown }).cid : undefined;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Issue 19 item 6: the header a request id arrives in and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What runs on behalf of one HTTP request (or one relayed outbox row that a request wrote). */
export interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * The current request id, carried through async calls (AsyncLocalStorage): the api enters it
 * per HTTP request (RequestContextMiddleware); the outbox writes it into its row, and the relay
 * and the worker re-enter it with `run` so a job's and a socket delivery's logs carry it too.
 */
export const RequestContext = {
  run<T>(scope: RequestScope, fn: () => T): T {
    return storage.run(scope, fn);
  },
  /** The request id of the code running now, or null outside a request. */
  requestId(): string | null {
    return storage.getStore()?.requestId ?? null;
  },
};

// An incoming id is kept when it is a sane token (a proxy's or a client's correlation id);
// anything else (too long, odd characters that would spoil logs) gets a fresh uuid.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ASSIGNED = Symbol('requestId');

/**
 * The request id of a raw request: the incoming `x-request-id` when it is acceptable, else a
 * new uuid. Stored on the request, so Fastify, pino-http and the middleware agree on one id.
 */
export function requestIdOf(req: IncomingMessage): string {
  const raw = req as IncomingMessage & { [ASSIGNED]?: string };
  if (raw[ASSIGNED]) return raw[ASSIGNED];
  const header = req.headers[REQUEST_ID_HEADER];
  const incoming = Array.isArray(header) ? header[0] : header;
  const id = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
  raw[ASSIGNED] = id;
  return id;
}

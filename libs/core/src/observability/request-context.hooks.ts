import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, RequestContext } from './request-context.js';

const SCOPE = Symbol('requestScope');
type ScopedRequest = FastifyRequest & { [SCOPE]?: AsyncResource };

/**
 * Issue 19 item 6: every request runs in its RequestContext and answers its id in x-request-id
 * (`request.id` comes from the FastifyAdapter's genReqId: requestIdOf).
 * Reading a body continues on the socket's own async context, which would lose both this
 * context and nestjs-pino's request logger for every POST; so the contexts are captured once
 * the onRequest hooks (ours and the middleware's) have run, and re-entered before validation
 * (as @fastify/request-context does). Guards, pipes and handlers then see RequestContext.requestId().
 */
export function installRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    RequestContext.run({ requestId: request.id }, () => done());
  });
  // A GET or HEAD has no body to read: its hooks and handler continue in this context.
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') (request as ScopedRequest)[SCOPE] = new AsyncResource('hospital-request');
    done(null, payload);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const scope = (request as ScopedRequest)[SCOPE];
    if (scope) scope.runInAsyncScope(done, undefined);
    else done();
  });
}

import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Logger, PARAMS_PROVIDER_TOKEN, type Params } from 'nestjs-pino';
import {
  BullMqTransport,
  HttpExceptionFilter,
  JobTransport,
  Metrics,
  QuietNestLogger,
  RedisIoAdapter,
  createRequestPathRedisClient,
  SchemaValidationPipe,
  TokenService,
  installEventLoopTestHook,
  installEventLoopWatchdogHooks,
  installRequestContext,
  installTextSafety,
  mountApiDocs,
  installRequestLogging,
  rootLoggerOf,
  requestIdOf,
  REQUEST_ID_HEADER,
  type AppConfig,
} from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { withoutSpecSlash } from '@hospital/vaccines';
import { ApiModule } from './app.module.js';
import { buildSecurityHeaders, headerValuesOf, installSecurityHeaders } from './http/security-headers.js';
import { redisOrMemoryStore } from './http/rate-limit-store.js';
import { mountQueueDashboard } from './ops/queue-dashboard.js';
import { serveWeb } from './web/serve-web.js';

/** Image uploads arrive as base64 JSON (care-services §7); a 10 MB photo is ~14 MB of JSON. */
const BODY_LIMIT = 20 * 1024 * 1024;

/** Builds the api (not yet listening): HTTP routes, Socket.IO, queue dashboard, web app. */
export async function createApi(config: AppConfig): Promise<NestFastifyApplication> {
  // The vaccine spec's two calls with a trailing slash are routed to their routes (no redirect).
  // One request id per request (issue 19 item 6): an acceptable incoming x-request-id, else a uuid.
  // Issue 28 item 5: a URL the router cannot read (bad percent-encoding: /api/v1/%E0%A4%A; a path
  // parameter past its length) answers in Thai like every other error, with the api's headers
  // (Fastify answers these before any hook runs).
  const apiHeaders = headerValuesOf(buildSecurityHeaders(config).api);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // A hop count, not `true`: with `true` Fastify takes the leftmost X-Forwarded-For entry, the client's own.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    genReqId: requestIdOf,
    rewriteUrl: (req: { url?: string }) => withoutSpecSlash(req.url ?? '/'),
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      const message = status === 414 ? MESSAGES.urlTooLong : status === 400 ? MESSAGES.badUrl : MESSAGES.serverError;
      void reply.headers(apiHeaders).header(REQUEST_ID_HEADER, request.id).code(status).send({ statusCode: status, message });
    },
  });
  // Nest's own lines are buffered until the pino logger takes over (its start-up chatter at debug).
  // rawBody: each JSON body's bytes as received stay on the request (req.rawBody, the buffer the
  // parser read anyway): issue 31's LINE webhook checks its X-Line-Signature over them.
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.register(config), adapter, {
    logger: config.logs ? undefined : false,
    bufferLogs: config.logs,
    rawBody: true,
  });
  if (config.logs) app.useLogger(new QuietNestLogger(app.get(Logger)));
  const fastify = app.getHttpAdapter().getInstance();
  // Security headers on every answer, refusals included (issue 18 finding 2): first of the hooks.
  installSecurityHeaders(fastify, config);

  // The request id answered back and current in the handler; durations by route pattern for GET /metrics.
  installRequestContext(fastify);
  // Issue 28: each request's id as its handler starts, for the event-loop watchdog's log line.
  installEventLoopWatchdogHooks(fastify);
  if (config.testHooks) installEventLoopTestHook(fastify);
  // A NUL or an unpaired surrogate anywhere in body, query or path: 400, before guards (issue 18).
  installTextSafety(fastify);
  const rootLogger = rootLoggerOf(app.get<Params>(PARAMS_PROVIDER_TOKEN));
  if (config.logs && rootLogger) installRequestLogging(fastify, rootLogger);
  const metrics = app.get(Metrics);
  // A callback hook, not an async one: no promise per request on the hot path (npm run bench).
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // Updates and registrations are sent as application/json-patch+json (accounts §7).
  fastify.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('invalid json'), { statusCode: 400 }), undefined);
    }
  });
  await app.register(fastifyCookie);
  // Route limits (LINE sign-in, registrations, lookups). Password sign-ins are counted per
  // account and address by libs/identity's SignInLimits instead (issue 18 finding 5). While
  // Redis is away the counts go on in memory, never skipped (finding 12): no offline queue,
  // so a request does not wait for a reconnect; the outage is logged once.
  const rateLimitRedis = config.redisUrl
    ? createRequestPathRedisClient(config)
    : undefined;
  rateLimitRedis?.on('error', () => undefined);
  await app.register(rateLimit, {
    global: false,
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.windowMs,
    store: rateLimitRedis ? redisOrMemoryStore(rateLimitRedis, `${config.redisPrefix}:rate:`) : undefined,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: MESSAGES.tooManyLogins }),
  });
  if (rateLimitRedis) fastify.addHook('onClose', async () => rateLimitRedis.disconnect());

  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalPipes(new SchemaValidationPipe());
  mountApiDocs(app);
  app.enableShutdownHooks();

  const transport = app.get(JobTransport);
  if (transport instanceof BullMqTransport) await mountQueueDashboard(fastify, transport, app.get(TokenService));
  if (config.webDist) await serveWeb(fastify, config.webDist);
  await app.init();
  return app;
}

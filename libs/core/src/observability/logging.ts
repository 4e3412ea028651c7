import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { LoggerModule, type Params } from 'nestjs-pino';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import PinoPretty from 'pino-pretty';
import type { AppConfig } from '../config/app-config.js';
import { RequestContext, requestIdOf } from './request-context.js';

/** Probes that would drown the request log: health checks and Prometheus scrapes. */
const UNLOGGED_PATHS = /^\/(api\/health|metrics)(\/|\?|$)/;

const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0];

/**
 * Issue 19 item 6: the one pino logger of a process. JSON lines (with `service`, `context` and,
 * inside a request or anything it caused, `reqId`) for production; in a terminal (or
 * LOG_FORMAT=pretty) short lines through pino-pretty. LOG_LEVEL=silent writes nothing (tests).
 * `reqId` comes from RequestContext (a mixin), so Nest's and the domains' own logs carry it too.
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, service: 'api' | 'worker'): pino.Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const reqId = RequestContext.requestId();
      return reqId ? { reqId } : {};
    },
  };
  if (config.logFormat === 'pretty' && config.logLevel !== 'silent') {
    return pino(
      options,
      PinoPretty({
        sync: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,service,context,reqId,req,res,responseTime',
        messageFormat: `${service} {if context}{context}: {end}{msg}`,
        singleLine: true,
      }),
    );
  }
  return pino(options);
}

/** The LoggerModule of the api or the worker: Nest's Logger writes through the root logger. */
export function loggerModule(config: AppConfig, service: 'api' | 'worker') {
  // Request lines are the api's Fastify hook's (installRequestLogging) and `reqId` comes from the
  // mixin, so nestjs-pino's per-request middleware (a child logger per request that nothing
  // reads) is not applied to any route.
  const params: Params = { pinoHttp: { logger: createRootLogger(config, service), autoLogging: false }, forRoutes: [] };
  return LoggerModule.forRoot(params);
}

/** The root logger a LoggerModule was built with (PARAMS_PROVIDER_TOKEN's pinoHttp.logger). */
export function rootLoggerOf(params: Params): pino.Logger | null {
  const http = params.pinoHttp as { logger?: pino.Logger } | undefined;
  return http?.logger ?? null;
}

/**
 * One line per finished request: method, path (no query string: some calls carry personal
 * identifiers there), status and time, with the request id. Health probes and scrapes are left out.
 */
export function installRequestLogging(fastify: FastifyInstance, logger: pino.Logger): void {
  const httpLogger = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req: IncomingMessage) => UNLOGGED_PATHS.test(req.url ?? '') },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse, ms: number) => `${req.method} ${pathOf(req.url)} ${res.statusCode} ${Math.round(ms)} ms`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req.url)} ${res.statusCode} failed`,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    httpLogger(request.raw, reply.raw);
    done();
  });
}

/**
 * Nest's start-up chatter (a line per module, route and gateway: 121 "Mapped" lines before
 * issue 19) goes to debug; the start prints one line of its own instead.
 */
export const QUIET_NEST_CONTEXTS = new Set([
  'NestFactory',
  'NestApplication',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestMicroservice',
]);

/** Wraps nestjs-pino's Logger: the contexts above log at debug, everything else as is. */
export class QuietNestLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    if (typeof context === 'string' && QUIET_NEST_CONTEXTS.has(context)) this.inner.debug?.(message, ...params);
    else this.inner.log(message, ...params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.inner.error(message, ...params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.inner.warn(message, ...params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.inner.debug?.(message, ...params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.inner.verbose?.(message, ...params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    (this.inner.fatal ?? this.inner.error).call(this.inner, message, ...params);
  }
}

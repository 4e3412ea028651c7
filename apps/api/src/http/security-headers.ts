/**
 * Issue 18 finding 2: security headers on every answer of the api, made by helmet.
 *
 * Every answer carries `X-Content-Type-Options: nosniff`, a Referrer-Policy and a
 * Content-Security-Policy, chosen by what the answer is:
 *  - API answers (JSON, errors, anything not listed below): `default-src 'none'`, not framable.
 *  - The web app's pages (index.html for every route): scripts only from the app's own origin (no
 *    inline script, no eval), `object-src 'none'`, `base-uri 'self'`, images also from data: and
 *    blob: (photo previews, QR codes, the image viewer), the realtime socket over ws/wss, and
 *    OpenTok's servers when VIDEO_PROVIDER=opentok. Styles allow 'unsafe-inline': react-select
 *    (emotion) and OpenTok insert <style> elements; a style cannot run script.
 *    Staff and other pages: `frame-ancestors 'none'` and X-Frame-Options DENY.
 *    LIFF pages (the ones that run inside LINE, below): framed only by LINE's LIFF origins, and
 *    the LIFF SDK may load its extensions from LINE's CDN and call the LINE platform (the
 *    configured LINE_API_URL too: the LIFF mock's ID tokens come from the LINE stand-in).
 *  - Swagger UI (/api/docs) and the queue dashboard (/ops/queues): the same strict script rule
 *    with inline styles allowed, on their paths only.
 * The SPA keeps the policy of the page it was loaded on while it moves between routes; only
 * frame-ancestors depends on the route, and it is checked when the page loads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '@hospital/core';
import { QUEUES_PATH } from '../ops/ops-paths.js';
import { SERVER_PATHS, WEB_PAGE_ROUTE } from '../web/serve-web.js';

type Directives = Record<string, string[]>;

/** Who may frame a LIFF page: LINE's LIFF and mini-app origins (those @line/liff itself names). */
export const LINE_FRAME_ANCESTORS = ['https://liff.line.me', 'https://miniapp.line.me'];
/** @line/liff loads its client extensions from here (inside the LINE app). */
const LIFF_SCRIPT_ORIGINS = ['https://static.line-scdn.net'];
/** @line/liff calls the LIFF server and fetches its language manifest. */
const LIFF_CONNECT_ORIGINS = ['https://api.line.me', 'https://liffsdk.line-scdn.net'];
/** OpenTok.js talks to these (only with VIDEO_PROVIDER=opentok). */
const OPENTOK_CONNECT_ORIGINS = ['https://*.opentok.com', 'wss://*.opentok.com', 'https://*.tokbox.com', 'wss://*.tokbox.com'];

/**
 * The routes that run inside LINE (they call @line/liff: apps/web/src/line/liff.ts): the LIFF
 * entries, LINE and ThaiD registration, the profile, the LIFF targets (/tele, /tele2, /booking,
 * /PHR, /deactivate; libs/rules liffTargetFor) and the payment page linked from the chat.
 * Routes match case-insensitively, as in the web app.
 */
const LIFF_PAGE = /^\/(?:lineliff(?:\/[^/]+)?|lineliff2|lineregister2?(?:\/[^/]+)?|linethaid|register|profile2?(?:\/[^/]+)?|tele2?|booking|phr|deactivate|payment\/[^/]+)\/?$/i;
/** Swagger UI's page and files (/api/docs-json is an API answer). */
const DOCS_PAGE = /^\/api\/docs(?:\/|$)/;
const QUEUE_DASHBOARD = new RegExp(`^${QUEUES_PATH}(?:/|$)`);

export type HeaderKind = 'api' | 'page' | 'liffPage' | 'docs' | 'queues';

/** Which header set an answer gets: by path, and for pages by the web app's catch-all route. */
export function headerKindOf(pathname: string, routeUrl: string | undefined): HeaderKind {
  if (DOCS_PAGE.test(pathname)) return 'docs';
  if (QUEUE_DASHBOARD.test(pathname)) return 'queues';
  if (routeUrl !== WEB_PAGE_ROUTE || SERVER_PATHS.test(pathname)) return 'api';
  return LIFF_PAGE.test(pathname) ? 'liffPage' : 'page';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: Array<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

function headers(directives: Directives, options: { referrer: 'no-referrer' | 'strict-origin-when-cross-origin'; framable: boolean; https: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    referrerPolicy: { policy: options.referrer },
    xContentTypeOptions: true,
    // X-Frame-Options cannot name LINE: a LIFF page leaves it off and frame-ancestors decides.
    xFrameOptions: options.framable ? false : { action: 'deny' },
    // Only when the app is served over https (PUBLIC_BASE_URL); not for the hospital's other hosts.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/** The five header sets, built once from the configuration. */
export function buildSecurityHeaders(config: AppConfig): Record<HeaderKind, HelmetOptions> {
  const https = config.publicBaseUrl.startsWith('https:');
  // The realtime socket: 'self' covers ws/wss in current browsers; the public origin for older ones.
  const socketOrigin = originOf(config.publicBaseUrl)?.replace(/^http/, 'ws') ?? null;
  const video = config.video.provider === 'opentok' ? [...OPENTOK_CONNECT_ORIGINS, originOf(config.video.opentok.apiUrl)] : [];
  const page = (liff: boolean): Directives => ({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(liff ? LIFF_SCRIPT_ORIGINS : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': unique(["'self'", socketOrigin, ...video, ...(liff ? [...LIFF_CONNECT_ORIGINS, originOf(config.line.apiBaseUrl)] : [])]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': liff ? LINE_FRAME_ANCESTORS : ["'none'"],
  });
  const tool: Directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const api: Directives = {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    api: headers(api, { referrer: 'no-referrer', framable: false, https }),
    page: headers(page(false), { referrer: 'strict-origin-when-cross-origin', framable: false, https }),
    liffPage: headers(page(true), { referrer: 'strict-origin-when-cross-origin', framable: true, https }),
    docs: headers(tool, { referrer: 'no-referrer', framable: false, https }),
    queues: headers(tool, { referrer: 'no-referrer', framable: false, https }),
  };
}

/**
 * The headers helmet sets for these options, worked out once. (@fastify/helmet's
 * `reply.helmet(options)` builds helmet's middleware again on every call: about 8 µs a request,
 * 3 % of the read benchmark; the answer is the same each time.)
 */
export function headerValuesOf(options: HelmetOptions): Record<string, string> {
  const values: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (values[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete values[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return values;
}

/**
 * Installs the headers on every answer (issue 18 finding 2). Call it before any route or hook
 * that may answer early, so refusals (400, 401, 404, 429) carry the headers too.
 */
export function installSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const options = buildSecurityHeaders(config);
  const sets = Object.fromEntries(Object.entries(options).map(([kind, o]) => [kind, headerValuesOf(o)])) as Record<HeaderKind, Record<string, string>>;
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    void reply.headers(sets[headerKindOf(pathname, request.routeOptions.url)]);
    done();
  });
}

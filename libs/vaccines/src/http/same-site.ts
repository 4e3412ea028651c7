import type { FastifyRequest } from 'fastify';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Error } from './api2-error.js';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
};

/** The origin ('scheme://host[:port]') of an absolute URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the request comes from a page of another site (issue 18 finding 4: a cross-site GET
 * cancelled a child's booking). A browser's Sec-Fetch-Site decides when it is sent (pages
 * cannot forge it): only 'same-origin' and 'none' (typed or bookmarked) are ours — so a dev
 * proxy in front of the api changes nothing. Without it (an older browser, a script), an
 * Origin or Referer that is sent must be ours: PUBLIC_BASE_URL's origin, or the request's own
 * host. A request with none of them (not a browser's cross-site request) is not refused here;
 * the birth-date proof still applies to it.
 */
export function isCrossSite(request: FastifyRequest, publicBaseUrl: string): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const ours = new Set([originOf(publicBaseUrl), originOf(`${request.protocol}://${request.host}`)].filter((o): o is string => !!o));
  const origin = header(request, 'origin');
  if (origin !== undefined) return !ours.has(originOf(origin) ?? 'null');
  const referer = header(request, 'referer');
  if (referer !== undefined) return !ours.has(originOf(referer) ?? 'null');
  return false;
}

/** Refuses (403, in Thai) a change or cancel sent from another site; nothing is read or changed. */
export function assertSameSite(request: FastifyRequest, publicBaseUrl: string): void {
  if (isCrossSite(request, publicBaseUrl)) throw new Api2Error(403, VACCINE_MESSAGES.crossSiteRefused);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function bearerOf(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Issue 19 item 6: /metrics answers a scrape from this machine, or one bearing METRICS_TOKEN.
 * "This machine" is the TCP peer (never X-Forwarded-For, whatever TRUST_PROXY says), and a
 * request that came through a proxy (it carries X-Forwarded-For or Forwarded) is not local
 * even when the proxy runs on this machine: from outside it needs the token.
 */
export function mayScrape(req: IncomingMessage, token: string | null): boolean {
  const offered = bearerOf(req.headers.authorization);
  if (token && offered) return timingSafeEqual(digest(offered), digest(token));
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

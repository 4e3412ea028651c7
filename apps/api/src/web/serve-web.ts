import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hospital/rules';
import { cacheControlFor, NO_CACHE } from './web-cache.js';

/** Paths the server answers itself: never the web app's index.html (nor its page headers). */
export const SERVER_PATHS = /^\/(api|api2|socket\.io|ops)(\/|$)/;
/** The catch-all route that answers index.html for every page route (issue 18 finding 2 keys the page headers on it). */
export const WEB_PAGE_ROUTE = '/*';
/**
 * Issue 16 point 11: the LINE entry pages (they start LIFF at once) are answered with line.html,
 * index.html plus a modulepreload of the LIFF SDK (apps/web/scripts/html-hints.ts), when the build has it.
 */
export const LINE_ENTRY_PAGE = /^\/(?:lineliff2?|lineregister2?|linethaid)(?:\/[^/]*)?\/?$/i;
const LINE_ENTRY_HTML = 'line.html';

/**
 * The built React app on the same port: its files, and index.html for every page route.
 *
 * Issue 16 point 11: the brotli and gzip copies made at build time (apps/web/scripts/precompress.ts)
 * are sent when the request's Accept-Encoding admits them (@fastify/static `preCompressed`: the
 * original's Content-Type, `Content-Encoding`, the copy's Content-Length, `Vary: Accept-Encoding`),
 * the plain file otherwise; the copies have no URL of their own. Cache-Control by web-cache.ts.
 * index.html (and line.html) have no route of their own either: `/index.html` is a page route like
 * any other, so it gets the page headers (CSP) and `no-cache`.
 */
export async function serveWeb(fastify: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) throw new Error(`The web app is not built: ${index} is missing (npm run build).`);
  const lineEntry = existsSync(path.join(webDist, LINE_ENTRY_HTML)) ? LINE_ENTRY_HTML : 'index.html';
  await fastify.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', 'index.html', LINE_ENTRY_HTML],
    // Set below per file (send's own header would come after ours); the ETag is enough to revalidate.
    cacheControl: false,
    lastModified: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(path.relative(webDist, filePath))),
  });
  fastify.get(WEB_PAGE_ROUTE, (request, reply) => {
    if (SERVER_PATHS.test(request.url)) {
      return reply.status(404).send({ statusCode: 404, message: MESSAGES.notFound });
    }
    const pathname = request.url.split('?', 1)[0] ?? '/';
    return reply.header('cache-control', NO_CACHE).sendFile(LINE_ENTRY_PAGE.test(pathname) ? lineEntry : 'index.html');
  });
}

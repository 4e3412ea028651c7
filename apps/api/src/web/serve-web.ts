import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hospital/rules';

/** Paths the server answers itself: never the web app's index.html (nor its page headers). */
export const SERVER_PATHS = /^\/(api|api2|socket\.io|ops)(\/|$)/;
/** The catch-all route that answers index.html for every page route (issue 18 finding 2 keys the page headers on it). */
export const WEB_PAGE_ROUTE = '/*';

/** The built React app on the same port: its files, and index.html for every page route. */
export async function serveWeb(fastify: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) throw new Error(`The web app is not built: ${index} is missing (npm run build).`);
  await fastify.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  fastify.get(WEB_PAGE_ROUTE, (request, reply) => {
    if (SERVER_PATHS.test(request.url)) {
      return reply.status(404).send({ statusCode: 404, message: MESSAGES.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

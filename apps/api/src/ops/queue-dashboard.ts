import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { Role } from '@hospital/contracts';
import { BullMqTransport, type TokenService } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { OPS_COOKIE, OPS_SESSION_SECONDS, OPS_TOKEN_PURPOSE, QUEUES_PATH } from './ops-paths.js';

/**
 * bull-board on /ops/queues behind the Admin's short ops session cookie (its own purpose, an hour): waiting, active, completed and
 * failed jobs (failed ones are kept, with their error, and can be retried from here).
 */
export async function mountQueueDashboard(
  fastify: FastifyInstance,
  transport: BullMqTransport,
  tokens: TokenService,
): Promise<void> {
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({
    queues: [...transport.queues.values()].map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'คิวงานเบื้องหลัง' } },
  });
  await fastify.register(named('queue-dashboard-session', async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      // Issue 28: only the dashboard's own short session (POST /api/v1/ops/queues/session), never a sign-in token.
      const user = tokens.verifyFor(request.cookies?.[OPS_COOKIE], OPS_TOKEN_PURPOSE, OPS_SESSION_SECONDS);
      if (user?.role !== Role.Admin) {
        return reply.status(401).type('text/html; charset=utf-8').send(
          `<!doctype html><meta charset="utf-8"><title>คิวงานเบื้องหลัง</title>
           <p style="font-family:sans-serif">${MESSAGES.unauthenticated} (ผู้ดูแลระบบ) — <a href="/login">เข้าสู่ระบบ</a></p>`,
        );
      }
    });
    await scope.register(named('bull-board', serverAdapter.registerPlugin()), { prefix: QUEUES_PATH });
  }));
}

/**
 * A Fastify plugin with a name of its own: Fastify looks an unnamed one up in `require.cache`,
 * every module loaded, at each registration. Under jest that cache is a view of its module
 * registry built on each read: the telemedicine suite spent 3.6 of its 42 CPU-seconds there.
 */
function named<T extends object>(name: string, plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

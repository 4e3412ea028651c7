import { createServer, type Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobTransport, Metrics } from '@hospital/core';

/**
 * Issue 29 item 6: the worker opens no api port, so operators (Kubernetes' probes, Prometheus,
 * `npm run chaos`) ask it here, on WORKER_HEALTH_PORT: `GET /health/live` (the process answers),
 * `GET /health` (200 when it reaches PostgreSQL and Redis, else 503) and `GET /metrics` (the
 * api's metrics registry: queues, outbox, Node's process and event-loop metrics). Loopback
 * unless WORKER_HEALTH_HOST says otherwise (a container sets 0.0.0.0).
 */
export async function startWorkerHealthServer(app: INestApplicationContext, port: number, host = '127.0.0.1'): Promise<Server> {
  const dataSource = app.get(DataSource);
  const transport = app.get(JobTransport);
  const metrics = app.get(Metrics);
  const server = createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return send(405, 'application/json', JSON.stringify({ statusCode: 405 }));
    if (path === '/health/live') return send(200, 'application/json', JSON.stringify({ status: 'ok' }));
    if (path === '/health') {
      void (async () => {
        const database = await dataSource.query('SELECT 1').then(
          () => 'up' as const,
          () => 'down' as const,
        );
        const redis = await transport.health();
        const status = database === 'up' && redis !== 'down' ? 'ok' : 'degraded';
        send(status === 'ok' ? 200 : 503, 'application/json', JSON.stringify({ status, database, redis }));
      })();
      return;
    }
    if (path === '/metrics') {
      void metrics.render().then(
        (text) => send(200, metrics.contentType, text),
        (error: Error) => send(500, 'text/plain', error.message),
      );
      return;
    }
    send(404, 'application/json', JSON.stringify({ statusCode: 404 }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** WORKER_HEALTH_PORT: a port number, or unset/empty for none. A wrong value stops the worker with its name. */
export function workerHealthPort(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new Error(`WORKER_HEALTH_PORT must be a port number (0–65535), not '${value}'.`);
  return Number(value);
}

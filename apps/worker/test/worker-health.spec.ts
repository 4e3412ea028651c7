// Issue 29 item 6: the worker opens no api port; operators ask it on WORKER_HEALTH_PORT —
// liveness, readiness (PostgreSQL and Redis) and the metrics (queues, Node's process metrics).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../libs/core/src/infra/index.js';
import { eventually } from '../../../test/api-app.js';
import { startProduct, type RunningProduct } from '../../../test/harness.js';
import { testEnvironment } from '../../../test/test-env.js';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../..');
let product: RunningProduct;
let port: number;
beforeAll(async () => {
  port = await freePort();
  product = await startProduct({ WORKER_HEALTH_PORT: String(port) });
}, 120_000);
afterAll(async () => product?.stop());

const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`).then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), text: await r.text() }));

it('answers liveness, readiness and metrics on its own port', async () => {
  const ready = await eventually(async () => {
    const res = await get('/health').catch(() => null);
    return res?.status === 200 ? res : undefined;
  }, 60_000);
  expect(JSON.parse(ready.text)).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  expect(JSON.parse((await get('/health/live')).text)).toEqual({ status: 'ok' });
  const metrics = await get('/metrics');
  expect(metrics.status).toBe(200);
  expect(metrics.type).toMatch(/^text\/plain/);
  expect(metrics.text).toMatch(/^hospital_jobs\{queue="[^"]+",state="waiting"\} \d+/m);
  expect(metrics.text).toMatch(/^process_resident_memory_bytes \d/m);
  expect(metrics.text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  expect((await get('/nothing')).status).toBe(404);
});

it('stops at once, naming the setting, when WORKER_HEALTH_PORT is not a port', async () => {
  const env = await testEnvironment({ WORKER_HEALTH_PORT: 'abc' });
  const child = spawn(process.execPath, [path.join(root, 'apps/worker/dist/main.js')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += String(c)));
  child.stderr!.on('data', (c) => (output += String(c)));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).not.toBe(0);
  expect(output).toContain("WORKER_HEALTH_PORT must be a port number (0–65535), not 'abc'.");
}, 30_000);

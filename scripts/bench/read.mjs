// "authenticated read, 50 rows": GET /api/v1/audit/signins as Admin against a bare Node http
// server + pg pool answering the same query (bare-signins-server.mjs). Rounds alternate
// baseline and product after a warm-up of each, and the figure is the median of the rounds'
// ratios: on two shared cores one long run of each drifts; the spread of the rounds' ratios is shown beside it. Goal (issue 34 item 2): ≥ 0.90×.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@hospital/core/infra';
import { DEMO_PASSWORD } from '@hospital/identity';
import { CONNECTIONS, DURATION, load, median, pause } from './processes.mjs';
import { fmt, middle, ratioRow, roundsOf } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const WARMUP = 5;
const READ_ROUNDS = roundsOf('BENCH_READ_ROUNDS', 5);
export const READ_GOAL = 0.9;

/** 60 sign-ins through the real pipeline (the worker writes the audit log); the Admin's token once 50 rows are readable. */
export async function seedSignins(baseUrl) {
  let admin;
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.skin.go.th', password: DEMO_PASSWORD }),
    });
    admin = await res.json();
  }
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${baseUrl}/api/v1/audit/signins`, { headers: { authorization: `Bearer ${admin.token}` } });
    if ((await res.json()).data.length >= 50) break;
    await pause(100);
  }
  return admin.token;
}

/** The bare baseline server in its own process; `stop()` ends it. */
export async function startBareSignins(env, execArgv = []) {
  const port = await freePort();
  const bare = fork(path.join(here, 'bare-signins-server.mjs'), { env: { ...env, PORT: String(port) }, execArgv });
  await new Promise((r) => bare.once('message', r));
  return { url: `http://127.0.0.1:${port}/`, pid: bare.pid, stop: () => bare.kill('SIGTERM') };
}

export const printLoad = (name, r) =>
  console.log(`  ${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${r.latency.p99} ms   ${Number.isFinite(r.cpuPerRequest) ? `CPU ${r.cpuPerRequest.toFixed(0)} µs/request   ` : ''}errors ${r.errors + r.non2xx}`);

export async function readFigure({ baseUrl, env, apiPid, profileArgs }) {
  const token = await seedSignins(baseUrl);
  const bare = await startBareSignins(env, profileArgs);
  try {
    console.log(`GET /api/v1/audit/signins (Admin, 50 rows): ${CONNECTIONS} connections, ${READ_ROUNDS} rounds of ${DURATION} s each`);
    const productUrl = `${baseUrl}/api/v1/audit/signins`;
    const headers = { authorization: `Bearer ${token}` };
    await load(bare.url, {}, WARMUP);
    await load(productUrl, headers, WARMUP);
    const ratios = [];
    const bareRates = [];
    const productRates = [];
    let errors = 0;
    for (let round = 1; round <= READ_ROUNDS; round++) {
      const baseline = await load(bare.url, {}, DURATION, bare.pid);
      const product = await load(productUrl, headers, DURATION, apiPid);
      console.log(`  round ${round}`);
      printLoad('bare Node + pg (baseline)', baseline);
      printLoad('product (Nest/Fastify, JWT)', product);
      errors += product.errors + product.non2xx;
      ratios.push(product.requests.average / baseline.requests.average);
      bareRates.push(baseline.requests.average);
      productRates.push(product.requests.average);
    }
    const ratio = middle(ratios);
    console.log(`  ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
    console.log(`  ratio product / baseline:    ${ratio.toFixed(2)}× (median of ${READ_ROUNDS} rounds)\n`);
    return [
      ratioRow({
        figure: `authenticated read, 50 rows (median of ${READ_ROUNDS} rounds)`,
        baseline: fmt(median(bareRates), 'req/s', 0),
        product: fmt(median(productRates), 'req/s', 0) + (errors ? ` (${errors} errors)` : ''),
        ratios,
        atLeast: READ_GOAL,
        also: 'and no errors',
        ok: errors === 0,
      }),
    ];
  } finally {
    bare.stop();
  }
}

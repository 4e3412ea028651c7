// "queue" (issue 17 item 2, DESIGN.md How an event travels steps 1–4): a 'line.push' job as it
// really travels — an outbox row committed with pg_notify (as Outbox.job writes it), the api's
// relay moving it into BullMQ, the worker (apps/worker) running LinePushHandler, which looks up
// the patient's LINE account and consent and pushes to the LINE stand-in
// (libs/integrations/src/stand-ins/line-platform.ts).
//  1. added → handler started: one job at a time; from right after COMMIT to the job's
//     processedOn (the moment BullMQ hands it to the handler), p50/p99. Goal (issue 34 item 2):
//     p99 ≤ 2× bare BullMQ's (the outbox hop included).
//  2. 10,000 pushes drained: 10,000 'line.push' outbox rows committed in one transaction (as a
//     reminder run writes them); from COMMIT until the LINE stand-in has recorded all 10,000.
//     Goal (issue 34 item 2): ≤ 1.2× bare BullMQ with the same envelopes and POST, each once.
// Both in ROUNDS rounds (issue 34 item 1): the rows are the medians of the rounds' ratios.
// Bare baseline in the same run (bare-queue.mjs): BullMQ Queue.add → Worker in one script, the
// same clock (processedOn − time before add); for the drain, addBulk of 10,000 pushes in jobs of
// the product's batch size (JOB_BATCH_SIZE, 100), whose processor POSTs each push to the same
// stand-in with node's http client over the product's number of connections, at the product's
// worker concurrency: the same shape of work with no outbox, relay, lookups or settles.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pg from 'pg';
import { QUEUE_NAMES } from '@hospital/contracts';
import { LINE_BATCH, LINE_CONNECTIONS, LINE_PUSH_CONCURRENCY } from './product-settings.mjs';
import { pause, percentile } from './processes.mjs';
import { fmt, middle, ratioRow, roundsOf } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLES = Number(process.env.BENCH_QUEUE_SAMPLES ?? 200);
const PUSHES = Number(process.env.BENCH_QUEUE_PUSHES ?? 10_000);
const USERS = 100;
const ROUNDS = roundsOf('BENCH_QUEUE_ROUNDS');
const P99_RATIO_GOAL = 2;
const DRAIN_RATIO_GOAL = 1.2;

/** Patients with a LINE account (the handler looks each one up), ids returned. */
async function seedLineUsers(db) {
  const { rows } = await db.query(
    `INSERT INTO users (first_name, last_name, title_name, id_card, hn, phone, registered_via, is_active, line_user_id)
     SELECT 'ผู้ป่วย', 'ไลน์' || n, 'นาย', '7' || lpad(n::text, 12, '0'), '7' || lpad(n::text, 6, '0'), '07' || lpad(n::text, 8, '0'), 'line', 1,
            'U' || md5('bench-line-' || n)
       FROM generate_series(1, $1::int) AS n RETURNING id`,
    [USERS],
  );
  return rows.map((r) => r.id);
}

async function waitUntil(check, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await pause(1);
  }
}

export async function queueFigures({ databaseUrl, redisUrl, line, env }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', (error) => console.warn(`bench: database connection broke: ${error.message}`));
  await db.connect();
  const prefix = `{${env.REDIS_PREFIX || 'skin'}}:bull`; // the product's queuePrefix (libs/core redis-connection.ts)
  const productQueue = new Queue('line', { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
  const bare = fork(path.join(here, 'bare-queue.mjs'), { execArgv: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE, 'bare-queue')}`] : [], env: { ...process.env, REDIS_URL: redisUrl, LINE_URL: line.url, BARE_CONCURRENCY: String(LINE_PUSH_CONCURRENCY), BARE_BATCH: String(LINE_BATCH), BARE_CONNECTIONS: String(LINE_CONNECTIONS) } });
  const ask = (message) =>
    new Promise((resolve) => {
      bare.once('message', resolve);
      bare.send(message);
    });
  try {
    await new Promise((r) => bare.once('message', r));
    const users = await seedLineUsers(db);
    const pushed = () => line.pushes.length;
    // The worker first works off the jobs the demo data queued at start (slips read with jsQR,
    // photos resized): measured from an idle worker, not behind that start-up backlog.
    const idleSince = performance.now();
    const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix }));
    const busy = async () => (await Promise.all(queues.map((q) => q.getJobCountByTypes('waiting', 'active', 'prioritized')))).reduce((a, b) => a + b, 0);
    // Idle for a second on end (one job's follow-up — a photo's, then its slip's — comes through the api's relay).
    for (let idleChecks = 0; idleChecks < 5 && performance.now() - idleSince < 60_000; await pause(200)) idleChecks = (await busy()) === 0 ? idleChecks + 1 : 0;
    await Promise.all(queues.map((q) => q.close()));
    console.log(`  (waited ${((performance.now() - idleSince) / 1000).toFixed(1)} s for the worker's start-up jobs)`);

    // 1. added → handler started, baseline and product alternating, 10 of each first as warm-up;
    // ROUNDS rounds of SAMPLES each, a round's ratio its p99 over the baseline's (issue 34).
    console.log(`queue: job added → handler started, ${ROUNDS} rounds of ${SAMPLES} jobs one at a time each, baseline and product alternating`);
    const latency = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bareMs = [];
      const productMs = [];
      const relayMs = []; // COMMIT → the relay's Queue.add (job.timestamp)
      const pickupMs = []; // Queue.add → handler started
      for (let i = round === 1 ? -10 : 0; i < SAMPLES; i++) {
        const { ms } = await ask({ sample: i });
        const before = pushed();
        await db.query('BEGIN');
        const [{ id }] = (
          await db.query(`INSERT INTO outbox (kind, name, payload) VALUES ('job', 'line.push', $1) RETURNING id`, [
            JSON.stringify({ userID: users[(i + 10) % USERS], text: 'ยืนยันการนัดหมาย (bench)', key: `bench:latency:${round}:${i}` }),
          ])
        ).rows;
        await db.query(`SELECT pg_notify('outbox', '')`);
        await db.query('COMMIT');
        const t0 = Date.now();
        await waitUntil(() => pushed() > before, `push ${i} at the LINE stand-in`);
        const job = await productQueue.getJob(`outbox-${id}`);
        if (i >= 0) {
          bareMs.push(ms);
          productMs.push(job.processedOn - t0);
          relayMs.push(job.timestamp - t0);
          pickupMs.push(job.processedOn - job.timestamp);
        }
        await pause(5);
      }
      const r = { b50: percentile(bareMs, 50), b99: percentile(bareMs, 99), p50: percentile(productMs, 50), p99: percentile(productMs, 99) };
      latency.push(r);
      console.log(`  round ${round}`);
      console.log(`  bare BullMQ add → process (baseline)     p50 ${r.b50.toFixed(1)} ms   p99 ${r.b99.toFixed(1)} ms   max ${Math.max(...bareMs)} ms`);
      console.log(`  product (outbox → relay → worker)        p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   max ${Math.max(...productMs)} ms`);
      console.log(`    of which COMMIT → relay's Queue.add       p50 ${percentile(relayMs, 50).toFixed(1)} ms   p99 ${percentile(relayMs, 99).toFixed(1)} ms`);
      console.log(`    of which Queue.add → handler started     p50 ${percentile(pickupMs, 50).toFixed(1)} ms   p99 ${percentile(pickupMs, 99).toFixed(1)} ms`);
    }
    // ms clock: 0 reads as < 1 ms, so the baseline counts as at least 1 ms.
    const latencyRatios = latency.map((r) => r.p99 / Math.max(r.b99, 1));
    console.log(`  ratios product / baseline, p99: ${latencyRatios.map((r) => r.toFixed(2)).join(', ')}`);

    // 2. PUSHES pushes drained to the LINE stand-in, ROUNDS rounds, baseline first in each.
    console.log(`queue: ${PUSHES.toLocaleString('en-US')} LINE pushes drained to the LINE stand-in, ${ROUNDS} rounds (${LINE_BATCH} to a queue job, worker concurrency ${LINE_PUSH_CONCURRENCY}, ${LINE_CONNECTIONS} connections to LINE)`);
    const drains = [];
    let extra = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const bareDrain = (await ask({ drain: PUSHES })).ms;
      const before = pushed();
      const repeatedBefore = line.repeatedRetryKeys.length;
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO outbox (kind, name, payload)
         SELECT 'job', 'line.push', jsonb_build_object('userID', ($1::uuid[])[1 + n % $2], 'text', 'พรุ่งนี้มีนัด (bench ' || n || ')', 'key', 'bench:drain:' || $4::int || ':' || n)
           FROM generate_series(1, $3::int) AS n`,
        [users, USERS, PUSHES, round],
      );
      await db.query(`SELECT pg_notify('outbox', '')`);
      await db.query('COMMIT');
      const t0 = performance.now();
      await waitUntil(() => pushed() - before >= PUSHES, `${PUSHES} pushes at the LINE stand-in`, 120_000);
      const drainMs = performance.now() - t0;
      await pause(200);
      const more = pushed() - before - PUSHES;
      extra += more;
      const repeated = line.repeatedRetryKeys.length - repeatedBefore;
      // Where the drain's time went: how long the api's relay took to move every row into BullMQ.
      const [{ relay_ms: relayMs }] = (
        await db.query(
          `SELECT round(extract(epoch FROM max(relayed_at) - min(created_at)) * 1000)::int AS relay_ms FROM outbox WHERE payload->>'key' LIKE $1`,
          [`bench:drain:${round}:%`],
        )
      ).rows;
      drains.push({ bare: bareDrain, product: drainMs });
      console.log(`  round ${round}`);
      console.log(`  bare BullMQ + node:http POST (baseline)  ${(bareDrain / 1000).toFixed(2)} s   ${((PUSHES / bareDrain) * 1000).toFixed(0)} jobs/s`);
      console.log(`  product (outbox → relay → worker → LINE) ${(drainMs / 1000).toFixed(2)} s   ${((PUSHES / drainMs) * 1000).toFixed(0)} jobs/s   (${more} pushes too many, ${repeated} retried keys refused)`);
      console.log(`    of which COMMIT → the last row in BullMQ (the relay)  ${(relayMs / 1000).toFixed(2)} s`);
    }
    const drainRatios = drains.map((d) => d.product / d.bare);
    console.log(`  ratios product / baseline: ${drainRatios.map((r) => r.toFixed(2)).join(', ')}\n`);
    const ok = extra === 0;
    const m = (key) => middle(latency.map((r) => r[key]));
    const bareDrain = middle(drains.map((d) => d.bare));
    const drainMs = middle(drains.map((d) => d.product));
    return [
      ratioRow({
        figure: `queue: job added → handler started, p99 (p50) of ${SAMPLES}, median of ${ROUNDS}`,
        baseline: `${fmt(m('b99'), 'ms')} (${fmt(m('b50'), 'ms')})`,
        product: `${fmt(m('p99'), 'ms')} (${fmt(m('p50'), 'ms')})`,
        ratios: latencyRatios,
        atMost: P99_RATIO_GOAL,
      }),
      ratioRow({
        figure: `queue: ${PUSHES.toLocaleString('en-US')} LINE pushes drained to the stand-in, median of ${ROUNDS}`,
        baseline: `${fmt(bareDrain / 1000, 's', 2)} (${fmt((PUSHES / bareDrain) * 1000, 'jobs/s', 0)})`,
        product: `${fmt(drainMs / 1000, 's', 2)} (${fmt((PUSHES / drainMs) * 1000, 'jobs/s', 0)})${ok ? '' : `, ${extra} extra pushes`}`,
        ratios: drainRatios,
        atMost: DRAIN_RATIO_GOAL,
        also: 'each once',
        ok,
      }),
    ];
  } finally {
    bare.send({ stop: true });
    await productQueue.close();
    await db.end();
  }
}

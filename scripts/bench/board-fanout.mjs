// "board fan-out" (care-services §2 live staff boards, DESIGN.md How an event travels):
// CLIENTS Socket.IO clients signed in as staff (a Nurse) joined to one board room
// (board:nurse). A case's status changes in a transaction that also writes the
// `tele.changed` outbox row (as TeleEvents does); the clock starts right after COMMIT and
// stops when each client has the event (pg_notify → outbox relay → RealtimeGateway.deliver,
// which re-checks every socket's permission). Reported: p50/p99 over every client of every
// round, and the p50 of the round's last client. Issue 34 item 1: ROUNDS rounds of DELIVERIES
// deliveries each (baseline and product alternating delivery by delivery); each round's ratio
// is its p99 over the baseline's p99 in the same round; the row is their median, with the spread.
// Bare baseline in the same run: the same number of clients connected to a bare Socket.IO
// server (its own process, no adapter, no auth) that broadcasts one event to a room; the
// clock starts when the bench process asks it to emit. Goal (issue 34 item 2): p99 ≤ 1.0× the
// bare broadcast.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import { DEMO_PASSWORD } from '@hospital/identity';
import { freePort } from '@hospital/core/infra';
import { fmt, middle, ratioRow, roundsOf } from './summary.mjs';

const CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 1000);
const ROUNDS = roundsOf('BENCH_FANOUT_ROUNDS');
const DELIVERIES = Number(process.env.BENCH_FANOUT_DELIVERIES ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** CLIENTS separate connections (forceNew: no multiplexing), each joined to `room` when `join`. */
export async function openClients(url, token, room, join) {
  const clients = [];
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(CLIENTS, i + 100); j++) {
      const s = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      clients.push(s);
      batch.push(
        new Promise((resolve, reject) => {
          s.once('connect_error', reject);
          s.once('connect', () => {
            if (!join) return resolve();
            s.emit('join', room, (result) => (result?.ok ? resolve() : reject(new Error(`join ${room}: ${result?.message}`))));
          });
        }),
      );
    }
    await Promise.all(batch);
  }
  return clients;
}

/** A set of clients listening for `event`; `round(fire)` times one delivery to all of them. */
export function listener(clients, event) {
  let arrivals = [];
  let done = null;
  for (const c of clients)
    c.on(event, () => {
      arrivals.push(performance.now());
      if (arrivals.length === clients.length) done?.();
    });
  const latencies = [];
  const slowest = [];
  return {
    /** `fire()` starts one delivery and returns its start (performance.now()). */
    async round(fire, counted) {
      arrivals = [];
      const all = new Promise((resolve, reject) => {
        done = resolve;
        setTimeout(() => reject(new Error(`${arrivals.length}/${clients.length} clients got ${event} in 20 s`)), 20_000).unref();
      });
      const start = await fire();
      await all;
      if (!counted) return;
      const mine = arrivals.map((t) => t - start);
      latencies.push(...mine);
      slowest.push(Math.max(...mine));
    },
    result() {
      const l = [...latencies].sort((a, b) => a - b);
      const w = [...slowest].sort((a, b) => a - b);
      return { p50: percentile(l, 50), p99: percentile(l, 99), lastP50: percentile(w, 50), lastMax: w[w.length - 1] };
    },
    /** The result of the deliveries counted so far, then a new count (issue 34: one per round). */
    take() {
      const r = this.result();
      latencies.length = 0;
      slowest.length = 0;
      return r;
    },
  };
}

export const closeAll = (clients) => clients.forEach((c) => c.disconnect());
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

export async function boardFanOut({ baseUrl, databaseUrl }) {
  console.log(`board fan-out: ${CLIENTS} Socket.IO clients in one board room, ${ROUNDS} rounds of ${DELIVERIES} deliveries each, baseline and product alternating`);
  const barePort = await freePort();
  const bare = fork(path.join(here, 'bare-broadcast-server.mjs'), { env: { ...process.env, PORT: String(barePort) } });
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', (error) => console.warn(`bench: database connection broke: ${error.message}`));
  await db.connect();
  const opened = [];
  try {
    await new Promise((r) => bare.once('message', r));
    // Baseline clients: a bare Socket.IO broadcast.
    const bareClients = await openClients(`http://127.0.0.1:${barePort}`, undefined, 'board:nurse', false);
    opened.push(...bareClients);
    // Product clients: signed in as a Nurse, joined to board:nurse through the gateway's check.
    const login = await fetch(`${baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nurse@demo.skin.go.th', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const clients = await openClients(baseUrl, login.token, 'board:nurse', true);
    opened.push(...clients);

    const [patient] = (await db.query(`SELECT id FROM users WHERE id_card = '1103702071811'`)).rows;
    const [tele] = (
      await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
         VALUES ($1, 2, NULL, current_date + 400, '07:07', 'bench: board fan-out', 0, $1) RETURNING id`,
        [patient.id],
      )
    ).rows;
    const baseline = listener(bareClients, 'tele.changed');
    const product = listener(clients, 'tele.changed');
    const fireBare = (round) => async () => {
      const start = performance.now();
      bare.send({ round });
      return start;
    };
    const fireProduct = (round) => async () => {
      // 0 ↔ 1, both on the nurse board; the rooms TeleEvents writes (roomsOfCase).
      const from = round % 2;
      const to = 1 - from;
      const rooms = ['board:admin', 'board:nurse', `patient:${patient.id}`];
      const event = { teleID: tele.id, userID: patient.id, flowStatus: to, from, reason: 'transition' };
      await db.query('BEGIN');
      await db.query(`UPDATE tele_requests SET flow_status = $2, updated_at = now() WHERE id = $1`, [tele.id, to]);
      await db.query(`INSERT INTO outbox (kind, name, payload, rooms) VALUES ('realtime', 'tele.changed', $1, $2)`, [JSON.stringify(event), rooms]);
      await db.query(`SELECT pg_notify('outbox', '')`);
      await db.query('COMMIT');
      return performance.now(); // the clock starts right after COMMIT
    };
    // Delivery 0 warms both up and is not counted; then they alternate, so a busy moment of the
    // machine falls on both alike.
    const rounds = [];
    let delivery = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      for (let i = 0; i < (round === 0 ? 1 : DELIVERIES); i++, delivery++) {
        await baseline.round(fireBare(delivery), round > 0);
        await pause(50);
        await product.round(fireProduct(delivery), round > 0);
        await pause(50);
      }
      if (round === 0) continue;
      const [b, p] = [baseline.take(), product.take()];
      rounds.push({ b, p });
      console.log(`  round ${round}`);
      report('bare Socket.IO broadcast (baseline)', b);
      report('product (commit → outbox → deliver)', p);
    }
    const ratios = rounds.map(({ b, p }) => p.p99 / b.p99);
    const b = { p99: middle(rounds.map((r) => r.b.p99)) };
    const p = { p99: middle(rounds.map((r) => r.p.p99)) };
    console.log(`  ratios product / baseline, p99: ${ratios.map((r) => r.toFixed(2)).join(', ')}\n`);
    await db.query(`DELETE FROM tele_requests WHERE id = $1`, [tele.id]);
    return [
      ratioRow({
        figure: `commit → ${CLIENTS.toLocaleString('en-US')} board clients, p99 (${ROUNDS} rounds of ${DELIVERIES} deliveries)`,
        baseline: `bare broadcast ${fmt(b.p99, 'ms')}`,
        product: fmt(p.p99, 'ms'),
        ratios,
        atMost: 1.0,
      }),
    ];
  } finally {
    closeAll(opened);
    await db.end();
    bare.kill('SIGTERM');
  }
}

function report(name, r) {
  const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
  console.log(`  ${name.padEnd(38)} p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   last client: p50 ${ms(r.lastP50)}, max ${ms(r.lastMax)}`);
}

// "opening day" (issue 34 item 3; care-services §2 /vaccinebooking, §5 school vaccine booking
// confirm): a school vaccine event with SEATS seats and STUDENTS listed students (valid national
// IDs, birth dates), and every one of them confirmed at once — POST /api2/pfizer/confirm2/ with
// the body the booking page sends (student-form.ts bookingPayload: the record's fields, the
// child's real birth date as the proof, a consent signature PNG), the page's Origin and Referer
// (PUBLIC_BASE_URL: the same-site check), from CLIENTS client processes over kept-alive
// connections (opening-day-client.mjs). Checked every round: exactly SEATS answered 200, the
// rest 409 with the spec's Thai 'full' message (VACCINE_MESSAGES.eventFull), no 5xx, no
// timeout, no other refusal; in the database SEATS seats with queue numbers 1..SEATS (no gap,
// no repeat), SEATS students holding the slot, SEATS consents.
// The product runs as its own api (cluster-api.mjs, one process; then two for the extra row)
// with TRUST_PROXY=1, each parent at an address of their own (X-Forwarded-For): the open
// /api2 calls are limited per client address (VACCINE_LOOKUP_RATE_LIMIT_MAX, 60 a minute), so
// 10,000 parents from one address would be refused — printed by the CGNAT probe below.
// Bare baseline in the same run (bare-seats-server.mjs): Fastify + a pg pool of the product's
// size taking the seat in one statement, for the same number of requests from the same clients.
// Rounds alternate baseline and product, each on a new event and new students; the row's ratio
// is the median of the rounds' (time to all answers, product / bare). Goal ≤ 1.5×.
// While the product answers, PostgreSQL's sessions are sampled (pg_stat_activity) and the CPU
// of the api, PostgreSQL and the clients read from /proc: what limits it.
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { freePort } from '@hospital/core/infra';
import { VACCINE_MESSAGES, nationalIdCheckDigit } from '@hospital/rules';
import { summarizeProfiles } from './cpu-profile-summary.mjs';
import { cpuSeconds, pause, percentile } from './processes.mjs';
import { startCluster } from './scale-out.mjs';
import { fmt, middle, ratioRow, roundsOf, row } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STUDENTS = Number(process.env.BENCH_OPENING_STUDENTS ?? 10_000);
const SEATS = Number(process.env.BENCH_OPENING_SEATS ?? 300);
const CLIENTS = Number(process.env.BENCH_OPENING_CLIENTS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_OPENING_CONNECTIONS ?? 50); // per client process
const TIMEOUT_MS = Number(process.env.BENCH_OPENING_TIMEOUT_MS ?? 30_000);
const ROUNDS = roundsOf('BENCH_OPENING_ROUNDS');
const GOAL = 1.5;
const WARMUP = { students: 200, seats: 20 };
/** A public base URL of the product's own: the Origin and Referer the page's requests carry. */
const PUBLIC_BASE_URL = 'https://vaccine.bench.example';
const TYPE = 'od-hpv1';
const SCHOOL = 'OD01';
const CLASS_NAME = 'ประถมศึกษาปีที่ 5';
const FULL = VACCINE_MESSAGES.eventFull;
const FIRST = ['ณัฐธิดา', 'พิมพ์ชนก', 'กัญญาณัฐ', 'ปุณยวีร์', 'ชนัญชิดา', 'อรปรียา', 'ธนพร', 'สุภัสสรา'];
const LAST = ['ใจดี', 'ศรีสุข', 'แก้วมณี', 'ทองคำ', 'บุญประเสริฐ', 'วงศ์สวัสดิ์', 'สุขเจริญ', 'มีสุข'];

/** Student i of burst `set`: a valid national ID ('3', the set, i), a birth date in 2013–2015, a phone. */
function student(set, i) {
  const first12 = `3${String(set).padStart(2, '0')}${String(i).padStart(9, '0')}`;
  const birthDT = new Date(Date.UTC(2013, 0, 1) + (i % 1095) * 86_400_000).toISOString().slice(0, 10);
  return { cid: `${first12}${nationalIdCheckDigit(first12)}`, birthDT, firstName: FIRST[i % 8], lastName: `${LAST[(i >> 3) % 8]}${i}`, phone: `08${String(i).padStart(8, '0')}` };
}

/** A parent's own address (10.set.x.y), the X-Forwarded-For the product's proxy would add. */
const addressOf = (set, i) => `10.${set % 256}.${(i >> 8) & 255}.${i & 255}`;

/** A signature as the page's pad draws it: a 600×200 PNG of a pen stroke. */
async function signaturePng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="white"/>
    <path d="M40 150 C 90 20, 140 20, 170 120 S 250 190, 290 80 S 380 30, 420 140 S 520 160, 560 60" stroke="#123" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function setUp(db) {
  await db.query(`INSERT INTO vaccine_types (code, family, brand_name, dose_number, disease, for_children) VALUES ($1, 'hpv', 'HPV (Gardasil 9)', 1, 'hpv', false) ON CONFLICT DO NOTHING`, [TYPE]);
  await db.query(`INSERT INTO schools (school_key, school_name) VALUES ($1, 'โรงเรียนบ้านวันเปิดจอง') ON CONFLICT DO NOTHING`, [SCHOOL]);
  await db.query(`INSERT INTO school_classes (school_key, class_year, class_year_name) VALUES ($1, 'P5', $2) ON CONFLICT DO NOTHING`, [SCHOOL, CLASS_NAME]);
  await db.query(`CREATE TABLE IF NOT EXISTS bench_bare_events (event_key text PRIMARY KEY, capacity int NOT NULL, booked int NOT NULL DEFAULT 0 CHECK (booked <= capacity))`);
  await db.query(`CREATE TABLE IF NOT EXISTS bench_bare_seats (event_key text NOT NULL, queue_number int NOT NULL, cid text NOT NULL, PRIMARY KEY (event_key, queue_number), UNIQUE (event_key, cid))`);
}

/** A new event of `seats` seats 30 days ahead (09:00 Bangkok) and `students` listed students of set `set`; the event's key and date. */
async function newEvent(db, set, students, seats) {
  const key = `OD-${set}`;
  const [{ dt }] = (
    await db.query(
      `INSERT INTO vaccine_events (event_key, event_name, vaccine_type, vaccine_number, event_dt, place, venue_kind, capacity)
       VALUES ($1, 'วัคซีน HPV เข็ม 1 นักเรียนหญิง ป.5 (วันเปิดจอง)', $2, 1, ((current_date + 30)::timestamp + time '09:00') AT TIME ZONE 'Asia/Bangkok', 'หอประชุมโรงเรียน', 'general', $3)
       RETURNING to_char(event_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI') AS dt`,
      [key, TYPE, seats],
    )
  ).rows;
  const list = Array.from({ length: students }, (_, i) => student(set, i));
  await db.query(
    `INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, school_key, class_year, class_year_name, class_room, vaccine_type, is_new, row_number)
     SELECT s.cid, '002', 'เด็กหญิง', s.first_name, s.last_name, s.birth_dt, $5, 'P5', $6, '1', $7, false, s.n
       FROM unnest($1::text[], $2::text[], $3::text[], $4::date[]) WITH ORDINALITY AS s (cid, first_name, last_name, birth_dt, n)`,
    [list.map((s) => s.cid), list.map((s) => s.firstName), list.map((s) => s.lastName), list.map((s) => s.birthDT), SCHOOL, CLASS_NAME, TYPE],
  );
  await db.query(`INSERT INTO bench_bare_events (event_key, capacity) VALUES ($1, $2)`, [key, seats]);
  await db.query('ANALYZE vaccine_students');
  return { key, dt, list };
}

/** The page's request for student s (bookingPayload, SchoolBookingPage → confirmBooking), from its own address. */
function productRequest(set, i, s, event, base) {
  const body = {
    cid: s.cid,
    schoolKey: SCHOOL,
    titleKey: '002',
    titleName: 'เด็กหญิง',
    firstName: s.firstName,
    lastName: s.lastName,
    classYearName: CLASS_NAME,
    birthDT: s.birthDT,
    mobilePhone: s.phone,
    addressNo: `${1 + (i % 200)}/3`,
    thSubdistrictKey: '920101',
    thDistrictKey: '9201',
    thProvinceKey: '92',
    weight: 30 + (i % 20),
    height: 130 + (i % 25),
    temp1: 36.5,
    temp2: null,
    hospitalCode: '13755',
    vaccineType: TYPE,
    queueDT: event.dt,
    vaccineEventKey: event.key,
    isKnow: false,
    signBase64: '@SIGN@',
  };
  const headers = {
    accept: 'application/json',
    origin: base,
    referer: `${base}/vaccinebooking/${s.cid}`,
    'user-agent': 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Line/13.20.0',
    'x-forwarded-for': addressOf(set, i),
  };
  return { path: '/api2/pfizer/confirm2/', headers, body: JSON.stringify(body) };
}

const bareRequest = (s, event) => ({ path: '/confirm', headers: {}, body: JSON.stringify({ cid: s.cid, eventKey: event.key }) });

/** CLIENTS client processes aimed at `target`. */
async function startClients(target) {
  const clients = Array.from({ length: CLIENTS }, () =>
    fork(path.join(here, 'opening-day-client.mjs'), { env: { ...process.env, TARGET: target, CONNECTIONS: String(CONNECTIONS) } }),
  );
  const ask = (c, message) =>
    new Promise((resolve) => {
      c.once('message', resolve);
      if (message) c.send(message);
    });
  await Promise.all(clients.map((c) => ask(c)));
  return {
    /** Hands request i to client i mod CLIENTS; then the burst: the ms from 'go' to the last answer, and the tallies. */
    async burst(requests, sign) {
      await Promise.all(clients.map((c, k) => ask(c, { requests: requests.filter((_, i) => i % CLIENTS === k), sign, timeoutMs: TIMEOUT_MS })));
      const start = performance.now();
      const results = await Promise.all(clients.map((c) => ask(c, { go: true })));
      const ms = performance.now() - start;
      const sum = (key) => results.reduce((acc, r) => (Object.entries(r[key]).forEach(([k, n]) => (acc[k] = (acc[k] ?? 0) + n)), acc), {});
      return { ms, statuses: sum('statuses'), messages: sum('messages'), errors: sum('errors'), timeouts: results.reduce((a, r) => a + r.timeouts, 0), latencies: results.flatMap((r) => r.latencies), lastBookedMs: Math.max(...results.map((r) => r.lastBookedMs)) };
    },
    stop: () => clients.filter((c) => c.connected).forEach((c) => c.send({ stop: true })),
  };
}

/** Whether a burst's answers are right: `seats` × 200, the rest 409 with the Thai 'full', nothing else. */
function answersRight(result, students, seats) {
  const full = result.messages[`409 ${FULL}`] ?? 0;
  return (result.statuses[200] ?? 0) === seats && full === students - seats && result.timeouts === 0 && Object.keys(result.errors).length === 0;
}

const tally = (counts) => Object.entries(counts).map(([k, n]) => `${n}×${k}`).join(', ') || 'none';

/** What the database holds of the event: seats, queue numbers, students on the slot, consents. */
async function stored(db, key, bare) {
  const q = bare
    ? `SELECT (SELECT booked FROM bench_bare_events WHERE event_key = $1) AS booked, count(*)::int AS seats, count(DISTINCT queue_number)::int AS distinct_queues,
              min(queue_number) AS min_q, max(queue_number) AS max_q, 0 AS students, 0 AS consents FROM bench_bare_seats WHERE event_key = $1`
    : `SELECT (SELECT booked FROM vaccine_events WHERE event_key = $1) AS booked, count(*)::int AS seats, count(DISTINCT queue_number)::int AS distinct_queues,
              min(queue_number) AS min_q, max(queue_number) AS max_q,
              (SELECT count(*)::int FROM vaccine_students WHERE slot_id = $1 AND queue_number1 IS NOT NULL) AS students,
              (SELECT count(*)::int FROM vaccine_consents WHERE event_key = $1) AS consents
         FROM vaccine_event_seats WHERE event_key = $1`;
  const [r] = (await db.query(q, [key])).rows;
  return r;
}

function storedRight(r, seats, bare) {
  const queues = r.seats === seats && r.distinct_queues === seats && Number(r.min_q) === 1 && Number(r.max_q) === seats && r.booked === seats;
  return bare ? queues : queues && r.students === seats && r.consents === seats;
}

/** Every 100 ms while `running`, PostgreSQL's client sessions by what they do (pg_stat_activity). */
function sampleSessions(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  const counts = { samples: 0 };
  let running = true;
  const done = (async () => {
    await db.connect();
    while (running) {
      const { rows } = await db.query(
        `SELECT CASE WHEN state = 'active' AND wait_event_type = 'Lock' THEN 'waiting on a lock (' || wait_event || ')'
                     WHEN state = 'active' AND wait_event_type IS NOT NULL THEN 'active, waiting on ' || wait_event_type
                     WHEN state = 'active' THEN 'running in PostgreSQL'
                     WHEN state = 'idle in transaction' THEN 'in a transaction, waiting for the api'
                     ELSE coalesce(state, '?') END AS doing, count(*)::int AS n
           FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
           GROUP BY 1`,
      );
      counts.samples++;
      for (const r of rows) counts[r.doing] = (counts[r.doing] ?? 0) + r.n;
      await pause(100);
    }
    await db.end();
  })();
  return async () => {
    running = false;
    await done.catch(() => undefined);
    const { samples, ...rest } = counts;
    return Object.entries(rest)
      .sort((a, b) => b[1] - a[1])
      .map(([doing, n]) => `${(n / Math.max(samples, 1)).toFixed(1)} ${doing}`)
      .join(', ');
  };
}

/** CPU seconds every process of the machine has used (/proc/stat: user, nice, system, irq, softirq, steal). */
function machineCpu() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** The bench's own PostgreSQL: its postmaster (the parent of this connection's backend) and every child of it. */
async function postgresPids(db) {
  const [{ pid }] = (await db.query('SELECT pg_backend_pid() AS pid')).rows;
  const postmaster = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Number.isFinite(postmaster) ? [postmaster, ...childrenOf(postmaster)] : [];
}

/** CPU seconds of the processes still there (one that ended in between counts nothing). */
const cpuOf = (pids) => pids.map((pid) => cpuSeconds(pid)).filter(Number.isFinite).reduce((a, b) => a + b, 0);

/** The child pids of `pid` (the cluster's api processes). */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** One product burst on `api` for a new set: its time, answers, what the database holds, where the time went. */
async function productBurst(db, databaseUrl, api, set, students, seats, sign, clients, label) {
  const event = await newEvent(db, set, students, seats);
  const requests = event.list.map((s, i) => productRequest(set, i, s, event, PUBLIC_BASE_URL));
  const apiPids = [...childrenOf(api.pid), api.pid];
  const pgPids = await postgresPids(db);
  const cpuBefore = { api: cpuOf(apiPids), pg: cpuOf(pgPids), all: machineCpu() };
  const sessions = sampleSessions(databaseUrl);
  const result = await clients.burst(requests, sign);
  const doing = await sessions();
  const cpu = { api: cpuOf(apiPids) - cpuBefore.api, pg: cpuOf(pgPids) - cpuBefore.pg, all: machineCpu() - cpuBefore.all };
  const db_ = await stored(db, event.key, false);
  const ok = answersRight(result, students, seats) && storedRight(db_, seats, false);
  if (label) {
    console.log(
      `  ${label.padEnd(22)} ${result.ms.toFixed(0).padStart(6)} ms to all answers (${((students / result.ms) * 1000).toFixed(0)} req/s, p50 ${percentile(result.latencies, 50).toFixed(0)} ms, p99 ${percentile(result.latencies, 99).toFixed(0)} ms, the last seat's answer at ${result.lastBookedMs.toFixed(0)} ms)` +
        `   answers: ${tally(result.statuses)}${result.timeouts ? `, ${result.timeouts} timeouts` : ''}${Object.keys(result.errors).length ? `, errors ${tally(result.errors)}` : ''}` +
        `   stored: ${db_.seats} seats, queues ${db_.min_q}..${db_.max_q} (${db_.distinct_queues} distinct), ${db_.students} students, ${db_.consents} consents${ok ? '' : '  ← WRONG'}`,
    );
    console.log(
      `    CPU during the burst: api ${cpu.api.toFixed(1)} s (${((cpu.api / students) * 1e6).toFixed(0)} µs a request), PostgreSQL ${cpu.pg.toFixed(1)} s, the whole machine ${cpu.all.toFixed(1)} s of ${((result.ms / 1000) * os.cpus().length).toFixed(1)} s (${os.cpus().length} cores × ${(result.ms / 1000).toFixed(1)} s)`,
    );
    console.log(`    PostgreSQL's client sessions on average (pool ${Number(process.env.DATABASE_POOL_MAX) || 20} per api process; the bench's other pools idle): ${doing}`);
    if (!ok) console.log(`    answers by message: ${tally(result.messages)}`);
  }
  return { ...result, ok, event, cpu };
}

async function bareBurst(db, bareUrl, set, students, seats, clients, label) {
  const event = await newEvent(db, set, students, seats);
  const result = await clients.burst(event.list.map((s) => bareRequest(s, event)));
  const stored_ = await stored(db, event.key, true);
  const ok = answersRight(result, students, seats) && storedRight(stored_, seats, true);
  if (label) {
    console.log(
      `  ${label.padEnd(22)} ${result.ms.toFixed(0).padStart(6)} ms to all answers (${((students / result.ms) * 1000).toFixed(0)} req/s, p50 ${percentile(result.latencies, 50).toFixed(0)} ms, p99 ${percentile(result.latencies, 99).toFixed(0)} ms, the last seat's answer at ${result.lastBookedMs.toFixed(0)} ms)` +
        `   answers: ${tally(result.statuses)}   stored: ${stored_.seats} seats, queues ${stored_.min_q}..${stored_.max_q}${ok ? '' : '  ← WRONG'}`,
    );
  }
  return { ...result, ok };
}

/**
 * A mobile carrier's shared address (CGNAT) on opening day: `n` parents behind ONE address
 * confirm (the event is full by now: each right answer is the Thai 'full'), and 5 parents behind
 * another mistype their child's birth date before one more parent types the right one.
 */
async function cgnatProbe(db, api, set, event, sign, n) {
  const send = (s, i, address, birthDT = s.birthDT) => {
    const r = productRequest(set, i, { ...s, birthDT }, event, PUBLIC_BASE_URL);
    r.headers['x-forwarded-for'] = address;
    return fetch(`${api.url}${r.path}`, { method: 'POST', headers: { ...r.headers, 'content-type': 'application/json' }, body: r.body.replace('"@SIGN@"', JSON.stringify(sign)) }).then(async (res) => { const b = await res.json(); return `${res.status} ${b.msg ?? b.message}`; });
  };
  // Students answered 'full' hold no seat and may try again.
  const unbooked = new Set((await db.query(`SELECT cid FROM vaccine_students WHERE cid = ANY($1::text[]) AND slot_id IS NULL`, [event.list.map((s) => s.cid)])).rows.map((r) => r.cid));
  const free = event.list.map((s, i) => [s, i]).filter(([s]) => unbooked.has(s.cid));
  const shared = await Promise.all(free.slice(0, n).map(([s, i]) => send(s, i, '100.64.0.1')));
  const counts = {};
  for (const a of shared) counts[a] = (counts[a] ?? 0) + 1;
  console.log(`  CGNAT probe: ${n} parents behind one address (100.64.0.1), the event full: ${tally(counts)}`);
  const guesses = [];
  for (const [s, i] of free.slice(n, n + 5)) guesses.push(await send(s, i, '100.64.0.2', '2010-01-01'));
  const [s, i] = free[n + 5];
  const right = await send(s, i, '100.64.0.2');
  console.log(`  CGNAT probe: 5 parents behind 100.64.0.2 mistype the birth date (${tally(guesses.reduce((a, g) => ((a[g] = (a[g] ?? 0) + 1), a), {}))}); the next parent, right birth date: ${right}`);
  return { shared: counts, right };
}

export async function openingDay({ databaseUrl, env }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', (error) => console.warn(`bench: database connection broke: ${error.message}`));
  await db.connect();
  const sign = await signaturePng();
  await setUp(db);
  const poolMax = Number(env.DATABASE_POOL_MAX) || 20;
  console.log(
    `opening day: ${STUDENTS.toLocaleString('en-US')} confirmations (POST /api2/pfizer/confirm2/) for ${SEATS} seats from ${CLIENTS} client processes × ${CONNECTIONS} kept-alive connections; ` +
      `${ROUNDS} rounds, bare and product alternating, each on a new event; signature ${((sign.length * 3) / 4 / 1000).toFixed(1)} kB; pool ${poolMax} connections per api process`,
  );
  const productEnv = { ...env, TRUST_PROXY: '1', PUBLIC_BASE_URL };
  const barePort = await freePort();
  const bare = fork(path.join(here, 'bare-seats-server.mjs'), { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(barePort), POOL_MAX: String(poolMax), FULL_MESSAGE: FULL } });
  await new Promise((r) => bare.once('message', r));
  const bareUrl = `http://127.0.0.1:${barePort}`;
  // BENCH_PROFILE=dir: a V8 CPU profile of the one-process api over the counted rounds, summed below.
  const profileDir = process.env.BENCH_PROFILE ? path.join(process.env.BENCH_PROFILE, 'opening-day') : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  let one = await startCluster(productEnv, 1, profileDir);
  const opened = [];
  let set = 1;
  try {
    const bareClients = await startClients(bareUrl);
    const productClients = await startClients(one.url);
    opened.push(bareClients, productClients);
    // Warm-up of each (not counted): a small burst on an event of its own.
    await bareBurst(db, bareUrl, set++, WARMUP.students, WARMUP.seats, bareClients);
    await productBurst(db, databaseUrl, one, set++, WARMUP.students, WARMUP.seats, sign, productClients);
    if (profileDir) one.profile();
    const bareMs = [];
    const productMs = [];
    const ratios = [];
    let ok = true;
    let last;
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`  round ${round}`);
      const b = await bareBurst(db, bareUrl, set++, STUDENTS, SEATS, bareClients, 'bare Fastify + pg');
      const p = await productBurst(db, databaseUrl, one, set++, STUDENTS, SEATS, sign, productClients, 'product, 1 process');
      ok &&= b.ok && p.ok;
      bareMs.push(b.ms);
      productMs.push(p.ms);
      ratios.push(p.ms / b.ms);
      last = p;
    }
    console.log(`  ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; every round ${SEATS} booked, queues 1..${SEATS}, the rest 'full' in Thai, no 5xx or timeout: ${ok ? 'yes' : 'NO'}`);
    const probe = await cgnatProbe(db, one, set - 1, last.event, sign, Math.min(100, STUDENTS - SEATS - 6));
    productClients.stop();
    await one.stop();
    one = null;
    if (profileDir) for (const line of summarizeProfiles(profileDir)) console.log(line);

    // Two api processes behind one port (the same launcher), one warm-up and one counted burst.
    const two = await startCluster(productEnv, 2);
    let twoBurst;
    try {
      const twoClients = await startClients(two.url);
      opened.push(twoClients);
      await productBurst(db, databaseUrl, two, set++, WARMUP.students, WARMUP.seats, sign, twoClients);
      twoBurst = await productBurst(db, databaseUrl, two, set++, STUDENTS, SEATS, sign, twoClients, 'product, 2 processes');
    } finally {
      await two.stop();
    }
    const b = middle(bareMs);
    const p = middle(productMs);
    console.log(`  2 api processes: ${twoBurst.ms.toFixed(0)} ms, ${(twoBurst.ms / p).toFixed(2)}× one process, ${(twoBurst.ms / b).toFixed(2)}× the bare server\n`);
    const cgnatRefused = Object.entries(probe.shared).filter(([a]) => a.startsWith('429')).reduce((n, [, k]) => n + k, 0);
    return [
      ratioRow({
        figure: `opening day: ${STUDENTS.toLocaleString('en-US')} confirmations for ${SEATS} seats, time to all answers (median of ${ROUNDS})`,
        baseline: `bare Fastify + pg ${fmt(b, 'ms', 0)}`,
        product: `${fmt(p, 'ms', 0)} (${fmt((STUDENTS / p) * 1000, 'req/s', 0)})${ok ? '' : ', WRONG answers'}`,
        ratios,
        atMost: GOAL,
        also: `and ${SEATS} booked, queues 1..${SEATS}, rest 'full', no 5xx/timeout`,
        ok,
      }),
      row({
        figure: 'opening day: 2 api processes vs 1 (one burst)',
        baseline: `1 process ${fmt(p, 'ms', 0)}`,
        product: `2 processes ${fmt(twoBurst.ms, 'ms', 0)}${twoBurst.ok ? '' : ', WRONG answers'}`,
        ratio: twoBurst.ms / p,
        goal: `measured (${SEATS} booked, rest 'full')`,
        met: twoBurst.ok,
      }),
      row({
        figure: `opening day: parents behind one CGNAT address (${Math.min(100, STUDENTS - SEATS - 6)} at once)`,
        baseline: `${cgnatRefused} refused 429`,
        product: `after 5 wrong birth dates: ${probe.right.split(' ')[0]}`,
        ratio: null,
        goal: 'reported (per-address limits: docs/decisions.md Issue 34)',
        met: true,
      }),
    ];
  } finally {
    for (const c of opened) c.stop();
    if (one) await one.stop();
    bare.kill('SIGTERM');
    await db.end();
  }
}

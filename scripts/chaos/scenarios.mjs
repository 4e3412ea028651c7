// The scenarios of `npm run chaos` (issue 18, Faults survived). Each answers a row:
// { name, held, lost, duplicated, detail }. `lost` and `duplicated` count LINE messages and
// board events that should have arrived once: a message never pushed is lost, one pushed twice
// (or refused by LINE as an already-accepted retry key) is duplicated.
import { MESSAGES } from '@hospital/rules';
import { until } from './cluster.mjs';

const SOMCHAI = '1103702071811';
const SHIPPING = 'shipping@demo.skin.go.th';
const ADMIN = 'admin@demo.skin.go.th';
const TRACKING = ['EF123456789TH', 'RB987654321TH'];
let nextDay = 0;

/** Somchai links LINE (as the LIFF registration would) and has `n` paid cases waiting for Shipping. */
async function paidCases(c, n) {
  const lineUserId = 'U' + 'c'.repeat(32);
  const [user] = await c.sql(`UPDATE users SET line_user_id = $2 WHERE id_card = $1 RETURNING id`, [SOMCHAI, lineUserId]);
  const ids = [];
  for (let i = 0; i < n; i++) {
    nextDay += 1;
    const [row] = await c.sql(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, flow_status)
       VALUES ($1, 2, 5, date '2031-01-01' + $2::int, '09:00', '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ขอรับยาตัวเดิม', 5) RETURNING id`,
      [user.id, nextDay],
    );
    ids.push(row.id);
  }
  return { lineUserId, ids };
}

/** Runs `tasks` with at most `width` at a time; answers their results in order. */
async function inParallel(tasks, width) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/** Shipping records tracking on each case (5 → 6, then 6 → 6 `rounds - 1` times) through api `via`. */
async function shipBurst(c, via, token, ids, rounds, answers = []) {
  // One case's moves in order (each is a new LINE message); the cases in parallel.
  await inParallel(
    ids.map((id) => async () => {
      for (let r = 0; r < rounds; r++) {
        const res = await c.request(via, 'PUT', `/api/v1/tele/transfer/${id}`, { token, body: { flowStatus: 6, jsonTrackingNo: [TRACKING[r % 2]] } }).catch((e) => ({ status: 0, error: e.message }));
        answers.push(res.status);
      }
    }),
    10,
  );
  return answers;
}

/** What LINE received for these cases: pushes to the user since `from`, and refused repeats. */
function lineRecord(c, lineUserId, from, repeatsFrom) {
  const pushes = c.line.pushes.slice(from).filter((p) => p.to === lineUserId);
  const keys = new Set(pushes.map((p) => p.retryKey));
  return { pushes: pushes.length, distinct: keys.size, repeats: c.line.repeatedRetryKeys.length - repeatsFrom };
}

function tally(name, expected, record, extra = {}) {
  const lost = Math.max(0, expected - record.distinct);
  const duplicated = record.pushes - record.distinct + record.repeats;
  const held = lost === 0 && duplicated === 0 && (extra.ok ?? true);
  return { name, held, lost, duplicated, detail: `${record.distinct}/${expected} LINE messages${extra.detail ? `, ${extra.detail}` : ''}` };
}

/** 6. A socket on api #1 hears what a request to api #2 caused; each job runs once across the two workers. */
export async function acrossInstances(c) {
  const name = 'event from api #2 reaches a socket on api #1; each job once';
  const cases = 20;
  const { lineUserId, ids } = await paidCases(c, cases);
  const board = await c.boardSocket(0, await c.login(0, ADMIN), 'board:admin');
  const shipping = await c.login(1, SHIPPING);
  const from = c.line.pushes.length;
  const repeatsFrom = c.line.repeatedRetryKeys.length;
  const answers = await shipBurst(c, 1, shipping, ids, 2);
  const heardFor = () => new Set(board.heard.filter((h) => h.event === 'tele.changed' && ids.includes(h.payload?.teleID)).map((h) => `${h.payload.teleID}`)).size;
  await until(async () => heardFor() === cases && lineRecord(c, lineUserId, from, repeatsFrom).distinct >= cases * 2, 60_000, 'events and messages').catch(() => undefined);
  await new Promise((r) => setTimeout(r, 2000)); // anything doubled arrives by now
  const ok = answers.every((s) => s === 200);
  return tally(name, cases * 2, lineRecord(c, lineUserId, from, repeatsFrom), {
    ok: ok && heardFor() === cases,
    detail: `${answers.filter((s) => s === 200).length}/${answers.length} answered 200, board on api #1 heard ${heardFor()}/${cases} cases`,
  });
}

/** 4. LINE answers 429 and 500 for a while: retries keep the retry key; nothing twice, nothing dropped. */
export async function lineFaults(c, seconds) {
  const name = `LINE answers 429/500 for ${seconds} s`;
  const cases = 10;
  const { lineUserId, ids } = await paidCases(c, cases);
  const shipping = await c.login(0, SHIPPING);
  const from = c.line.pushes.length;
  const repeatsFrom = c.line.repeatedRetryKeys.length;
  const faultsFrom = c.line.faultsAnswered;
  c.line.failPushes([429, 500], seconds);
  const answers = await shipBurst(c, 0, shipping, ids, 1);
  await until(async () => lineRecord(c, lineUserId, from, repeatsFrom).distinct >= cases, seconds * 1000 + 120_000, 'messages after the fault').catch(() => undefined);
  await new Promise((r) => setTimeout(r, 2000));
  c.line.failPushes([], 0);
  return tally(name, cases, lineRecord(c, lineUserId, from, repeatsFrom), {
    ok: answers.every((s) => s === 200),
    detail: `${c.line.faultsAnswered - faultsFrom} pushes refused meanwhile`,
  });
}

/** 1. Redis killed during a burst of status changes: the api answers, its own sockets hear, LINE gets each once after. */
export async function redisKilled(c, { seconds, restartEmpty }) {
  const name = `Redis killed for ${seconds} s during 200 moves (${restartEmpty ? 'restarted empty' : 'append-only file'})`;
  const cases = 20;
  const rounds = 10;
  const { lineUserId, ids } = await paidCases(c, cases);
  const shipping = await c.login(1, SHIPPING);
  const board = await c.boardSocket(1, await c.login(1, ADMIN), 'board:admin');
  const from = c.line.pushes.length;
  const repeatsFrom = c.line.repeatedRetryKeys.length;
  // Killed in the middle of the burst: some messages are already queued in Redis, some not yet.
  const answersSoFar = [];
  const burst = shipBurst(c, 1, shipping, ids, rounds, answersSoFar);
  await until(async () => answersSoFar.length >= 40, 60_000, 'the first 40 moves');
  await c.redis.kill();
  const downAt = Date.now();
  const heardBefore = board.heard.length;
  // While Redis is down: the same api's board keeps hearing the moves.
  await new Promise((r) => setTimeout(r, Math.min(seconds * 1000, 8000)));
  const heardWhileDown = board.heard.length - heardBefore;
  await new Promise((r) => setTimeout(r, Math.max(0, seconds * 1000 - (Date.now() - downAt))));
  if (restartEmpty) {
    const { rmSync } = await import('node:fs');
    rmSync(`${c.tmp}/redis`, { recursive: true, force: true });
    (await import('node:fs')).mkdirSync(`${c.tmp}/redis`);
  }
  await c.redis.start();
  const answers = await burst;
  const finalOf = async () => (await c.sql(`SELECT count(*)::int AS n FROM tele_requests WHERE id = ANY($1::uuid[]) AND flow_status = 6`, [ids]))[0].n;
  await until(async () => lineRecord(c, lineUserId, from, repeatsFrom).distinct >= cases * rounds, 180_000, 'messages after Redis came back').catch(() => undefined);
  await new Promise((r) => setTimeout(r, 2000));
  const served = answers.filter((s) => s === 200).length;
  return tally(name, cases * rounds, lineRecord(c, lineUserId, from, repeatsFrom), {
    ok: served === answers.length && heardWhileDown > 0 && (await finalOf()) === cases,
    detail: `${served}/${answers.length} answered 200, board heard ${heardWhileDown} events while Redis was down`,
  });
}

/** 3. PostgreSQL restarted: 503 with a Thai message meanwhile; the apis recover without a restart, their LISTEN too. */
export async function databaseRestarted(c, seconds) {
  const name = `PostgreSQL stopped for ${seconds} s and started again`;
  const tokens = [await c.login(0, ADMIN), await c.login(1, ADMIN)];
  const read = (i) => c.request(i, 'GET', '/api/v1/audit/signins', { token: tokens[i] }).catch(() => ({ status: 0, body: null }));
  await c.database.stop();
  const during = [];
  const until0 = Date.now() + seconds * 1000;
  while (Date.now() < until0) {
    during.push(await read(0), await read(1));
    await new Promise((r) => setTimeout(r, 1000));
  }
  const healthDuring = await Promise.all([0, 1].map((i) => fetch(`${c.apis[i].url}/api/health`).then((r) => r.status, () => 0)));
  await c.database.start();
  await until(async () => (await c.health(new URL(c.apis[0].url).port)) && (await c.health(new URL(c.apis[1].url).port)), 60_000, 'both apis ready again').catch(() => undefined);
  const after = [await read(0), await read(1)];
  const listening = await until(
    async () => {
      const [{ n }] = await c.sql(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN outbox'`);
      return n >= 2 ? n : undefined;
    },
    30_000,
    'both relays listening again',
  ).catch(() => 0);
  const thai503 = during.filter((r) => r.status === 503 && r.body?.message === MESSAGES.databaseUnavailable).length;
  const fiveHundreds = during.filter((r) => r.status === 500).length;
  const ok = thai503 === during.length && healthDuring.every((s) => s === 503) && after.every((r) => r.status === 200) && listening >= 2;
  return {
    name,
    held: ok,
    lost: 0,
    duplicated: 0,
    detail: `${thai503}/${during.length} calls answered 503 in Thai meanwhile (${fiveHundreds} × 500), health ${healthDuring.join('/')}, after: ${after.map((r) => r.status).join('/')}, ${listening} relays listening again`,
  };
}

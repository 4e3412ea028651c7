// The scenarios of `npm run chaos` (issue 18, Faults survived). Each answers a row:
// { name, held, lost, duplicated, detail }. `lost` and `duplicated` count LINE messages and
// board events that should have arrived once: a message never pushed is lost, one pushed twice
// (or refused by LINE as an already-accepted retry key) is duplicated.
import { MESSAGES } from '@hospital/rules';
import { until } from './cluster.mjs';

const SOMCHAI = '1103702071811';
const SHIPPING = 'shipping@demo.skin.go.th';
const ADMIN = 'admin@demo.skin.go.th';
const TRACKING = ['EF123456785TH', 'RB987654326TH'];
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

/** Every api and worker process still running (issue 36: a restart of PostgreSQL ended one). */
function allAlive(c) {
  return [...c.apis.map((a) => a.proc), ...c.workers].every((p) => p.exited === null);
}

/** How each api's relay hears of commits, from its readiness answer ('listening' once LISTEN is back). */
async function relayModes(c) {
  return Promise.all(
    c.apis.map((a) =>
      fetch(`${a.url}/api/health`).then(
        async (r) => ({ status: r.status, relay: (await r.json().catch(() => ({}))).relay ?? '?' }),
        () => ({ status: 0, relay: '?' }),
      ),
    ),
  );
}

/**
 * Shipping moves each case 5 → 6 once, through both apis in turn, trying again after a 503
 * (what the page asks a person to do) until it is answered 200: each case is committed once.
 */
async function shipEachOnce(c, tokens, ids) {
  const tries = [];
  await inParallel(
    ids.map((id, i) => async () => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const via = (i + attempt) % tokens.length;
        const res = await c.request(via, 'PUT', `/api/v1/tele/transfer/${id}`, { token: tokens[via], body: { flowStatus: 6, jsonTrackingNo: [TRACKING[0]] } }).catch(() => ({ status: 0 }));
        tries.push(res.status);
        if (res.status === 200) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    }),
    5,
  );
  return tries;
}

/**
 * 3. PostgreSQL restarted (issue 36): five times stopped for `seconds` and started again, and
 * once every backend terminated without a stop, each while Shipping moves cases (requests),
 * LINE messages go out (jobs) and a board listens (socket deliveries). After each: every api
 * and worker process alive, every relay listening again, health 200 everywhere; at the end
 * each case's LINE message arrived once and the board heard every case.
 */
export async function databaseRestarted(c, seconds, restarts = 5) {
  const name = `PostgreSQL stopped for ${seconds} s and started again ×${restarts}, and every backend terminated once`;
  const perRound = 6;
  const rounds = restarts + 1;
  const { lineUserId, ids } = await paidCases(c, perRound * rounds);
  const tokens = [await c.login(0, SHIPPING), await c.login(1, SHIPPING)];
  const admin = [await c.login(0, ADMIN), await c.login(1, ADMIN)];
  const board = await c.boardSocket(0, admin[0], 'board:admin');
  const from = c.line.pushes.length;
  const repeatsFrom = c.line.repeatedRetryKeys.length;
  const during = [];
  const rows = [];
  let everyRoundHeld = true;
  for (let round = 0; round < rounds; round++) {
    const terminate = round === rounds - 1;
    const mine = ids.slice(round * perRound, (round + 1) * perRound);
    const moves = shipEachOnce(c, tokens, mine);
    await new Promise((r) => setTimeout(r, 300)); // the burst is on the wire when the database goes
    if (terminate) {
      await c.sql(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()`).catch(() => undefined);
    } else {
      await c.database.stop();
      const downUntil = Date.now() + seconds * 1000;
      while (Date.now() < downUntil) {
        during.push(await c.request(round % 2, 'GET', '/api/v1/audit/signins', { token: admin[round % 2] }).catch(() => ({ status: 0, body: null })));
        await new Promise((r) => setTimeout(r, 1000));
      }
      await c.database.start();
    }
    const back = await until(
      async () => {
        const modes = await relayModes(c);
        return modes.every((m) => m.status === 200 && m.relay === 'listening') ? modes : undefined;
      },
      60_000,
      'every api ready with its relay listening',
    ).catch(() => null);
    const [{ n: listening }] = await c.sql(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN outbox'`).catch(() => [{ n: 0 }]);
    const tries = await moves;
    const alive = allAlive(c);
    const held = alive && back !== null && listening >= c.apis.length;
    everyRoundHeld &&= held;
    const ended = [...c.apis.map((a, i) => [`api #${i + 1}`, a.proc]), ...c.workers.map((w, i) => [`worker #${i + 1}`, w])].filter(([, p]) => p.exited !== null);
    rows.push(`${terminate ? 'terminate-all' : `restart ${round + 1}`}: ${alive ? 'all alive' : `ENDED ${ended.map(([n, p]) => `${n} (${p.exited.code ?? p.exited.signal})`).join(', ')}`}, ${listening} relays listening, health ${back ? back.map((m) => m.status).join('/') : 'not back'} (${tries.filter((s) => s === 503).length} × 503 retried)`);
  }
  const expected = perRound * rounds;
  await until(async () => lineRecord(c, lineUserId, from, repeatsFrom).distinct >= expected, 120_000, 'every case’s message').catch(() => undefined);
  const heard = () => new Set(board.heard.filter((h) => h.event === 'tele.changed' && ids.includes(h.payload?.teleID)).map((h) => h.payload.teleID)).size;
  await until(async () => heard() >= expected, 30_000, 'the board heard every case').catch(() => undefined);
  await new Promise((r) => setTimeout(r, 2000)); // anything doubled arrives by now
  const [{ n: atSix }] = await c.sql(`SELECT count(*)::int AS n FROM tele_requests WHERE id = ANY($1::uuid[]) AND flow_status = 6`, [ids]);
  const thai503 = during.filter((r) => r.status === 503 && r.body?.message === MESSAGES.databaseUnavailable).length;
  return tally(name, expected, lineRecord(c, lineUserId, from, repeatsFrom), {
    ok: everyRoundHeld && thai503 === during.length && atSix === expected && heard() === expected && allAlive(c),
    detail: `${rows.join('; ')}; ${thai503}/${during.length} calls answered 503 in Thai while stopped, ${atSix}/${expected} cases moved, board heard ${heard()}/${expected}`,
  });
}

const WANDEE = '1920100567894'; // a demo patient the HIS does not know yet
const MEDREC = 'medrec@demo.skin.go.th';

/** Waits until a backend of PostgreSQL waits on a lock while running a statement like `pattern`. */
async function blockedOn(c, pattern, ms) {
  return until(
    async () => (await c.sql(`SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`, [pattern]))[0],
    ms,
    `a statement blocked on ${pattern}`,
  );
}

/** A JPEG a phone might send (noise, so it does not compress to nothing). */
async function phonePhoto(width = 2000, height = 1500) {
  const sharp = (await import('sharp')).default;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 11) * 104729) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

function uploadBody(teleID, bytes, fileCategoryID = 0) {
  return { teleID, fileName: 'ผื่นที่แขน.jpg', fileType: 'image/jpeg', fileSize: bytes.length, fileBase64: `data:image/jpeg;base64,${bytes.toString('base64')}`, fileCategoryID };
}

/**
 * Runs `queue` with worker #1 the only one taking jobs, holding `lock()` (SQL run in an open
 * transaction) until worker #1 is blocked on `blocked`; then SIGKILLs worker #1, releases the
 * lock, lets worker #2 go, and starts worker #1 again. The job is mid-flight when it dies:
 * BullMQ finds it stalled (its lock lapses) and worker #2 runs it again.
 */
async function killWorkerMidJob(c, { lock, blocked, queue }) {
  const [w1, w2] = c.workers;
  w1.pause();
  w2.pause();
  const holder = await c.sqlClient();
  try {
    await queue();
    await holder.query('BEGIN');
    const { text, values } = lock();
    await holder.query(text, values);
    w1.resume();
    await blockedOn(c, blocked, 30_000);
    await w1.kill('SIGKILL');
    await holder.query('COMMIT');
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end().catch(() => undefined);
    w2.resume();
  }
  w1.start();
}

/** 2. A worker SIGKILLed in the middle of an image job and of an HIS registration: the other runs it again; one thumbnail, one HN, one message. */
export async function workerKilled(c) {
  const name = 'worker SIGKILLed mid image job and mid HIS registration';
  const problems = [];
  // a. The image job dies after writing the copy and the thumbnail, before its row commits.
  const [somchai] = await c.sql(`SELECT id FROM users WHERE id_card = $1`, [SOMCHAI]);
  const [tele] = await c.sql(
    `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, 1, 4, date '2032-03-01' + $2::int, '09:00', 'ผื่นคันที่แขน', $1) RETURNING id`,
    [somchai.id, (nextDay += 1)],
  );
  const patient = await c.login(0, SOMCHAI);
  const photo = await phonePhoto();
  let fileID = null;
  await killWorkerMidJob(c, {
    queue: async () => {
      const res = await c.request(0, 'POST', '/api/v1/tele/upload', { token: patient, body: uploadBody(tele.id, photo) });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
      fileID = res.body.data.fileID;
    },
    lock: () => ({ text: `SELECT 1 FROM stored_files WHERE id = $1 FOR UPDATE`, values: [fileID] }),
    blocked: '%UPDATE stored_files SET state%',
  }).catch((error) => problems.push(`image: ${error.message}`));
  const ready = await until(async () => (await c.sql(`SELECT state FROM stored_files WHERE id = $1`, [fileID]))[0]?.state === 'ready', 150_000, 'the photo ready').catch(() => false);
  const storedNow = () => c.storedNames(`tele-files/${fileID}`);
  // The original goes a moment after the row commits 'ready' (issue 18 finding 9's order).
  const stored = await until(async () => (storedNow().join(',') === 'resized,thumbnail' ? storedNow() : undefined), 10_000, 'the original removed').catch(() => storedNow());
  const [{ n: processedEvents }] = await c.sql(`SELECT count(*)::int AS n FROM outbox WHERE name = 'files.processed' AND payload->>'fileID' = $1`, [fileID]);
  const served = (await fetch(`${c.apis[1].url}/api/v1/tele/upload/${fileID}`, { headers: { authorization: `Bearer ${patient}` } })).status;
  if (!ready) problems.push('the photo never became ready');
  if (stored.join(',') !== 'resized,thumbnail') problems.push(`stored files: ${stored.join(',') || 'none'}`);
  if (processedEvents !== 1) problems.push(`${processedEvents} files.processed events`);
  if (served !== 200) problems.push(`the photo answered ${served}`);

  // b. The HIS registration dies while the HIS is registering the patient; the HIS finishes it
  //    (its statement was already sent), so the retry must find that HN, not make a second.
  const medrec = await c.login(1, MEDREC);
  const [wandee] = await c.sql(`SELECT id FROM users WHERE id_card = $1`, [WANDEE]);
  const wandeeToken = await c.login(0, WANDEE);
  const heard = await c.boardSocket(0, wandeeToken, `patient:${wandee.id}`);
  await killWorkerMidJob(c, {
    queue: async () => {
      const res = await c.request(1, 'POST', '/api/v1/patient', { token: medrec, body: { person: { userID: wandee.id } } });
      if (res.status !== 202) throw new Error(`HIS registration answered ${res.status}`);
    },
    lock: () => ({ text: `LOCK TABLE his.patients IN SHARE ROW EXCLUSIVE MODE`, values: [] }),
    blocked: '%INSERT INTO his.patients%',
  }).catch((error) => problems.push(`HIS: ${error.message}`));
  const hn = await until(async () => (await c.sql(`SELECT hn FROM users WHERE id = $1`, [wandee.id]))[0]?.hn, 150_000, 'the HN written').catch(() => null);
  await new Promise((r) => setTimeout(r, 2000)); // a second message would arrive by now
  const hisRows = await c.sql(`SELECT hn FROM his.patients WHERE cid = $1`, [WANDEE]);
  const [{ n: hnEvents }] = await c.sql(`SELECT count(*)::int AS n FROM outbox WHERE name = 'patient.hnAssigned' AND payload->>'userID' = $1`, [wandee.id]);
  const heardHn = heard.heard.filter((h) => h.event === 'patient.hnAssigned').length;
  if (!hn) problems.push('no HN written');
  if (hisRows.length !== 1 || hisRows[0].hn !== hn) problems.push(`HIS rows ${JSON.stringify(hisRows)} for HN ${hn}`);
  if (hnEvents !== 1 || heardHn !== 1) problems.push(`${hnEvents} hnAssigned messages, the patient heard ${heardHn}`);
  const duplicated = Math.max(0, stored.filter((f) => f === 'thumbnail').length - 1) + Math.max(0, processedEvents - 1) + Math.max(0, hisRows.length - 1) + Math.max(0, heardHn - 1);
  const lost = (ready ? 0 : 1) + (hn ? 0 : 1);
  return {
    name,
    held: problems.length === 0,
    lost,
    duplicated,
    detail: problems.length
      ? problems.join('; ')
      : `photo: stored ${stored.join(' + ')}, 1 'files.processed'; HIS: 1 HN (${hn}), the patient heard 1 message; both jobs ran again on the other worker`,
  };
}

/** A valid Thai national ID (its check digit computed) from 12 random digits. */
function newNationalId() {
  const digits = [1 + Math.floor(Math.random() * 8), ...Array.from({ length: 11 }, () => Math.floor(Math.random() * 10))];
  const sum = digits.reduce((n, d, i) => n + d * (13 - i), 0);
  return digits.join('') + String((11 - (sum % 11)) % 10);
}

/** `n` patients registered on the web, each signed in: [{ userID, token }]. */
async function webPatients(c, n, tag) {
  const patients = [];
  for (let i = 0; i < n; i++) {
    const username = `${tag}${i}x${Date.now()}`;
    const body = {
      username, email: `${username}@example.com`, password: 'ผิวดี-2569', confirmPassword: 'ผิวดี-2569',
      firstName: 'ผู้ป่วย', lastName: `ทดสอบ${i}`, idCard: newNationalId(), phone: '0811111111', birthDate: '1980-01-01',
    };
    const res = await c.request(0, 'POST', '/api/v1/identity/web-register', { body });
    if (res.status !== 200) throw new Error(`web-register answered ${res.status}`);
    const login = await c.request(0, 'POST', '/api/v1/identity/login', { body: { email: username, password: body.password } });
    // Issue 28 item 6: only a complete profile books (as if each had saved theirs on /profile).
    await c.sql(`UPDATE users SET is_active = 1 WHERE id = $1`, [login.body.userID]);
    patients.push({ userID: login.body.userID, token: login.body.token });
  }
  return patients;
}

/** The n-th weekday `weekday` (1 = Monday) of June, `yearsAhead` years from now (no seeded holiday, no clock rule). */
function farDay(weekday, yearsAhead, nth = 0) {
  const year = new Date().getFullYear() + yearsAhead;
  const days = [];
  for (let d = 1; d <= 30; d++) {
    const date = `${year}-06-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday % 7) days.push(date);
  }
  return days[nth];
}

/** Sends `tasks` (each answering a status) through api #2, SIGKILLs it once `killAfter` have answered, starts it again. */
async function killApiDuring(c, tasks, killAfter) {
  const answers = [];
  const api = c.apis[1];
  const port = new URL(api.url).port;
  const run = inParallel(
    tasks.map((task) => async () => {
      const status = await task().catch(() => 0);
      answers.push(status);
      return status;
    }),
    8,
  );
  await until(async () => answers.length >= killAfter, 120_000, `${killAfter} answers`);
  await api.proc.kill('SIGKILL');
  const results = await run;
  api.proc.start();
  await until(() => c.health(port), 120_000, 'api #2 started again');
  return results;
}

/** 5. An api SIGKILLed in the middle of uploads and bookings: no half-written case, no orphan file, no slot held by nothing. */
export async function apiKilled(c) {
  const name = 'api SIGKILLed mid bookings and mid uploads';
  const problems = [];
  const monday = farDay(1, 4, 1);
  // A Monday four years ahead, past the product's 60-day horizon: widen it (and the 3 future
  // clinic bookings) as the integration tests do, and bump the calendar's version so that every
  // api reloads it. Without this every booking was refused with a 400 and the scenario held on
  // nothing (0 cases, 0 uploads).
  await c.sql(`UPDATE appointment_settings SET horizon_days = 3660, max_future_clinic_bookings = 50`);
  await c.sql(`UPDATE calendar_version SET version = version + 1`);
  const teleTimes = ['13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45'];
  const patients = await webPatients(c, 24, 'apikill');

  // a. Bookings: each patient asks for a telemedicine slot (two per slot) and a clinic slot.
  const teleBody = (i) => ({
    serviceType: 1, appointDatetime: `${monday}T${teleTimes[i % 12]}`, appointDate: monday, appointTime: teleTimes[i % 12],
    lineID: 'chaos.line', phone: '0812345678', shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000', description: 'ผื่นแดงคันที่แขน', imageCount: 4,
  });
  const bookingTasks = patients.flatMap((p, i) => [
    () => c.request(1, 'POST', '/api/v1/tele', { token: p.token, body: teleBody(i) }).then((r) => r.status),
    () => c.request(1, 'POST', '/api/v1/bookings', { token: p.token, body: { serviceType: 1, slotType: 1, appointDate: monday, description: 'ตรวจผื่น' } }).then((r) => r.status),
  ]);
  const bookingAnswers = await killApiDuring(c, bookingTasks, 16);
  const userIDs = patients.map((p) => p.userID);
  const cases = await c.sql(`SELECT id, user_id FROM tele_requests WHERE user_id = ANY($1::uuid[])`, [userIDs]);
  const caseIDs = cases.map((r) => r.id);
  // Whole: each case committed with its board event and its domain event 'tele.created' (one),
  // and the notifications reaction to that event queued its confirmation message exactly once —
  // after the commit, so a case whose api died before the relay got to it is told a moment later
  // by the other api's relay (the event row waits in the outbox).
  const wholeNow = () =>
    c.sql(
      `SELECT t.id,
              (SELECT count(*)::int FROM outbox o WHERE o.name = 'tele.created' AND o.payload->>'teleID' = t.id::text) AS created,
              (SELECT count(*)::int FROM outbox o WHERE o.name = 'line.push' AND o.payload->>'key' = 'tele:' || t.id || ':created') AS messages,
              (SELECT count(*)::int FROM outbox o WHERE o.name = 'tele.changed' AND o.payload->>'teleID' = t.id::text) AS events
         FROM tele_requests t WHERE t.id = ANY($1::uuid[])`,
      [caseIDs],
    );
  const isWhole = (r) => r.created === 1 && r.messages === 1 && r.events >= 1;
  const whole = await until(async () => {
    const rows = await wholeNow();
    return rows.every(isWhole) ? rows : undefined;
  }, 60_000, 'each case told once').catch(() => wholeNow());
  const halfWritten = whole.filter((r) => !isWhole(r)).length;
  const teleOk = bookingAnswers.filter((s, i) => i % 2 === 0 && s === 200).length;
  // Every seat counted is a booking that holds it, and every holding booking is counted.
  const seatDrift = await c.sql(
    `SELECT s.appoint_time, s.taken, coalesce(b.n, 0) AS holding
       FROM booking_slots s
       LEFT JOIN (SELECT appoint_date, slot_type, appoint_time, count(*)::int AS n FROM bookings WHERE booking_status IN (0, 1) GROUP BY 1, 2, 3) b
              USING (appoint_date, slot_type, appoint_time)
      WHERE s.appoint_date = $1 AND s.taken <> coalesce(b.n, 0)`,
    [monday],
  );
  const [{ n: bookings }] = await c.sql(`SELECT count(*)::int AS n FROM bookings WHERE user_id = ANY($1::uuid[]) AND appoint_date = $2`, [userIDs, monday]);
  const clinicOk = bookingAnswers.filter((s, i) => i % 2 === 1 && s === 200).length;
  if (cases.length < teleOk) problems.push(`${teleOk} cases answered 200 but ${cases.length} stored`);
  if (cases.length > 12) problems.push(`${cases.length} cases for 12 slots`);
  if (halfWritten) problems.push(`${halfWritten} half-written cases`);
  if (seatDrift.length) problems.push(`slots held by nothing: ${JSON.stringify(seatDrift)}`);
  if (bookings < clinicOk) problems.push(`${clinicOk} clinic bookings answered 200 but ${bookings} stored`);
  // The kill must land in the middle of real work, or nothing above was tested.
  if (teleOk === 0 || cases.length === 0) problems.push(`no telemedicine case was booked (answers: ${JSON.stringify(bookingAnswers)})`);
  if (clinicOk === 0) problems.push('no clinic visit was booked');

  // b. Uploads: four photos per case, the api killed after a third have answered.
  const photo = await phonePhoto(1200, 900);
  const owners = new Map(patients.map((p) => [p.userID, p]));
  const uploadTasks = cases.flatMap((tele) => Array.from({ length: 4 }, () => () => c.request(1, 'POST', '/api/v1/tele/upload', { token: owners.get(tele.user_id).token, body: uploadBody(tele.id, photo) }).then((r) => r.status)));
  const uploadAnswers = await killApiDuring(c, uploadTasks, Math.ceil(uploadTasks.length / 3));
  const folders = () => c.storedNames('tele-files');
  const orphans = async () => {
    const rows = new Set((await c.sql(`SELECT id::text FROM stored_files`)).map((r) => r.id));
    return folders().filter((f) => !rows.has(f));
  };
  const orphansAfterKill = (await orphans()).length;
  const leftOrphans = await until(async () => ((await orphans()).length === 0 ? [] : undefined), 90_000, 'the orphan sweep').catch(async () => orphans());
  const rows = await c.sql(`SELECT id::text, state FROM stored_files WHERE tele_id = ANY($1::uuid[])`, [caseIDs]);
  const present = new Set(folders());
  const missingBytes = rows.filter((r) => !present.has(r.id)).length;
  const uploadsOk = uploadAnswers.filter((s) => s === 200).length;
  if (uploadsOk === 0) problems.push(`no upload was stored before the kill (answers: ${JSON.stringify(uploadAnswers)})`);
  if (rows.length < uploadsOk) problems.push(`${uploadsOk} uploads answered 200 but ${rows.length} file rows`);
  if (missingBytes) problems.push(`${missingBytes} file rows without their bytes`);
  if (leftOrphans.length) problems.push(`${leftOrphans.length} orphan folders left`);
  const fiveHundreds = [...bookingAnswers, ...uploadAnswers].filter((s) => s >= 500).length;
  if (fiveHundreds) problems.push(`${fiveHundreds} answers 5xx`);
  return {
    name,
    held: problems.length === 0,
    lost: Math.max(0, teleOk - cases.length) + Math.max(0, clinicOk - bookings) + Math.max(0, uploadsOk - rows.length) + missingBytes,
    duplicated: whole.filter((r) => r.messages > 1).length,
    detail: problems.length
      ? problems.join('; ')
      : `bookings: ${bookingAnswers.filter((s) => s === 0).length} of ${bookingAnswers.length} cut off by the kill, ${cases.length} cases all whole, 0 seats held by nothing; uploads: ${uploadAnswers.filter((s) => s === 0).length} of ${uploadAnswers.length} cut off, ${rows.length} rows all with bytes, ${orphansAfterKill} orphan folders left by the kill removed by the sweep`,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/** Weekdays (Mon–Fri) from 1 January `yearsAhead` years on: dates with no seeded holiday. */
function farWeekdays(yearsAhead, count) {
  const out = [];
  const d = new Date(Date.UTC(new Date().getFullYear() + yearsAhead, 0, 1, 12));
  while (out.length < count) {
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/**
 * 7. A steady mixed load for `seconds` (bookings, board reads, uploads, status moves): zero 5xx,
 * each process's memory flat (median of the last minute within 10 % of the first minute after
 * warm-up), outbox lag (commit → relayed) under a second at p99.
 */
export async function soak(c, seconds) {
  const name = `${Math.round(seconds / 60)}-minute soak at a steady mixed load`;
  const warmup = Math.min(120, Math.round(seconds / 5)) * 1000;
  const window = Math.min(60, Math.round(seconds / 10)) * 1000;
  const patients = await webPatients(c, 20, 'soak');
  const nurse = await c.login(0, 'nurse@demo.skin.go.th');
  const shipping = await c.login(1, SHIPPING);
  const { ids: paid } = await paidCases(c, 20);
  const days = farWeekdays(5, 60);
  // Cases to upload photos to: four photos each, one case per patient per day.
  const uploadCases = [];
  for (let i = 0; i < 100; i++) {
    const p = patients[i % patients.length];
    const [row] = await c.sql(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
       VALUES ($1, 1, 4, $2::date, '13:00', 'ผื่นคัน', $1) RETURNING id`,
      [p.userID, farWeekdays(6, 100)[i]],
    );
    uploadCases.push({ id: row.id, token: p.token });
  }
  const photo = await phonePhoto(800, 600);
  let booked = 0;
  let moved = 0;
  let uploaded = 0;
  const kinds = {
    board: () => c.request(booked % 2, 'GET', '/api/v1/tele?PageNumber=1&PageSize=50', { token: nurse }),
    bookingBoard: () => c.request(1 - (booked % 2), 'GET', '/api/v1/bookings?PageNumber=1&PageSize=50', { token: nurse }),
    booking: () => {
      const k = booked++;
      const p = patients[k % patients.length];
      return c.request(k % 2, 'POST', '/api/v1/bookings', { token: p.token, body: { serviceType: 1, slotType: 1, appointDate: days[Math.floor(k / patients.length) % days.length], description: 'ตรวจผื่น' } });
    },
    move: () => {
      const k = moved++;
      return c.request(k % 2, 'PUT', `/api/v1/tele/transfer/${paid[k % paid.length]}`, { token: shipping, body: { flowStatus: 6, jsonTrackingNo: [TRACKING[Math.floor(k / paid.length) % 2]] } });
    },
    upload: () => {
      const k = uploaded++;
      const tele = uploadCases[Math.floor(k / 4) % uploadCases.length];
      return c.request(k % 2, 'POST', '/api/v1/tele/upload', { token: tele.token, body: uploadBody(tele.id, photo) });
    },
  };
  // Requests per second of each kind.
  const rates = { board: 4, bookingBoard: 2, booking: 1, move: 2, upload: 0.5 };
  const statuses = new Map();
  const latencies = [];
  let inFlight = 0;
  let skipped = 0;
  const processes = [...c.apis.map((a, i) => [`api #${i + 1}`, a.proc]), ...c.workers.map((w, i) => [`worker #${i + 1}`, w])];
  const memory = new Map(processes.map(([label]) => [label, []]));
  const started = Date.now();
  const soakFrom = new Date().toISOString();
  const owed = Object.fromEntries(Object.keys(rates).map((k) => [k, 0]));
  let lastSample = 0;
  while (Date.now() - started < seconds * 1000) {
    for (const [kind, rate] of Object.entries(rates)) {
      owed[kind] += rate / 10;
      while (owed[kind] >= 1) {
        owed[kind] -= 1;
        if (inFlight >= 40) {
          skipped += 1; // the product fell behind: counted, not piled on
          continue;
        }
        inFlight += 1;
        const t0 = Date.now();
        kinds[kind]()
          .then((r) => r.status, () => 0)
          .then((status) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            latencies.push(Date.now() - t0);
            inFlight -= 1;
          });
      }
    }
    if (Date.now() - lastSample >= 5000) {
      lastSample = Date.now();
      for (const [label, proc] of processes) memory.get(label).push({ at: lastSample - started, rss: proc.rss() });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await until(async () => inFlight === 0, 60_000, 'the last answers').catch(() => undefined);
  const growth = [...memory].map(([label, samples]) => {
    const first = median(samples.filter((s) => s.at >= warmup && s.at < warmup + window && s.rss).map((s) => s.rss));
    const last = median(samples.filter((s) => s.at >= seconds * 1000 - window && s.rss).map((s) => s.rss));
    return { label, first, last, growth: first ? (last - first) / first : 1 };
  });
  const [lag] = await c.sql(
    `SELECT percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM relayed_at - created_at)) AS p99,
            max(extract(epoch FROM relayed_at - created_at)) AS max, count(*)::int AS n, count(*) FILTER (WHERE relayed_at IS NULL)::int AS waiting
       FROM outbox WHERE created_at >= $1`,
    [soakFrom],
  );
  const fiveHundreds = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, k]) => n + k, 0);
  const problems = [];
  if (fiveHundreds) problems.push(`${fiveHundreds} answers 5xx or none`);
  for (const g of growth) if (g.growth >= 0.1) problems.push(`${g.label} memory grew ${(g.growth * 100).toFixed(1)} %`);
  if (!(Number(lag.p99) < 1)) problems.push(`outbox lag p99 ${Number(lag.p99).toFixed(3)} s`);
  if (lag.waiting) problems.push(`${lag.waiting} outbox rows never relayed`);
  if (skipped) problems.push(`${skipped} requests skipped (40 in flight)`);
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const p99 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)] ?? 0;
  return {
    name,
    held: problems.length === 0,
    lost: 0,
    duplicated: 0,
    detail:
      (problems.length ? problems.join('; ') + ' — ' : '') +
      `${total} requests (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}), p99 ${p99} ms; memory ${growth.map((g) => `${g.label} ${(g.first / 2 ** 20).toFixed(0)}→${(g.last / 2 ** 20).toFixed(0)} MB (${g.growth >= 0 ? '+' : ''}${(g.growth * 100).toFixed(1)} %)`).join(', ')}; outbox lag p99 ${(Number(lag.p99) * 1000).toFixed(0)} ms, max ${(Number(lag.max) * 1000).toFixed(0)} ms over ${lag.n} rows`,
  };
}

// Issue 17 item 2 (10,000 LINE pushes drained): the relay moves a burst of jobs in batches
// (one Queue.addBulk per queue, one UPDATE to mark them), the worker runs LINE pushes 50 at once
// and reads each push's LINE id and consent together with the pushes running beside it. What a
// patient and an operator notice stays as it was: every message arrives once and to its own
// person; a withdrawal stops the very next push; a batch that Redis took without the relay
// hearing so is added again without a second message.
import { jest } from '@jest/globals';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { lineRetryKeyOf } from '../../integrations/src/index.js';
import { LinePushRequest } from '../../integrations/src/line/line-push-request.js';
import { SettleBatch } from '../../core/src/bus/settle-batch.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('line-push-drain', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
  });
  afterAll(() => app?.close());

  let seeded = 0;
  /** `n` patients with a LINE account of their own: [userID, LINE id]. */
  async function lineUsers(n: number): Promise<Array<[string, string]>> {
    const lines = Array.from({ length: n }, () => newLineUserId());
    const base = 900_000 + seeded;
    seeded += n;
    const rows: Array<{ id: string; line_user_id: string }> = await db.query(
      `INSERT INTO users (first_name, last_name, title_name, id_card, hn, phone, registered_via, is_active, line_user_id)
     SELECT 'ผู้ป่วย', 'ไลน์' || i, 'นาย', '8' || lpad(($2 + i)::text, 12, '0'), 'D' || lpad(($2 + i)::text, 6, '0'), '08' || lpad(($2 + i)::text, 8, '0'), 'line', 1, ($1::text[])[i]
       FROM generate_series(1, cardinality($1::text[])) AS i RETURNING id, line_user_id`,
      [lines, base],
    );
    return rows.map((r) => [r.id, r.line_user_id]);
  }

  /** 'line.push' jobs committed in one transaction (as a reminder run writes them). */
  async function commitPushes(pushes: Array<{ userID: string; key: string }>): Promise<void> {
    await db.transaction(async (m) => {
      await m.query(
        `INSERT INTO outbox (kind, name, payload)
       SELECT 'job', 'line.push', jsonb_build_object('userID', u, 'text', 'พรุ่งนี้มีนัด', 'key', k)
         FROM unnest($1::uuid[], $2::text[]) AS p(u, k)`,
        [pushes.map((p) => p.userID), pushes.map((p) => p.key)],
      );
      await m.query(`SELECT pg_notify('outbox', '')`);
    });
  }

  const keysLike = async (prefix: string) =>
    db.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE relayed_at IS NOT NULL)::int AS relayed, count(*) FILTER (WHERE settled_at IS NOT NULL)::int AS settled
              FROM outbox WHERE name = 'line.push' AND payload->>'key' LIKE $1`, [`${prefix}%`]).then((r) => r[0] as { n: number; relayed: number; settled: number });

  it('delivers 1,000 pushes committed at once, each exactly once and to its own person; every row relayed and settled', async () => {
    const users = await lineUsers(100);
    const pushes = Array.from({ length: 1000 }, (_, i) => ({ userID: users[i % 100][0], to: users[i % 100][1], key: `drain:${i}` }));
    const repeatedBefore = app.standIns.line.repeatedRetryKeys.length;
    const ours = new Set(users.map(([, line]) => line));
    const arrived = () => app.standIns.line.pushes.filter((p) => ours.has(p.to));

    await commitPushes(pushes);
    await eventually(async () => arrived().length >= 1000 || undefined, 60_000);
    await new Promise((r) => setTimeout(r, 1500)); // more than a relay sweep: nothing more comes

    const got = arrived();
    expect(got).toHaveLength(1000);
    expect(app.standIns.line.repeatedRetryKeys.length).toBe(repeatedBefore);
    // Each message went to the person its job named (one retry key per job key).
    expect(new Set(got.map((p) => `${p.to} ${p.retryKey}`))).toEqual(new Set(pushes.map((p) => `${p.to} ${lineRetryKeyOf(p.key)}`)));
    expect(await eventually(async () => ((await keysLike('drain:')).settled === 1000 ? keysLike('drain:') : undefined), 10_000)).toEqual({ n: 1000, relayed: 1000, settled: 1000 });
    // They travelled in envelopes of at most 100 (JOB_BATCH_SIZE), not as 1,000 queue jobs.
    const envelopes: Array<{ rows: number }> = await db.query(
      `SELECT count(*)::int AS rows FROM outbox WHERE name = 'line.push' AND payload->>'key' LIKE 'drain:%' GROUP BY queue_job_id`,
    );
    expect(envelopes.length).toBeGreaterThanOrEqual(10);
    expect(envelopes.length).toBeLessThanOrEqual(15);
    expect(Math.max(...envelopes.map((e) => e.rows))).toBe(100);
  }, 90_000);

  it('LINE busy for some pushes of an envelope: only those are sent again, after the backoff; each message arrives once', async () => {
    const users = await lineUsers(20);
    const ours = new Set(users.map(([, line]) => line));
    const sent: string[] = [];
    let calls = 0;
    const realPost = LinePushRequest.prototype.post;
    // Every 7th push of ours is answered 429 the first time it is sent.
    const spy = jest.spyOn(LinePushRequest.prototype, 'post').mockImplementation(async function (this: LinePushRequest, path, body, retryKey) {
      if (!ours.has((body as { to: string }).to)) return realPost.call(this, path, body, retryKey);
      sent.push(retryKey ?? '');
      if (calls++ % 7 === 3 && sent.filter((k) => k === retryKey).length === 1) return { status: 429, body: '{"message":"busy (test)"}' };
      return realPost.call(this, path, body, retryKey);
    });
    try {
      const pushes = Array.from({ length: 200 }, (_, i) => ({ userID: users[i % 20][0], key: `busy:${i}` }));
      await commitPushes(pushes);
      await eventually(async () => ((await keysLike('busy:')).settled === 200) || undefined, 30_000);
      await new Promise((r) => setTimeout(r, 1500));
      const got = app.standIns.line.pushes.filter((p) => ours.has(p.to));
      expect(got).toHaveLength(200);
      expect(new Set(got.map((p) => p.retryKey))).toEqual(new Set(pushes.map((p) => lineRetryKeyOf(p.key))));
      // Sent again: exactly the ones answered 429 (a push LINE took is not sent a second time).
      const busy = Math.ceil((200 - 3) / 7);
      expect(sent).toHaveLength(200 + busy);
      expect(new Set(sent).size).toBe(200);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);

  it('PostgreSQL away when a sent push is to be settled: the envelope’s retry does not send it again (issue 36)', async () => {
    const users = await lineUsers(10);
    const ours = new Set(users.map(([, line]) => line));
    const sent: string[] = [];
    let calls = 0;
    const realPost = LinePushRequest.prototype.post;
    // One push of ours in five is answered 500 the first time (its envelope fails and is retried) …
    const postSpy = jest.spyOn(LinePushRequest.prototype, 'post').mockImplementation(async function (this: LinePushRequest, path, body, retryKey) {
      if (!ours.has((body as { to: string }).to)) return realPost.call(this, path, body, retryKey);
      sent.push(retryKey ?? '');
      if (calls++ % 5 === 2 && sent.filter((k) => k === retryKey).length === 1) return { status: 500, body: '{"message":"down (test)"}' };
      return realPost.call(this, path, body, retryKey);
    });
    // … and every settle fails for the next 5 s, as while PostgreSQL restarts (the retry comes sooner).
    let awayUntil = Number.POSITIVE_INFINITY;
    const realSettle = SettleBatch.prototype.settle;
    const settleSpy = jest.spyOn(SettleBatch.prototype, 'settle').mockImplementation(function (this: SettleBatch, id: string) {
      if (Date.now() < awayUntil) return Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
      return realSettle.call(this, id);
    });
    try {
      const pushes = Array.from({ length: 50 }, (_, i) => ({ userID: users[i % 10][0], key: `settle:${i}` }));
      awayUntil = Date.now() + 5000;
      await commitPushes(pushes);
      await eventually(async () => ((await keysLike('settle:')).settled === 50) || undefined, 30_000);
      await new Promise((r) => setTimeout(r, 1500));
      const got = app.standIns.line.pushes.filter((p) => ours.has(p.to) && pushes.some((x) => lineRetryKeyOf(x.key) === p.retryKey));
      expect(got).toHaveLength(50);
      // Sent again: only the ones answered 500; none that LINE had taken (no repeated retry key).
      const refused = Math.ceil((50 - 2) / 5);
      expect({ sent: sent.length, distinct: new Set(sent).size }).toEqual({ sent: 50 + refused, distinct: 50 });
    } finally {
      postSpy.mockRestore();
      settleSpy.mockRestore();
    }
  }, 60_000);

  it('a withdrawal of LINE messages stops that person’s pushes in the very next burst; the others in the same batch still get theirs', async () => {
    const somchai = await app.login('1103702071811');
    const [[otherID, otherLine]] = await lineUsers(1);
    const somchaiLine = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [somchaiLine, somchai.userID]);
    const consents = (await app.request('GET', '/api/v1/me/consents', { token: somchai.token })).body;
    const sha = consents.purposes.find((p: { purpose: string }) => p.purpose === 'line_messages').current.textSha256;
    expect((await app.request('POST', '/api/v1/me/consents/line_messages/agree', { token: somchai.token, body: { textSha256: sha } })).status).toBe(200);
    const to = (line: string) => app.standIns.line.pushes.filter((p) => p.to === line);

    await commitPushes([{ userID: somchai.userID, key: 'consent:before' }]);
    await eventually(async () => to(somchaiLine)[0], 15_000);
    expect((await app.request('POST', '/api/v1/me/consents/line_messages/withdraw', { token: somchai.token })).status).toBe(200);

    // At once after the withdrawal: 50 pushes to each, interleaved, so they share lookups.
    await commitPushes(Array.from({ length: 100 }, (_, i) => ({ userID: i % 2 ? otherID : somchai.userID, key: `consent:after:${i}` })));
    await eventually(async () => to(otherLine).length >= 50 || undefined, 30_000);
    await eventually(async () => ((await keysLike('consent:after:')).settled === 100) || undefined, 15_000);
    expect(to(otherLine)).toHaveLength(50);
    expect(to(somchaiLine)).toHaveLength(1);
  }, 60_000);

  it('a batch Redis took without the relay hearing so is added again: the rows keep the error, then each message arrives once', async () => {
    const users = await lineUsers(10);
    const ours = new Set(users.map(([, line]) => line));
    const line = app.queue('line') as Queue;
    const realAddBulk = line.addBulk.bind(line);
    let failed = 0;
    const repeatedBefore = app.standIns.line.repeatedRetryKeys.length;
    // The first batch reaches Redis, then its answer is lost (the worst moment: added, not marked).
    const spy = jest.spyOn(line, 'addBulk').mockImplementation(async (jobs) => {
      const added = await realAddBulk(jobs);
      if (failed++ === 0) throw new Error('connection lost after the add (test)');
      return added;
    });
    try {
      await commitPushes(Array.from({ length: 200 }, (_, i) => ({ userID: users[i % 10][0], key: `lost-answer:${i}` })));
      // The rows stay pending with the error until the relay tries again (500 ms later).
      const [pending] = await eventually(async () => {
        const rows = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE payload->>'key' LIKE 'lost-answer:%' AND last_error LIKE 'connection lost after the add%'`);
        return rows[0].n > 0 ? rows : undefined;
      }, 10_000);
      expect(pending.n).toBe(200);
      await eventually(async () => ((await keysLike('lost-answer:')).settled === 200) || undefined, 30_000);
      await new Promise((r) => setTimeout(r, 1500));
      const got = app.standIns.line.pushes.filter((p) => ours.has(p.to));
      expect(got).toHaveLength(200);
      expect(new Set(got.map((p) => p.retryKey)).size).toBe(200);
      // Not one job ran twice (LINE would have refused its repeated retry key).
      expect(app.standIns.line.repeatedRetryKeys.length).toBe(repeatedBefore);
      expect(failed).toBeGreaterThanOrEqual(2); // added again
      expect(await keysLike('lost-answer:')).toEqual({ n: 200, relayed: 200, settled: 200 });
    } finally {
      spy.mockRestore();
    }
  }, 60_000);
});

// The foundation's proof: a sign-in commits an outbox row; the relay moves it into BullMQ on
// a real Redis; the worker writes the audit entry and commits a realtime row; the relay
// pushes it to the Admin board's sockets.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('sign-in-pipeline', () => {
  let app: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app.close();
  });

  it('a sign-in goes through BullMQ to the worker, into the audit log and live onto the Admin board', async () => {
    const admin = await app.login('admin@demo.skin.go.th');
    const board = await connected(openSocket(app.baseUrl, admin.token, sockets));
    expect(await joinRoom(board, 'board:admin')).toEqual({ ok: true });
    const received: any[] = [];
    board.on('audit.signIn', (event) => received.push(event));

    const nurse = await app.login('nurse@demo.skin.go.th');

    const event = await eventually(async () => received.find((e) => e.userID === nurse.userID));
    expect(event).toMatchObject({ login: 'nurse@demo.skin.go.th', success: true });

    // The job really went through BullMQ: it sits in the completed set under its outbox id.
    const dataSource = app.api.get(DataSource);
    const [row] = await dataSource.query(`SELECT job_id FROM audit_log WHERE user_id = $1`, [nurse.userID]);
    const job = await app.queue('audit').getJob(`outbox-${row.job_id}`);
    expect(job?.name).toBe('audit.signIn');
    expect(await job?.isCompleted()).toBe(true);

    // And the Admin reads it back over HTTP.
    const list = await app.request('GET', '/api/v1/audit/signins', { token: admin.token });
    expect(list.body.data.some((e: any) => e.userID === nurse.userID && e.success)).toBe(true);
  });

  it('a failed sign-in is audited too, without a user', async () => {
    const admin = await app.login('admin@demo.skin.go.th');
    const res = await app.request('POST', '/api/v1/identity/login', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(res.status).toBe(401);
    await eventually(async () => {
      const list = await app.request('GET', '/api/v1/audit/signins', { token: admin.token });
      return list.body.data.find((e: any) => e.login === 'nobody@example.com' && e.success === false && e.userID === null);
    });
  });

  it('a retried job writes its audit entry once', async () => {
    const dataSource = app.api.get(DataSource);
    const patient = await app.login('1103702071811');
    const [row] = await eventually(async () => {
      const rows = await dataSource.query(`SELECT job_id FROM audit_log WHERE user_id = $1`, [patient.userID]);
      return rows.length ? rows : undefined;
    });
    // Run the same job again, as BullMQ would after a crash mid-job, and wait until the
    // worker has really finished it a second time.
    const queue = app.queue('audit');
    // Read once BullMQ has marked it completed (its row is committed a moment before): a job read while running has no finishedOn.
    const job = await eventually(async () => {
      const read = await queue.getJob(`outbox-${row.job_id}`);
      return read && (await read.isCompleted()) && read.finishedOn ? read : undefined;
    });
    const firstFinish = job.finishedOn!;
    await job.retry('completed');
    await eventually(async () => {
      const again = await queue.getJob(job.id!);
      return (await again?.isCompleted()) && again!.finishedOn! > firstFinish;
    });
    const count = await dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE job_id = $1`, [row.job_id]);
    expect(count[0].n).toBe(1);
  });

  it("the sign-ins answer is the rows as stored: every field, newest first, times as ISO text to the millisecond, nothing else (issue 17 item 3)", async () => {
    const admin = await app.login('admin@demo.skin.go.th');
    await app.request('POST', '/api/v1/identity/login', { body: { email: 'nobody-at-all@example.com', password: 'x' } });
    const dataSource = app.api.get(DataSource);
    const stored: Array<{ id: string; user_id: string | null; login: string; success: boolean; at: Date }> = await eventually(async () => {
      const rows = await dataSource.query(
        `SELECT id, user_id, login, success, at FROM audit_log WHERE action = 'signIn' ORDER BY at DESC, id DESC LIMIT 50`,
      );
      return rows.some((r: { login: string }) => r.login === 'nobody-at-all@example.com') ? rows : undefined;
    });
    const list = await app.request('GET', '/api/v1/audit/signins', { token: admin.token });
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['data']);
    expect(list.body.data).toEqual(
      stored.map((r) => ({ id: String(r.id), userID: r.user_id, login: r.login, success: r.success, at: new Date(r.at).toISOString() })),
    );
    for (const entry of list.body.data) expect(Object.keys(entry)).toEqual(['id', 'userID', 'login', 'success', 'at']);
    expect(list.body.data.find((e: { login: string }) => e.login === 'nobody-at-all@example.com')).toMatchObject({ userID: null, success: false });

    // One person's list: the same shape.
    const own = await app.request('GET', `/api/v1/audit/signins/${admin.userID}`, { token: admin.token });
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((e: { userID: string; at: string }) => e.userID === admin.userID && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(e.at))).toBe(true);
  });
});

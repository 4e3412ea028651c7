// A failing job is retried with backoff and its failure kept, never marked done; Admin sees
// the queues on the dashboard, nobody else does.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Outbox } from '../src/index.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';

describe('job-failures', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(() => app.close());

  it('retries a failing job with exponential backoff and keeps its error', async () => {
    const dataSource = app.api.get(DataSource);
    // An audit entry for a user that does not exist breaks the foreign key: the handler throws.
    const id = await dataSource.transaction((m) =>
      app.api.get(Outbox).job(m, 'audit.signIn', {
        userID: randomUUID(),
        login: 'ghost',
        success: true,
        ip: null,
        userAgent: null,
        at: new Date().toISOString(),
      }),
    );
    const queue = app.queue('audit');
    const job = await eventually(async () => {
      const j = await queue.getJob(`outbox-${id}`);
      return j && j.attemptsMade >= 2 ? j : undefined;
    }, 15_000);
    expect(job.failedReason).toMatch(/foreign key/);
    expect(job.opts.attempts).toBeGreaterThan(2);
    expect(job.opts.backoff).toEqual({ type: 'exponential', delay: 1000 });
    expect(await job.isCompleted()).toBe(false);
    expect(await dataSource.query(`SELECT 1 FROM audit_log WHERE job_id = $1`, [id])).toEqual([]);
  });

  it('opens the queue dashboard for Admin only, through the session cookie', async () => {
    expect((await fetch(`${app.baseUrl}/ops/queues`)).status).toBe(401);
    const nurse = await app.login('nurse@demo.skin.go.th');
    expect((await app.request('POST', '/api/v1/ops/queues/session', { token: nurse.token })).status).toBe(403);

    const admin = await app.login('admin@demo.skin.go.th');
    const session = await fetch(`${app.baseUrl}/api/v1/ops/queues/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(session.status).toBe(204);
    const cookie = session.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/ops/);
    const page = await fetch(`${app.baseUrl}/ops/queues`, { headers: { cookie: cookie.split(';')[0] } });
    expect(page.status).toBe(200);
    const queues = await fetch(`${app.baseUrl}/ops/queues/api/queues`, { headers: { cookie: cookie.split(';')[0] } });
    expect(queues.status).toBe(200);
    expect(JSON.stringify(await queues.json())).toContain('audit');
  });
});

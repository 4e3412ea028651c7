// Without Redis the same handlers run inside the api: a sign-in is still audited.
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';

describe('in-process-bus', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { REDIS_URL: '' } });
  });
  afterAll(() => app.close());

  it('runs the audit job in-process and says so on /api/health', async () => {
    expect((await app.request('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up', redis: 'in-process', relay: 'listening' });
    const admin = await app.login('admin@demo.skin.go.th');
    await eventually(async () => {
      const list = await app.request('GET', '/api/v1/audit/signins', { token: admin.token });
      return list.body.data.find((e: any) => e.userID === admin.userID);
    });
  });

  it('has no queue dashboard to open, and says why in Thai', async () => {
    const admin = await app.login('admin@demo.skin.go.th');
    const res = await app.request('POST', '/api/v1/ops/queues/session', { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Redis/);
  });
});

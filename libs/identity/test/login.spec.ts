// POST /api/v1/identity/login (accounts §7): the session user, Thai errors, rate limit.
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '5' } });
  });
  afterAll(() => app.close());

  it('answers the session user of the specs for an email login', async () => {
    const res = await app.request('POST', '/api/v1/identity/login', { body: { email: 'Nurse@Demo.Skin.go.th', password: 'Demo@2569' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'Nurse', isActive: 1, fullName: 'คุณพยาบาล ใจดี', hn: null, link: 0 });
    expect(typeof res.body.token).toBe('string');
    expect(res.body.userID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signs a patient in with a 13-digit national ID', async () => {
    const res = await app.request('POST', '/api/v1/identity/login', { body: { email: '1103702071811', password: 'Demo@2569' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: null, fullName: 'นายสมชาย รักสุขภาพ', idCard: '1103702071811', hn: '6500123' });
  });

  it('accepts application/json-patch+json bodies', async () => {
    const res = await app.request('POST', '/api/v1/identity/login', {
      body: JSON.stringify({ email: 'finance@demo.skin.go.th', password: 'Demo@2569' }),
      headers: { 'content-type': 'application/json-patch+json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('Finance');
  });

  it('answers 401 with the Thai message for a wrong password or an unknown user', async () => {
    for (const body of [
      { email: 'shipping@demo.skin.go.th', password: 'wrong' },
      { email: 'ghost@demo.skin.go.th', password: 'Demo@2569' },
    ]) {
      const res = await app.request('POST', '/api/v1/identity/login', { body });
      expect(res).toEqual({ status: 401, body: { statusCode: 401, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' } });
    }
  });

  it('answers 400 with the form message when a field is missing', async () => {
    expect((await app.request('POST', '/api/v1/identity/login', { body: { password: 'x' } })).body.message).toBe('กรุณาระบุชื่อผู้ใช้');
    expect((await app.request('POST', '/api/v1/identity/login', { body: { email: 'a@b.c' } })).body.message).toBe('กรุณาระบุรหัสผ่าน');
    const broken = await app.request('POST', '/api/v1/identity/login', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/[ก-๙]/);
  });

  it('limits repeated attempts on one login from one address with 429 and a Thai message', async () => {
    const attempt = () => app.request('POST', '/api/v1/identity/login', { body: { email: 'medrec@demo.skin.go.th', password: 'guess' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.body.message).toBe('เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่');
    // Another account from the same address is not locked out by it.
    expect((await app.request('POST', '/api/v1/identity/login', { body: { email: 'admin@demo.skin.go.th', password: 'Demo@2569' } })).status).toBe(200);
  });

  it('rejects an expired or forged token with 401', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6IkFkbWluIn0.c2lnbmF0dXJl';
    const res = await app.request('GET', '/api/v1/audit/signins', { token: forged });
    expect(res).toEqual({ status: 401, body: { statusCode: 401, message: 'กรุณาเข้าสู่ระบบ' } });
  });

  it('reports the database and Redis on /api/health', async () => {
    expect((await app.request('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up', redis: 'up', relay: 'listening' });
  });
});

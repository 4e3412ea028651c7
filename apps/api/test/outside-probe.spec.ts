// Issue 28 items 4 and 5 (the outside probe): dates and ranges are bounded by their schemas,
// every 429 says when to come back (Retry-After), a number with spaces is not a number, a
// malformed URL answers in Thai, and /ops/queues takes only its own short session.
import { DEMO_STUDENTS } from '../../../libs/vaccines/src/index.js';
import { MESSAGES, REPORT_FILTER_MESSAGES, VACCINE_MESSAGES } from '../../../libs/rules/src/index.js';
import { DEMO_LOGINS, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('outside-probe', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        LOGIN_RATE_LIMIT_MAX: '3',
        LOGIN_RATE_LIMIT_WINDOW_MS: '300000',
        VACCINE_LOOKUP_RATE_LIMIT_MAX: '4',
        VACCINE_CID_RATE_LIMIT_MAX: '2',
      },
    });
    admin = (await app.login(DEMO_LOGINS.admin)).token;
  }, 120_000);
  afterAll(() => app.close());

  /** fetch with the answer's headers (TestApp.request keeps only status and body). */
  async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  }

  describe('dates and ranges bounded by their schemas (item 4)', () => {
    it('answers GET /api/v1/data/report?from=9999-12-31&to=9999-12-31 with 400 in Thai, and the api goes on answering', async () => {
      const res = await call('GET', '/api/v1/data/report?from=9999-12-31&to=9999-12-31', { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.dateYearOutOfRange);
      expect((await call('GET', '/api/health/live')).status).toBe(200);
    });

    it('reads report years 1900–2200: at each end, and one past it', async () => {
      expect((await call('GET', '/api/v1/data/report?from=2200-12-31&to=2200-12-31', { token: admin })).status).toBe(200);
      expect((await call('GET', '/api/v1/data/report?from=1900-01-01&to=1900-01-01', { token: admin })).status).toBe(200);
      for (const [from, to] of [
        ['2201-01-01', '2201-01-01'],
        ['1899-12-31', '1900-01-01'],
      ]) {
        const res = await call('GET', `/api/v1/data/report?from=${from}&to=${to}`, { token: admin });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.dateYearOutOfRange);
      }
    });

    it('reads a report span of 366 days, not 367', async () => {
      const ok = await call('GET', '/api/v1/data/report?from=2026-01-01&to=2027-01-01', { token: admin });
      expect(ok.status).toBe(200);
      expect(ok.body.charts.casesPerDay).toHaveLength(366);
      const over = await call('GET', '/api/v1/data/report?from=2026-01-01&to=2027-01-02', { token: admin });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(REPORT_FILTER_MESSAGES.tooLong);
    });

    it('bounds the audit log search: years and a span of at most 366 days', async () => {
      expect((await call('GET', '/api/v1/audit/log?from=2026-01-01&to=2027-01-01', { token: admin })).status).toBe(200);
      const over = await call('GET', '/api/v1/audit/log?from=2026-01-01&to=2027-01-02', { token: admin });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(MESSAGES.dateSpanTooLong);
      const year = await call('GET', '/api/v1/audit/log?from=9999-12-31', { token: admin });
      expect(year.status).toBe(400);
      expect(year.body.message).toBe(MESSAGES.dateYearOutOfRange);
    });

    it('takes a calendar year 1900–2200 or 2400–2700 (Buddhist era), not one past either', async () => {
      for (const year of [1900, 2200, 2400, 2700]) expect((await call('GET', `/api/holiday/${year}/1`)).status).toBe(200);
      for (const year of [1899, 2201, 2399, 2701, 9999]) {
        const res = await call('GET', `/api/holiday/${year}/1`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.yearOutOfRange);
      }
    });

    it('refuses a path or query day past the years: visit images, SLA breaches, boards, slots', async () => {
      for (const path of [
        '/api/v1/patient/visit/9999-12-31/6500123',
        '/api/v1/softconimg/99991231',
        '/api/v1/admin/sla/breaches?date=2201-01-01',
        '/api/v1/tele?AppointDatetime=9999-12-31',
        '/api/v1/bookings?AppointDatetime=9999-12-31',
        '/api/v1/timeslot?AppointDatetime=9999-12-31&SlotType=1',
      ]) {
        const res = await call('GET', path, { token: admin });
        expect([path, res.status, res.body?.message]).toEqual([path, 400, MESSAGES.dateYearOutOfRange]);
      }
      expect((await call('GET', '/api/v1/admin/sla/breaches?date=2200-12-31', { token: admin })).status).toBe(200);
    });
  });

  describe('every 429 carries Retry-After (item 5)', () => {
    it('password sign-in: the fourth wrong attempt on an account is 429, with the window in seconds', async () => {
      const statuses: number[] = [];
      let last = await call('POST', '/api/v1/identity/login', { body: { email: DEMO_LOGINS.finance, password: 'wrong-password' } });
      statuses.push(last.status);
      for (let i = 0; i < 3; i++) {
        last = await call('POST', '/api/v1/identity/login', { body: { email: DEMO_LOGINS.finance, password: 'wrong-password' } });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last.body.message).toBe(MESSAGES.tooManyLogins);
      expect(last.headers.get('retry-after')).toBe('300');
    });

    it('vaccine lookups: per national ID (2) and per address (4), each 429 with Retry-After', async () => {
      const [first, second] = DEMO_STUDENTS;
      const a = [];
      for (let i = 0; i < 3; i++) a.push(await call('GET', `/api2/school/cid2/${first.cid}`));
      expect(a.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(a[2].body.msg).toBe(VACCINE_MESSAGES.tooManyLookupsForId);
      expect(Number(a[2].headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(a[2].headers.get('retry-after'))).toBeLessThanOrEqual(3600);

      expect((await call('GET', `/api2/school/cid2/${second.cid}`)).status).toBe(200); // the address's 4th
      const over = await call('GET', `/api2/school/cid2/${second.cid}`);
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(VACCINE_MESSAGES.tooManyLookups);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it('a copy of one’s data: the sixth in an hour is 429, with Retry-After', async () => {
      const patient = (await app.login(DEMO_LOGINS.somchai)).token;
      const statuses: number[] = [];
      let last = await call('GET', '/api/v1/me/export', { token: patient });
      statuses.push(last.status);
      for (let i = 0; i < 5; i++) {
        last = await call('GET', '/api/v1/me/export', { token: patient });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    }, 60_000);
  });

  describe('a number with spaces, a malformed URL (item 5)', () => {
    it('refuses " 1" where a whole number is asked for, and takes "1"', async () => {
      const day = '2030-01-07';
      expect((await call('GET', `/api/v1/timeslot?AppointDatetime=${day}&SlotType=1`)).status).toBe(200);
      for (const spaced of ['%201', '1%20', '%201%20']) {
        const res = await call('GET', `/api/v1/timeslot?AppointDatetime=${day}&SlotType=${spaced}`);
        expect([spaced, res.status, res.body.message]).toEqual([spaced, 400, MESSAGES.calendarSlotTypeRequired]);
      }
      expect((await call('GET', '/api/v1/calendar/slots/1', { token: admin })).status).toBe(200);
      expect((await call('GET', '/api/v1/calendar/slots/%201', { token: admin })).status).toBe(400);
    });

    it('answers GET /api/v1/%E0%A4%A with 400 in Thai, its request id and the api headers', async () => {
      const res = await call('GET', '/api/v1/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: MESSAGES.badUrl });
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers a path parameter past 100 characters with 414 in Thai; 100 is read', async () => {
      const at = await call('GET', `/api/v1/tele/upload/${'a'.repeat(100)}`, { token: admin });
      expect(at.status).not.toBe(414);
      expect(at.status).toBeLessThan(500);
      const past = await call('GET', `/api/v1/tele/upload/${'a'.repeat(101)}`, { token: admin });
      expect(past.status).toBe(414);
      expect(past.body).toEqual({ statusCode: 414, message: MESSAGES.urlTooLong });
    });
  });

  describe('/ops/queues takes only its own short session (item 5)', () => {
    it('refuses the 12-hour sign-in token as its cookie, and opens with the ops session', async () => {
      expect((await fetch(`${app.baseUrl}/ops/queues`, { headers: { cookie: `ops_session=${admin}` } })).status).toBe(401);
      expect((await fetch(`${app.baseUrl}/ops/queues`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(401);
      const session = await fetch(`${app.baseUrl}/api/v1/ops/queues/session`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
      expect(session.status).toBe(204);
      const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
      expect(cookie).toMatch(/^ops_session=/);
      expect((await fetch(`${app.baseUrl}/ops/queues`, { headers: { cookie } })).status).toBe(200);
      // ... and the ops session is no sign-in token anywhere else.
      const opsToken = cookie.slice('ops_session='.length);
      expect((await call('GET', '/api/v1/data/report', { token: opsToken })).status).toBe(401);
    });
  });
});

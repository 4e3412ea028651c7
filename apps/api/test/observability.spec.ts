// Issue 19 item 6: liveness, GET /metrics (names, route-pattern labels, loopback or token),
// the request id answered back and carried into the code that writes the outbox.
import { jest } from '@jest/globals';
import { Outbox, QuietNestLogger, RequestContext } from '../../../libs/core/src/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../libs/identity/src/demo/demo-accounts.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('observability', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const METRIC_NAMES = [
    'http_request_duration_seconds',
    'hospital_outbox_pending',
    'hospital_outbox_oldest_pending_seconds',
    'hospital_jobs',
    'hospital_socket_connections',
  ];

  async function scrape(app: TestApp, headers: Record<string, string> = {}): Promise<{ status: number; text: string; type: string | null }> {
    const res = await fetch(`${app.baseUrl}/metrics`, { headers });
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
  }

  describe('without METRICS_TOKEN', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    it('answers liveness without a sign-in', async () => {
      expect(await app.request('GET', '/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    });

    it('serves every metric to a scrape from this machine, requests labelled by route pattern and status', async () => {
      await app.login(DEMO_ACCOUNTS.find((a) => a.role === null)!.login);
      // A path with a parameter, twice with different values: one series, under the pattern.
      await app.request('GET', '/api/v1/amphur/92');
      await app.request('GET', '/api/v1/amphur/10');
      const res = await scrape(app);
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
      for (const name of METRIC_NAMES) expect(res.text).toContain(`# TYPE ${name} `);
      expect(res.text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/identity\/login",status_code="200"\} 1/);
      expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/amphur\/:provinceId",status_code="200"\} 2/);
      expect(res.text).not.toContain('/api/v1/amphur/92');
      expect(res.text).toMatch(/hospital_outbox_pending \d+/);
      expect(res.text).toMatch(/hospital_outbox_oldest_pending_seconds \d/);
      expect(res.text).toMatch(/hospital_jobs\{queue="[^"]+",state="waiting"\} \d+/);
      expect(res.text).toMatch(/hospital_jobs\{queue="[^"]+",state="failed"\} \d+/);
      expect(res.text).toMatch(/hospital_socket_connections\{namespace="\/"\} 0/);
      expect(res.text).toMatch(/hospital_socket_connections\{namespace="\/video"\} 0/);
      // Issue 36: how the relay hears of commits, and whether the database could be read.
      expect(res.text).toMatch(/^hospital_outbox_relay_listening 1$/m);
      expect(res.text).toMatch(/^hospital_database_up 1$/m);
      // Issue 29 item 6: Node's process and event-loop metrics, and which build runs on which Node.
      expect(res.text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(res.text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      expect(res.text).toContain(`hospital_build_info{version=`);
      expect(res.text).toContain(`node="${process.version}"} 1`);
    });

    it('refuses a scrape that came through a proxy (X-Forwarded-For) when no token is configured', async () => {
      const res = await scrape(app, { 'x-forwarded-for': '203.0.113.9' });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text).message).toBe('ท่านไม่มีสิทธิ์เข้าถึงข้อมูลนี้');
    });

    it('answers an incoming x-request-id back, and generates a uuid otherwise', async () => {
      const sent = await fetch(`${app.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
      expect(sent.headers.get('x-request-id')).toBe('lb-7f3a.42');
      const fresh = await fetch(`${app.baseUrl}/api/health/live`);
      expect(fresh.headers.get('x-request-id')).toMatch(UUID);
      // An id that would spoil the logs (too long) is replaced, not echoed.
      const long = await fetch(`${app.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'x'.repeat(129) } });
      expect(long.headers.get('x-request-id')).toMatch(UUID);
      const atLimit = await fetch(`${app.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'y'.repeat(128) } });
      expect(atLimit.headers.get('x-request-id')).toBe('y'.repeat(128));
    });

    it('makes the request id current where a request writes the outbox', async () => {
      const seen: Array<string | null> = [];
      const original = Outbox.prototype.job;
      const spy = jest.spyOn(Outbox.prototype, 'job').mockImplementation(function (this: Outbox, ...args: Parameters<Outbox['job']>) {
        seen.push(RequestContext.requestId());
        return original.apply(this, args);
      });
      try {
        await app.request('POST', '/api/v1/identity/login', { body: { email: DEMO_ACCOUNTS.find((a) => a.role === null)!.login, password: DEMO_PASSWORD }, headers: { 'x-request-id': 'req-login-1' } });
      } finally {
        spy.mockRestore();
      }
      expect(seen).toContain('req-login-1');
      expect(RequestContext.requestId()).toBeNull();
    });
  });

  describe('with METRICS_TOKEN', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { METRICS_TOKEN: 'scrape-secret-0123456789' } });
    });
    afterAll(() => app.close());

    it('refuses a wrong token and serves the right one', async () => {
      expect((await scrape(app, { authorization: 'Bearer scrape-secret-012345678' })).status).toBe(403);
      const right = await scrape(app, { authorization: 'Bearer scrape-secret-0123456789', 'x-forwarded-for': '203.0.113.9' });
      expect(right.status).toBe(200);
      expect(right.text).toContain('# TYPE hospital_outbox_pending gauge');
    });

    it('still serves this machine without a token', async () => {
      expect((await scrape(app)).status).toBe(200);
    });
  });

  it("sends Nest's start-up chatter to debug and keeps everything else", () => {
    const calls: string[] = [];
    const inner = {
      log: (m: unknown, c: unknown) => calls.push(`log ${c}: ${m}`),
      debug: (m: unknown, c: unknown) => calls.push(`debug ${c}: ${m}`),
      warn: (m: unknown, c: unknown) => calls.push(`warn ${c}: ${m}`),
      error: (m: unknown, c: unknown) => calls.push(`error ${c}: ${m}`),
    };
    const logger = new QuietNestLogger(inner);
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AuthModule dependencies initialized', 'InstanceLoader');
    logger.log('Relay paused', 'OutboxRelay');
    logger.warn('Mapped warning', 'RouterExplorer');
    expect(calls).toEqual([
      'debug RouterExplorer: Mapped {/api/health, GET} route',
      'debug InstanceLoader: AuthModule dependencies initialized',
      'log OutboxRelay: Relay paused',
      'warn RouterExplorer: Mapped warning',
    ]);
  });
});

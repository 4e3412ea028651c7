// Issue 18 findings 5 and 12: failed password sign-ins are counted per ACCOUNT (whichever of
// its logins was typed) and per client address across logins; with Redis down the counting
// goes on in the api's own memory, so sign-ins keep working and stay limited.
import { spawn, type ChildProcess } from 'node:child_process';
import { DataSource } from 'typeorm';
import { findRedisServer, freePort } from '../../core/src/infra/index.js';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts.js';
import { User } from '../src/users/user.entity.js';
import { MESSAGES } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('sign-in-limits', () => {
  const LOGIN = '/api/v1/identity/login';
  const TOO_MANY = { statusCode: 429, message: MESSAGES.tooManyLogins };

  /** One sign-in attempt from a given client address (the apps here trust X-Forwarded-For). */
  function signIn(app: TestApp, address: string, login: string, password: string) {
    return app.request('POST', LOGIN, { body: { email: login, password }, headers: { 'x-forwarded-for': address } });
  }

  async function statusesOf(app: TestApp, address: string, attempts: Array<[string, string]>): Promise<number[]> {
    const statuses: number[] = [];
    for (const [login, password] of attempts) statuses.push((await signIn(app, address, login, password)).status);
    return statuses;
  }

  describe('with Redis (defaults: 10 failures per account, 30 per address, per window)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { TRUST_PROXY: '1' } });
      // Somchai gets a username too, so one account has three different logins.
      await app.api.get(DataSource).getRepository(User).update({ idCard: '1103702071811' }, { username: 'somchai' });
    });
    afterAll(() => app.close());

    it('counts failures per account whichever login is typed: the 11th is refused with 429 and the Thai message', async () => {
      const logins = ['somchai', '1103702071811', 'somchai@demo.skin.go.th', ' SOMCHAI@Demo.Skin.go.th ', 'SomChai'];
      const tries: Array<[string, string]> = Array.from({ length: 10 }, (_, i) => [logins[i % logins.length], `wrong-${i}`]);
      expect(await statusesOf(app, '198.51.100.1', tries)).toEqual(Array(10).fill(401));
      // One past the limit, by each of the three logins and from another address too.
      expect(await signIn(app, '198.51.100.1', 'somchai', 'wrong-11')).toEqual({ status: 429, body: TOO_MANY });
      expect((await signIn(app, '198.51.100.1', '1103702071811', 'wrong-12')).status).toBe(429);
      expect((await signIn(app, '198.51.100.2', 'somchai@demo.skin.go.th', 'wrong-13')).status).toBe(429);
      // The right password does not get through while the account is capped: no oracle.
      expect(await signIn(app, '198.51.100.3', '1103702071811', DEMO_PASSWORD)).toEqual({ status: 429, body: TOO_MANY });
      // Other people are not touched by it, from the same address or another.
      expect((await signIn(app, '198.51.100.1', 'nurse@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(200);
      expect((await signIn(app, '198.51.100.2', '3100600445635', DEMO_PASSWORD)).status).toBe(200);
    });

    it('audits each failed attempt of the test above; the refusals past the cap checked no password and are not audited', async () => {
      // The audit entries as committed with the attempts (the outbox's audit.signIn jobs, which the
      // worker writes into audit_log: libs/identity/test/sign-in-pipeline.spec.ts follows them there).
      const rows: Array<{ login: string }> = await app.api
        .get(DataSource)
        .query(
          `SELECT payload->>'login' AS login FROM outbox WHERE name = 'audit.signIn' AND payload->>'success' = 'false' AND payload->>'ip' = '198.51.100.1' ORDER BY id`,
        );
      const typed = ['somchai', '1103702071811', 'somchai@demo.skin.go.th', 'SOMCHAI@Demo.Skin.go.th', 'SomChai'];
      expect(rows.map((r) => r.login)).toEqual(Array.from({ length: 10 }, (_, i) => typed[i % typed.length]));
    });

    it('a success below the cap clears the account count; an unknown login counts under its text', async () => {
      const tries = (n: number, login: string): Array<[string, string]> => Array.from({ length: n }, (_, i) => [login, `x${i}`]);
      expect(await statusesOf(app, '198.51.100.20', tries(9, 'medrec@demo.skin.go.th'))).toEqual(Array(9).fill(401));
      expect((await signIn(app, '198.51.100.20', 'MEDREC@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(200);
      expect(await statusesOf(app, '198.51.100.21', tries(10, 'medrec@demo.skin.go.th'))).toEqual(Array(10).fill(401));
      expect((await signIn(app, '198.51.100.21', 'medrec@demo.skin.go.th', 'x')).status).toBe(429);

      expect(await statusesOf(app, '198.51.100.22', tries(10, 'Ghost@Nowhere.example'))).toEqual(Array(10).fill(401));
      expect((await signIn(app, '198.51.100.23', ' ghost@nowhere.example', 'x')).status).toBe(429);
    });

    it('caps failures per client address across logins: 30 different unknown logins, then 429; another address is not slowed', async () => {
      const tries: Array<[string, string]> = Array.from({ length: 30 }, (_, i) => [`nobody${i}@example.com`, 'guess']);
      expect(await statusesOf(app, '198.51.100.50', tries)).toEqual(Array(30).fill(401));
      expect(await signIn(app, '198.51.100.50', 'nobody30@example.com', 'guess')).toEqual({ status: 429, body: TOO_MANY });
      // From that address even a right password is refused until the window ends (no oracle) …
      expect((await signIn(app, '198.51.100.50', 'finance@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(429);
      // … while another address goes on as before.
      expect((await signIn(app, '198.51.100.51', 'nobody31@example.com', 'guess')).status).toBe(401);
      expect((await signIn(app, '198.51.100.51', 'finance@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(200);
    });

    it('the address is the one the proxy saw: an X-Forwarded-For entry the client wrote itself (leftmost) does not escape the cap', async () => {
      // 198.51.100.50 is capped (the test above). Behind one proxy (TRUST_PROXY=1), the proxy appends
      // the address it saw; what a client puts before it changes nothing.
      for (const madeUp of ['203.0.113.7', '203.0.113.8, 10.0.0.1'])
        expect((await signIn(app, `${madeUp}, 198.51.100.50`, 'nobody40@example.com', 'guess')).status).toBe(429);
      expect((await signIn(app, '198.51.100.50, 198.51.100.52', 'nobody41@example.com', 'guess')).status).toBe(401);
    });
  });

  /** A redis-server of this test's own, which it can stop and start again on the same port. */
  async function ownRedis(port: number): Promise<ChildProcess> {
    const bin = findRedisServer();
    if (!bin) throw new Error('redis-server is not installed');
    const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const probe = spawn(bin.replace(/redis-server$/, 'redis-cli'), ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
        let out = '';
        probe.stdout?.on('data', (c) => (out += c));
        probe.on('exit', () => resolve(out.includes('PONG')));
        probe.on('error', () => resolve(false));
      });
      if (up) return child;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const stopped = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

  async function stopRedis(child: ChildProcess): Promise<void> {
    if (stopped(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  describe('3 failures per account in a 4-second window, on a Redis this test stops', () => {
    let app: TestApp;
    let redis: ChildProcess;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      redis = await ownRedis(port);
      app = await startTestApp({
        env: { TRUST_PROXY: '1', REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW_MS: '4000' },
      });
    });
    afterAll(async () => {
      // Redis back before closing, so the queues close cleanly.
      if (stopped(redis)) redis = await ownRedis(port);
      await app.close();
      await stopRedis(redis);
    });

    it('refuses the right password after the cap until the window ends, then lets it in', async () => {
      const tries: Array<[string, string]> = [
        ['3100600445635', 'a'],
        ['3100600445635', 'b'],
        ['3100600445635', 'c'],
      ];
      expect(await statusesOf(app, '203.0.113.1', tries)).toEqual([401, 401, 401]);
      // The person herself, from her own phone: refused while the window lasts …
      expect((await signIn(app, '203.0.113.9', '3100600445635', DEMO_PASSWORD)).status).toBe(429);
      await new Promise((r) => setTimeout(r, 4200));
      // … and let in once it has ended.
      expect((await signIn(app, '203.0.113.9', '3100600445635', DEMO_PASSWORD)).status).toBe(200);
    });

    it('with Redis stopped, sign-ins still work and are still limited (in the api’s memory)', async () => {
      await stopRedis(redis);
      expect((await signIn(app, '203.0.113.2', 'admin@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(200);
      const tries: Array<[string, string]> = [
        ['shipping@demo.skin.go.th', 'a'],
        ['SHIPPING@demo.skin.go.th', 'b'],
        ['shipping@demo.skin.go.th', 'c'],
      ];
      expect(await statusesOf(app, '203.0.113.2', tries)).toEqual([401, 401, 401]);
      expect(await signIn(app, '203.0.113.2', 'shipping@demo.skin.go.th', 'd')).toEqual({ status: 429, body: TOO_MANY });
      expect((await signIn(app, '203.0.113.3', 'shipping@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(429);
      // Someone else still signs in.
      expect((await signIn(app, '203.0.113.2', 'nurse@demo.skin.go.th', DEMO_PASSWORD)).status).toBe(200);
    });

    it('with Redis stopped, the LINE sign-in keeps its 60-per-address flood limit (in the api’s memory)', async () => {
      await stopRedis(redis);
      const lineLogin = (address: string) =>
        app.request('POST', '/api/v1/identity/line-login', { body: { idToken: 'x'.repeat(40) }, headers: { 'x-forwarded-for': address } });
      const statuses = new Set<number>();
      for (let i = 0; i < 60; i++) statuses.add((await lineLogin('203.0.113.30')).status);
      expect(statuses).toEqual(new Set([401]));
      expect(await lineLogin('203.0.113.30')).toEqual({ status: 429, body: TOO_MANY });
      expect((await lineLogin('203.0.113.31')).status).toBe(401);
    });

    it('when Redis comes back, the counting goes back to it and what was counted meanwhile still holds', async () => {
      redis = await ownRedis(port);
      // The failures counted in memory while Redis was away still cap the account …
      expect((await signIn(app, '203.0.113.4', 'shipping@demo.skin.go.th', 'e')).status).toBe(429);
      // … and, once the api has reconnected, new failures are counted in Redis (where a second api sees them).
      let n = 0;
      const counted = await eventually(async () => {
        n += 1;
        expect((await signIn(app, `203.0.113.${100 + n}`, `late${n}@example.com`, 'wrong')).status).toBe(401);
        const keys = await redisKeys(port, `${app.config.redisPrefix}:*`);
        return keys.length > 0 ? keys : undefined;
      });
      expect(counted.some((key) => key.includes(`late${n}@example.com`))).toBe(true);
    });
  });

  function redisKeys(port: number, pattern: string): Promise<string[]> {
    const bin = findRedisServer()!.replace(/redis-server$/, 'redis-cli');
    return new Promise((resolve) => {
      const cli = spawn(bin, ['-p', String(port), '--scan', '--pattern', pattern], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      cli.stdout?.on('data', (c) => (out += c));
      cli.on('exit', () => resolve(out.split('\n').filter((k) => k.includes(':sign-in:'))));
    });
  }
});

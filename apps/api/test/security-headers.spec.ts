// Issue 18 finding 2: every answer of the api carries security headers — nosniff, a
// Referrer-Policy and a Content-Security-Policy. The app's pages run no inline script, staff
// pages and API answers may not be framed, LIFF pages only by LINE, and the relaxed policies of
// Swagger UI and the queue dashboard stay on their own paths.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('security-headers', () => {
  const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../..');
  const LINE_FRAMERS = ['https://liff.line.me', 'https://miniapp.line.me'];
  const REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in for the built web app: serve-web needs only its index.html (and serves its files).
    webDist = await mkdtemp(path.join(os.tmpdir(), 'skin-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  interface Answer {
    status: number;
    headers: Headers;
    csp: Map<string, string[]>;
  }

  /** The answer's headers, and its CSP as directive → sources. */
  async function get(pathname: string, init: RequestInit = {}): Promise<Answer> {
    const res = await fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual', ...init });
    await res.arrayBuffer();
    const csp = new Map<string, string[]>();
    for (const part of (res.headers.get('content-security-policy') ?? '').split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name) csp.set(name.toLowerCase(), sources);
    }
    return { status: res.status, headers: res.headers, csp };
  }

  function expectBaseline(answer: Answer): void {
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(REFERRER_POLICIES).toContain(answer.headers.get('referrer-policy'));
    expect(answer.headers.get('content-security-policy')).toBeTruthy();
    expect(answer.csp.get('object-src') ?? answer.csp.get('default-src')).toEqual(["'none'"]);
    expect(['self', 'none'].map((s) => `'${s}'`)).toContain((answer.csp.get('base-uri') ?? [])[0]);
  }

  function expectNotFramable(answer: Answer): void {
    expect(answer.csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  }

  /** script-src (or default-src when absent) admits no inline script and no eval. */
  function expectNoInlineScript(answer: Answer): void {
    const scripts = answer.csp.get('script-src') ?? answer.csp.get('default-src') ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(scripts.some((s) => /^(https?|data|blob):?$/.test(s))).toBe(false);
  }

  describe('API answers', () => {
    it('a JSON answer: nosniff, a referrer policy, a CSP that loads nothing and cannot be framed', async () => {
      const answer = await get('/api/config');
      expect(answer.status).toBe(200);
      expectBaseline(answer);
      expectNotFramable(answer);
      expect(answer.csp.get('default-src')).toEqual(["'none'"]);
    });

    it.each([
      ['401 (no token)', '/api/v1/mytele', 401],
      ['404 (no such call)', '/api/v1/no-such-call', 404],
      ['404 (no such vaccine call)', '/api2/no-such-call', 404],
      ['400 (a NUL in the query)', '/api/v1/icd10?Keyword=L2%00', 400],
    ])('an error answer keeps them: %s', async (_name, pathname, status) => {
      const answer = await get(pathname);
      expect(answer.status).toBe(status);
      expectBaseline(answer);
      expectNotFramable(answer);
      expect(answer.csp.get('default-src')).toEqual(["'none'"]);
    });

    it('a POST to no route (the server\'s own 404) keeps them', async () => {
      const answer = await get('/api/v1/no-such-call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(404);
      expectBaseline(answer);
      expectNotFramable(answer);
      expect(answer.csp.get('default-src')).toEqual(["'none'"]);
    });

    it('a refused sign-in (JSON POST) keeps them', async () => {
      const answer = await get('/api/v1/identity/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@demo.skin.go.th', password: 'wrong-password' }),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expectBaseline(answer);
      expectNotFramable(answer);
    });
  });

  describe('the web app', () => {
    it.each(['/visit', '/visit/1', '/admin', '/hospital/report', '/login', '/his-stand-in/T1', '/teleInfo/T1'])(
      'staff and other pages (%s) cannot be framed and run no inline script',
      async (pathname) => {
        const answer = await get(pathname);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/text\/html/);
        expectBaseline(answer);
        expectNotFramable(answer);
        expectNoInlineScript(answer);
        expect(answer.csp.get('base-uri')).toEqual(["'self'"]);
        expect(answer.csp.get('object-src')).toEqual(["'none'"]);
        // Photo previews (blob:), images and QR codes (data:), and the realtime socket.
        expect(answer.csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
        expect(answer.csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", app.baseUrl.replace(/^http/, 'ws')]));
        // LINE's origins belong to the LIFF pages only.
        expect(answer.headers.get('content-security-policy')).not.toMatch(/line\.me|line-scdn/);
      },
    );

    it.each(['/lineliff', '/lineliff/tele', '/LineLiff2', '/lineregister/1234-abcd', '/lineregister2', '/linethaid', '/tele', '/tele2', '/booking', '/payment/T1', '/deactivate', '/PHR', '/profile/1234-abcd', '/profile2', '/register'])(
      'a LIFF page (%s) may be framed by LINE only, and loads the LIFF SDK and the LINE API',
      async (pathname) => {
        const answer = await get(pathname);
        expect(answer.status).toBe(200);
        expectBaseline(answer);
        expectNoInlineScript(answer);
        expect(answer.csp.get('frame-ancestors')).toEqual(LINE_FRAMERS);
        // X-Frame-Options cannot name LINE: left off, frame-ancestors decides.
        expect(answer.headers.get('x-frame-options')).toBeNull();
        expect(answer.csp.get('script-src')).toContain('https://static.line-scdn.net');
        // The LINE platform the server uses (the stand-in here): the LIFF mock's ID tokens come from it.
        expect(answer.csp.get('connect-src')).toContain(new URL(app.config.line.apiBaseUrl).origin);
      },
    );

    it.each(['/lineliffx', '/lineliff3', '/tele3', '/telex/1', '/payments', '/bookings'])('a look-alike path (%s) is not a LIFF page', async (pathname) => {
      const answer = await get(pathname);
      expect(answer.status).toBe(200);
      expectNotFramable(answer);
    });

    it('the app\'s files keep nosniff and cannot be framed', async () => {
      const answer = await get('/favicon.svg');
      expect(answer.status).toBe(200);
      expectBaseline(answer);
      expectNotFramable(answer);
    });

    it('the app\'s index.html carries no inline script (source and build)', async () => {
      const files = [path.join(root, 'apps/web/index.html'), path.join(root, 'apps/web/dist/index.html')].filter((f) => existsSync(f));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const html = await readFile(file, 'utf8');
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
        expect(scripts.length).toBeGreaterThan(0);
        for (const [, attributes, body] of scripts) {
          expect(attributes).toMatch(/\bsrc=/);
          expect(body.trim()).toBe('');
        }
        expect(html).not.toMatch(/\son[a-z]+=/i);
      }
    });
  });

  describe('tools with their own policy, on their paths only', () => {
    it('Swagger UI at /api/docs: its scripts from the api, inline styles allowed, not framable', async () => {
      const answer = await get('/api/docs');
      expect(answer.status).toBe(200);
      expectBaseline(answer);
      expectNotFramable(answer);
      expectNoInlineScript(answer);
      expect(answer.csp.get('style-src')).toContain("'unsafe-inline'");
      const json = await get('/api/docs-json');
      expect(json.status).toBe(200);
      expectBaseline(json);
    });

    it('the queue dashboard at /ops/queues (its sign-in page too): not framable, no inline script', async () => {
      const answer = await get('/ops/queues');
      expect(answer.status).toBe(401);
      expectBaseline(answer);
      expectNotFramable(answer);
      expectNoInlineScript(answer);
    });

    it('the relaxed styles stay on their paths', async () => {
      for (const pathname of ['/api/config', '/api/v1/mytele']) {
        const answer = await get(pathname);
        expect(answer.csp.get('style-src')).toBeUndefined();
      }
    });
  });
});

// accounts §2 (/lineregister → ThaiD → /linethaid) and §7 GET /api/thaid/v2/callback: the
// national digital ID code flow against the oidc-provider stand-in, driven as a browser would
// (redirects followed by hand, cookies kept per origin, the issuer's form posted).
import http from 'node:http';
import { BadRequestException } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { DEMO_CITIZENS, type DemoCitizen } from '../../integrations/src/stand-ins/index.js';
import { ThaidTicketService, deriveKey } from '../src/index.js';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.js';
import { MESSAGES, isValidNationalId } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('thaid', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  /** A browser's cookies (kept per origin here; enough for two servers on one host). */
  class Browser {
    private readonly cookies = new Map<string, Map<string, string>>();
    /** Every answer the browser received (status, headers, body): for the secret check. */
    readonly seen: string[] = [];

    cookieHeader(url: string): string {
      return [...(this.cookies.get(new URL(url).origin) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    }

    rawCookie(url: string, name: string): string | undefined {
      return this.cookies.get(new URL(url).origin)?.get(name);
    }

    async fetch(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
      const res = await fetch(url, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        body: init.body,
        headers: { ...(this.cookieHeader(url) ? { cookie: this.cookieHeader(url) } : {}), ...init.headers },
      });
      const origin = new URL(url).origin;
      const jar = this.cookies.get(origin) ?? new Map<string, string>();
      this.cookies.set(origin, jar);
      const setCookies = res.headers.getSetCookie();
      for (const line of setCookies) {
        const [pair, ...attributes] = line.split(';');
        const name = pair.slice(0, pair.indexOf('=')).trim();
        const value = pair.slice(pair.indexOf('=') + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
        if (expired || value === '') jar.delete(name);
        else jar.set(name, value);
      }
      const text = await res.text();
      this.seen.push(`${res.status} ${JSON.stringify([...res.headers.entries()])} ${text}`);
      return { status: res.status, location: res.headers.get('location'), setCookies, text };
    }
  }

  /** Follows redirects from `url` until a page (2xx/4xx) or a redirect to the product's /linethaid. */
  async function follow(browser: Browser, url: string) {
    let current = url;
    for (let hop = 0; hop < 10; hop++) {
      const res = await browser.fetch(current);
      if (res.status < 300 || res.status >= 400 || !res.location) return { url: current, ...res };
      const next = new URL(res.location, current).href;
      if (next.startsWith(`${app.baseUrl}/linethaid`)) return { url: next, ...res };
      current = next;
    }
    throw new Error('too many redirects');
  }

  /** authorize → ThaiD sign-in page → pick `citizen` → back at /linethaid?code&state. */
  async function signInAtThaid(citizen: DemoCitizen, liffId = '1650000000-tele', browser = new Browser()) {
    const authorize = await browser.fetch(`${app.baseUrl}/api/thaid/v2/authorize?liffId=${encodeURIComponent(liffId)}`);
    expect(authorize.status).toBe(302);
    const page = await follow(browser, authorize.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`id="citizen-${citizen.pid}"`);
    const action = /<form id="thaid-citizens" method="post" action="([^"]+)"/.exec(page.text)![1];
    const submitted = await browser.fetch(new URL(action, page.url).href, {
      method: 'POST',
      body: new URLSearchParams({ pid: citizen.pid }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([302, 303]).toContain(submitted.status);
    const back = await follow(browser, new URL(submitted.location!, page.url).href);
    const landing = new URL(back.url);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${app.baseUrl}/linethaid`);
    const [code, state, iss] = ['code', 'state', 'iss'].map((k) => landing.searchParams.get(k)!);
    return { browser, authorize, code, state, iss };
  }

  const callback = (browser: Browser, query: Record<string, string>) =>
    browser.fetch(`${app.baseUrl}/api/thaid/v2/callback?${new URLSearchParams(query)}`);

  function personOf(citizen: DemoCitizen) {
    const { pid, titleTh, given_name, family_name, titleEn, given_name_en, family_name_en, birthdate, address, gender } = citizen;
    return { pid, titleTh, given_name, family_name, titleEn, given_name_en, family_name_en, birthdate, address, gender };
  }

  describe('the stand-in', () => {
    it('has demo citizens with valid national IDs that are not demo accounts', () => {
      expect(DEMO_CITIZENS.length).toBeGreaterThanOrEqual(3);
      const demoLogins = new Set(DEMO_ACCOUNTS.map((a) => a.login));
      for (const c of DEMO_CITIZENS) {
        expect(isValidNationalId(c.pid)).toBe(true);
        expect(demoLogins.has(c.pid)).toBe(false);
        expect(c.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(['male', 'female']).toContain(c.gender);
      }
      expect(new Set(DEMO_CITIZENS.map((c) => c.pid)).size).toBe(DEMO_CITIZENS.length);
      expect(app.standIns.thaid.citizens).toBe(DEMO_CITIZENS);
    });

    it('offers every scope the product asks for', async () => {
      const discovery = (await (await fetch(`${app.standIns.thaid.issuer}/.well-known/openid-configuration`)).json()) as { scopes_supported: string[]; code_challenge_methods_supported: string[] };
      for (const scope of app.config.thaid.scope.split(' ')) expect(discovery.scopes_supported).toContain(scope);
      expect(discovery.code_challenge_methods_supported).toContain('S256');
    });
  });

  describe('GET /api/thaid/v2/authorize', () => {
    it('answers 302 to the issuer with PKCE, our /linethaid and the product scope, and sets the state cookie', async () => {
      const browser = new Browser();
      const res = await browser.fetch(`${app.baseUrl}/api/thaid/v2/authorize?liffId=1650000000-booking`);
      expect(res.status).toBe(302);
      const location = new URL(res.location!);
      expect(`${location.origin}${location.pathname}`).toBe(`${app.standIns.thaid.issuer}/auth`);
      const params = location.searchParams;
      expect(params.get('client_id')).toBe(app.config.thaid.clientId);
      expect(params.get('response_type')).toBe('code');
      expect(params.get('redirect_uri')).toBe(`${app.baseUrl}/linethaid`);
      expect(params.get('scope')).toBe(app.config.thaid.scope);
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(params.get('state')).toMatch(/^[\w-]{43}$/);
      expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
      expect(params.has('client_secret')).toBe(false);

      const cookie = res.setCookies.find((c) => c.startsWith('thaid_oauth='))!;
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\/api\/thaid\/v2(;|$)/);
      expect(cookie).toMatch(/;\s*Max-Age=600(;|$)/);
      expect(cookie).not.toMatch(/;\s*Secure/i); // plain http here
      // Encrypted: neither the state nor anything readable is in it.
      expect(cookie).not.toContain(params.get('state')!);
      expect(Buffer.from(browser.rawCookie(app.baseUrl, 'thaid_oauth')!, 'base64url').toString('latin1')).not.toContain('linethaid');
    });

    it('refuses a malformed liffId with 400', async () => {
      const res = await app.request('GET', '/api/thaid/v2/authorize?liffId=%3Cscript%3E');
      expect(res.status).toBe(400);
    });
  });

  describe('the whole code flow', () => {
    it('answers the person data, the liffId and a ticket ThaidTicketService accepts', async () => {
      const citizen = DEMO_CITIZENS[1];
      const { browser, code, state, iss } = await signInAtThaid(citizen, '1650000000-tele');
      expect(code).toBeTruthy();
      expect(iss).toBe(app.standIns.thaid.issuer);
      // As /linethaid calls it: code, state and ThaiD's iss (RFC 9207), which is checked.
      const res = await callback(browser, { code, state, iss });
      expect(res.status).toBe(200);
      const body = JSON.parse(res.text);
      expect(body).toMatchObject({ ...personOf(citizen), liffId: '1650000000-tele' });
      expect(typeof body.ticket).toBe('string');
      expect(app.api.get(ThaidTicketService).verify(body.ticket)).toEqual(personOf(citizen));
      const claims = jwt.decode(body.ticket) as jwt.JwtPayload;
      expect(claims.aud).toBe('thaid-ticket');
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
      // The cookie is cleared, and the answer is not cached.
      expect(res.setCookies.some((c) => /^thaid_oauth=;/.test(c) || (/^thaid_oauth=/.test(c) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)))).toBe(true);
      expect(browser.rawCookie(app.baseUrl, 'thaid_oauth')).toBeUndefined();
    });

    it('lets the same browser pick another citizen on the next sign-in', async () => {
      const browser = new Browser();
      for (const citizen of [DEMO_CITIZENS[0], DEMO_CITIZENS[2]]) {
        const { code, state } = await signInAtThaid(citizen, '1650000000-tele', browser);
        const res = await callback(browser, { code, state });
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text).pid).toBe(citizen.pid);
      }
    });

    it('uses the default LIFF id when none is given', async () => {
      const { browser, code, state } = await signInAtThaid(DEMO_CITIZENS[3], '');
      const res = await callback(browser, { code, state });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).liffId).toBe(app.config.line.liffIds.default || null);
    });

    it('never shows the client secret to the browser', async () => {
      const { browser, code, state } = await signInAtThaid(DEMO_CITIZENS[0]);
      await callback(browser, { code, state });
      const secret = app.standIns.thaid.clientSecret;
      expect(secret.length).toBeGreaterThan(10);
      expect(browser.seen.length).toBeGreaterThan(3);
      for (const answer of browser.seen) {
        expect(answer).not.toContain(secret);
        expect(answer).not.toContain(encodeURIComponent(secret));
      }
      const config = await app.request('GET', '/api/config');
      expect(JSON.stringify(config.body)).not.toContain(secret);
    });
  });

  describe('GET /api/thaid/v2/callback refusals', () => {
    it('answers 400 with the Thai message when the state does not match the cookie', async () => {
      const { browser, code } = await signInAtThaid(DEMO_CITIZENS[0]);
      const res = await callback(browser, { code, state: 'not-the-state' });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ statusCode: 400, message: MESSAGES.thaidStateMismatch });
    });

    it('answers 400 with the Thai message without the cookie (another browser)', async () => {
      const { code, state } = await signInAtThaid(DEMO_CITIZENS[0]);
      const res = await callback(new Browser(), { code, state });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).message).toBe(MESSAGES.thaidStateMismatch);
    });

    it('answers 400 to an empty call and to a forged cookie', async () => {
      const empty = await app.request('GET', '/api/thaid/v2/callback');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(MESSAGES.thaidStateMismatch);
      const { browser, code, state } = await signInAtThaid(DEMO_CITIZENS[0]);
      const raw = Buffer.from(browser.rawCookie(app.baseUrl, 'thaid_oauth')!, 'base64url');
      raw[raw.length - 1] ^= 1;
      const forged = await app.request('GET', `/api/thaid/v2/callback?${new URLSearchParams({ code, state })}`, {
        headers: { cookie: `thaid_oauth=${raw.toString('base64url')}` },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe(MESSAGES.thaidStateMismatch);
    });

    it('refuses a replayed code with 400, not 500', async () => {
      const { browser, code, state } = await signInAtThaid(DEMO_CITIZENS[2]);
      const cookie = `thaid_oauth=${browser.rawCookie(app.baseUrl, 'thaid_oauth')}`;
      const path = `/api/thaid/v2/callback?${new URLSearchParams({ code, state })}`;
      const first = await app.request('GET', path, { headers: { cookie } });
      expect(first.status).toBe(200);
      const replay = await app.request('GET', path, { headers: { cookie } });
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({ statusCode: 400, message: MESSAGES.thaidFailed });
    });

    it('refuses a code that ThaiD did not issue, and an access_denied answer, with 400', async () => {
      const { browser, state } = await signInAtThaid(DEMO_CITIZENS[1]);
      const cookie = `thaid_oauth=${browser.rawCookie(app.baseUrl, 'thaid_oauth')}`;
      const made = await app.request('GET', `/api/thaid/v2/callback?${new URLSearchParams({ code: 'made-up-code', state })}`, { headers: { cookie } });
      expect(made.status).toBe(400);
      expect(made.body.message).toBe(MESSAGES.thaidFailed);
      const denied = await app.request('GET', `/api/thaid/v2/callback?${new URLSearchParams({ error: 'access_denied', state })}`, { headers: { cookie } });
      expect(denied.status).toBe(400);
      expect(denied.body.message).toBe(MESSAGES.thaidFailed);
    });

    it('refuses an authorization response naming another issuer with 400', async () => {
      const { browser, code, state } = await signInAtThaid(DEMO_CITIZENS[3]);
      const res = await callback(browser, { code, state, iss: 'https://imauth.example.invalid' });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).message).toBe(MESSAGES.thaidFailed);
    });

    it('cancelling at ThaiD comes back to /linethaid with error=access_denied', async () => {
      const browser = new Browser();
      const authorize = await browser.fetch(`${app.baseUrl}/api/thaid/v2/authorize?liffId=1650000000-tele`);
      const page = await follow(browser, authorize.location!);
      const action = /<form id="thaid-cancel" method="post" action="([^"]+)"/.exec(page.text)![1];
      expect(page.text).toContain('id="cancel"');
      const cancelled = await browser.fetch(new URL(action, page.url).href, { method: 'POST', body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const back = await follow(browser, new URL(cancelled.location!, page.url).href);
      const landing = new URL(back.url);
      expect(landing.pathname).toBe('/linethaid');
      expect(landing.searchParams.get('error')).toBe('access_denied');
      const res = await callback(browser, Object.fromEntries(landing.searchParams));
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).message).toBe(MESSAGES.thaidFailed);
    });
  });

  describe('ThaidTicketService.verify', () => {
    const invalid = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(BadRequestException);
        expect((error as BadRequestException).message).toBe(MESSAGES.thaidTicketInvalid);
        return;
      }
      throw new Error('expected the ticket to be refused');
    };

    it('refuses a tampered, expired, foreign or missing ticket', () => {
      const tickets = app.api.get(ThaidTicketService);
      const person = personOf(DEMO_CITIZENS[0]);
      const ticket = tickets.sign(person);
      expect(tickets.verify(ticket)).toEqual(person);

      const [header, payload, signature] = ticket.split('.');
      const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), person: { ...person, birthdate: '1999-01-01' } })).toString('base64url');
      invalid(() => tickets.verify(`${header}.${changed}.${signature}`));

      const key = deriveKey(app.config.jwtSecret, 'thaid-ticket');
      const now = Math.floor(Date.now() / 1000);
      invalid(() => tickets.verify(jwt.sign({ person, sub: person.pid, aud: 'thaid-ticket', iat: now - 1000, exp: now - 100 }, key)));
      // Our session token (same JWT_SECRET, other key and audience) is not a ticket.
      invalid(() => tickets.verify(jwt.sign({ person, sub: person.pid, aud: 'thaid-ticket' }, app.config.jwtSecret, { expiresIn: 60 })));
      invalid(() => tickets.verify(jwt.sign({ person, sub: person.pid }, key, { expiresIn: 60, audience: 'other' })));
      invalid(() => tickets.verify(undefined));
      invalid(() => tickets.verify('not.a.jwt'));
    });
  });

  /** GET `path` on `baseUrl` with a Host header of one's choosing (fetch would not send it). */
  function getWithHost(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; location: string; setCookies: string[] }> {
    const url = new URL(path, baseUrl);
    return new Promise((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'GET', headers }, (res) => {
        res.resume();
        const cookies = res.headers['set-cookie'] ?? [];
        res.on('end', () => resolve({ status: res.statusCode!, location: String(res.headers.location ?? ''), setCookies: cookies }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const redirectUriOf = (location: string) => new URL(location).searchParams.get('redirect_uri');

  describe('the redirect URI comes from PUBLIC_BASE_URL, never from the request (issue 18 finding 8)', () => {
    it('ignores a forged Host header: the default base URL is the api\'s own address', async () => {
      expect(app.config.publicBaseUrl).toBe(app.baseUrl);
      const res = await getWithHost(app.baseUrl, '/api/thaid/v2/authorize?liffId=1650000000-tele', { host: 'evil.example' });
      expect(res.status).toBe(302);
      expect(redirectUriOf(res.location)).toBe(`${app.baseUrl}/linethaid`);
    });

    it('ignores X-Forwarded-* without TRUST_PROXY', async () => {
      const res = await fetch(`${app.baseUrl}/api/thaid/v2/authorize`, {
        redirect: 'manual',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      });
      expect(redirectUriOf(res.headers.get('location')!)).toBe(`${app.baseUrl}/linethaid`);
    });

    describe('with PUBLIC_BASE_URL=https://skin.example.go.th/ behind a proxy (TRUST_PROXY=1)', () => {
      let proxied: TestApp;
      beforeAll(async () => {
        proxied = await startTestApp({ env: { TRUST_PROXY: '1', PUBLIC_BASE_URL: 'https://skin.example.go.th/' } });
      });
      afterAll(() => proxied?.close());

      it('redirects to the configured base URL and marks the cookie Secure, whatever Host says', async () => {
        const res = await getWithHost(proxied.baseUrl, '/api/thaid/v2/authorize?liffId=1650000000-tele', { host: 'evil.example' });
        expect(res.status).toBe(302);
        expect(redirectUriOf(res.location)).toBe('https://skin.example.go.th/linethaid');
        expect(res.setCookies.find((c) => c.startsWith('thaid_oauth='))).toMatch(/;\s*Secure/i);
      });

      it('does not follow a forged X-Forwarded-Host or X-Forwarded-Proto either', async () => {
        const res = await getWithHost(proxied.baseUrl, '/api/thaid/v2/authorize', {
          host: 'skin.example.go.th',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': 'evil.example',
        });
        expect(res.status).toBe(302);
        expect(redirectUriOf(res.location)).toBe('https://skin.example.go.th/linethaid');
      });
    });
  });
});

/**
 * Issue 16 point 11 "Slow and offline" (and issue 17's patient's first screen), in Chromium:
 *  - a first visit to /lineliff/tele (a new LINE user reaching the registration form) moves at most
 *    150 kB over the wire (issue 34): the app's files go out compressed (brotli, made at build time),
 *    only the font faces of the characters the page draws (the Thai and basic-Latin ones, never the
 *    full Latin face: apps/web/src/fonts.css);
 *  - the main script answers `content-encoding: br` and is cached for a year as immutable; the HTML
 *    of every route is `no-cache`; every answer keeps its security headers;
 *  - on a 'slow 4G' profile (150 ms, 1.6 Mbit/s down, 750 kbit/s up) a shell is painted at once
 *    before the form is usable (how soon: `npm run bench`, firstscreen);
 *  - offline: a Thai banner says the network is gone, a submit answers a Thai message at once
 *    instead of spinning, a call the network swallows ends with a Thai message after the client's
 *    timeout, and back online the banner goes and the page works again.
 * The api runs in this process from source (test/api-app.ts) serving the built web app.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { TestApp } from '../../../test/api-app.js';
import { startSourceE2E, type SourceE2E } from './source-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot } from './support.js';

describe('slow-offline', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const TEST_TIMEOUT_MS = 90_000;
  /** Issue 34's goal for the patient's first screen (issue 17's was 250 kB). */
  const FIRST_VISIT_LIMIT_BYTES = 150_000;
  /** Chrome DevTools' 'slow 4G' profile as the issue names it (throughputs in bytes/s). */
  const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1_000) / 8 };
  const OFFLINE_TEXT = 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต';
  /** The api client's timeout for a call the network swallows (apps/web/src/api/client.ts). */
  const CLIENT_TIMEOUT_MS = 15_000;

  let e2e: SourceE2E;
  let app: TestApp;

  beforeAll(async () => {
    e2e = await startSourceE2E();
    app = e2e.app;
  }, 180_000);
  afterAll(() => e2e?.close(), 60_000);

  /** A fresh phone-sized context (cold cache), playing a new LINE user when `line`. */
  async function phonePage(line = false): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
    const context = await e2e.newContext({ width: 390, height: 844 });
    context.setDefaultTimeout(10_000);
    if (line) {
      const userId = `U${randomBytes(16).toString('hex')}`;
      const user = { userId, displayName: 'สมหญิง ใจดี', idToken: app.standIns.line.issueIdToken({ sub: userId, name: 'สมหญิง ใจดี' }) };
      await context.addInitScript((mock) => {
        (window as unknown as { __LIFF_MOCK__: unknown }).__LIFF_MOCK__ = mock;
      }, user);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    return { context, page, cdp };
  }

  /** Bytes moved over the wire (headers and bodies as received, after compression), counted by Chromium. */
  function countBytes(cdp: CDPSession): { total: () => number; byUrl: Map<string, number> } {
    const urls = new Map<string, string>();
    const byUrl = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => void urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId) ?? e.requestId;
      byUrl.set(url, (byUrl.get(url) ?? 0) + e.encodedDataLength);
    });
    return { total: () => [...byUrl.values()].reduce((a, b) => a + b, 0), byUrl };
  }

  /** The patient's first screen: the LINE entry leads a new user to the registration form. */
  async function firstScreen(page: Page): Promise<number> {
    const handle = await page.waitForFunction(() => (document.querySelector('[data-testid="line-register-form"]') ? performance.now() : 0), undefined, {
      timeout: 30_000,
      polling: 20,
    });
    return (await handle.jsonValue()) as number;
  }

  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

  test('a first visit to /lineliff/tele moves at most 150 kB over the wire, with only the font faces it draws', async () => {
    const { page, cdp } = await phonePage(true);
    const bytes = countBytes(cdp);
    await page.goto('/lineliff/tele');
    await firstScreen(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    const rows = [...bytes.byUrl].sort((a, b) => b[1] - a[1]).map(([url, n]) => `${kB(n).padStart(9)}  ${url.replace(app.baseUrl, '')}`);
    console.log(`first visit to /lineliff/tele: ${kB(bytes.total())} over the wire\n${rows.join('\n')}`);
    expect(bytes.total()).toBeLessThanOrEqual(FIRST_VISIT_LIMIT_BYTES);
    const fonts = [...bytes.byUrl.keys()].map((url) => /sarabun-([a-z-]+)-(\d00)/.exec(url)?.slice(1).join('-')).filter(Boolean).sort();
    expect(fonts).toEqual(['basic-latin-400', 'basic-latin-700', 'thai-400', 'thai-700']);
  }, TEST_TIMEOUT_MS);

  test('the main script goes out brotli-compressed and immutable for a year; the HTML is never cached; security headers stay', async () => {
    const { page } = await phonePage(true);
    const scripts: Array<Record<string, string>> = [];
    page.on('response', (r) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(r.url())) scripts.push(r.headers());
    });
    const document = await page.goto('/lineliff/tele');
    const html = document!.headers();
    expect(html['cache-control']).toBe('no-cache');
    expect(html['content-encoding']).toBe('br');
    expect(html['content-security-policy']).toContain("script-src 'self'");
    await firstScreen(page);

    expect(scripts).toHaveLength(1);
    const main = scripts[0]!;
    expect(main['content-encoding']).toBe('br');
    expect(main['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(main['vary']).toMatch(/accept-encoding/i);
    expect(main['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(main['x-content-type-options']).toBe('nosniff');

    // Another route answered with index.html, and index.html itself: never cached either.
    for (const route of ['/login', '/index.html']) {
      const again = await page.goto(route);
      expect(again!.headers()['cache-control']).toBe('no-cache');
      expect(again!.headers()['content-security-policy']).toContain("script-src 'self'");
    }
  }, TEST_TIMEOUT_MS);

  test("on 'slow 4G' a shell is painted at once and the registration form is usable soon after", async () => {
    const { page, cdp } = await phonePage(true);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const bytes = countBytes(cdp);
    await page.goto('/lineliff/tele', { waitUntil: 'commit' });
    const usableAt = await firstScreen(page);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity);
    await page.waitForLoadState('load');
    const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    console.log(`slow 4G, /lineliff/tele: first contentful paint ${Math.round(fcp)} ms, load ${Math.round(loaded)} ms, form usable at ${Math.round(usableAt)} ms, ${kB(bytes.total())}`);
    // Before issue 16 point 11: 3.8 s blank, the form at 5.6 s. The shell comes with the HTML, so it
    // is painted before the form, which needs the app's script, LIFF and two calls. How soon is the
    // benchmark's figure (`npm run bench`, firstscreen: a ratio to a bare page measured in the same
    // run): a wall-clock bound here failed by 2 ms on a loaded machine (issue 34), so none is here.
    expect(Number.isFinite(fcp)).toBe(true);
    expect(fcp).toBeLessThan(usableAt);
    await keepShot(page, path.join(root, 'test-artifacts/slow-4g-lineliff-tele.png'));
  }, TEST_TIMEOUT_MS);

  test('the shell is what a slow network shows first: painted before the app runs, gone when it mounts', async () => {
    const { page, cdp } = await phonePage(true);
    // Hold the app's script back: what the person sees meanwhile is the shell of index.html.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto('/lineliff/tele', { waitUntil: 'commit' });
    const status = page.getByRole('status').filter({ hasText: 'กำลังโหลด' });
    await status.waitFor({ timeout: 3_000 });
    await keepShot(page, path.join(root, 'test-artifacts/slow-4g-shell.png'));
    expect(await page.locator('.shell-bar').isVisible()).toBe(true);
    await firstScreen(page);
    expect(await page.locator('.shell').count()).toBe(0);
  }, TEST_TIMEOUT_MS);

  test('offline: a Thai banner says so and a submit answers at once in Thai; back online the banner goes and the page works', async () => {
    const { context, page } = await phonePage();
    const patient = DEMO_ACCOUNTS.find((a) => a.login === '1103702071811')!;
    await page.goto('/login');
    await page.getByTestId('login-username').fill(patient.login);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor({ timeout: 3_000 });
    expect(await banner.innerText()).toContain(OFFLINE_TEXT);
    await keepShot(page, path.join(root, 'test-artifacts/offline-banner-login.png'));

    // Answered by the page itself, without waiting on the network (how soon is no test's business: issue 34).
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.innerText()).toContain(OFFLINE_TEXT);
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 3_000 });
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }, TEST_TIMEOUT_MS);

  test('a call the network swallows ends with a Thai message after the timeout instead of spinning forever', async () => {
    const { page } = await phonePage();
    const patient = DEMO_ACCOUNTS.find((a) => a.login === '1103702071811')!;
    // The page's timers run on a clock the test moves (Playwright's clock), so "not before the
    // timeout, then the message" is checked by the page's own time, not by how long a loaded
    // machine took (npm test holds no wall-clock bound).
    await page.clock.install();
    await page.goto('/login');
    // The request leaves but no answer ever comes back (a dead mobile connection the browser still thinks is up).
    await page.route('**/api/v1/identity/login', () => undefined);
    await page.getByTestId('login-username').fill(patient.login);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.clock.pauseAt(Date.now() + 1_000);
    const sent = page.waitForRequest('**/api/v1/identity/login');
    await page.getByTestId('login-submit').click();
    await sent;
    const error = page.getByTestId('login-error');
    // A second before the client's timeout: still waiting, no message yet.
    await page.clock.runFor(CLIENT_TIMEOUT_MS - 1_000);
    expect(await error.isVisible()).toBe(false);
    // Past it: the Thai message, the button usable again.
    await page.clock.runFor(2_000);
    await error.waitFor();
    await page.clock.resume();
    expect(await error.innerText()).toMatch(/[ก-๙]/);
    expect(await error.innerText()).not.toMatch(/[A-Za-z]/);
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);

    // The network is back: the same submit signs in.
    await page.unroute('**/api/v1/identity/login');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }, TEST_TIMEOUT_MS);

  test('a page opened while offline waits, and loads by itself when the network is back', async () => {
    const { context, page } = await phonePage();
    await page.goto('/login');
    await page.getByTestId('login-username').fill('1103702071811');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 10_000 });
    // Move inside the app (no page load) to the profile, whose data needs the server.
    await page.evaluate(() => {
      history.pushState(null, '', '/profile');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('profile-card').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_500);
    // Without its data the profile cannot be edited yet; the banner says why.
    expect(await page.getByTestId('profile-edit').isEnabled()).toBe(false);
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 3_000 });
    await page.waitForFunction(() => !(document.querySelector('[data-testid="profile-edit"]') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 10_000 });
  }, TEST_TIMEOUT_MS);
});

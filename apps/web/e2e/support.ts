/**
 * Shared helpers of the browser tests: one Chromium per test file (Debian's, through
 * playwright-core), a fresh context per scenario, and the product started by the backend's
 * test harness (api + worker against the test PostgreSQL/Redis, serving apps/web/dist).
 */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startProduct, type RunningProduct } from '../../../test/harness.js';
import { BROWSER_SUITES, type SuiteName } from './suites.js';

import { DEMO_ACCOUNTS } from '../../../libs/identity/src/demo/demo-accounts.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../libs/identity/src/demo/demo-accounts.js';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser: CHROMIUM_PATH when set, else Debian's headless shell (package
 * chromium-headless-shell, the same Blink as /usr/bin/chromium without the desktop browser
 * around it: a file took 30 s of CPU instead of 38), else Debian's chromium. scripts/test.sh
 * installs the shell.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/** The running product; `standIns.line` mints LIFF ID tokens and records pushes, `standIns.thaid` is the ThaiD issuer. */
export type Product = RunningProduct;

export interface E2E {
  product: Product;
  browser: Browser;
  /** The product's database, for a test to set the scene (what an outside system would write) and check the outcome. */
  db: pg.Client;
  /** A fresh, isolated context (its own localStorage) with the product as base URL. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * Issue 30: the browser parts of one suite (apps/web/e2e/suites.ts) run in one jest file, and the
 * parts that ask for the same settings share one product (api, worker, stand-ins, database) and
 * parts with the same browser flags one Chromium: starting them was about 10 s of CPU per file.
 * A part keeps its own browser contexts (its own localStorage) and database connection; its
 * close() closes those and puts a moved clock back, and the suite closes what was shared. Run
 * alone (JEST_SEPARATE=1), a part starts and stops everything itself, as before.
 */
const shared = { on: false, products: new Map<string, Promise<Product>>(), browsers: new Map<string, Promise<Browser>>() };

/** Declares the browser suite `suite`: its parts (suites.ts) in their order, sharing products, and the closing of what they shared. */
export async function browserSuite(suite: SuiteName): Promise<void> {
  shared.on = true;
  afterAll(async () => {
    const products = await Promise.allSettled(shared.products.values());
    const browsers = await Promise.allSettled(shared.browsers.values());
    await Promise.allSettled([
      ...browsers.map((b) => (b.status === 'fulfilled' ? b.value.close() : undefined)),
      ...products.map((p) => (p.status === 'fulfilled' ? p.value.stop() : undefined)),
    ]);
  }, 120_000);
  for (const part of BROWSER_SUITES[suite]) await import(new URL(`./${part}.e2e.ts`, import.meta.url).href);
}

function once<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  if (!shared.on) return start();
  let started = cache.get(key);
  if (!started) {
    started = start();
    cache.set(key, started);
    started.catch(() => cache.delete(key)); // the next part tries again
  }
  return started;
}

/**
 * `chromiumArgs`: extra flags for this file's browser (e.g. the fake camera of the video tests);
 * `env`: settings of this file's product; `fresh`: a product of its own even in a suite, for a
 * part whose checks count on what no other part has touched (a whole report, a day's slots).
 */
export async function startE2E(options: { chromiumArgs?: string[]; env?: Record<string, string>; fresh?: boolean } = {}): Promise<E2E> {
  const env = options.env ?? {};
  const args = [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])];
  const sharing = shared.on;
  const ownProduct = !sharing || options.fresh === true;
  const product = ownProduct ? await startProduct(env) : await once(shared.products, JSON.stringify(Object.entries(env).sort()), () => startProduct(env));
  // launch() gives every run its own temporary profile directory.
  const browser = await once(shared.browsers, JSON.stringify(args), () => chromium.launch({ executablePath: chromiumPath(), args, headless: true }));
  const db = new pg.Client({ connectionString: product.env.DATABASE_URL });
  db.on('error', (error) => console.warn(`e2e: the test's database connection broke: ${error.message}`));
  await db.connect();
  const contexts: BrowserContext[] = [];
  return {
    product,
    browser,
    db,
    async newPage() {
      const context = await browser.newContext({ baseURL: product.baseUrl, locale: 'th-TH', viewport: { width: 1280, height: 800 } });
      // Three test files run at once on two cores, each with its api, worker and Chromium: a wait
      // for an element or a page is met as soon as it holds, and these bounds only decide how
      // long a slow machine may take before the test says what it was waiting for.
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await db.end().catch(() => undefined);
      if (ownProduct) await product.stop();
      else await product.moveClock(0);
      if (!sharing) await browser.close().catch(() => undefined);
    },
  };
}

/**
 * How often the long waits look at the page (the helpers below and the tests' longest ones).
 * Playwright's default looks at every animation frame, which keeps a waiting page drawing frames:
 * about 70 ms of Chromium's CPU per second of waiting, against 14 ms at this pace (measured; 4 ms
 * at 100 ms, but a wait then ends 50 ms later on average, and a suite is a chain of waits).
 */
export const POLL_MS = 20;

/** The page's remote <video> plays a live video track from the other side. */
export function remoteVideoLive(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
      return !!video && track?.readyState === 'live' && video.videoWidth > 0;
    },
    null,
    { timeout: 20_000, polling: POLL_MS },
  );
}

/** Fills the login form and submits it (the path a person takes). */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.toLowerCase().startsWith('/login')) await page.goto('/login');
  await page.getByTestId('login-username').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The `to` of every navbar menu item, in order. */
export async function navItems(page: Page): Promise<string[]> {
  return page.locator('[data-nav-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-item') ?? ''));
}

/** Waits until the element with this test id contains `text` (a live page: no reload). */
export async function expectText(page: Page, testId: string, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(t) ?? false,
    [testId, text] as const,
    { timeout, polling: POLL_MS },
  );
}

/**
 * Waits until the page shows `count` thumbnails the image worker made (inline JPEG data URLs).
 * The worker shares two loaded cores with the whole run, so the bound is long; when it passes,
 * the error says what each gallery tile showed instead (processing, failed, a file tile).
 */
export async function expectThumbnails(page: Page, count: number, timeout = 60_000): Promise<void> {
  try {
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('img')].filter((img) => img.src.startsWith('data:image/jpeg')).length >= n,
      count,
      { timeout, polling: POLL_MS },
    );
  } catch (error) {
    const tiles = await page
      .locator('[data-testid="gallery-image"]')
      .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-state')}${li.querySelector('img') ? '+img' : ''}`))
      .catch(() => []);
    throw new Error(`expected ${count} thumbnails; the gallery shows [${tiles.join(', ')}]: ${(error as Error).message}`);
  }
}

/** A demo account by role (null: a patient), and by login when the role has several. */
export function demoAccount(role: string | null, login?: string): (typeof DEMO_ACCOUNTS)[number] {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role && (!login || a.login === login));
  if (!found) throw new Error(`no demo account with role ${role}${login ? ` and login ${login}` : ''}`);
  return found;
}

/** Draws a stroke with the mouse across the page's signature canvas (`offsetY`: below its middle). */
export async function drawSignature(page: Page, offsetY = 0): Promise<void> {
  const box = (await page.getByTestId('signature-canvas').boundingBox())!;
  const y = box.y + box.height / 2 + offsetY;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 40 + i * 20, y + (i % 2 === 0 ? -30 : 30), { steps: 3 });
  await page.mouse.up();
}

/** The page's requests still open (the live socket is not one), counted from Playwright's events. */
const openRequests = new WeakMap<Page, Set<unknown>>();
export function countRequests(page: Page): void {
  const open = new Set<unknown>();
  openRequests.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Until the page's requests have all been answered for 150 ms (Playwright's 'networkidle' waits
 * 500 ms after the last one, on every page of the walk), at most 8 s.
 */
async function quietNetwork(page: Page): Promise<void> {
  const open = openRequests.get(page) ?? new Set();
  const deadline = Date.now() + 8_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Opens a URL and waits until the page has settled (data loaded, spinners gone, painted): what a
 * check of the whole page (layout, axe) needs, sooner than 'networkidle' plus a pause.
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  if (!openRequests.has(page)) countRequests(page);
  await page.goto(url, { waitUntil: 'load' });
  await quietNetwork(page);
  await page.waitForFunction(() => !document.querySelector('.page-loading, [data-testid="page-loading"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await quietNetwork(page); // what the page asked for once its first data came
  // Two frames: React has rendered what the answers brought, and the browser has laid it out.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * The pictures of pages the tests leave in test-artifacts/ for people to look at: taken only by
 * `npm run screenshots` (E2E_SHOTS=1). They assert nothing, and a full-page PNG is one of the
 * costliest steps of a browser test, so `npm test` runs the same journeys without them.
 */
export async function keepShot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  await target.screenshot({ path, ...options });
}

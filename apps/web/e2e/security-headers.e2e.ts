/**
 * Issue 18 finding 2, in Chromium: the pages work under their Content-Security-Policy. The api
 * runs in this process from source (test/api-app.ts) serving the built web app, so the policy
 * tested is the one in apps/api/src/http/security-headers.ts. Every page records the
 * `securitypolicyviolation` events and CSP console errors; a flow must end with none:
 * the LINE entry (LIFF mock, the LINE stand-in's ID token), a patient's telemedicine booking
 * with photos, and the nurse board live with the case's thumbnails.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { dayProblem, inBangkok } from '@hospital/rules';
import { startSourceE2E, type SourceE2E } from './source-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectThumbnails, submitLogin } from './support.js';

describe('security-headers', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const PHOTOS = path.join(root, 'libs/telemedicine/demo-photos/');
  const TEST_TIMEOUT_MS = 90_000;

  let e2e: SourceE2E;

  beforeAll(async () => {
    e2e = await startSourceE2E();
  }, 180_000);
  afterAll(() => e2e?.close(), 60_000);

  interface Watched {
    page: Page;
    /** Every CSP violation the page reported (event or console), as text. */
    violations: string[];
  }

  async function watchedPage(): Promise<Watched> {
    const context = await e2e.newContext({ width: 1280, height: 800 });
    context.setDefaultTimeout(10_000);
    const violations: string[] = [];
    await context.exposeBinding('__cspViolation', (_source, text: string) => void violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} blocked ${e.blockedURI} on ${location.pathname}`);
      });
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return { page, violations };
  }

  /** The CSP of the document a navigation answered. */
  async function documentCsp(page: Page, pathname: string): Promise<string> {
    const response = await page.goto(pathname);
    return response?.headers()['content-security-policy'] ?? '';
  }

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  async function bookableDay(): Promise<string> {
    for (let i = 1; i < 60; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (!dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() })) return date;
    }
    throw new Error('no bookable day in 60 days');
  }

  test('the LINE entry runs LIFF (mock) under the LIFF page policy: framed only by LINE, no violation', async () => {
    const { page, violations } = await watchedPage();
    const minted = page.waitForResponse((r) => r.url().endsWith('/__dev/id-token'));
    const csp = await documentCsp(page, '/lineliff/tele');
    expect(csp).toContain('frame-ancestors https://liff.line.me https://miniapp.line.me');
    expect((await minted).ok()).toBe(true);
    await page.waitForURL((url) => url.pathname.startsWith('/lineregister/'));
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('a booking with photos reaches the live nurse board and its thumbnails, with no violation', async () => {
    const day = await bookableDay();
    const nurse = await watchedPage();
    await signIn(nurse.page, DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!.login);
    expect(await documentCsp(nurse.page, '/admin')).toContain("frame-ancestors 'none'");
    await nurse.page.getByTestId('board-view-nurse').click();
    await nurse.page.getByTestId('board-filter-date').fill(day);

    const me = await watchedPage();
    await signIn(me.page, '1103702071811');
    await me.page.goto('/tele');
    await me.page.getByTestId('service-type-1').waitFor();
    if (await me.page.getByTestId('intro-close').isVisible().catch(() => false)) await me.page.getByTestId('intro-close').click();
    await me.page.getByTestId('service-type-1').click();
    while (!(await me.page.getByTestId(`day-${day}`).isVisible())) await me.page.getByTestId('month-next').click();
    await me.page.getByTestId(`day-${day}`).click();
    await me.page.getByTestId('slot-13:30').click();
    await me.page.getByTestId('phone').fill('0812345678');
    await me.page.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
    await me.page.getByTestId('description').fill('ผื่นแดงคันที่แขน เป็นมา 2 สัปดาห์');
    await me.page.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
    await me.page.getByTestId('submit').click();
    const created = me.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/tele');
    await me.page.getByTestId('confirm').click();
    const { data } = (await (await created).json()) as { data: { teleID: string } };
    await me.page.getByTestId('success-ok').waitFor({ timeout: 30_000 });

    // The board shows this case live (Socket.IO over ws), and its page shows the worker's thumbnails.
    const row = nurse.page.getByTestId(`board-row-${data.teleID}`);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('link').first().click();
    await nurse.page.waitForURL((url) => url.pathname === `/teleInfo/${data.teleID}`);
    await nurse.page.getByTestId('tab-images').click();
    await expectThumbnails(nurse.page, 4);
    expect(me.violations).toEqual([]);
    expect(nurse.violations).toEqual([]);
  }, TEST_TIMEOUT_MS);
});

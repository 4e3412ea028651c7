/**
 * Issue 35 item 2, in Chromium on a 390 px phone: after a telemedicine booking (on the web at
 * /tele and inside LINE from /lineliff/tele) or a profile save, the patient lands at the TOP of
 * the page that shows the result, not mid-form where the button was, and the page's heading has
 * the focus (a screen reader says where they are):
 *  1. /tele → 'ลงทะเบียน' at the bottom of the long form → the success message → /profile with the
 *     telemedicine list first, the new booking in view, scrolled to 0, the focus on the heading.
 *  2. The same from the LINE entry: the chat message is sent and the window asked to close; when it
 *     stays open (LINE in an outside browser, the mock here) the page is the same list, at its top.
 *  3. A profile save leads home (accounts §2): at the top of /home, its heading focused; staff
 *     saving a patient's profile in place (/user/:Id) are taken back to the top of that profile.
 * Screenshots of the landings at 390 and 1440 px go to test-artifacts/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { TELE_MESSAGES, dayProblem, inBangkok } from '@hospital/rules';
import { DEMO_PASSWORD, demoAccount, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('after-save-top', () => {
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1440, height: 900 };
  const LINE_USER = `U${'a7e0'.repeat(8)}`;
  const ARTIFACTS = resolve(process.cwd(), 'test-artifacts');

  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    // A product of its own: it needs the first bookable day's slots free, which other parts' bookings take.
    e2e = await startE2E({ fresh: true });
    db = e2e.db;
    mkdirSync(ARTIFACTS, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = demoAccount(null, '1103702071811');

  /** The first day after `after` (from tomorrow) that a doctor visit (type 1) may be booked, with no holiday or disabled date. */
  async function bookableDay(after = ''): Promise<string> {
    for (let i = 1; i < 90; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (date <= after || dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() })) continue;
      const { rowCount } = await db.query(`SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1`, [date]);
      if (!rowCount) return date;
    }
    throw new Error('no bookable day in 90 days');
  }

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  /** The focus is on the page's heading (the page header's h1), which reads `text`. */
  async function expectHeadingFocused(page: Page, text: string): Promise<void> {
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 10_000 });
    expect((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim()).toBe(text);
  }

  /** The element's top edge is inside the window as it is (no scrolling needed to see it). */
  async function inView(page: Page, testId: string): Promise<boolean> {
    return page.getByTestId(testId).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    });
  }

  /** A type-1 booking on /tele with four photos, submitted from the bottom of the form; answers the case id. */
  async function bookTele(page: Page, day: string): Promise<string> {
    await page.getByTestId('service-type-1').waitFor();
    if (await page.getByTestId('intro-close').isVisible().catch(() => false)) await page.getByTestId('intro-close').click();
    await page.getByTestId('service-type-1').click();
    while (!(await page.getByTestId(`day-${day}`).isVisible())) await page.getByTestId('month-next').click();
    await page.getByTestId(`day-${day}`).click();
    await page.getByTestId('slot-13:30').click();
    await page.getByTestId('phone').fill('0812345678');
    await page.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
    await page.getByTestId('description').fill('ผื่นแดงคันที่แขน เป็นมา 2 สัปดาห์');
    await page.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
    await page.getByTestId('submit').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('success-ok').waitFor({ timeout: 30_000 });
    // The patient is deep in the form when the booking is done (the button is at its bottom).
    expect(await scrollY(page)).toBeGreaterThan(400);
    const { rows } = await db.query(`SELECT t.id FROM tele_requests t JOIN users u ON u.id = t.user_id WHERE u.id_card = $1 AND t.appoint_date = $2 AND t.slot_type = 4`, [patient.login, day]);
    expect(rows).toHaveLength(1);
    return rows[0].id as string;
  }

  /** Where the booking lands: the profile with the telemedicine list first, at its top, the new case in view, the heading focused. */
  async function expectLandedOnList(page: Page, teleID: string): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('ServiceType') === 'tele', { timeout: 15_000 });
    await page.getByTestId(`mytele-row-${teleID}`).waitFor({ timeout: 10_000 });
    await expectHeadingFocused(page, 'ข้อมูลส่วนตัว');
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, `mytele-row-${teleID}`)).toBe(true);
    // The list comes before the profile form on this page.
    const listFirst = await page.evaluate(() => {
      const tabs = document.querySelector('[data-testid="patient-service-tabs"]');
      const form = document.querySelector('[data-testid="profile-card"]');
      return Boolean(tabs && form && tabs.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(listFirst).toBe(true);
  }

  async function screenshots(page: Page, name: string): Promise<void> {
    await keepShot(page, resolve(ARTIFACTS, `${name}-390.png`));
    await page.setViewportSize(DESKTOP);
    await keepShot(page, resolve(ARTIFACTS, `${name}-1440.png`));
    await page.setViewportSize(PHONE);
  }

  test('a telemedicine booking on the web lands at the top of the list that shows it, its heading focused', async () => {
    const day = await bookableDay();
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    await signIn(page, patient.login);
    await page.goto('/tele');
    const teleID = await bookTele(page, day);
    await page.getByTestId('success-ok').click();
    await expectLandedOnList(page, teleID);
    await screenshots(page, 'after-save-top-tele');
  }, 120_000);

  test('the same booking from the LINE entry: the chat message, the window asked to close, and if it stays open the list at its top', async () => {
    const first = (await db.query(`SELECT max(appoint_date)::text AS d FROM tele_requests t JOIN users u ON u.id = t.user_id WHERE u.id_card = $1`, [patient.login])).rows[0].d as string;
    const day = await bookableDay(first); // after the cases the patient has: it is the list's first row
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id_card = $2`, [LINE_USER, patient.login]);
    const mock = { userId: LINE_USER, displayName: 'ผู้ป่วย LINE', idToken: e2e.product.standIns.line.issueIdToken({ sub: LINE_USER, name: 'ผู้ป่วย LINE' }) };
    const { context, page }: { context: BrowserContext; page: Page } = await e2e.newPage();
    await context.addInitScript((m) => {
      (window as unknown as { __LIFF_MOCK__: unknown }).__LIFF_MOCK__ = m;
    }, mock);
    await page.setViewportSize(PHONE);
    await page.goto('/lineliff/tele');
    await page.waitForURL((url) => url.pathname === '/tele', { timeout: 20_000 });
    const teleID = await bookTele(page, day);
    await page.getByTestId('success-ok').click();
    await expectLandedOnList(page, teleID);
    const line = await page.evaluate(() => {
      const w = window as unknown as { __LIFF_SENT__?: string[]; __LIFF_CLOSED__?: string[] };
      return { sent: w.__LIFF_SENT__ ?? [], closed: w.__LIFF_CLOSED__ ?? [] };
    });
    expect(line.sent).toHaveLength(1);
    expect(line.sent[0].startsWith(TELE_MESSAGES.bookingSaved)).toBe(true);
    expect(line.closed).toEqual(['/tele']);
  }, 120_000);

  test('a profile save lands at the top of the next page with its heading focused; staff saving in place go back to the top', async () => {
    // The patient's own profile → /home (accounts §2), from the save button at the bottom of the form.
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    await signIn(page, patient.login);
    await page.goto('/profile');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('pf-ptnNote').fill('บันทึกแล้วกลับไปบนสุด');
    await page.getByTestId('profile-save').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(400);
    await page.getByTestId('profile-save').click();
    await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
    await expectHeadingFocused(page, 'หน้าหลัก');
    expect(await scrollY(page)).toBe(0);
    await screenshots(page, 'after-save-top-home');

    // A network nurse saves the patient's profile on /user/:Id: the page stays, the view from its top.
    const userID = (await db.query(`SELECT id FROM users WHERE id_card = $1`, [patient.login])).rows[0].id as string;
    const { page: staff } = await e2e.newPage();
    await staff.setViewportSize(PHONE);
    await signIn(staff, demoAccount('N_NURSE').login);
    await staff.goto(`/user/${userID}`);
    await staff.getByTestId('profile-edit').click();
    await staff.getByTestId('pf-ptnNote').fill('ติดต่อญาติก่อนนัด');
    await staff.getByTestId('profile-save').scrollIntoViewIfNeeded();
    expect(await scrollY(staff)).toBeGreaterThan(400);
    await staff.getByTestId('profile-save').click();
    await staff.getByTestId('profile-card').and(staff.locator('[data-mode="view"]')).waitFor();
    await expectHeadingFocused(staff, 'ข้อมูลผู้ป่วย');
    expect(await scrollY(staff)).toBe(0);
    expect(new URL(staff.url()).pathname).toBe(`/user/${userID}`);
    await screenshots(staff, 'after-save-top-user');
  }, 120_000);
});

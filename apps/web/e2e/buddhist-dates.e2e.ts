/**
 * Issue 35 item 2: dates in Thai Buddhist era whatever the browser's language. In an English
 * browser (locale en-US, a New York clock) /vaccineadmin showed a dose's appointment as
 * '04/12/2026, 01:00 PM' (a datetime-local input); every date shown or entered must be
 * Buddhist era ('12/04/2569') with the 24-hour Bangkok time ('13:00'). Also a page with a date
 * input (/admin/sla/breaches) and the symptoms box's counter are read in the same browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { bangkokDateKey, formatThaiDateInput } from '@hospital/rules';
import { DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('buddhist-dates', () => {
  const TEST_TIMEOUT_MS = 90_000;

  let e2e: E2E;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    await e2e?.close();
  }, 60_000);

  /** A page of an English browser on a New York clock: what a person abroad, or with an English phone, has. */
  async function englishPage(): Promise<Page> {
    const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, locale: 'en-US', timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    contexts.push(context);
    return context.newPage();
  }

  /** The page's visible text. */
  const textOf = (page: Page) => page.evaluate(() => document.body.innerText);

  test(
    '/vaccineadmin in an English browser shows and takes the appointment in Buddhist era, 24-hour Bangkok time',
    async () => {
      // The scene: a student whose first dose is booked for 12 April 2026 at 13:00 in Bangkok.
      const { rows } = await e2e.db.query<{ cid: string }>(`SELECT cid FROM vaccine_students ORDER BY cid LIMIT 1`);
      expect(rows.length).toBe(1);
      const { cid } = rows[0];
      await e2e.db.query(`UPDATE vaccine_students SET appoint_dt1 = '2026-04-12T13:00:00+07:00', queue_number1 = 5 WHERE cid = $1`, [cid]);

      const page = await englishPage();
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      await page.goto(`/vaccineadmin/${cid}`);
      await page.waitForURL(/\/login/);
      await submitLogin(page, 'nurse@demo.skin.go.th', DEMO_PASSWORD);
      await page.waitForURL(new RegExp(`/vaccineadmin/${cid}$`));
      await page.getByTestId('admin-doses').waitFor();

      // The dose's day in Buddhist era and its 24-hour time, not '04/12/2026, 01:00 PM'.
      expect(await page.getByTestId('admin-dose1-appoint-date').inputValue()).toBe('12/04/2569');
      expect(await page.getByTestId('admin-dose1-appoint-time').inputValue()).toBe('13:00');
      expect(await page.locator('input[type="date"], input[type="datetime-local"], input[type="time"]').count()).toBe(0);
      const shown = await textOf(page);
      expect(shown).not.toMatch(/\b(AM|PM)\b/);
      expect(shown).not.toMatch(/(^|\D)2026(\D|$)/);
      await keepShot(page, 'test-artifacts/buddhist-dates-vaccineadmin-en.png', { fullPage: true });

      // The calendar of the date input is headed in Buddhist era too.
      await page.getByTestId('admin-dose1-appoint-date-calendar').click();
      expect(await page.getByTestId('thai-date-popover').innerText()).toContain('เมษายน 2569');
      await page.keyboard.press('Escape');

      // Typed in Buddhist era and 24 hours, the value kept is the Gregorian day and the Bangkok time.
      await page.getByTestId('admin-dose1-appoint-date').fill('15/05/2569');
      await page.getByTestId('admin-dose1-appoint-time').fill('0930');
      await page.getByTestId('admin-dose1-appoint-time').blur();
      expect(await page.getByTestId('admin-dose1-appoint').getAttribute('data-value')).toBe('2026-05-15T09:30');
      expect(await page.getByTestId('admin-dose1-appoint-time').inputValue()).toBe('09:30');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a page with a date input (/admin/sla/breaches) shows today in Buddhist era in an English browser',
    async () => {
      const page = await englishPage();
      await submitLogin(page, 'admin@demo.skin.go.th', DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/admin/sla/breaches');
      const input = page.getByTestId('sla-breaches-date');
      await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('[data-testid="sla-breaches-date"]')?.value ?? '') !== '');
      const today = bangkokDateKey();
      expect(await input.inputValue()).toBe(formatThaiDateInput(today));
      expect(await input.inputValue()).toMatch(/^\d{2}\/\d{2}\/25\d{2}$/);
      expect(await input.getAttribute('type')).toBe('text');
      // The heading names the day in Thai words and Buddhist era.
      expect(await page.getByTestId('sla-breaches').locator('h2').first().innerText()).toContain(String(Number(today.slice(0, 4)) + 543));
    },
    TEST_TIMEOUT_MS,
  );
});

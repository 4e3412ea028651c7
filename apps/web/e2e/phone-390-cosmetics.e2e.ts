/**
 * Issue 35 item 2, cosmetic at 390 px: 'ปี พ.ศ.' whole on registration, a long holiday name
 * readable in the month calendar, the staff search's placeholder whole, the vaccine ticket's QR
 * centred. Each is measured as a person sees it (the text's drawn width against its box).
 */
import type { Page } from 'playwright-core';
import { bangkokDateKey } from '@hospital/rules';
import { DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('phone-390-cosmetics', () => {
  const PHONE = { width: 390, height: 844 };

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  async function phonePage(): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    return page;
  }

  /** How much of a control's text does not fit its box (px; 0 or less: it fits). `pseudo`: '::placeholder'. */
  function overflowOf(page: Page, selector: string, text: string, pseudo?: string): Promise<number> {
    return page.evaluate(
      ([sel, t, p]) => {
        const el = document.querySelector<HTMLElement>(sel)!;
        const style = getComputedStyle(el, p || null);
        const box = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight) - (el.tagName === 'SELECT' ? 16 : 0);
        return ctx.measureText(t).width - room;
      },
      [selector, text, pseudo ?? ''] as const,
    );
  }

  test("registration at 390 px: 'ปี พ.ศ.' and 'พฤศจิกายน' fit their selects", async () => {
    const page = await phonePage();
    await page.goto('/register');
    await page.getByTestId('web-birthDate-year').waitFor();
    expect(await overflowOf(page, '[data-testid="web-birthDate-year"]', 'ปี พ.ศ.')).toBeLessThanOrEqual(0);
    expect(await overflowOf(page, '[data-testid="web-birthDate-month"]', 'พฤศจิกายน')).toBeLessThanOrEqual(0);
    await keepShot(page.locator('[data-testid="web-birthDate-year"]'), 'test-artifacts/cosmetics-register-birthdate-390.png').catch(() => undefined);
    await keepShot(page, 'test-artifacts/cosmetics-register-390.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }, 90_000);

  test('the staff search at 390 px shows its whole placeholder', async () => {
    const page = await phonePage();
    await submitLogin(page, 'nurse@demo.skin.go.th', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/patient');
    const input = page.getByTestId('patient-search-keyword');
    await input.waitFor();
    const placeholder = (await input.getAttribute('placeholder'))!;
    expect(await overflowOf(page, '[data-testid="patient-search-keyword"]', placeholder, '::placeholder')).toBeLessThanOrEqual(0);
  }, 90_000);

  test("the board's staff search shows its whole placeholder at 390 and at 1440 px", async () => {
    const page = await phonePage();
    await submitLogin(page, 'nurse@demo.skin.go.th', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/admin');
    const input = page.getByTestId('board-filter-keyword');
    await input.waitFor();
    const placeholder = (await input.getAttribute('placeholder'))!;
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      const overflow = await overflowOf(page, '[data-testid="board-filter-keyword"]', placeholder, '::placeholder');
      expect({ width: viewport.width, fits: overflow <= 0 }).toEqual({ width: viewport.width, fits: true });
    }
  }, 90_000);

  test("the vaccine ticket's QR stands centred at 390 px", async () => {
    const { rows } = await e2e.db.query<{ cid: string }>(`SELECT cid FROM vaccine_students ORDER BY cid LIMIT 1`);
    const page = await phonePage();
    await page.goto(`/vaccinequeue/${rows[0].cid}`);
    const canvas = page.getByTestId('queue-qr').locator('canvas');
    await canvas.waitFor();
    const [qr, head] = await Promise.all([canvas.boundingBox(), page.locator('.queue-head').boundingBox()]);
    const left = qr!.x - head!.x;
    const right = head!.x + head!.width - (qr!.x + qr!.width);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    await keepShot(page, 'test-artifacts/cosmetics-vaccine-ticket-390.png', { fullPage: true });
  }, 90_000);

  test('a long holiday name is readable whole under the month calendar at 390 px, and the month title is not cut', async () => {
    // The scene: a holiday with a long name three days ahead (what the seed or Admin would write).
    const day = new Date(Date.parse(`${bangkokDateKey()}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const name = 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว (ทดสอบชื่อยาว)';
    await e2e.db.query(
      `INSERT INTO holidays (holiday_date, name, source) VALUES ($1, $2, 'staff') ON CONFLICT (holiday_date) DO UPDATE SET name = EXCLUDED.name, removed = false`,
      [day, name],
    );
    const page = await phonePage();
    await submitLogin(page, '1103702071811', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/tele');
    await page.getByTestId('service-type-1').waitFor();
    if (await page.getByTestId('intro-close').isVisible().catch(() => false)) await page.getByTestId('intro-close').click();
    await page.getByTestId('service-type-1').click();
    while (!(await page.getByTestId(`day-${day}`).isVisible())) await page.getByTestId('month-next').click();
    expect(await page.getByTestId('month-red-list').innerText()).toContain(name);
    await keepShot(page, 'test-artifacts/cosmetics-tele-calendar-390.png', { fullPage: true });
    const title = page.getByTestId('month-title');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    // In the cell the name wraps inside it (no letters past its edges).
    expect(await page.getByTestId(`day-${day}`).evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }, 90_000);
});

/**
 * Issue 16 (phone-first polish), points 3, 5, 6, 13 and 14: what a patient or a nurse notices in
 * the first minute, each point one scenario, at the phone's 390 × 844 where it was seen.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { dayProblem, formatThaiAppointment, formatThaiLongDate, inBangkok, weekdayOf } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, submitLogin, startE2E, type E2E } from './support.js';

declare global {
  interface Window {
    __LIFF_MOCK__?: unknown;
  }
}

describe('phone-polish', () => {
  const TEST_TIMEOUT_MS = 90_000;
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const PHONE = { width: 390, height: 844 };

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const account = (role: string | null) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

  async function signedIn(role: string | null, viewport = PHONE): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(viewport);
    await submitLogin(page, account(role).login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  async function openTele(page: Page): Promise<void> {
    await page.goto('/tele');
    await page.getByTestId('service-type-1').waitFor();
    if (await page.getByTestId('intro-close').isVisible().catch(() => false)) await page.getByTestId('intro-close').click();
    await page.getByTestId('service-type-1').click();
  }

  /** The red modal's title and text, then closes it. */
  async function modal(page: Page): Promise<{ title: string; message: string }> {
    const box = page.getByTestId('error-modal');
    await box.waitFor();
    const shown = { title: (await box.getByRole('heading').innerText()).trim(), message: (await page.getByTestId('error-modal-message').innerText()).trim() };
    await page.getByTestId('error-modal-close').click();
    await box.waitFor({ state: 'detached' });
    return shown;
  }

  /** Thai digits of a Buddhist-era date as the date inputs show it: 'DD/MM/BBBB'. */
  const thaiInputText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + 543}`;

  /**
   * What a person sees of the navbar's menu button at this scroll: the colour behind it (the
   * navbar's own background, else the first painted thing under it) and the button's contrast
   * ratio against that colour (WCAG relative luminance).
   */
  async function menuButtonContrast(page: Page): Promise<{ navbar: string; behind: string; ratio: number; visible: boolean }> {
    return page.evaluate(() => {
      const parse = (c: string): [number, number, number, number] | null => {
        const m = c.match(/rgba?\(([^)]+)\)/);
        if (!m) return null;
        const [r, g, b, a = '1'] = m[1].split(/[ ,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      };
      const lum = ([r, g, b]: number[]) => {
        const lin = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const navbar = document.querySelector('[data-testid="navbar"]') as HTMLElement;
      const button = navbar.querySelector('.navbar-toggle') as HTMLElement;
      const box = button.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden';
      const navColour = getComputedStyle(navbar).backgroundColor;
      let behind = navColour;
      const own = parse(navColour);
      if (!own || own[3] < 0.5) {
        behind = 'rgb(255, 255, 255)'; // the page's white when nothing under the button paints
        const under = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2).filter((el) => !navbar.contains(el));
        for (const el of under) {
          const style = getComputedStyle(el);
          const colour = parse(style.backgroundColor);
          if (colour && colour[3] >= 0.5) {
            behind = style.backgroundColor;
            break;
          }
          const stop = style.backgroundImage.match(/rgba?\([^)]+\)/);
          if (stop) {
            behind = stop[0];
            break;
          }
        }
      }
      const fg = parse(getComputedStyle(button).color)!;
      const bg = parse(behind)!;
      const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      return { navbar: navColour, behind, ratio: (l1 + 0.05) / (l2 + 0.05), visible };
    });
  }

  describe('issue 16: phone-first polish', () => {
    it('3: the navbar menu button stays visible on /tele and a staff page, at the top and scrolled 200 and 400 px', async () => {
      const patient = await signedIn(null);
      await openTele(patient);
      const nurse = await signedIn('Nurse');
      await nurse.goto('/admin');
      await nurse.getByTestId('board-filter-date').waitFor();
      for (const [name, page] of [['/tele', patient], ['/admin', nurse]] as const) {
        await page.evaluate(() => (document.body.style.minHeight = '3000px'));
        for (const y of [0, 200, 400]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(400); // the navbar's colour transition
          const seen = await menuButtonContrast(page);
          expect({ page: name, scroll: y, visible: seen.visible, readable: seen.ratio >= 3 }).toEqual({ page: name, scroll: y, visible: true, readable: true });
        }
      }
    }, TEST_TIMEOUT_MS);

    it('5: every calendar heads its weeks อา จ อ พ พฤ ศ ส', async () => {
      const expected = ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'];
      const patient = await signedIn(null);
      await openTele(patient);
      expect(await patient.locator('[data-testid="month-picker"] [role="columnheader"]').allInnerTexts()).toEqual(expected);

      // The staff date picker's calendar (the board's date filter).
      const nurse = await signedIn('Nurse', { width: 1280, height: 800 });
      await nurse.goto('/admin');
      await nurse.getByTestId('board-filter-date-calendar').click();
      expect(await nurse.locator('[data-testid="thai-date-popover"] [role="columnheader"]').allInnerTexts()).toEqual(expected);
    }, TEST_TIMEOUT_MS);

    it('6: staff dates are Buddhist era, the date inputs included, and typing a Thai date works', async () => {
      const today = inBangkok().format('YYYY-MM-DD');
      const gregorianYear = today.slice(0, 4);
      const nurse = await signedIn('Nurse', { width: 1280, height: 800 });
      await nurse.goto('/admin');
      const input = nurse.getByTestId('board-filter-date');
      await input.waitFor();
      expect(await input.inputValue()).toBe(thaiInputText(today));

      // Typed as a Thai reads a date: DD/MM/BBBB.
      const tomorrow = inBangkok().add(1, 'day').format('YYYY-MM-DD');
      await input.fill(thaiInputText(tomorrow));
      await nurse.waitForFunction(
        (text) => document.querySelector('[data-testid="board-filter-date-text"]')?.textContent?.includes(text) ?? false,
        formatThaiAppointment(tomorrow),
      );
      expect(await input.inputValue()).toBe(thaiInputText(tomorrow));
      // Chosen on the calendar with the keyboard: the next day.
      await nurse.getByTestId('board-filter-date-calendar').click();
      await nurse.keyboard.press('ArrowRight');
      await nurse.keyboard.press('Enter');
      const dayAfter = inBangkok().add(2, 'day').format('YYYY-MM-DD');
      await nurse.waitForFunction((v) => (document.querySelector('[data-testid="board-filter-date"]') as HTMLInputElement).value === v, thaiInputText(dayAfter));

      // The CCNote and ICD-10 headers.
      for (const page of ['ccnote', 'icd10']) {
        await nurse.goto(`/${page}/DERM/${today}/${today}`);
        const range = await nurse.getByTestId('visit-range').innerText();
        expect(range).toContain(formatThaiLongDate(today));
        expect(range).not.toContain(gregorianYear);
        expect(await nurse.getByTestId('visit-range-from').inputValue()).toBe(thaiInputText(today));
      }

      // The report's and the audit viewer's ranges.
      const admin = await signedIn('Admin', { width: 1280, height: 800 });
      await admin.goto('/admin/reports');
      await admin.getByTestId('report-from').waitFor();
      for (const id of ['report-from', 'report-to']) expect(await admin.getByTestId(id).inputValue()).toMatch(/^\d\d\/\d\d\/25\d\d$/);
      await admin.goto('/admin/audit');
      await admin.getByTestId('audit-from').fill(thaiInputText(today));
      expect(await admin.getByTestId('audit-from').inputValue()).toBe(thaiInputText(today));
      expect(await admin.getByTestId('audit-from').getAttribute('type')).toBe('text');
    }, TEST_TIMEOUT_MS);

    it('13: a day the rules refuse is titled so; a failure of the system says so', async () => {
      const patient = await signedIn(null);
      await openTele(patient);
      // The next Tuesday: service type 1 is closed on Tuesdays (care-services §5).
      let tuesday = inBangkok().add(1, 'day');
      while (weekdayOf(tuesday.format('YYYY-MM-DD')) !== 2) tuesday = tuesday.add(1, 'day');
      const day = tuesday.format('YYYY-MM-DD');
      while (!(await patient.getByTestId(`day-${day}`).isVisible())) await patient.getByTestId('month-next').click();
      await patient.getByTestId(`day-${day}`).click();
      const refused = await modal(patient);
      expect(refused.message).toContain('อังคาร');
      expect(refused.title).toBe('ไม่สามารถจองวันนี้ได้');

      // A bookable day; the server down when the request is sent.
      let open = inBangkok().add(1, 'day');
      for (;;) {
        const date = open.format('YYYY-MM-DD');
        const { rowCount } = await e2e.db.query(`SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1`, [date]);
        if (!dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() }) && !rowCount) break;
        open = open.add(1, 'day');
      }
      const openDay = open.format('YYYY-MM-DD');
      await openTele(patient); // afresh, on this month
      while (!(await patient.getByTestId(`day-${openDay}`).isVisible())) await patient.getByTestId('month-next').click();
      await patient.getByTestId(`day-${openDay}`).click();
      await patient.getByTestId('slot-13:30').click();
      await patient.getByTestId('phone').fill('0812345678');
      await patient.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
      await patient.getByTestId('description').fill('ผื่นแดงคันที่แขน');
      await patient.getByTestId('images-input').setInputFiles([`${PHOTOS}rash-1.jpg`]);
      // A form rule the patient has not met yet (type 1 needs four photos): titled to check, not 'cannot save'.
      await patient.getByTestId('submit').click();
      expect(await modal(patient)).toEqual({ title: 'กรุณาตรวจสอบข้อมูล', message: expect.stringContaining('4') });
      await patient.getByTestId('clear-images').click();
      await patient.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
      await patient.route('**/api/v1/tele', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }) }) : route.continue(),
      );
      await patient.getByTestId('submit').click();
      if (await patient.getByTestId('error-modal').isVisible()) throw new Error(`refused before sending: ${JSON.stringify(await modal(patient))}`);
      await patient.getByTestId('confirm').click();
      expect((await modal(patient)).title).toBe('ระบบขัดข้อง');
    }, TEST_TIMEOUT_MS);

    it("14: a new LIFF user's first page shows no error in the console", async () => {
      const userId = `U${randomBytes(16).toString('hex')}`;
      const user = { userId, displayName: 'สมหญิง ใจดี', idToken: e2e.product.standIns.line.issueIdToken({ sub: userId, name: 'สมหญิง ใจดี' }) };
      const { context, page } = await e2e.newPage();
      await page.setViewportSize(PHONE);
      await context.addInitScript((mock) => {
        window.__LIFF_MOCK__ = mock;
      }, user);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/lineliff/tele');
      await page.waitForURL((url) => url.pathname.startsWith('/lineregister/'));
      await page.getByTestId('reg-firstName').waitFor();
      expect(errors).toEqual([]);
    }, TEST_TIMEOUT_MS);
  });
});

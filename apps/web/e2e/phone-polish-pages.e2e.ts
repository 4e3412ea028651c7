/**
 * Issue 16 (phone-first polish), points 4, 7 and 8, each one scenario at the phone's 390 × 844
 * where it was seen: tables become cards on a phone (staff boards, SLA, report), no raw code or
 * developer word reaches people, and the ICD-10 suggestions float above their card.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { SPECIAL_CLINIC_HOURS, dayProblem, inBangkok, vaccineTypeName } from '@hospital/rules';
import { newNationalId } from '../../../test/fixtures/people.js';
import { layoutFindings, RAW_TEXT_PATTERNS } from './route-walk-checks.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('phone-polish-pages', () => {
  const TEST_TIMEOUT_MS = 180_000;
  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1280, height: 800 };

  let e2e: E2E;
  beforeAll(async () => {
    // The demo cases: one telemedicine case per flowStatus, so every board has rows.
    e2e = await startE2E({ env: { DEMO_CASES: '1' } });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  async function signedIn(role: string, viewport = PHONE): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(viewport);
    await submitLogin(page, DEMO_ACCOUNTS.find((a) => a.role === role)!.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    const dir = resolve(process.cwd(), 'test-artifacts/phone-polish');
    mkdirSync(dir, { recursive: true });
    // What the phone's screen shows at this scroll (390 × 844), not the whole page.
    await keepShot(page, resolve(dir, `${name}.png`));
  }

  async function waitForDemoCases(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await e2e.db.query(`SELECT count(*)::int AS n FROM tele_requests`);
      if (rows[0].n >= 10) return;
      if (Date.now() > deadline) throw new Error('The demo cases were not seeded');
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /**
   * /admin/booking opens on today, or the next day staff book (BookingBoard firstStaffDay). The demo
   * seeds its bookings on the next two regular weekdays, so on a Saturday (special clinic only) the
   * board's day has none: this books one there (a special-clinic visit), as a patient would have.
   */
  async function aBookingOnTheBoardsDay(): Promise<void> {
    let day = '';
    for (let i = 0; i <= 7 && !day; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (!dayProblem({ kind: 'staffBooking', date, now: `${date}T12:00:00+07:00` })) day = date;
    }
    const { rows } = await e2e.db.query(`SELECT count(*)::int AS n FROM bookings WHERE appoint_date = $1`, [day]);
    if (rows[0].n > 0) return;
    const patient = DEMO_ACCOUNTS.find((a) => a.role === null && a.login === '1103702071811')!;
    const { rows: users } = await e2e.db.query(`SELECT id FROM users WHERE id_card = $1`, [patient.login]);
    const { rows: counter } = await e2e.db.query(
      `INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
     ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1 RETURNING last_number`,
      [day],
    );
    await e2e.db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status, created_by)
     VALUES ($1, $2, 1, 2, $3, $4, 'ผื่นคันที่แขน (คลินิกพิเศษ)', 0, $2)`,
      [counter[0].last_number, users[0].id, day, SPECIAL_CLINIC_HOURS.saturday[0]],
    );
  }

  /** What a person sees of one table row at this width: its box, its labels, its badges, its action targets. */
  interface RowLook {
    left: number;
    right: number;
    headerShown: boolean;
    /** Cells shown with neither a label before them nor a title/actions role. */
    unlabelled: string[];
    /** Status badges and how many lines each takes. */
    badges: { text: string; lines: number }[];
    /** Links, buttons and form controls of the row: size and horizontal place. */
    actions: { text: string; height: number; left: number; right: number }[];
  }

  async function rowLooks(page: Page, tableTestId: string): Promise<RowLook[]> {
    return page.getByTestId(tableTestId).evaluate((table) => {
      const thead = table.querySelector('thead');
      const headerShown = !!thead && getComputedStyle(thead).display !== 'none';
      return Array.from(table.querySelectorAll('tbody > tr')).map((tr) => {
        const box = tr.getBoundingClientRect();
        const unlabelled: string[] = [];
        for (const td of Array.from(tr.querySelectorAll(':scope > td'))) {
          if (getComputedStyle(td).display === 'none' || !td.textContent?.trim()) continue;
          if (td.matches('.table-cards-title, .table-cards-actions')) continue;
          const before = getComputedStyle(td, '::before').content;
          if (!before || before === 'none' || before === 'normal' || before === '""') unlabelled.push(td.textContent.trim().slice(0, 30));
        }
        const badges = Array.from(tr.querySelectorAll('.badge')).map((b) => {
          const lh = parseFloat(getComputedStyle(b).lineHeight) || parseFloat(getComputedStyle(b).fontSize) * 1.6;
          return { text: (b.textContent ?? '').trim(), lines: Math.round((b as HTMLElement).getBoundingClientRect().height / lh) || 1 };
        });
        // Links, buttons and form controls; a checkbox is as big as the label around it.
        const actions = Array.from(tr.querySelectorAll('a, button, select, input')).map((a) => {
          const target = a instanceof HTMLInputElement && a.type === 'checkbox' ? (a.closest('label') ?? a) : a;
          const r = target.getBoundingClientRect();
          return { text: (a.textContent ?? '').trim(), height: Math.round(r.height), left: Math.round(r.left), right: Math.round(r.right) };
        });
        return { left: box.left, right: box.right, headerShown, unlabelled, badges, actions };
      });
    });
  }

  /** The rows are cards: inside the screen, every field labelled, badges on one line, every action a ≥ 44 px target on screen. */
  function expectCards(looks: RowLook[], where: string): void {
    expect({ where, rows: looks.length > 0 }).toEqual({ where, rows: true });
    for (const look of looks) {
      expect({ where, headerShown: look.headerShown, left: look.left >= 0, right: look.right <= PHONE.width, unlabelled: look.unlabelled }).toEqual({
        where,
        headerShown: false,
        left: true,
        right: true,
        unlabelled: [],
      });
      for (const b of look.badges) expect({ where, badge: b.text, lines: b.lines }).toEqual({ where, badge: b.text, lines: 1 });
      expect({ where, actions: look.actions.length > 0 }).toEqual({ where, actions: true });
      for (const a of look.actions) {
        expect({ where, action: a.text, tall: a.height >= 44, onScreen: a.left >= 0 && a.right <= PHONE.width }).toEqual({ where, action: a.text, tall: true, onScreen: true });
      }
    }
  }

  async function expectFits(page: Page, where: string): Promise<void> {
    const findings = (await layoutFindings(page)).filter((f) => f.rule !== 'raw-text');
    expect({ where, findings }).toEqual({ where, findings: [] });
  }

  async function expectTableAtDesktop(page: Page, tableTestId: string): Promise<void> {
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(150);
    const [look] = await rowLooks(page, tableTestId);
    expect({ table: tableTestId, headerShown: look.headerShown }).toEqual({ table: tableTestId, headerShown: true });
    expect(await page.getByTestId(tableTestId).evaluate((t) => getComputedStyle(t.querySelector('tbody > tr')!).display)).toBe('table-row');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(150);
  }

  describe('issue 16: phone-first polish of tables, codes and the ICD-10 list', () => {
    it(
      '4: at 390 px the staff boards, SLA and report tables are cards (labelled fields, one-line badges, ≥ 44 px actions), no sideways scroll; at desktop width they stay tables',
      async () => {
        await waitForDemoCases();
        const nurse = await signedIn('Nurse');
        for (const url of ['/admin', '/visit', '/visit/1']) {
          await nurse.goto(url);
          await nurse.getByTestId('board-table').waitFor({ timeout: 15_000 });
          await nurse.waitForTimeout(300);
          await expectFits(nurse, url);
          expectCards(await rowLooks(nurse, 'board-table'), url);
        }
        // The navbar stays solid over a scrolled board.
        await nurse.goto('/admin');
        await nurse.getByTestId('board-table').waitFor({ timeout: 15_000 });
        await nurse.evaluate(() => window.scrollTo(0, 600));
        await nurse.waitForTimeout(400);
        const navbarAlpha = await nurse.getByTestId('navbar').evaluate((n) => {
          const m = getComputedStyle(n).backgroundColor.match(/rgba?\(([^)]+)\)/);
          const parts = m ? m[1].split(/[ ,/]+/).filter(Boolean) : ['0', '0', '0', '0'];
          return Number(parts[3] ?? '1');
        });
        expect(navbarAlpha).toBeGreaterThanOrEqual(0.95);
        await screenshot(nurse, 'board-admin-390');
        await expectTableAtDesktop(nurse, 'board-table');

        await aBookingOnTheBoardsDay();
        const admin = await signedIn('Admin');
        await admin.goto('/admin/booking');
        await admin.getByTestId('booking-table').waitFor({ timeout: 15_000 });
        await admin.waitForTimeout(300);
        await expectFits(admin, '/admin/booking');
        expectCards(await rowLooks(admin, 'booking-table'), '/admin/booking');
        // The background-queues button in the header band is readable (white on the teal band, not white on white).
        const queues = await admin.getByTestId('ops-queues').boundingBox();
        expect(queues!.x >= 0 && queues!.x + queues!.width <= PHONE.width).toBe(true);
        await admin.getByTestId('booking-table').scrollIntoViewIfNeeded();
        await admin.waitForTimeout(400);
        await screenshot(admin, 'board-booking-390');
        await expectTableAtDesktop(admin, 'booking-table');

        await admin.goto('/admin/sla');
        await admin.getByTestId('sla-row-1').waitFor({ timeout: 15_000 });
        await expectFits(admin, '/admin/sla');
        expectCards(await rowLooks(admin, 'sla-table'), '/admin/sla');
        await admin.evaluate(() => window.scrollTo(0, 300));
        await admin.waitForTimeout(400);
        await screenshot(admin, 'sla-390');
        await expectTableAtDesktop(admin, 'sla-table');

        const network = await signedIn('N_HOSPITAL');
        await network.goto('/hospital/report');
        await network.getByTestId('cases-report-count').waitFor({ timeout: 20_000 });
        await network.getByTestId('report-table').waitFor({ timeout: 20_000 });
        await network.waitForTimeout(500);
        await expectFits(network, '/hospital/report');
        expectCards(
          (await rowLooks(network, 'report-table')).map((r) => ({ ...r, actions: [{ text: '-', height: 44, left: 0, right: 1 }] })),
          '/hospital/report (HIS notes)',
        );
        await network.getByTestId('report-table').scrollIntoViewIfNeeded();
        await network.waitForTimeout(400); // the navbar's colour transition
        await screenshot(network, 'report-390');
      },
      TEST_TIMEOUT_MS,
    );

    it(
      '7: no vaccine code, type number or developer word reaches people: the registration confirm, the school booking, the stub pages',
      async () => {
        const patterns = RAW_TEXT_PATTERNS.map((p) => new RegExp(p.source, p.flags));
        const leaks = (text: string) => patterns.filter((p) => p.test(text)).map((p) => `${p.source}: ${text.slice(0, 120)}`);

        // The registration confirm names the vaccine in Thai ('Pfizer เข็มที่ 1'), never 'pz1'.
        const { page } = await e2e.newPage();
        await page.setViewportSize(PHONE);
        await page.goto('/vaccinebooking2/pz4');
        await page.getByTestId('reg-cid').fill(newNationalId());
        await page.getByTestId('reg-birth-day').selectOption('15');
        await page.getByTestId('reg-birth-month').selectOption('6');
        await page.getByTestId('reg-birth-year').selectOption({ label: '2539' });
        await page.waitForFunction(() => (document.querySelector('[data-testid="reg-title"]') as HTMLSelectElement | null)!.options.length > 1);
        await page.getByTestId('reg-title').selectOption({ index: 1 });
        await page.getByTestId('reg-firstName').fill('สมหญิง');
        await page.getByTestId('reg-lastName').fill('ทดสอบ');
        await page.getByTestId('reg-check').click();
        await page.getByTestId('reg-outcome').waitFor();
        await page.getByTestId('reg-register').click();
        const confirm = page.getByTestId('reg-confirm-modal');
        await confirm.waitFor();
        const confirmText = (await confirm.innerText()).trim();
        expect(confirmText).toContain('Pfizer เข็มที่ 1');
        expect(leaks(confirmText)).toEqual([]);

        // The school booking shows the student's vaccine by its name, not the code typed into a box.
        const student = (await e2e.db.query<{ cid: string; vaccine_type: string }>(`SELECT cid, vaccine_type FROM vaccine_students WHERE vaccine_type <> '' ORDER BY cid LIMIT 1`)).rows[0];
        await page.goto('/vaccinebooking');
        await page.getByTestId('booking-cid').fill(student.cid);
        await page.getByTestId('booking-record').waitFor();
        const shown = await page.getByTestId('vaccine-type').evaluate((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text ?? '' : (el as HTMLInputElement).value));
        expect(shown).toBe(vaccineTypeName(student.vaccine_type));
        expect(leaks(await page.locator('body').innerText())).toEqual([]);

        // The stub routes say in plain Thai where to go; no 'under development', no spec name.
        const visitor = page;
        for (const url of ['/hn', '/sign', '/nursecall', '/index']) {
          await visitor.goto(url);
          await visitor.waitForLoadState('networkidle');
          const text = await visitor.locator('body').innerText();
          expect({ url, developing: text.includes('อยู่ระหว่างการพัฒนา'), leaks: leaks(text) }).toEqual({ url, developing: false, leaks: [] });
        }
      },
      TEST_TIMEOUT_MS,
    );

    it(
      '8: at 390 px the ICD-10 suggestions float above the visit card, every option visible and on screen, and work by keyboard (combobox/listbox)',
      async () => {
        const { rows } = await e2e.db.query<{ key: string; day: string }>(
          `SELECT clinic_visit_key AS key, to_char((record_dt AT TIME ZONE 'Asia/Bangkok')::date, 'YYYY-MM-DD') AS day
           FROM his.clinic_visits WHERE service_unit_key = '01' ORDER BY record_dt DESC LIMIT 1`,
        );
        const visit = rows[0];
        const page = await signedIn('Medrec');
        await page.goto(`/icd10/01/${visit.day}/${visit.day}`);
        const row = page.locator(`[data-testid="visit-row"][data-visit-key="${visit.key}"]`);
        await row.getByTestId('visit-toggle').click();
        const box = row.getByTestId('icd10-box');
        const input = box.getByRole('combobox');
        await input.waitFor();
        await input.click();
        await input.pressSequentially('atopic', { delay: 30 });
        const listbox = page.getByRole('listbox');
        await listbox.waitFor({ timeout: 10_000 });
        await page.getByRole('option').nth(1).waitFor();
        expect(await input.getAttribute('aria-expanded')).toBe('true');
        expect(await input.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

        // Every option is really seen: the topmost element at its middle is the option itself (nothing clips or covers it).
        const options = await page.getByRole('option').evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { text: (el.textContent ?? '').slice(0, 20), seen: !!top && (top === el || el.contains(top)), left: r.left, right: r.right, inView: r.bottom <= window.innerHeight || r.top < window.innerHeight };
          }),
        );
        const firstFew = options.slice(0, 3);
        expect(firstFew.length).toBeGreaterThanOrEqual(2);
        for (const o of firstFew) expect(o).toEqual({ ...o, seen: true });
        for (const o of options) expect({ text: o.text, onScreen: o.left >= 0 && o.right <= PHONE.width }).toEqual({ text: o.text, onScreen: true });
        await screenshot(page, 'icd10-suggestions-390');

        // Keyboard: arrow down to the second option, Enter picks it (a chip with its code).
        const chipsBefore = await box.locator('.icd10__multi-value').count();
        await input.press('ArrowDown');
        const active = await input.getAttribute('aria-activedescendant');
        expect(active).toBeTruthy();
        const activeText = (await page.locator(`[id="${active}"]`).innerText()).trim();
        await input.press('Enter');
        await page.waitForFunction(([n]) => document.querySelectorAll('[data-testid="icd10-box"] .icd10__multi-value').length > n, [chipsBefore] as const);
        const chips = await box.locator('.icd10__multi-value__label').allInnerTexts();
        expect(chips.map((c) => c.trim())).toContain(activeText);
      },
      TEST_TIMEOUT_MS,
    );
  });
});

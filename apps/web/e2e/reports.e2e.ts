/**
 * Issue 14 items 4 and 5 in Chromium: the Admin reports page — filters, the cases table, both
 * exports downloaded and read back (CSV with its BOM; XLSX with exceljs), the three recharts
 * charts drawn with data (screenshots in test-artifacts/) — the telemedicine hospital's own
 * report, and the audit viewer listing a sign-in and a nurse's read of a patient.
 */
import { mkdir, readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { REPORT_CASE_COLUMNS, REPORT_FILTER_MESSAGES, inBangkok } from '@hospital/rules';
import { DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('reports', () => {
  const TEST_TIMEOUT_MS = 120_000;
  let e2e: E2E;
  const day = (offset: number) => inBangkok().add(offset, 'day').format('YYYY-MM-DD');

  beforeAll(async () => {
    await mkdir('test-artifacts', { recursive: true });
    // A product of its own: the report and the audit viewer count every case and every sign-in of the product.
    e2e = await startE2E({ fresh: true });
    const id = async (where: string, value: string) => (await e2e.db.query(`SELECT id FROM users WHERE ${where} = $1`, [value])).rows[0].id as string;
    const somchai = await id('id_card', '1103702071811');
    const malee = await id('id_card', '3100600445635');
    const tele = await id('email', 'telehospital@demo.skin.go.th');
    const at = (d: string, time: string) => new Date(`${d}T${time}:00+07:00`).toISOString();
    const insert = async (user: string, type: number, slot: number | null, d: string, time: string, status: number, cost: number | null, by: string) =>
      (
        await e2e.db.query(
          `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, cost_total, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, 'รายงาน', $6, $7, $8, $9) RETURNING id`,
          [user, type, slot, d, time, status, cost, by, at(d, '07:00')],
        )
      ).rows[0].id as string;
    const move = (teleID: string, from: number, to: number, when: string) =>
      e2e.db.query(`INSERT INTO tele_transitions (tele_id, from_status, to_status, at) VALUES ($1, $2, $3, $4)`, [teleID, from, to, when]);
    // Four cases over the last three days, with moves (median times) and two verified payments.
    const a = await insert(somchai, 1, 4, day(-2), '10:00', 5, 360, somchai);
    await move(a, 0, 1, at(day(-2), '07:30'));
    await move(a, 1, 2, at(day(-2), '08:30'));
    await move(a, 2, 3, at(day(-2), '09:00'));
    await move(a, 3, 5, at(day(-2), '11:00'));
    const b = await insert(malee, 2, 5, day(-1), '11:00', 5, 540, malee);
    await move(b, 0, 1, at(day(-1), '07:10'));
    await move(b, 1, 3, at(day(-1), '08:00'));
    await move(b, 3, 5, at(day(-1), '12:00'));
    await insert(somchai, 2, 5, day(0), '09:00', 0, null, somchai);
    await insert(malee, 3, null, day(-1), '14:00', 1, null, tele);
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  async function signedIn(login: string, width = 1280, height = 800): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width, height });
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  /** Bars recharts drew inside one chart (SVG paths with a height). */
  const barsIn = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] svg .recharts-bar-rectangle path`).count();

  function parseCsv(text: string): string[][] {
    return text
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  }

  test(
    'Admin: filters, the table, CSV and XLSX downloads read back, and the three charts drawn with data',
    async () => {
      const page = await signedIn('admin@demo.skin.go.th');
      await page.goto('/admin');
      await page.getByTestId('reports-link').click();
      await page.waitForURL((url) => url.pathname === '/admin/reports');
      await page.getByTestId('report-case-row').first().waitFor();
      expect(await page.getByTestId('report-case-row').count()).toBe(4);
      // Buddhist-era dates: the range under the inputs and the table's day column.
      expect(await page.getByTestId('report-range-text').innerText()).toContain(String(inBangkok().year() + 543));
      const firstDay = await page.locator('[data-testid="report-case-row"] td[data-field="appointDateText"]').first().innerText();
      expect(firstDay).toBe(inBangkok(`${day(-2)}T12:00:00+07:00`).format('D MMMM BBBB'));
      expect(await page.locator('[data-testid="report-case-row"] td[data-field="fullName"]').first().innerText()).toContain('สมชาย');

      // The charts, drawn by recharts as SVG, with bars for the data.
      for (const chart of ['chart-cases-per-day', 'chart-median-status', 'chart-amounts-per-day']) {
        await page.locator(`[data-testid="${chart}"] svg .recharts-bar-rectangle`).first().waitFor();
        expect(await barsIn(page, chart)).toBeGreaterThan(0);
      }
      expect(await barsIn(page, 'chart-cases-per-day')).toBe(4); // 3 days with cases: 1 + 2 (two types) + 1
      expect(await barsIn(page, 'chart-amounts-per-day')).toBe(2);
      await keepShot(page, 'test-artifacts/reports-admin-1280.png', { fullPage: true });

      // Filter: refills only (type 2).
      await page.getByTestId('report-service').selectOption('2');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-case-row"]').length === 2);

      // CSV: the BOM, the Thai header, the two rows on screen.
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-csv').click()]);
      expect(csv.suggestedFilename()).toBe(`report-${day(-29)}_${day(0)}.csv`);
      const bytes = await readFile((await csv.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
      expect(header).toEqual(REPORT_CASE_COLUMNS.map((c) => c.label));
      const onScreen = await page.locator('[data-testid="report-case-row"] td[data-field="appointDateText"]').allInnerTexts();
      expect(rows.map((r) => r[0])).toEqual(onScreen);

      // XLSX read back with exceljs: the same rows.
      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-xlsx').click()]);
      expect(xlsx.suggestedFilename()).toBe(`report-${day(-29)}_${day(0)}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(await readFile((await xlsx.path())!)).buffer);
      const sheetRows: string[][] = [];
      workbook.worksheets[0].eachRow((row) => sheetRows.push(REPORT_CASE_COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? ''))));
      expect(sheetRows).toEqual([header, ...rows]);

      // A reversed range: the Thai message at once, no export.
      await page.getByTestId('report-from').fill(day(1));
      expect(await page.getByTestId('report-range-problem').innerText()).toBe(REPORT_FILTER_MESSAGES.reversed);
      expect(await page.getByTestId('report-export-csv').isDisabled()).toBe(true);

      // On a phone the rows are cards, nothing off-screen.
      const phone = await signedIn('admin@demo.skin.go.th', 390, 844);
      await phone.goto('/admin/reports');
      await phone.getByTestId('report-case-row').first().waitFor();
      await phone.locator('[data-testid="chart-cases-per-day"] svg .recharts-bar-rectangle').first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await phone.locator('[data-testid="report-cases-table"] thead').isVisible()).toBe(false);
      await keepShot(phone, 'test-artifacts/reports-admin-390.png', { fullPage: true });
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "the telemedicine hospital's report shows its own consultation, and the HIS note table still",
    async () => {
      const page = await signedIn('telehospital@demo.skin.go.th');
      await page.goto('/hospital/report');
      await page.getByTestId('report-case-row').first().waitFor();
      expect(await page.getByTestId('report-case-row').count()).toBe(1);
      expect(await page.locator('[data-testid="report-case-row"] td[data-field="serviceTypeName"]').innerText()).toContain('ปรึกษา');
      await page.getByTestId('report-table').waitFor();
      await keepShot(page, 'test-artifacts/reports-hospital-1280.png', { fullPage: true });
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "the audit viewer lists a nurse's sign-in and her read of a patient",
    async () => {
      const nurse = await signedIn('nurse@demo.skin.go.th');
      const somchai = (await e2e.db.query(`SELECT id FROM users WHERE id_card = '1103702071811'`)).rows[0].id as string;
      const read = await nurse.evaluate(async (userID) => {
        const token = (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token;
        return (await fetch(`/api/v1/user/Id/${userID}`, { headers: { Authorization: `Bearer ${token}` } })).status;
      }, somchai);
      expect(read).toBe(200);

      const page = await signedIn('admin@demo.skin.go.th');
      await page.goto('/admin');
      await page.getByTestId('audit-link').click();
      await page.waitForURL((url) => url.pathname === '/admin/audit');
      await page.getByTestId('audit-actor').fill('พยาบาล ใจดี');
      // The worker writes the rows a moment later: search again until both are there.
      const actions = async () => {
        await page.getByTestId('audit-search').click();
        await page.waitForTimeout(300);
        return page.locator('[data-testid="audit-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')).sort());
      };
      let found: Array<string | null> = [];
      for (let i = 0; i < 40 && found.join() !== 'profile.read,signIn'; i++) found = await actions();
      expect(found).toEqual(['profile.read', 'signIn']);
      const readRow = page.locator('[data-testid="audit-row"][data-action="profile.read"]');
      expect(await readRow.getAttribute('data-patient-id')).toBe(somchai);
      expect(await readRow.innerText()).toContain('สมชาย');
      await keepShot(page, 'test-artifacts/audit-viewer-1280.png', { fullPage: true });
    },
    TEST_TIMEOUT_MS,
  );
});

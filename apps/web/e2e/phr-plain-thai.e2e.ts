/**
 * Issue 35 item 3, plain Thai in the treatment history: on /PHR a visit keeps the record's fields
 * and explains MC, VS, PI, PE, DX and BMI in Thai where they appear (the phrase in view, a '?' to
 * tap for more, as a phone has no hover), and names the visit's doctor where the HIS records one.
 * At 390 px (nothing wider than the screen) and 1440 px. The visits are the HIS stand-in's demo
 * visits: unit 01 (OPD ผิวหนัง) names its doctor, unit 02 (the after-hours clinic) names none.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { VISIT_ABBREVIATIONS, VISIT_DOCTOR_LABEL, type VisitAbbreviation } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('phr-plain-thai', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = DEMO_ACCOUNTS.find((a) => a.hn === '6500123')!;
  const CODES: Array<{ code: VisitAbbreviation; field: string }> = [
    { code: 'MC', field: 'MC' },
    { code: 'VS', field: 'VS' },
    { code: 'BMI', field: 'bmi' },
    { code: 'PI', field: 'PI' },
    { code: 'PE', field: 'PE' },
    { code: 'DX', field: 'DX' },
  ];

  interface Visit {
    key: string;
    mc: string;
    dx: string;
    doctor: string;
  }

  async function visitOfUnit(unit: string): Promise<Visit> {
    const { rows } = await e2e.db.query<Visit>(
      `SELECT clinic_visit_key AS key, mc, dx, doctor FROM his.clinic_visits WHERE hn = $1 AND service_unit_key = $2 ORDER BY record_dt DESC LIMIT 1`,
      [patient.hn, unit],
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  async function phrAt(width: number, height: number): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width, height });
    await page.goto('/PHR');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, patient.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/PHR');
    await page.getByTestId('visit-list').waitFor();
    return page;
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    const dir = resolve(process.cwd(), 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    await keepShot(page, resolve(dir, `${name}.png`), { fullPage: true });
  }

  const row = (page: Page, key: string) => page.locator(`[data-testid="visit-row"][data-visit-key="${key}"]`);

  test('at 390 px a visit explains each abbreviation in Thai, keeps the record as written, and names its doctor', async () => {
    const withDoctor = await visitOfUnit('01');
    const withoutDoctor = await visitOfUnit('02');
    expect(withDoctor.doctor).not.toBe('');
    expect(withoutDoctor.doctor).toBe('');
    const page = await phrAt(390, 844);

    // The row names the doctor before it is opened.
    expect((await row(page, withDoctor.key).getByTestId('visit-summary-doctor').innerText()).trim()).toBe(withDoctor.doctor);
    expect(await row(page, withoutDoctor.key).getByTestId('visit-summary-doctor').count()).toBe(0);

    await row(page, withDoctor.key).getByTestId('visit-toggle').click();
    const detail = row(page, withDoctor.key).getByTestId('visit-detail');
    await detail.waitFor();

    // Each abbreviation: the code as the record has it, then its Thai phrase in view.
    for (const { code, field } of CODES) {
      const label = detail.locator(`[data-field="${field}"] dt`);
      const text = (await label.innerText()).replace(/\s+/g, ' ').trim();
      expect(text).toContain(code);
      expect(text).toContain(`(${VISIT_ABBREVIATIONS[code].phrase})`);
      expect(await label.locator('abbr').getAttribute('title')).toContain(VISIT_ABBREVIATIONS[code].explanation);
    }
    // The values stay the record's own.
    expect((await detail.getByTestId('visit-MC').innerText()).trim()).toBe(withDoctor.mc);
    expect((await detail.getByTestId('visit-DX').innerText()).trim()).toBe(withDoctor.dx);

    // A tap on 'VS ?' shows the longer explanation; a second tap hides it.
    const more = detail.locator('[data-field="VS"] dt button');
    expect(await more.getAttribute('aria-label')).toBe('VS คืออะไร');
    await more.click();
    const explanation = detail.getByTestId('abbr-explanation-VS');
    await explanation.waitFor();
    expect((await explanation.innerText()).trim()).toBe(VISIT_ABBREVIATIONS.VS.explanation);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await more.getAttribute('aria-controls')).toBe(await explanation.getAttribute('id'));
    // The tap target is big enough for a finger.
    const box = (await more.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

    // The doctor, after the unit.
    const doctorRow = detail.locator('[data-field="doctor"]');
    expect((await doctorRow.locator('dt').innerText()).trim()).toBe(VISIT_DOCTOR_LABEL);
    expect((await doctorRow.locator('dd').innerText()).trim()).toBe(withDoctor.doctor);
    const order = await detail.locator('[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
    expect(order.slice(0, 4)).toEqual(['date', 'serviceUnit', 'doctor', 'MC']);

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phr-plain-thai-390');

    // A visit whose HIS record names no doctor shows no doctor line; its abbreviations are explained too.
    await row(page, withoutDoctor.key).getByTestId('visit-toggle').click();
    const other = row(page, withoutDoctor.key).getByTestId('visit-detail');
    await other.waitFor();
    expect(await other.locator('[data-field="doctor"]').count()).toBe(0);
    expect(await other.locator('[data-field="MC"] dt').innerText()).toContain(`(${VISIT_ABBREVIATIONS.MC.phrase})`);
  });

  test('at 1440 px the explanations sit beside the codes and every label fits its column', async () => {
    const withDoctor = await visitOfUnit('01');
    const page = await phrAt(1440, 900);
    await row(page, withDoctor.key).getByTestId('visit-toggle').click();
    const detail = row(page, withDoctor.key).getByTestId('visit-detail');
    await detail.waitFor();
    // The label and its value on one line: the value starts to the right of the label.
    const [dt, dd] = await Promise.all([detail.locator('[data-field="PI"] dt').boundingBox(), detail.locator('[data-field="PI"] dd').boundingBox()]);
    expect(dd!.x).toBeGreaterThanOrEqual(dt!.x + dt!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await screenshot(page, 'phr-plain-thai-1440');
  });
});

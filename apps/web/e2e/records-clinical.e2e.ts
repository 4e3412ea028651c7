/**
 * care-services §2 Treatment history (/PHR), CCNote admin (/ccnote/…), ICD10 admin (/icd10/…);
 * §5 ICD10 search (empty keyword: no call); §8 'update error' on a failed CCNote save; §9 the
 * history date 'D MMM YY, HH:mm น.' in Buddhist era. The visits are the HIS stand-in's demo
 * visits, read from his.clinic_visits (dates relative to today, never hard-coded).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { bangkokDateKey, CLINICAL_MESSAGES, formatThaiShortDateTime, inBangkok } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, pathOf, startE2E, submitLogin, type E2E } from './support.js';

describe('records-clinical', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = DEMO_ACCOUNTS.find((a) => a.hn === '6500123')!;
  const patientWithoutHn = DEMO_ACCOUNTS.find((a) => a.role === null && a.hn === null)!;
  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const coder = DEMO_ACCOUNTS.find((a) => a.role === 'Medrec')!;

  interface VisitRow {
    key: string;
    unit_key: string;
    unit: string;
    record_dt: Date;
    mc: string;
    vs: string;
    weight: string | null;
    height: string | null;
    waist: string | null;
    bmi: string | null;
    bmi_text: string;
    pi: string;
    pe: string;
    dx: string;
    dx2: string;
    lab: string;
    discharge: string;
    history: string;
    appoint: string;
    nursing_care: string;
    med: string;
    cc_note: string;
    doctor: string;
  }

  async function visitsWhere(where: string, params: unknown[]): Promise<VisitRow[]> {
    const { rows } = await e2e.db.query<VisitRow>(
      `SELECT v.clinic_visit_key AS key, v.service_unit_key AS unit_key, u.name AS unit, v.record_dt, v.mc, v.vs, v.weight, v.height,
            v.waist, v.bmi, v.bmi_text, v.pi, v.pe, v.dx, v.dx2, v.lab, v.discharge, v.history, v.appoint, v.nursing_care, v.med, v.cc_note, v.doctor
       FROM his.clinic_visits v JOIN his.service_units u ON u.key = v.service_unit_key
      WHERE ${where}`,
      params,
    );
    return rows;
  }

  async function signInAt(page: Page, path: string, login: string): Promise<void> {
    await page.goto(path);
    // Signed out: the route guard sends the visitor to /login and back after sign-in.
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname);
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    const dir = resolve(process.cwd(), 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    await keepShot(page, resolve(dir, `${name}.png`), { fullPage: true });
  }

  const row = (page: Page, key: string) => page.locator(`[data-testid="visit-row"][data-visit-key="${key}"]`);
  const text = async (page: Page, selector: string) => (await page.locator(selector).innerText()).trim();
  const measure = (v: string | null, unit: string) => (v === null ? '-' : `${Number(v)} ${unit}`);

  test('a patient opens /PHR: header from the first record, Buddhist-era rows, a visit expands with its fields in §2 order', async () => {
    const visits = await visitsWhere(`v.hn = $1 ORDER BY v.record_dt DESC, v.clinic_visit_key`, [patient.hn]);
    expect(visits.length).toBeGreaterThanOrEqual(3);
    // A visit with nursing care, no lab and several medicines; and one with a lab result.
    const nursed = visits.find((v) => v.nursing_care && !v.lab && v.med.split('\n').length >= 2)!;
    const withLab = visits.find((v) => v.lab.includes('\n'))!;
    expect(nursed).toBeDefined();
    expect(withLab).toBeDefined();

    const { page } = await e2e.newPage();
    await signInAt(page, '/PHR', patient.login);
    expect((await page.locator('.page-title').innerText()).trim()).toBe('ประวัติการรักษา');

    // Header: from the first record (Cid, name, gender, age, HN).
    await page.getByTestId('phr-header').waitFor();
    expect(await text(page, '[data-testid="phr-header"] [data-testid="patient-Cid"]')).toBe(patient.idCard);
    expect(await text(page, '[data-testid="phr-header"] [data-testid="patient-HN"]')).toBe(patient.hn);
    expect(await text(page, '[data-testid="phr-header"] [data-testid="patient-Patient"]')).toContain(patient.firstName);
    expect(await text(page, '[data-testid="phr-header"] [data-testid="patient-Gender"]')).toBe('ชาย');
    expect(await text(page, '[data-testid="phr-header"] [data-testid="patient-Age"]')).toMatch(/^\d+ ปี$/);

    // Every visit, newest first, dated 'D MMM YY, HH:mm น.' with the 2-digit Buddhist year.
    const keys = await page.getByTestId('visit-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-visit-key')));
    expect(keys).toEqual(visits.map((v) => v.key));
    const when = await text(page, `[data-visit-key="${nursed.key}"] [data-testid="visit-when"]`);
    expect(when).toBe(formatThaiShortDateTime(nursed.record_dt));
    const beYear = String((inBangkok(nursed.record_dt).year() + 543) % 100).padStart(2, '0');
    expect(when).toMatch(new RegExp(`^\\d{1,2} \\S+ ${beYear}, \\d{2}:\\d{2} น\\.$`));
    expect(await text(page, `[data-visit-key="${nursed.key}"] [data-testid="visit-unit"]`)).toBe(nursed.unit);

    // Expand: the fields in the order of §2, LAB absent (empty), nursing care and medicines shown.
    await row(page, nursed.key).getByTestId('visit-toggle').click();
    const detail = row(page, nursed.key).getByTestId('visit-detail');
    await detail.waitFor();
    expect(await row(page, nursed.key).getByTestId('visit-toggle').getAttribute('aria-expanded')).toBe('true');
    const order = await detail.locator('[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
    // issue 35 item 3: the examining doctor after the unit, where the HIS names one
    expect(order).toEqual(['date', 'serviceUnit', ...(nursed.doctor ? ['doctor'] : []), 'MC', 'VS', 'weight', 'height', 'waist', 'bmi', 'PI', 'PE', 'DX', 'discharge', 'history', 'appoint']);
    const field = async (name: string) => (await detail.getByTestId(`visit-${name}`).innerText()).trim();
    expect(await field('date')).toBe(when);
    expect(await field('serviceUnit')).toBe(nursed.unit);
    expect(await field('MC')).toBe(nursed.mc);
    expect(await field('VS')).toBe(nursed.vs);
    expect(await field('weight')).toBe(measure(nursed.weight, 'kg'));
    expect(await field('height')).toBe(measure(nursed.height, 'cm'));
    expect(await field('waist')).toBe(measure(nursed.waist, 'cm'));
    expect(await field('bmi')).toBe(`${Number(nursed.bmi)} (${nursed.bmi_text})`);
    expect(await field('PI')).toBe(nursed.pi);
    expect(await field('PE')).toBe(nursed.pe);
    expect(await field('DX')).toBe(nursed.dx);
    expect(await field('appoint')).toBe(nursed.appoint || '-');
    expect(await detail.locator('[data-field="lab"]').count()).toBe(0);
    const nursing = detail.getByTestId('visit-nursing');
    expect((await nursing.getByRole('heading').innerText()).trim()).toBe('การพยาบาล');
    expect(await nursing.innerText()).toContain(nursed.nursing_care);
    expect((await detail.getByTestId('visit-med').getByRole('heading').innerText()).trim()).toBe('รายการยา');
    const medLines = await detail.getByTestId('visit-med-line').allInnerTexts();
    expect(medLines.map((l) => l.trim())).toEqual(nursed.med.split('\n'));

    // A visit with a lab result shows 'LAB :' with every line.
    await row(page, withLab.key).getByTestId('visit-toggle').click();
    const labRow = row(page, withLab.key).locator('[data-field="lab"]');
    await labRow.waitFor();
    expect((await labRow.locator('dt').innerText()).trim()).toBe('LAB :');
    expect((await labRow.locator('dd').innerText()).trim()).toBe(withLab.lab);
    await screenshot(page, 'records-phr');

    // Clicking again collapses.
    await row(page, nursed.key).getByTestId('visit-toggle').click();
    await detail.waitFor({ state: 'detached' });
    expect(await row(page, nursed.key).getByTestId('visit-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('footer').isVisible()).toBe(true);
  });

  test('a patient without an HN sees the Thai note instead of a history', async () => {
    const { page } = await e2e.newPage();
    await signInAt(page, '/PHR', patientWithoutHn.login);
    await page.getByTestId('phr-no-hn').waitFor();
    expect(await page.getByTestId('phr-no-hn').innerText()).toContain('เลขประจำตัวผู้ป่วย (HN)');
    expect(await page.getByTestId('visit-row').count()).toBe(0);
  });

  /** The newest demo visit of a unit, and the Bangkok date range (that day) the staff list is asked for. */
  async function latestVisitOfUnit(unit: string, notKey?: string): Promise<{ visit: VisitRow; day: string; sameDay: VisitRow[] }> {
    const [visit] = await visitsWhere(`v.service_unit_key = $1 AND v.clinic_visit_key <> $2 ORDER BY v.record_dt DESC LIMIT 1`, [unit, notKey ?? '']);
    const day = bangkokDateKey(visit.record_dt);
    const sameDay = await visitsWhere(
      `v.service_unit_key = $1 AND (v.record_dt AT TIME ZONE 'Asia/Bangkok')::date = $2::date ORDER BY v.record_dt, v.clinic_visit_key`,
      [unit, day],
    );
    return { visit, day, sameDay };
  }

  test('a nurse writes a CCNote fast through a slow then failing server: one save at a time, the exact text saved, shown after reload', async () => {
    const { visit, day, sameDay } = await latestVisitOfUnit('01');
    const { page } = await e2e.newPage();
    const path = `/ccnote/01/${day}/${day}`;
    await signInAt(page, path, nurse.login);
    expect((await page.locator('.page-title').innerText()).trim()).toBe('Personal Health Record');

    // The list: every visit of the unit that day, with patient name and time.
    await page.getByTestId('visit-list').waitFor();
    const keys = await page.getByTestId('visit-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-visit-key')));
    expect(keys).toEqual(sameDay.map((v) => v.key));
    expect(await text(page, `[data-visit-key="${visit.key}"] [data-testid="visit-when"]`)).toBe(formatThaiShortDateTime(visit.record_dt));
    expect((await text(page, `[data-visit-key="${visit.key}"] [data-testid="visit-name"]`)).length).toBeGreaterThan(0);

    await row(page, visit.key).getByTestId('visit-toggle').click();
    const detail = row(page, visit.key).getByTestId('visit-detail');
    await detail.getByTestId('visit-patient').waitFor();
    expect((await detail.getByTestId('visit-DX').innerText()).trim()).toBe(visit.dx);
    const box = detail.getByTestId('ccnote-input');
    expect(await box.getAttribute('rows')).toBe('4');
    expect(await box.getAttribute('cols')).toBe('100');
    expect(await box.getAttribute('placeholder')).toBe('CCNote');
    expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('150px');
    expect(await box.inputValue()).toBe(visit.cc_note);

    // The server as the page sees it: the 1st save is slow (1.5 s), the 2nd fails with a 500.
    const bodies: string[] = [];
    let active = 0;
    let maxActive = 0;
    let firstStarted!: () => void;
    const firstInFlight = new Promise<void>((r) => (firstStarted = r));
    await page.route(`**/api/v1/checknote/${visit.key}`, async (route: Route, request: Request) => {
      if (request.method() !== 'PUT') return route.fallback();
      const n = bodies.push((request.postDataJSON() as { CCNote: string }).CCNote);
      active++;
      maxActive = Math.max(maxActive, active);
      try {
        if (n === 1) {
          firstStarted();
          await new Promise((r) => setTimeout(r, 1500));
          await route.continue();
        } else if (n === 2) {
          await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'HIS ไม่ตอบสนอง' }) });
        } else {
          await route.continue();
        }
      } finally {
        active--;
      }
    });

    const part1 = 'ผู้ป่วยแจ้งว่าคันลดลง ';
    const part2 = 'ทายาสม่ำเสมอ\nนัดติดตาม 3 เดือน';
    const full = visit.cc_note + part1 + part2;
    await box.click();
    await page.keyboard.press('Control+End');
    await box.pressSequentially(part1, { delay: 15 });
    await firstInFlight;
    const status = detail.getByTestId('ccnote-status');
    expect(await status.getAttribute('data-state')).toBe('saving');
    expect((await status.innerText()).trim()).toBe('กำลังบันทึก…');
    // Keep typing while the first save is still on its way: nothing typed may be lost.
    await box.pressSequentially(part2, { delay: 15 });
    expect(await box.inputValue()).toBe(full);

    // The second save fails: the §8 'update error' shows under the box, typing is never blocked.
    await detail.locator('[data-testid="ccnote-status"][data-state="failed"]').waitFor({ timeout: 10_000 });
    const alert = detail.getByTestId('ccnote-status-error');
    expect((await alert.innerText()).trim()).toBe(`${CLINICAL_MESSAGES.updateError}: HIS ไม่ตอบสนอง`);
    expect(await box.isEditable()).toBe(true);

    // The retry goes through: saved.
    await detail.locator('[data-testid="ccnote-status"][data-state="saved"]').waitFor({ timeout: 10_000 });
    expect((await status.innerText()).trim()).toBe('บันทึกแล้ว');
    expect(await alert.count()).toBe(0);
    expect(maxActive).toBe(1);
    // Debounced: a handful of saves for ~40 keystrokes, the last one carrying the whole text.
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    expect(bodies.length).toBeLessThanOrEqual(5);
    expect(bodies[0]).toBe(visit.cc_note + part1);
    expect(bodies.at(-1)).toBe(full);
    await screenshot(page, 'records-ccnote');
    const [saved] = await visitsWhere(`v.clinic_visit_key = $1`, [visit.key]);
    expect(saved.cc_note).toBe(full);

    await page.unroute(`**/api/v1/checknote/${visit.key}`);
    await page.reload();
    await row(page, visit.key).getByTestId('visit-toggle').click();
    expect(await row(page, visit.key).getByTestId('ccnote-input').inputValue()).toBe(full);
    expect(pathOf(page)).toBe(path);
  });

  test('a coder finds L20 by typing "atopic", selects two codes for a visit; reload shows both, DX2 in red', async () => {
    const { visit, day } = await latestVisitOfUnit('01');
    const { page } = await e2e.newPage();
    const keywords: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/v1/icd10' && r.method() === 'GET') keywords.push(url.searchParams.get('Keyword') ?? '');
    });
    const path = `/icd10/01/${day}/${day}`;
    await signInAt(page, path, coder.login);
    await row(page, visit.key).getByTestId('visit-toggle').click();
    const detail = row(page, visit.key).getByTestId('visit-detail');
    const dx2 = detail.locator('[data-field="DX2"] dd');
    await dx2.waitFor();
    expect(await dx2.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(220, 38, 38)');
    expect((await detail.locator('label', { hasText: 'กรุณาเลือก ICD10' }).count())).toBe(1);
    expect((await detail.locator('.icd10__placeholder, .icd10__multi-value').first().innerText()).trim().length).toBeGreaterThan(0);

    // Start from an empty selection: remove each chip (a demo visit has codes; the newest visit of
    // the unit may instead be one another part added without codes, from mid-morning on) and wait
    // for that save.
    const box = detail.getByTestId('icd10-box');
    const codesBefore = await box.locator('.icd10__multi-value__remove').count();
    while ((await box.locator('.icd10__multi-value__remove').count()) > 0) {
      await box.locator('.icd10__multi-value__remove').first().click();
    }
    await box.locator('.icd10__placeholder').waitFor();
    expect((await box.locator('.icd10__placeholder').innerText()).trim()).toBe('ICD10Code');
    if (codesBefore > 0) await box.locator('[data-testid="icd10-status"][data-state="saved"]').waitFor({ timeout: 10_000 });

    // Opening the empty search calls nothing and offers nothing (§5).
    const input = box.locator('input.icd10__input');
    await input.click();
    await page.locator('.icd10__menu-notice--no-options').waitFor(); // issue 16 item 8: the list floats on <body>
    expect(await page.locator('.icd10__option').count()).toBe(0);
    expect(keywords).toEqual([]);

    /** Types the keyword, waits for the server's options, picks the first L20 code not yet chosen; answers its code. */
    async function pick(keyword: string, notCode?: string): Promise<string> {
      const answer = page.waitForResponse((r) => r.url().includes(`/api/v1/icd10?Keyword=${keyword}`));
      await input.pressSequentially(keyword, { delay: 30 });
      const { data } = (await (await answer).json()) as { data: Array<{ value: string; label: string }> };
      const chosen = data.find((o) => o.value.startsWith('L20') && o.value !== notCode);
      expect(chosen).toBeDefined();
      const option = page.locator('.icd10__option', { hasText: chosen!.label }).first();
      await option.waitFor();
      expect((await option.innerText()).trim().startsWith(chosen!.value)).toBe(true);
      await option.click();
      return chosen!.value;
    }
    const first = await pick('atopic');
    expect(first).toMatch(/^L20/);
    const second = await pick('atopic', first);
    expect(second).toMatch(/^L20/);
    expect(second).not.toBe(first);
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.every((k) => k.trim() !== '')).toBe(true);
    expect(keywords.at(-1)).toBe('atopic');

    await box.locator('[data-testid="icd10-status"][data-state="saved"]').waitFor({ timeout: 10_000 });
    const { rows } = await e2e.db.query<{ code: string }>(`SELECT code FROM his.visit_icd10 WHERE clinic_visit_key = $1 ORDER BY ordinal`, [visit.key]);
    expect(rows.map((r) => r.code)).toEqual([first, second]);

    await page.reload();
    await row(page, visit.key).getByTestId('visit-toggle').click();
    const again = row(page, visit.key).getByTestId('visit-detail');
    await again.getByTestId('icd10-box').waitFor();
    const chips = await again.locator('.icd10__multi-value__label').allInnerTexts();
    expect(chips.map((c) => c.trim().split(/\s/)[0])).toEqual([first, second]);
    // DX2 lists the coded diagnoses, one 'code title' line each; the chips carry the same titles.
    const dx2Lines = (await again.locator('[data-field="DX2"] dd').innerText()).trim().split('\n');
    expect(dx2Lines.map((l) => l.split(' ')[0])).toEqual([first, second]);
    expect(chips.map((c) => c.trim())).toEqual(dx2Lines);
    await screenshot(page, 'records-icd10');
  });
});

/**
 * Issue 15 "Done when" lines 1 and 3, in Chromium at 390 px (the LINE phone): a patient with a
 * LINE account and a telemedicine case sees their consents on /privacy, withdraws LINE messages
 * (reading first what that means), then staff move the case — the board row moves but the LINE
 * stand-in records no push; Admin publishes a new consent version and the patient's next
 * sign-in asks again; a nurse opens the case and the patient's access log on /privacy shows it.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { bangkokDateKey } from '@hospital/rules';
import { DEMO_PASSWORD, demoAccount, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('privacy', () => {
  const LINE_USER = `U${'15a1'.repeat(8)}`;
  const SHOTS = 'test-artifacts';
  const PHONE = { width: 390, height: 844 };

  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    e2e = await startE2E();
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = demoAccount(null, '1103702071811');

  async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${e2e.product.baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  const tokenOf = async (login: string) => (await call('POST', '/api/v1/identity/login', undefined, { email: login, password: DEMO_PASSWORD })).body.token as string;

  const pushesToPatient = () => e2e.product.standIns.line.pushes.filter((p) => p.to === LINE_USER).length;
  /** Every 'line.push' job written for this person has been worked (sent or skipped) by the worker. */
  const linePushJobs = async (userID: string) =>
    (await db.query(`SELECT count(*)::int AS n, count(settled_at)::int AS settled FROM outbox WHERE name = 'line.push' AND payload->>'userID' = $1`, [userID])).rows[0] as { n: number; settled: number };
  async function until<T>(check: () => Promise<T | false | undefined>, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function phonePage(login: string): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }
  const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('withdrawing LINE messages stops the pushes, not the board; a new version asks again; the nurse’s look shows in the access log', async () => {
    const [{ id: userID }] = (await db.query(`SELECT id FROM users WHERE id_card = $1`, [patient.login])).rows;
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id = $2`, [LINE_USER, userID]);
    const { rows } = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description, flow_status, created_by)
     VALUES ($1, 1, 4, $2, '07:15', '0812345678', 'ผื่นคันที่แขน (ทดสอบความเป็นส่วนตัว)', 0, $1) RETURNING id`,
      [userID, bangkokDateKey()],
    );
    const teleID: string = rows[0].id;
    const nurseToken = await tokenOf(demoAccount('Nurse').login);
    const adminToken = await tokenOf(demoAccount('Admin').login);
    const patientToken = await tokenOf(patient.login);
    // The patient agreed to LINE messages (as the LINE sign-up asks).
    const before = await call('GET', '/api/v1/me/consents', patientToken);
    const lineText = before.body.purposes.find((p: { purpose: string }) => p.purpose === 'line_messages');
    expect((await call('POST', '/api/v1/me/consents/line_messages/agree', patientToken, { textSha256: lineText.current.textSha256 })).status).toBe(200);
    // … and to telemedicine (as booking a visit asks).
    const teleText = before.body.purposes.find((p: { purpose: string }) => p.purpose === 'telemedicine');
    const agreed = await call('POST', '/api/v1/me/consents/telemedicine/agree', patientToken, { textSha256: teleText.current.textSha256 });
    expect(agreed.body.due).not.toContain('telemedicine');

    // The nurse board, watching.
    const { page: board } = await e2e.newPage();
    await submitLogin(board, demoAccount('Nurse').login, DEMO_PASSWORD);
    await board.waitForURL((url) => url.pathname === '/admin');
    const row = board.getByTestId(`board-row-${teleID}`);
    await row.waitFor({ timeout: 10_000 });

    // With consent, a move tells the patient on LINE (the control for what follows).
    expect((await call('PUT', `/api/v1/tele/transfer/${teleID}`, nurseToken, { flowStatus: 1 })).status).toBe(200);
    await until(async () => pushesToPatient() === 1);
    await board.waitForFunction((id) => document.querySelector(`[data-testid="board-row-${id}"]`)?.getAttribute('data-status') === '1', teleID);

    // ── /privacy: the consents, and withdrawing LINE messages after reading what it means ──
    const me = await phonePage(patient.login);
    await me.goto('/home');
    await me.getByTestId('home-link-/privacy').click();
    await me.waitForURL((url) => url.pathname === '/privacy');
    await me.getByTestId('consent-line_messages').waitFor();
    expect(await me.getByTestId('consent-registration').innerText()).toContain('จำเป็นต่อการรักษา');
    expect(await me.getByTestId('consent-line_messages-status').innerText()).toBe('ยินยอม');
    await keepShot(me, `${SHOTS}/privacy-consents-390.png`, { fullPage: true });
    expect(await noSideways(me)).toBe(true);

    await me.getByTestId('consent-line_messages-withdraw').click();
    await me.getByTestId('withdraw-modal').waitFor();
    expect(await me.getByTestId('withdraw-means').innerText()).toBe(lineText.withdrawalMeans);
    await keepShot(me, `${SHOTS}/privacy-withdraw-confirm-390.png`);
    await me.getByTestId('withdraw-submit').click();
    await me.getByTestId('withdraw-modal').waitFor({ state: 'detached' });
    await me.waitForFunction(() => document.querySelector('[data-testid="consent-line_messages-status"]')?.textContent === 'ถอนแล้ว');
    expect(await me.getByTestId('consent-line_messages-withdraw').count()).toBe(0);

    // ── Staff move the case: the board row moves, LINE records nothing for the patient ──
    const jobsBefore = (await linePushJobs(userID)).n;
    expect((await call('PUT', `/api/v1/tele/transfer/${teleID}`, nurseToken, { flowStatus: 2 })).status).toBe(200);
    await row.waitFor({ state: 'detached', timeout: 10_000 }); // left the nurse view for the doctor's
    await until(async () => {
      const jobs = await linePushJobs(userID);
      return jobs.n > jobsBefore && jobs.settled === jobs.n; // the push job ran, and sent nothing
    });
    expect(pushesToPatient()).toBe(1);

    // ── Admin publishes a new version: the next sign-in asks again ──
    const published = await call('POST', '/api/v1/admin/consent-texts', adminToken, {
      purpose: 'telemedicine',
      version: 'e2e-2',
      text: 'ข้าพเจ้ายินยอมให้โรงพยาบาลใช้ข้อมูลสุขภาพเพื่อให้บริการ Telemedicine (ฉบับปรับปรุงเพื่อการทดสอบ)',
    });
    expect([200, 201]).toContain(published.status);
    const again = await tokenOf(patient.login);
    expect((await call('GET', '/api/v1/me/consents', again)).body.due).toContain('telemedicine');

    // ── A nurse opens the case: the patient's access log shows it ──
    const { page: nurse } = await e2e.newPage();
    await submitLogin(nurse, demoAccount('Nurse').login, DEMO_PASSWORD);
    await nurse.waitForURL((url) => url.pathname === '/admin');
    await nurse.goto(`/teleInfo/${teleID}`);
    await until(async () => (await db.query(`SELECT 1 FROM audit_log WHERE subject_id = $1 AND action = 'tele.read'`, [userID])).rowCount);

    const later = await phonePage(patient.login);
    await later.goto('/privacy');
    const entry = later.getByTestId('access-log-entry').first();
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toContain('พยาบาล');
    expect(text).toContain('เปิดดูคำขอรับบริการ Telemedicine ของคุณ');
    expect(text).toMatch(/25\d\d|\b[6-9]\d,/); // a Buddhist-era date
    await later.getByTestId('access-log').scrollIntoViewIfNeeded();
    await keepShot(later, `${SHOTS}/privacy-access-log-390.png`, { fullPage: true });

    // ── A copy of my data, as a readable document ──
    await later.getByTestId('export-view').click();
    await later.getByTestId('export-document').waitFor();
    expect(await later.getByTestId('export-section-tele_requests').innerText()).toContain('ผื่นคันที่แขน (ทดสอบความเป็นส่วนตัว)');
    expect(await noSideways(later)).toBe(true);
    await later.getByTestId('export-document').scrollIntoViewIfNeeded();
    await keepShot(later, `${SHOTS}/privacy-export-document-390.png`, { fullPage: true });
    const download = later.waitForEvent('download');
    await later.getByTestId('export-json').click();
    expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);

    // ── Issue 28 item 3: a withdrawn optional consent is given back on the page (network sharing) ──
    await later.goto('/privacy');
    await later.getByTestId('consent-network_sharing').waitFor();
    const agreeTo = async () => {
      await later.getByTestId('consent-network_sharing-agree').click();
      await later.getByTestId('agree-modal').waitFor();
      await later.getByTestId('agree-submit').click();
      await later.waitForFunction(() => document.querySelector('[data-testid="consent-network_sharing-status"]')?.textContent === 'ยินยอม');
    };
    // never given yet (sharing is on unless withdrawn): it can be given here first
    if ((await later.getByTestId('consent-network_sharing-withdraw').count()) === 0) await agreeTo();
    await later.getByTestId('consent-network_sharing-withdraw').click();
    await later.getByTestId('withdraw-submit').click();
    await later.waitForFunction(() => document.querySelector('[data-testid="consent-network_sharing-status"]')?.textContent === 'ถอนแล้ว');
    await later.getByTestId('consent-network_sharing-agree').click();
    await later.getByTestId('agree-modal').waitFor();
    expect(await later.getByTestId('agree-text').innerText()).toContain('โรงพยาบาลเครือข่าย');
    await later.getByTestId('agree-submit').click();
    await later.waitForFunction(() => document.querySelector('[data-testid="consent-network_sharing-status"]')?.textContent === 'ยินยอม');
    expect(await later.getByTestId('consent-network_sharing-agree').count()).toBe(0);
    expect(await later.getByTestId('consent-network_sharing-withdraw').count()).toBe(1);
  }, 120_000);
});

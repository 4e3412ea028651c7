/**
 * care-services §2 Deactivate (/deactivate), §4 (modal closed → open → processing; inside LINE
 * 'ยกเลิกการใช้งานแล้ว' to the chat and the window closes), §8 (a failure closes the modal and
 * shows the error); the account signs in no more and the same LINE user registers again as a
 * new user. §2 Staff pages: the patient search on /patient and /hospital/patient (from the 3rd
 * character, 'create patient' when nothing is found) and the report table on /hospital/report.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES } from '@hospital/contracts';
import { DEACTIVATE_MESSAGES, PATIENT_SEARCH_MESSAGES } from '@hospital/rules';
import { DEMO_PASSWORD, pathOf, startE2E, submitLogin, drawSignature, type E2E } from './support.js';
import { newNationalId } from '../../../test/fixtures/people.js';

declare global {
  interface Window {
    __LIFF_MOCK__?: unknown;
    __LIFF_SENT__?: string[];
    __LIFF_CLOSED__?: string[];
  }
}

describe('deactivate', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const TEST_TIMEOUT_MS = 90_000;

  interface MockUser {
    userId: string;
    displayName: string;
    idToken: string;
  }

  /** A fresh page playing `user` inside LINE; alerts are accepted. */
  async function linePage(user: MockUser): Promise<Page> {
    const { context, page } = await e2e.newPage();
    await context.addInitScript((mock) => {
      window.__LIFF_MOCK__ = mock;
    }, user);
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** The LINE registration form through consent, signature and confirm (as line-register.e2e does it). */
  async function registerThroughForm(page: Page, person: { firstName: string; lastName: string; idCard: string; phone: string }): Promise<void> {
    await page.getByTestId('line-register-form').waitFor();
    await page.getByTestId('reg-firstName').fill(person.firstName);
    await page.getByTestId('reg-lastName').fill(person.lastName);
    await page.getByTestId('reg-idCard').fill(person.idCard);
    await page.getByTestId('reg-phone').fill(person.phone);
    await page.getByTestId('reg-birthDate-day').selectOption('15');
    await page.getByTestId('reg-birthDate-month').selectOption('6');
    await page.getByTestId('reg-birthDate-year').selectOption({ label: '2533' });
    await page.getByTestId('register-submit').click();
    await page.getByTestId('consent-text').waitFor();
    await page.getByTestId('consent-sign').click();
    await drawSignature(page);
    await page.getByTestId('signature-accept').click();
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('register-done').waitFor();
  }

  test(
    'a patient in LINE deactivates with delete (modal closed → open → processing, a failure first), then cannot sign in, and the same LINE user registers again as a new user',
    async () => {
      const lineUserId = `U${randomBytes(16).toString('hex')}`;
      const user: MockUser = { userId: lineUserId, displayName: 'สมปอง', idToken: e2e.product.standIns.line.issueIdToken({ sub: lineUserId, name: 'สมปอง' }) };
      const idCard = newNationalId();
      // Known to the HIS: registration activates the account with its HN.
      await e2e.db.query(`INSERT INTO his.patients (hn, cid, person) VALUES ('7712345', $1, '{}'::jsonb)`, [idCard]);

      // 1. Registers through LINE.
      let page = await linePage(user);
      await page.goto('/lineliff/deactivate');
      await page.waitForURL((url) => url.pathname.startsWith('/lineregister/'));
      await registerThroughForm(page, { firstName: 'สมปอง', lastName: 'ทดลองลบ', idCard, phone: '0861112222' });
      const [{ id: userID }] = (await e2e.db.query(`SELECT id FROM users WHERE id_card = $1`, [idCard])).rows;
      // An appointment from tomorrow on that nobody handled yet: removed with the data.
      const tomorrow = new Date(Date.now() + 7 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
      await e2e.db.query(
        `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, description) VALUES ($1, 1, $2, '10:00', 'ผื่นคัน')`,
        [userID, tomorrow],
      );

      // 2. The LINE entry of /deactivate signs in (active, with HN) and opens the page.
      page = await linePage(user);
      await page.goto('/lineliff/deactivate');
      await page.waitForURL((url) => url.pathname === '/deactivate');
      await page.getByTestId('deactivate-page').waitFor();
      expect((await page.locator('.page-title').innerText()).trim()).toBe(DEACTIVATE_MESSAGES.title);
      const header = page.getByTestId('patient-header');
      await header.getByTestId('patient-HN').filter({ hasText: '7712345' }).waitFor();
      expect((await header.getByTestId('patient-Cid').innerText()).trim()).toBe(idCard);
      expect((await header.getByTestId('patient-Patient').innerText()).trim()).toBe('สมปอง ทดลองลบ');
      expect(await page.getByTestId('deactivate-law-note').innerText()).toContain('กฎหมาย');
      const button = page.getByTestId('deactivate-open');
      expect((await button.innerText()).trim()).toBe(DEACTIVATE_MESSAGES.title);
      expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/); // red

      // Closed → open → Cancel → closed.
      expect(await page.getByTestId('deactivate-modal').count()).toBe(0);
      await button.click();
      const modal = page.getByTestId('deactivate-modal');
      await modal.waitFor();
      expect((await modal.getByRole('heading').innerText()).trim()).toBe(DEACTIVATE_MESSAGES.confirmQuestion);
      await page.getByTestId('deactivate-cancel').click();
      await modal.waitFor({ state: 'detached' });

      // §8: a failure closes the modal and shows the error; nothing changed.
      await page.route('**/api/v1/identity/deactivate', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'ระบบขัดข้องชั่วคราว' }) }),
      );
      await page.getByTestId('deactivate-delete').check();
      await button.click();
      await page.getByTestId('deactivate-submit').click();
      await modal.waitFor({ state: 'detached' });
      expect((await page.getByTestId('deactivate-error').innerText()).trim()).toBe(`${DEACTIVATE_MESSAGES.failed}: ระบบขัดข้องชั่วคราว`);
      expect((await e2e.db.query(`SELECT deactivated_at FROM users WHERE id = $1`, [userID])).rows[0].deactivated_at).toBeNull();
      await page.unroute('**/api/v1/identity/deactivate');

      // Open → processing (spinner, Confirm disabled) while the request is held.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/v1/identity/deactivate', async (route) => {
        await held;
        await route.continue();
      });
      await button.click();
      const request = page.waitForRequest('**/api/v1/identity/deactivate');
      await page.getByTestId('deactivate-submit').click();
      const sent = await request;
      await page.getByTestId('deactivate-processing').waitFor();
      expect(await page.getByTestId('deactivate-submit').isDisabled()).toBe(true);
      expect(await page.getByTestId('deactivate-submit').getByTestId('spinner').count()).toBe(1);
      expect(sent.headers()['content-type']).toContain('application/json-patch+json');
      expect(sent.postDataJSON()).toEqual({ isDelete: true });
      release();

      // Success inside LINE: the message to the chat, the window closes, the session ends.
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => window.__LIFF_SENT__)).toEqual([CHAT_MESSAGES.deactivated]);
      expect(CHAT_MESSAGES.deactivated).toBe('ยกเลิกการใช้งานแล้ว');
      expect(await page.evaluate(() => window.__LIFF_CLOSED__)).toEqual(['/deactivate']);
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
      const [row] = (await e2e.db.query(`SELECT first_name, id_card, line_user_id, deactivated_at FROM users WHERE id = $1`, [userID])).rows;
      expect(row).toMatchObject({ first_name: '', id_card: null, line_user_id: null });
      expect(row.deactivated_at).not.toBeNull();
      // The appointments are telemedicine's: removed on 'account.deactivated' a moment after the commit.
      const cases = async () => (await e2e.db.query(`SELECT count(*)::int AS n FROM tele_requests WHERE user_id = $1`, [userID])).rows[0].n;
      for (let i = 0; i < 100 && (await cases()) !== 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await cases()).toBe(0);

      // 3. The same LINE user can no longer sign in: the entry sends it to registration, where
      // it registers again as a new user (with the same national ID, now free).
      page = await linePage(user);
      await page.goto('/lineliff/deactivate');
      await page.waitForURL((url) => url.pathname.startsWith('/lineregister/'));
      await registerThroughForm(page, { firstName: 'สมปอง', lastName: 'ผู้ใช้ใหม่', idCard, phone: '0861113333' });
      expect(await page.evaluate(() => window.__LIFF_SENT__)).toEqual([CHAT_MESSAGES.registered]);
      const rows = (await e2e.db.query(`SELECT id, last_name FROM users WHERE line_user_id = $1`, [lineUserId])).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0].id).not.toBe(userID);
      expect(rows[0].last_name).toBe('ผู้ใช้ใหม่');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'staff find a demo patient on /patient by part of a Thai name, from the 3rd character; nothing found offers to create the patient',
    async () => {
      const { page } = await e2e.newPage();
      await submitLogin(page, 'medrec@demo.skin.go.th', DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.goto('/patient');
      const keyword = page.getByTestId('patient-search-keyword');
      await keyword.waitFor();

      // Two characters: no call, a hint.
      let calls = 0;
      page.on('request', (r) => r.url().includes('/api/v1/user?') && calls++);
      await keyword.fill('มช');
      await page.getByTestId('patient-search-hint').waitFor();
      await page.waitForTimeout(600);
      expect(calls).toBe(0);

      // The 3rd character: the search runs, the row shows, a click opens the patient.
      await keyword.fill('มชา');
      const row = page.getByTestId('patient-search-row').filter({ hasText: 'นายสมชาย รักสุขภาพ' });
      await row.waitFor();
      expect(await row.innerText()).toContain('6500123');
      expect(await row.innerText()).toContain('1103702071811');
      expect((await page.getByTestId('patient-search-count').innerText()).trim()).toBe('พบ 1 ราย');
      const userID = await row.getAttribute('data-user-id');
      await row.click();
      await page.waitForURL((url) => url.pathname === `/user/${userID}`);

      // Nothing found: the 'create patient' button leads to the creation page.
      await page.goto('/patient');
      await page.getByTestId('patient-search-keyword').fill('ไม่มีผู้ป่วยชื่อนี้');
      await page.getByTestId('patient-search-empty').waitFor();
      expect(await page.getByTestId('patient-search-empty').innerText()).toContain(PATIENT_SEARCH_MESSAGES.nothingFound);
      await page.getByTestId('patient-search-create').click();
      await page.waitForURL((url) => url.pathname === '/hospital/register');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a network nurse finds a patient on /hospital/patient (opens /usernetwork), the add-patient buttons stay; the telemedicine hospital reads the report table',
    async () => {
      const { page } = await e2e.newPage();
      await submitLogin(page, 'network@demo.skin.go.th', DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/hospital');
      await page.goto('/hospital/patient');
      await page.getByTestId('add-patient-full').waitFor();
      await page.getByTestId('patient-search-keyword').fill('ผิวสวย');
      const row = page.getByTestId('patient-search-row').filter({ hasText: 'นางมาลี ผิวสวย' });
      await row.waitFor();
      const userID = await row.getAttribute('data-user-id');
      await row.click();
      await page.waitForURL((url) => url.pathname === `/usernetwork/${userID}`);

      const tele = await e2e.newPage();
      await submitLogin(tele.page, 'telehospital@demo.skin.go.th', DEMO_PASSWORD);
      await tele.page.waitForURL((url) => url.pathname === '/hospital');
      await tele.page.goto('/hospital/report');
      await tele.page.getByTestId('report-table').waitFor();
      const [{ n }] = (await e2e.db.query(`SELECT count(*)::int AS n FROM his.clinic_visits`)).rows;
      expect(await tele.page.getByTestId('report-row').count()).toBe(Math.min(n, 50));
      expect(await tele.page.locator('[data-testid="report-table"] th').allInnerTexts()).toHaveLength(8);
      const firstKey = (await tele.page.locator('[data-testid="report-row"] td[data-field="visitKey"]').first().innerText()).trim();
      expect(firstKey.length).toBeGreaterThan(0);
      expect(pathOf(tele.page)).toBe('/hospital/report');
    },
    TEST_TIMEOUT_MS,
  );
});

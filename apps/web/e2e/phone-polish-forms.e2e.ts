/**
 * Issue 16 items 1 and 2, at 390 × 844 inside the product:
 * 1. a new patient's first save marks EVERY missing field in place (aria-invalid, a Thai message
 *    tied by aria-describedby), scrolls to and focuses the first one, opens no modal, and asks
 *    only what the hospital needs before a first booking (libs/rules profile-required.ts);
 * 2. a ThaiD registration carries the title and the address into the profile's fields.
 */
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { FIELD_LABELS, MESSAGES } from '@hospital/rules';
import { keepShot, startE2E, submitLogin, type E2E } from './support.js';
import { newNationalId } from '../../../test/fixtures/people.js';

declare global {
  interface Window {
    __LIFF_MOCK__?: unknown;
  }
}

describe('phone-polish-forms', () => {
  const TEST_TIMEOUT_MS = 90_000;
  const PHONE = { width: 390, height: 844 };
  const ARTIFACTS = resolve(process.cwd(), 'test-artifacts');

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    mkdirSync(ARTIFACTS, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  async function waitForValue(page: Page, testId: string, value: string): Promise<void> {
    await page.waitForFunction(
      ([id, v]) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | HTMLSelectElement | null)?.value === v,
      [testId, value] as const,
    );
  }

  /** The in-place message of a control: the text of the element its aria-describedby names. */
  async function describedBy(page: Page, testId: string): Promise<string> {
    return page.getByTestId(testId).evaluate((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ').trim();
    });
  }

  test('item 1: one save shows every missing field in place, focuses the first, and only the booking fields are asked', async () => {
    // A new patient as the web registration leaves them: names, national ID, phone, birth date.
    const tag = randomBytes(4).toString('hex');
    const person = {
      username: `forms_${tag}`,
      email: `forms.${tag}@example.com`,
      password: 'Skin@2569pass',
      firstName: 'ปรียา',
      lastName: 'ใจดี',
      idCard: newNationalId(),
      phone: '0891112233',
      birthDate: '1990-05-06',
    };
    const registered = await fetch(`${e2e.product.baseUrl}/api/v1/identity/web-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(registered.status).toBe(200);

    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await submitLogin(page, person.username, person.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile');
    await waitForValue(page, 'pf-firstName', person.firstName);
    await page.getByTestId('profile-edit').click();

    let puts = 0;
    page.on('request', (r) => r.method() === 'PUT' && /\/api\/v1\/user\//.test(r.url()) && puts++);
    await page.getByTestId('profile-save').click();

    // Every missing needed field at once, each with its Thai message beside it; no modal.
    const needed: Array<[string, string]> = [
      ['pf-titleKey', MESSAGES.specify + FIELD_LABELS.titleKey],
      ['pf-genderKey', MESSAGES.specify + FIELD_LABELS.genderKey],
      ['pf-addr-address', MESSAGES.specify + FIELD_LABELS.address],
      ['pf-addr-province', MESSAGES.specify + FIELD_LABELS.thProvince],
      ['pf-addr-amphur', MESSAGES.specify + FIELD_LABELS.thAmphur],
      ['pf-addr-district', MESSAGES.specify + FIELD_LABELS.thDistrict],
      ['pf-addr-postcode', MESSAGES.specify + FIELD_LABELS.postcode],
      ['pf-maritalStatusKey', MESSAGES.specify + FIELD_LABELS.maritalStatusKey],
    ];
    await page.locator('[data-testid="pf-titleKey"][aria-invalid="true"]').waitFor({ timeout: 3_000 });
    expect(await page.getByTestId('error-modal').count()).toBe(0);
    for (const [testId, message] of needed) {
      expect({ testId, invalid: await page.getByTestId(testId).getAttribute('aria-invalid') }).toEqual({ testId, invalid: 'true' });
      expect({ testId, message: await describedBy(page, testId) }).toEqual({ testId, message });
    }
    // Asked later: parents, blood group, education, religion… are not errors now.
    for (const later of ['pf-bloodGroup', 'pf-educationLevelKey', 'pf-religionKey', 'pf-father_FirstName', 'pf-mother_LastName', 'pf-nationalityKey', 'pf-raceKey']) {
      expect({ later, invalid: await page.getByTestId(later).getAttribute('aria-invalid') }).toEqual({ later, invalid: null });
    }
    expect(await page.locator('[data-testid="profile-form"] [aria-invalid="true"]').count()).toBe(needed.length);
    // The first one is focused and on screen.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pf-titleKey');
    const box = (await page.getByTestId('pf-titleKey').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(puts).toBe(0);
    await keepShot(page, resolve(ARTIFACTS, 'profile-all-errors-390.png'));
    await page.getByTestId('pf-addr-postcode').scrollIntoViewIfNeeded();
    await keepShot(page, resolve(ARTIFACTS, 'profile-all-errors-address-390.png'));

    // A fixed field loses its mark at once; the rest stay marked.
    await page.getByTestId('pf-titleKey').selectOption('004');
    await page.locator('[data-testid="pf-titleKey"]:not([aria-invalid])').waitFor();
    expect(await page.getByTestId('pf-genderKey').getAttribute('aria-invalid')).toBe('true');

    // Only the needed fields: the save goes through and the account is ready to book.
    await page.getByTestId('pf-genderKey').selectOption('2');
    await page.getByTestId('pf-addr-address').fill('7');
    await page.getByTestId('pf-addr-province').selectOption('92');
    await page.getByTestId('pf-addr-amphur').selectOption('9201');
    await page.getByTestId('pf-addr-district').selectOption('920101');
    await waitForValue(page, 'pf-addr-postcode', '92000');
    await page.getByTestId('pf-maritalStatusKey').selectOption('1');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/v1\/user\//.test(r.url()));
    await page.getByTestId('profile-save').click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/home');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { isActive?: number } | null);
    expect(stored?.isActive).toBe(1);
    expect(dialogs).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('item 2: after a ThaiD registration the profile shows the title and the address ThaiD gave', async () => {
    const citizen = e2e.product.standIns.thaid.citizens.find((c) => c.pid === '1920100456782')!;
    expect(citizen.address.formatted).toBe('12 ถนนพระรามหก ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง');
    const userId = `U${randomBytes(16).toString('hex')}`;
    const idToken = e2e.product.standIns.line.issueIdToken({ sub: userId, name: 'กมลวรรณ' });
    const { context, page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    await context.addInitScript((mock) => {
      window.__LIFF_MOCK__ = mock;
    }, { userId, displayName: 'กมลวรรณ', idToken });
    page.on('dialog', (d) => void d.accept());

    const liffId = e2e.product.env.LIFF_ID_TELE!;
    await page.goto(`/lineregister/${liffId}`);
    // A cold first load on the shared test machine can take longer than the default 5 s.
    await page.getByTestId('line-register-form').waitFor({ timeout: 20_000 });
    await page.getByTestId('register-thaid').click();
    await page.locator(`#citizen-${citizen.pid}`).click();
    await page.waitForURL(/\/linethaid\?code=/);
    await page.getByTestId('thaid-phone').fill('0861234567');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('consent-sign').click();
    const canvas = (await page.getByTestId('signature-canvas').boundingBox())!;
    await page.mouse.move(canvas.x + 30, canvas.y + 60);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(canvas.x + 30 + i * 25, canvas.y + 60 + (i % 2 ? 25 : -25), { steps: 3 });
    await page.mouse.up();
    await page.getByTestId('signature-accept').click();
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('register-done').waitFor();

    // The new patient opens the profile (LINE sends them there to complete it).
    await page.goto(`/profile/${liffId}`);
    await waitForValue(page, 'pf-firstName', 'กมลวรรณ');
    await waitForValue(page, 'pf-titleKey', '004');
    expect(await page.getByTestId('pf-titleKey').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('นางสาว');
    expect(await page.getByTestId('pf-lastName').inputValue()).toBe('ศรีสุข');
    expect(await page.getByTestId('pf-genderKey').inputValue()).toBe('2');
    expect(await page.getByTestId('pf-birthDate-day').inputValue()).toBe('25');
    expect(await page.getByTestId('pf-birthDate-month').inputValue()).toBe('7');
    expect(await page.getByTestId('pf-birthDate-year').inputValue()).toBe('1996');
    expect(await page.getByTestId('pf-addr-address').inputValue()).toBe('12');
    expect(await page.getByTestId('pf-addr-road').inputValue()).toBe('พระรามหก');
    await waitForValue(page, 'pf-addr-province', '92');
    await waitForValue(page, 'pf-addr-amphur', '9201');
    await waitForValue(page, 'pf-addr-district', '920101');
    expect(await page.getByTestId('pf-addr-postcode').inputValue()).toBe('92000');
    expect(await page.getByTestId('pf-addr-district').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('ทับเที่ยง');
    await keepShot(page, resolve(ARTIFACTS, 'profile-thaid-filled-390.png'));
    await page.getByTestId('pf-addr-district').scrollIntoViewIfNeeded();
    await keepShot(page, resolve(ARTIFACTS, 'profile-thaid-address-390.png'));

    // What ThaiD gave needs no typing again: only the marital status is left before a first booking.
    await page.getByTestId('pf-maritalStatusKey').selectOption('1');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/v1\/user\//.test(r.url()));
    await page.getByTestId('profile-save').click();
    expect((await saved).status()).toBe(200);
    const row = await e2e.db.query(
      `SELECT u.title_key, p.address, p.road, p.sub_district_code, p.postcode FROM users u JOIN patient_profiles p ON p.user_id = u.id WHERE u.id_card = $1`,
      [citizen.pid],
    );
    expect(row.rows).toEqual([{ title_key: '004', address: '12', road: 'พระรามหก', sub_district_code: '920101', postcode: '92000' }]);
  }, TEST_TIMEOUT_MS);
});

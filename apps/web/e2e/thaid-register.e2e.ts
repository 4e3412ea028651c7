/**
 * accounts-and-identity.md §2 national digital ID callback (/linethaid), §3 national digital ID
 * data, §4 (the ThaiD registration and its fall-back), §5 (the ThaiD check order).
 *
 * ThaiD is the stand-in issuer (libs/integrations/src/stand-ins/thaid-issuer.ts): the browser
 * goes /lineregister → /api/thaid/v2/authorize → the issuer's citizen list → /linethaid.
 * LINE is @line/liff-mock fed through `window.__LIFF_MOCK__` with a stand-in ID token.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CONSENT_VERSION, MESSAGES } from '@hospital/rules';
import { startE2E, drawSignature, type E2E } from './support.js';

declare global {
  interface Window {
    __LIFF_MOCK__?: unknown;
    __LIFF_SENT__?: string[];
    __LIFF_CLOSED__?: string[];
  }
}

describe('thaid-register', () => {
  /** A browser scenario with several page loads and a real server round trip each. */
  const TEST_TIMEOUT_MS = 60_000;

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  async function linePage(name: string, extra: Record<string, unknown> = {}): Promise<{ page: Page; alerts: string[]; idToken: string }> {
    const userId = `U${randomBytes(16).toString('hex')}`;
    const idToken = e2e.product.standIns.line.issueIdToken({ sub: userId, name });
    const { context, page } = await e2e.newPage();
    await context.addInitScript((mock) => {
      window.__LIFF_MOCK__ = mock;
    }, { userId, displayName: name, idToken, ...extra });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    return { page, alerts, idToken };
  }

  /** /lineregister/{liffId} → 'ลงทะเบียนด้วย ThaiD' → pick the citizen at the issuer → /linethaid. */
  async function throughThaid(page: Page, liffId: string, pid: string): Promise<void> {
    await page.goto(`/lineregister/${liffId}`);
    await page.getByTestId('line-register-form').waitFor();
    await page.getByTestId('register-thaid').click();
    await page.locator(`#citizen-${pid}`).click();
    await page.waitForURL(/\/linethaid\?code=/);
    await page.getByTestId('thaid-register-page').waitFor();
  }

  async function signAndConfirm(page: Page): Promise<void> {
    await page.getByTestId('register-submit').click();
    await page.getByTestId('consent-text').waitFor();
    await page.getByTestId('consent-sign').click();
    await drawSignature(page);
    await page.getByTestId('signature-accept').click();
    await page.getByTestId('confirm-modal').waitFor();
  }

  test('a citizen registers through ThaiD: read-only data with the Buddhist-era birth date, a phone, consent, signature, "#registered"', async () => {
    const liffId = e2e.product.env.LIFF_ID_TELE!;
    const citizen = e2e.product.standIns.thaid.citizens.find((c) => c.pid === '1920100456782')!;
    expect(citizen.birthdate).toBe('1996-07-25');
    const { page, alerts, idToken } = await linePage('กมลวรรณ LINE');

    await throughThaid(page, liffId, citizen.pid);
    expect((await page.getByTestId('thaid-name-th').innerText()).trim()).toBe('นางสาวกมลวรรณ ศรีสุข');
    expect((await page.getByTestId('thaid-name-en').innerText()).trim()).toBe('Miss Kamonwan Srisuk');
    expect((await page.getByTestId('thaid-pid').innerText()).trim()).toBe(citizen.pid);
    expect((await page.getByTestId('thaid-birthdate').innerText()).trim()).toBe('25 กรกฎาคม 2539');
    expect((await page.getByTestId('thaid-address').innerText()).trim()).toBe(citizen.address.formatted);
    // Read-only: the only input is the phone.
    expect(await page.getByTestId('thaid-register-page').locator('input').count()).toBe(1);

    // §5: the phone is the one thing to enter.
    await page.getByTestId('register-submit').click();
    expect((await page.getByTestId('error-modal-message').innerText()).trim()).toBe(MESSAGES.phoneRequired);
    await page.getByTestId('error-modal-close').click();
    await page.getByTestId('thaid-phone').fill('0861234567');

    await signAndConfirm(page);
    const request = page.waitForRequest('**/api/v1/identity/line-register');
    await page.getByTestId('confirm-submit').click();
    const payload = (await request).postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({
      idToken,
      firstName: 'กมลวรรณ',
      lastName: 'ศรีสุข',
      idCard: citizen.pid,
      phone: '0861234567',
      birthDate: '1996-07-25',
      title: 'นางสาว',
      genderKey: -2,
      address: citizen.address.formatted,
      isThaid: 1,
      consentVersion: CONSENT_VERSION,
    });
    expect(String(payload.thaidTicket)).not.toBe('');
    expect(String(payload.signBase64)).toMatch(/^data:image\/png;base64,/);

    await page.getByTestId('register-done').waitFor();
    expect(await page.evaluate(() => window.__LIFF_SENT__)).toEqual(['#registered']);
    expect(await page.evaluate(() => window.__LIFF_CLOSED__?.length)).toBe(1);
    expect(alerts).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('when "#registered" cannot be sent after a ThaiD registration, the person is asked to log in again and the window closes', async () => {
    const citizen = e2e.product.standIns.thaid.citizens.find((c) => c.pid === '1909900345673')!;
    const { page, alerts } = await linePage('ธนากร LINE', { failSend: true });
    await throughThaid(page, e2e.product.env.LIFF_ID_DEFAULT!, citizen.pid);
    await page.getByTestId('thaid-phone').fill('0871112222');
    await signAndConfirm(page);
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('register-done').waitFor();
    expect(alerts).toEqual([MESSAGES.registeredLoginAgain]);
    expect(await page.evaluate(() => window.__LIFF_CLOSED__?.length)).toBe(1);
  }, TEST_TIMEOUT_MS);

  test('a cancelled ThaiD sign-in or a replayed callback shows the message and the way back', async () => {
    const { page } = await linePage('ยกเลิก ThaiD');
    await page.goto(`/lineregister/${e2e.product.env.LIFF_ID_TELE!}`);
    await page.getByTestId('register-thaid').click();
    await page.locator('#cancel').click();
    await page.waitForURL(/\/linethaid\?.*error=access_denied/);
    expect(await page.getByTestId('thaid-error').innerText()).toContain(MESSAGES.thaidCancelled);

    // The code is good once: reloading the callback page cannot fetch the data again.
    const citizen = e2e.product.standIns.thaid.citizens[0];
    await throughThaid(page, e2e.product.env.LIFF_ID_TELE!, citizen.pid);
    await page.reload();
    await page.getByTestId('thaid-error').waitFor();
    await page.getByTestId('thaid-back').click();
    await page.waitForURL((url) => url.pathname === '/lineregister');
  }, TEST_TIMEOUT_MS);
});

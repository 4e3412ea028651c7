/**
 * accounts-and-identity.md §2 messaging-app entry (/lineliff/:redirect) and registration
 * (/lineregister/:liffId), §4 (entry transitions, registration states and fall-backs), §5 (the
 * registration check order, the national-id checksum on change), §8 (alerts), §9 (canvas and
 * consent box sizes, '#registered', the fee in the consent).
 *
 * LINE is @line/liff-mock inside the page, fed through `window.__LIFF_MOCK__` with an ID token
 * the LINE stand-in signed, so the server verifies it as it would verify LINE's.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { CONSENT_VERSION, MESSAGES } from '@hospital/rules';
import { pathOf, startE2E, drawSignature, type E2E } from './support.js';
import { newNationalId } from '../../../test/fixtures/people.js';

declare global {
  interface Window {
    __LIFF_MOCK__?: unknown;
    __LIFF_SENT__?: string[];
    __LIFF_CLOSED__?: string[];
  }
}

describe('line-register', () => {
  /** A browser scenario with several page loads and a real server round trip each. */
  const TEST_TIMEOUT_MS = 60_000;

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  interface MockUser {
    userId: string;
    displayName: string;
    idToken: string;
    isInClient?: boolean;
    loggedIn?: boolean;
    failProfile?: boolean;
    failSend?: boolean;
  }

  function newLineUser(name = 'สมหญิง ใจดี', extra: Partial<MockUser> = {}): MockUser {
    const userId = `U${randomBytes(16).toString('hex')}`;
    return { userId, displayName: name, idToken: e2e.product.standIns.line.issueIdToken({ sub: userId, name }), ...extra };
  }

  function withWrongChecksum(id: string): string {
    return id.slice(0, 12) + String((Number(id[12]) + 1) % 10);
  }

  const liffIds = () => ({ tele: e2e.product.env.LIFF_ID_TELE!, tele2: e2e.product.env.LIFF_ID_TELE2!, default: e2e.product.env.LIFF_ID_DEFAULT! });

  /** A page playing `user` in LINE; every alert is recorded and accepted. */
  async function linePage(user: MockUser): Promise<{ context: BrowserContext; page: Page; alerts: string[] }> {
    const { context, page } = await e2e.newPage();
    await context.addInitScript((mock) => {
      window.__LIFF_MOCK__ = mock;
    }, user);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    return { context, page, alerts };
  }

  /** Waits (up to 5 s) for a condition the page reaches through an alert. */
  async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function errorModalText(page: Page): Promise<string> {
    const text = (await page.getByTestId('error-modal-message').innerText()).trim();
    await page.getByTestId('error-modal-close').click();
    await page.getByTestId('error-modal').waitFor({ state: 'detached' });
    return text;
  }

  async function fillForm(page: Page, person: { firstName: string; lastName: string; idCard: string; phone: string }): Promise<void> {
    await page.getByTestId('reg-firstName').fill(person.firstName);
    await page.getByTestId('reg-lastName').fill(person.lastName);
    await page.getByTestId('reg-idCard').fill(person.idCard);
    await page.getByTestId('reg-phone').fill(person.phone);
    await page.getByTestId('reg-birthDate-day').selectOption('15');
    await page.getByTestId('reg-birthDate-month').selectOption('6');
    await page.getByTestId('reg-birthDate-year').selectOption({ label: '2533' }); // 1990
  }

  const canvasInk = (page: Page) =>
    page.getByTestId('signature-canvas').evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) ink++;
      return ink;
    });

  /** From the filled form through consent, signature and confirm. */
  async function consentSignConfirm(page: Page): Promise<void> {
    await page.getByTestId('register-submit').click();
    await page.getByTestId('consent-text').waitFor();
    await page.getByTestId('consent-sign').click();
    await drawSignature(page);
    await page.getByTestId('signature-accept').click();
    await page.getByTestId('confirm-submit').click();
  }

  test('a new LINE user enters at /lineliff/tele, registers with the form, consent and a drawn signature, and "#registered" goes to the chat', async () => {
    const ids = liffIds();
    const user = newLineUser();
    const { page, alerts } = await linePage(user);

    // §4: line-login finds no account → /lineregister/{liffId of /tele}; the entry shows only the splash.
    // The splash is transient: under load the first page may take longer than the default 5 s,
    // and on a fast run it may already have given way to the form.
    await page.goto('/lineliff/tele');
    await page.getByTestId('liff-splash').or(page.getByTestId('line-register-form')).first().waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === `/lineregister/${ids.tele}`);
    await page.getByTestId('line-register-form').waitFor();

    // §5: checks in order birth date, phone, id, surname, name; the last failing one is shown.
    await page.getByTestId('register-submit').click();
    expect(await errorModalText(page)).toBe(MESSAGES.firstNameRequired);
    expect(await page.getByTestId('reg-firstName').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('reg-firstName').fill('สมหญิง');
    await page.getByTestId('register-submit').click();
    expect(await errorModalText(page)).toBe(MESSAGES.lastNameRequired);

    // §5: 13 digits with a failing checksum clear the field and open the modal with the checksum message.
    const idCard = newNationalId();
    await page.getByTestId('reg-idCard').fill(withWrongChecksum(idCard));
    expect(await errorModalText(page)).toBe(MESSAGES.nationalIdChecksum);
    expect(await page.getByTestId('reg-idCard').inputValue()).toBe('');
    // Max 13 digits, max 10 for the phone.
    await page.getByTestId('reg-idCard').fill(`${idCard}99`);
    expect(await page.getByTestId('reg-idCard').inputValue()).toBe(idCard);

    const phone = `08${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await fillForm(page, { firstName: 'สมหญิง', lastName: 'ใจดี', idCard, phone });
    await page.getByTestId('reg-phone').fill(`${phone}123`);
    expect(await page.getByTestId('reg-phone').inputValue()).toBe(phone);

    // The consent: the text of @hospital/rules with the fee facts, in a 380 px scrolling box.
    await page.getByTestId('register-submit').click();
    const text = page.getByTestId('consent-text');
    await text.waitFor();
    const box = await text.evaluate((el) => ({ height: el.getBoundingClientRect().height, scrolls: el.scrollHeight > el.clientHeight, text: el.textContent ?? '' }));
    expect(box.height).toBe(380);
    expect(box.text).toContain('90 บาท');
    expect(box.text).toContain('40 บาท');
    await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));

    // Declining closes it; the form keeps its values.
    await page.getByTestId('consent-decline').click();
    await page.getByTestId('consent-modal').waitFor({ state: 'detached' });
    expect(await page.getByTestId('reg-idCard').inputValue()).toBe(idCard);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('consent-sign').click();

    // §9: the canvas is window width − 3 by 250; an empty canvas is refused.
    const canvas = page.getByTestId('signature-canvas');
    await canvas.waitFor();
    const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height, inner: window.innerWidth }));
    expect(size).toEqual({ w: size.inner - 3, h: 250, inner: size.inner });
    await page.getByTestId('signature-accept').click();
    expect((await page.getByTestId('signature-error').innerText()).trim()).toBe(MESSAGES.signatureRequired);

    // Sign with the mouse, clear and sign again.
    await drawSignature(page);
    expect(await canvasInk(page)).toBeGreaterThan(100);
    await page.getByTestId('signature-clear').click();
    expect(await canvasInk(page)).toBe(0);
    await drawSignature(page, 20);
    expect(await canvasInk(page)).toBeGreaterThan(100);
    await page.getByTestId('signature-accept').click();

    // Confirm: the payload, and the button disabled with a spinner while it is on its way.
    await page.getByTestId('confirm-modal').waitFor();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1/identity/line-register', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/api/v1/identity/line-register');
    await page.getByTestId('confirm-submit').click();
    const sent = await request;
    await page.getByTestId('confirm-submit').getByTestId('spinner').waitFor();
    expect(await page.getByTestId('confirm-submit').isDisabled()).toBe(true);
    release();

    expect(sent.headers()['content-type']).toContain('application/json-patch+json');
    const payload = sent.postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ idToken: user.idToken, firstName: 'สมหญิง', lastName: 'ใจดี', idCard, phone, birthDate: '1990-06-15', consentVersion: CONSENT_VERSION });
    expect(String(payload.signBase64)).toMatch(/^data:image\/png;base64,/);

    // §4: inside LINE, '#registered' goes to the chat and the window closes.
    await page.getByTestId('register-done').waitFor();
    expect(await page.evaluate(() => window.__LIFF_SENT__)).toEqual(['#registered']);
    expect(await page.evaluate(() => window.__LIFF_CLOSED__?.length)).toBe(1);
    expect(alerts).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token?: string; isActive?: number } | null);
    expect(stored?.token).toBeTruthy();

    // The account exists: the entry now signs the LINE user in; new accounts are inactive → /profile/{liffId}.
    const again = await linePage(user);
    await again.page.goto('/lineliff/tele');
    await again.page.waitForURL((url) => url.pathname === `/profile/${ids.tele}`);
    expect(await again.page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null')?.isActive)).not.toBe(1);

    // §4: the registration screen itself signs a LINE user with an account in → /profile/{liffId}.
    const direct = await linePage(user);
    await direct.page.goto(`/lineregister/${ids.tele}`);
    await direct.page.waitForURL((url) => url.pathname === `/profile/${ids.tele}`);
  }, TEST_TIMEOUT_MS);

  test('when "#registered" cannot be sent, an inactive new account is asked to complete its profile at /profile/{liffId}', async () => {
    const ids = liffIds();
    const { page, alerts } = await linePage(newLineUser('สมชาย ส่งไม่ได้', { failSend: true }));
    await page.goto('/lineregister');
    await page.getByTestId('line-register-form').waitFor();
    // Without :liffId the page takes the default id once GET /api/config has answered.
    await page.locator(`[data-testid="line-register-page"][data-liff-id="${ids.default}"]`).waitFor();
    await fillForm(page, { firstName: 'สมชาย', lastName: 'ส่งไม่ได้', idCard: newNationalId(), phone: '0812345678' });
    await consentSignConfirm(page);
    await page.waitForURL((url) => url.pathname === `/profile/${ids.default}`);
    expect(alerts).toEqual([MESSAGES.registeredCompleteProfile]);
    expect(await page.evaluate(() => window.__LIFF_SENT__)).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('outside the LINE app a registration ends with the "not client" alert, then /profile', async () => {
    const ids = liffIds();
    const { page, alerts } = await linePage(newLineUser('มานี นอกไลน์', { isInClient: false }));
    await page.goto(`/lineregister2/${ids.tele2}`);
    await page.getByTestId('line-register-form').waitFor();
    await fillForm(page, { firstName: 'มานี', lastName: 'นอกไลน์', idCard: newNationalId(), phone: '0898765432' });
    await consentSignConfirm(page);
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(alerts).toEqual(['not client']);
  }, TEST_TIMEOUT_MS);

  test('an ID card already registered is refused with the server’s message in the error modal', async () => {
    const first = await linePage(newLineUser('ชูใจ คนแรก'));
    const idCard = newNationalId();
    await first.page.goto('/lineregister');
    await first.page.getByTestId('line-register-form').waitFor();
    await fillForm(first.page, { firstName: 'ชูใจ', lastName: 'คนแรก', idCard, phone: '0811111111' });
    await consentSignConfirm(first.page);
    await first.page.getByTestId('register-done').waitFor();

    const second = await linePage(newLineUser('ชูใจ คนที่สอง'));
    await second.page.goto('/lineregister');
    await second.page.getByTestId('line-register-form').waitFor();
    await fillForm(second.page, { firstName: 'ชูใจ', lastName: 'คนที่สอง', idCard, phone: '0822222222' });
    await consentSignConfirm(second.page);
    expect(await errorModalText(second.page)).toBe(MESSAGES.idCardTaken);
    expect(pathOf(second.page)).toBe('/lineregister');
    expect(await second.page.evaluate(() => window.__LIFF_SENT__)).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('/lineliff: not logged in to LINE alerts "0."; a failing profile read alerts the id and the error; /lineliff2 is the tele2 entry', async () => {
    const ids = liffIds();
    const out = await linePage(newLineUser('ไม่ได้ล็อกอิน', { loggedIn: false }));
    await out.page.goto('/lineliff');
    await until(() => out.alerts.length > 0);
    expect(out.alerts).toEqual(['0.']);
    expect(pathOf(out.page)).toBe('/lineliff');

    const broken = await linePage(newLineUser('โปรไฟล์เสีย', { failProfile: true }));
    await broken.page.goto('/lineliff/booking');
    await until(() => broken.alerts.length > 0);
    expect(broken.alerts).toHaveLength(1);
    expect(broken.alerts[0]).toMatch(/^Register Error getting profile: /);
    expect(broken.alerts[0]).toContain(e2e.product.env.LIFF_ID_BOOKING!);

    const tele2 = await linePage(newLineUser('ผู้ใช้ tele2'));
    await tele2.page.goto('/lineliff2');
    await tele2.page.waitForURL((url) => url.pathname === `/lineregister2/${ids.tele2}`);
  }, TEST_TIMEOUT_MS);

  test('without a test user the LIFF mock plays a demo LINE user whose token the LINE stand-in signs, remembered by the browser', async () => {
    const ids = liffIds();
    const { page } = await e2e.newPage();
    const minted = page.waitForResponse((r) => r.url().endsWith('/__dev/id-token'));
    await page.goto('/lineliff/tele');
    expect((await minted).ok()).toBe(true);
    await page.waitForURL((url) => url.pathname === `/lineregister/${ids.tele}`);
    const demo = await page.evaluate(() => JSON.parse(localStorage.getItem('liffMockUser') ?? 'null') as { sub?: string } | null);
    expect(demo?.sub).toMatch(/^U[0-9a-f]{32}$/);
  }, TEST_TIMEOUT_MS);
});

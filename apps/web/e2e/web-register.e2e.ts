/**
 * accounts-and-identity.md §2 web registration (/register), §4 (web register signs in with the
 * username and password and goes to /profile; an error shows errors[0]), §5 (the web checks).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@hospital/rules';
import { DEMO_ACCOUNTS, pathOf, startE2E, type E2E } from './support.js';
import { newNationalId } from '../../../test/fixtures/people.js';

describe('web-register', () => {
  /** A browser scenario with several page loads and a real server round trip each. */
  const TEST_TIMEOUT_MS = 60_000;

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  interface Person {
    username: string;
    email: string;
    password: string;
    confirmPassword: string;
    firstName: string;
    lastName: string;
    idCard: string;
    phone: string;
  }

  function newPerson(): Person {
    const tag = randomBytes(4).toString('hex');
    return {
      username: `patient_${tag}`,
      email: `patient.${tag}@example.com`,
      password: 'Skin@2569pass',
      confirmPassword: 'Skin@2569pass',
      firstName: 'วิภา',
      lastName: 'สุขใจ',
      idCard: newNationalId(),
      phone: '0891234567',
    };
  }

  async function fill(page: Page, p: Person): Promise<void> {
    for (const key of ['username', 'email', 'password', 'confirmPassword', 'firstName', 'lastName', 'idCard', 'phone'] as const) {
      await page.getByTestId(`web-${key}`).fill(p[key]);
    }
    await page.getByTestId('web-birthDate-day').selectOption('3');
    await page.getByTestId('web-birthDate-month').selectOption('11');
    await page.getByTestId('web-birthDate-year').selectOption({ label: '2528' }); // 1985
  }

  async function modalMessage(page: Page): Promise<string> {
    const text = (await page.getByTestId('error-modal-message').innerText()).trim();
    await page.getByTestId('error-modal-close').click();
    await page.getByTestId('error-modal').waitFor({ state: 'detached' });
    return text;
  }

  test('mismatched passwords show the §5 message and send nothing; a valid form registers, signs in and reaches /profile', async () => {
    const { page } = await e2e.newPage();
    let posted = 0;
    page.on('request', (r) => r.url().includes('/identity/web-register') && posted++);
    await page.goto('/register');
    await page.getByTestId('web-register-form').waitFor();

    // Empty: the last failing check of §5 order is the username.
    await page.getByTestId('web-register-submit').click();
    expect(await modalMessage(page)).toBe(MESSAGES.usernameRequired);

    const person = newPerson();
    await fill(page, { ...person, confirmPassword: 'Other@2569pass' });
    await page.getByTestId('web-register-submit').click();
    expect(await modalMessage(page)).toBe(MESSAGES.passwordMismatch);
    expect(posted).toBe(0);

    await page.getByTestId('web-confirmPassword').fill(person.password);
    const request = page.waitForRequest('**/api/v1/identity/web-register');
    await page.getByTestId('web-register-submit').click();
    const sent = await request;
    expect(sent.headers()['content-type']).toContain('application/json-patch+json');
    const payload = sent.postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ username: person.username, email: person.email, idCard: person.idCard, birthDate: '1985-11-03' });
    expect(payload.idToken).toBeUndefined(); // not inside LINE

    await page.waitForURL((url) => url.pathname === '/profile');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token?: string; role?: string | null } | null);
    expect(stored?.token).toBeTruthy();
    expect(stored?.role ?? null).toBeNull();
  }, TEST_TIMEOUT_MS);

  test('inside LINE the registration sends the LIFF ID token, so the new account is linked to the LINE user', async () => {
    const userId = `U${randomBytes(16).toString('hex')}`;
    const idToken = e2e.product.standIns.line.issueIdToken({ sub: userId, name: 'วิภา LINE' });
    const { context, page } = await e2e.newPage();
    await context.addInitScript((mock) => {
      (window as unknown as { __LIFF_MOCK__: unknown }).__LIFF_MOCK__ = mock;
    }, { userId, displayName: 'วิภา LINE', idToken });
    await page.goto(`/register?liffId=${e2e.product.env.LIFF_ID_TELE!}`);
    await page.getByTestId('web-register-form').waitFor();
    await fill(page, newPerson());
    const request = page.waitForRequest('**/api/v1/identity/web-register');
    await page.getByTestId('web-register-submit').click();
    expect(((await request).postDataJSON() as { idToken?: string }).idToken).toBe(idToken);
    await page.waitForURL((url) => url.pathname === '/profile');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { link?: number } | null);
    expect(session?.link).toBe(1);
  }, TEST_TIMEOUT_MS);

  test('a server refusal shows errors[0] in the error modal and keeps the person on /register', async () => {
    const taken = DEMO_ACCOUNTS.find((a) => /^\d{13}$/.test(a.login))!;
    const { page } = await e2e.newPage();
    await page.goto('/register');
    await page.getByTestId('web-register-form').waitFor();
    await fill(page, { ...newPerson(), idCard: taken.login });
    const answer = page.waitForResponse('**/api/v1/identity/web-register');
    await page.getByTestId('web-register-submit').click();
    const response = await answer;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const body = (await response.json()) as { errors?: string[]; message?: string };
    const expected = body.errors?.[0] ?? body.message;
    expect(expected).toBeTruthy();
    expect(await modalMessage(page)).toBe(expected);
    expect(pathOf(page)).toBe('/register');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  }, TEST_TIMEOUT_MS);
});

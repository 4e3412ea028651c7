/**
 * accounts-and-identity.md §2 Login/Logout, §4 transitions, §5 login validation, §8 errors;
 * the route fallbacks of both specs' §2; the bundled Thai font.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { MESSAGES } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, pathOf, startE2E, submitLogin, type E2E } from './support.js';

describe('login', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;

  test('the login page renders Thai in the bundled Sarabun font, fetches nothing from elsewhere, and is saved as a screenshot', async () => {
    const { page } = await e2e.newPage();
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(e2e.product.baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    await page.goto('/login');
    await expectVisible(page.getByTestId('login-form'));
    expect(await page.getByTestId('login-username').getAttribute('placeholder')).toBe('อีเมล หรือ เลขประจำตัวประชาชน');
    expect((await page.getByTestId('login-submit').innerText()).trim()).toBe('เข้าสู่ระบบ');

    const font = await page.evaluate(async () => {
      await document.fonts.load('16px Sarabun', 'เข้าสู่ระบบ');
      await document.fonts.ready;
      const heading = document.querySelector('[data-testid="login-heading"]')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      let loadedSarabun = 0;
      document.fonts.forEach((f) => {
        if (f.family.replace(/["']/g, '') === 'Sarabun' && f.status === 'loaded') loadedSarabun++;
      });
      return {
        width: range.getBoundingClientRect().width,
        text: heading.textContent,
        family: getComputedStyle(heading).fontFamily,
        check: document.fonts.check('16px Sarabun', 'เข้าสู่ระบบ'),
        loadedSarabun,
      };
    });
    expect(font.text).toBe('เข้าสู่ระบบ');
    expect(font.width).toBeGreaterThan(0);
    expect(font.family).toContain('Sarabun');
    expect(font.check).toBe(true);
    expect(font.loadedSarabun).toBeGreaterThan(0);

    const dir = resolve(process.cwd(), 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    await keepShot(page, resolve(dir, 'login-page.png'), { fullPage: true });
    expect(foreign).toEqual([]);
  });

  test('empty fields show the Thai messages once touched', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await expectVisible(page.getByTestId('login-form'));
    // Untouched: no messages yet.
    expect(await page.getByTestId('login-username-error').count()).toBe(0);
    await page.getByTestId('login-username').focus();
    await page.getByTestId('login-password').focus();
    expect(await page.getByTestId('login-username-error').innerText()).toBe(MESSAGES.usernameRequired);
    expect(await page.getByTestId('login-password-error').count()).toBe(0);
    await page.getByTestId('login-username').focus();
    expect(await page.getByTestId('login-password-error').innerText()).toBe(MESSAGES.passwordRequired);
    // Submitting empty stays on the page and sends nothing.
    let posted = false;
    page.on('request', (r) => r.url().includes('/identity/login') && (posted = true));
    await page.getByTestId('login-submit').click();
    expect(pathOf(page)).toBe('/login');
    expect(posted).toBe(false);
    // Typing clears the message.
    await page.getByTestId('login-username').fill('someone');
    expect(await page.getByTestId('login-username-error').count()).toBe(0);
  });

  test('a wrong password shows the server’s Thai message in the red banner', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await submitLogin(page, nurse.login, 'wrong-password');
    const banner = page.getByTestId('login-error');
    await expectVisible(banner);
    expect((await banner.innerText()).trim()).toBe(MESSAGES.wrongCredentials);
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    // The button is usable again (spinner gone).
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
    expect(await page.getByTestId('login-submit').getByTestId('spinner').count()).toBe(0);
  });

  test('the root and unknown paths go to /login', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.goto('/no-such-page/at/all');
    await page.waitForURL('**/login');
    await page.goto('/landing-page');
    await page.waitForURL('**/login');
    await expectVisible(page.getByTestId('login-form'));
  });

  test('a guarded page sends a signed-out visitor to /login and, after sign-in, back to where they were going', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/admin/booking');
    await page.waitForURL('**/login');
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL('**/admin/booking');
    await expectVisible(page.getByTestId('admin-board'));
  });

  test('/logout signs out and a guarded page then redirects to /login', async () => {
    const { page } = await e2e.newPage();
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL('**/admin');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).not.toBeNull();

    await page.goto('/logout');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

    for (const guarded of ['/admin', '/tele', '/home', '/hospital', '/PHR']) {
      await page.goto(guarded);
      await page.waitForURL('**/login');
    }
  });

  test('a patient is kept out of staff pages and a non-network staff member out of /hospital', async () => {
    const patient = DEMO_ACCOUNTS.find((a) => a.role === null)!;
    const { page } = await e2e.newPage();
    await submitLogin(page, patient.login, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto('/admin');
    await page.waitForURL('**/home');
    await page.goto('/hospital');
    await page.waitForURL('**/home');

    const staff = await e2e.newPage();
    await submitLogin(staff.page, nurse.login, DEMO_PASSWORD);
    await staff.page.waitForURL('**/admin');
    await staff.page.goto('/hospital/patient');
    await staff.page.waitForURL('**/admin');
  });

  test('a rejected token on an authenticated call signs the user out and lands on /login', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!;
    const { page } = await e2e.newPage();
    await submitLogin(page, admin.login, DEMO_PASSWORD);
    await page.waitForURL('**/admin');
    await page.getByTestId('signin-panel').waitFor();
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('currentUser')!);
      localStorage.setItem('currentUser', JSON.stringify({ ...user, token: `${user.token}x` }));
    });
    await page.goto('/admin'); // the sign-in list is fetched with the bad token → 401
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });

  test('the navbar is transparent at the top and solid after scrolling past 400 px', async () => {
    const patient = DEMO_ACCOUNTS.find((a) => a.role === null)!;
    const { page } = await e2e.newPage();
    await submitLogin(page, patient.login, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    // Issue 16 item 3: transparent once the page's teal header lies behind it (the page loads lazily).
    await page.getByTestId('profile-header').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="navbar"]')?.getAttribute('data-solid') === 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 450);
    });
    await page.waitForFunction(() => document.querySelector('[data-testid="navbar"]')?.getAttribute('data-solid') === 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid="navbar"]')?.getAttribute('data-solid') === 'false');
  });

  async function expectVisible(locator: import('playwright-core').Locator): Promise<void> {
    await locator.waitFor({ state: 'visible' });
  }
});

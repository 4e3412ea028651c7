/**
 * accounts-and-identity.md §4 (landing route by role) and §6 (navbar menu by role), for every
 * demo account; the Admin's live sign-in panel (board:admin room).
 */
import type { SessionUser } from '@hospital/contracts';
import { homeRouteFor, menuFor } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, navItems, pathOf, startE2E, submitLogin, type E2E } from './support.js';

describe('roles', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const STAFF_MENU = ['/admin', '/admin/booking', '/profile', '/logout'];
  const NETWORK_MENU = ['/hospital', '/hospital/patient', '/profile', '/logout'];
  const PATIENT_MENU = ['/home', '/tele', '/profile', '/logout'];

  const expectedMenu: Record<string, string[]> = {
    Admin: STAFF_MENU,
    Medrec: STAFF_MENU,
    Nurse: STAFF_MENU,
    Finance: STAFF_MENU,
    Shipping: STAFF_MENU,
    N_DOCTOR: ['/hospital', '/hospital/doctor', '/hospital/patient', '/profile', '/logout'], // issue 35 item 1: the doctor's board
    N_NURSE: NETWORK_MENU,
    N_HOSPITAL: ['/hospital', '/hospital/patient', '/hospital/report', '/profile', '/logout'],
  };

  test.each(DEMO_ACCOUNTS.map((a) => [a.login, a] as const))('%s signs in through the form, lands on its route and sees its menu', async (_login, account) => {
    const { page } = await e2e.newPage();
    const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
    await page.goto('/login');
    await config;
    await submitLogin(page, account.login, DEMO_PASSWORD);

    const home = homeRouteFor(account.role);
    await page.waitForURL((url) => url.pathname === home);
    const session = (await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'))) as SessionUser;
    expect(session.token).toEqual(expect.any(String));
    expect(session.role ?? null).toBe(account.role);

    const expected = account.role ? expectedMenu[account.role] : PATIENT_MENU;
    await page.locator(`[data-nav-item="${expected[expected.length - 2]}"]`).waitFor();
    // The report item depends on /api/config; wait until the menu settles for the hospital account.
    if (expected.includes('/hospital/report')) await page.locator('[data-nav-item="/hospital/report"]').waitFor();
    const items = await navItems(page);
    expect(items).toEqual(expected);
    // The shared rule agrees with what the page shows.
    const { teleHospitalName } = (await (await page.request.get('/api/config')).json()) as { teleHospitalName: string };
    expect(items).toEqual(menuFor(session, teleHospitalName).map((i) => i.to));
    expect(items.includes('/hospital/report')).toBe(account.role === 'N_HOSPITAL');

    // The profile header shows the full name; the home link goes to /admin for staff.
    expect((await page.getByTestId('profile-fullname').innerText()).trim()).toBe(session.fullName.trim());
    const homeHref = await page.getByTestId('nav-home').getAttribute('href');
    expect(homeHref).toBe(account.role ? '/admin' : '/home');
    expect(pathOf(page)).toBe(home);
  });

  test('the Admin sees a sign-in made elsewhere appear in the panel without reloading', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!;
    const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
    const { page } = await e2e.newPage();
    await submitLogin(page, admin.login, DEMO_PASSWORD);
    await page.waitForURL('**/admin');
    await page.getByTestId('signin-panel').getByText('การเข้าสู่ระบบล่าสุด').waitFor();
    await page.getByTestId('signin-row').first().waitFor(); // at least the admin's own sign-in
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const nurseRowsBefore = await page.locator(`[data-testid="signin-row"][data-login="${nurse.login}"]`).count();

    // Another browser context: a failed attempt with a fresh name, then a real sign-in.
    const stranger = `nobody-${Date.now()}@demo.skin.go.th`;
    const other = await e2e.newPage();
    await submitLogin(other.page, stranger, 'wrong-password');
    await other.page.getByTestId('login-error').waitFor();
    await submitLogin(other.page, nurse.login, DEMO_PASSWORD);
    await other.page.waitForURL('**/admin');

    const strangerRow = page.locator(`[data-testid="signin-row"][data-login="${stranger}"]`);
    await strangerRow.waitFor({ timeout: 10_000 });
    expect(await strangerRow.getAttribute('data-success')).toBe('false');
    expect(await strangerRow.innerText()).toContain('ไม่สำเร็จ');
    await page.waitForFunction(
      ([login, before]) => document.querySelectorAll(`[data-testid="signin-row"][data-login="${login}"]`).length > (before as number),
      [nurse.login, nurseRowsBefore] as const,
      { timeout: 10_000 },
    );
    // Newest first, and the page was never reloaded.
    expect(await page.getByTestId('signin-row').first().getAttribute('data-login')).toBe(nurse.login);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // Thai short date-time with the 'น.' suffix.
    expect(await page.getByTestId('signin-row').first().locator('td').first().innerText()).toMatch(/\d{1,2} \S+ \d{2}, \d{2}:\d{2} น\./);
  });

  test('only the Admin gets the sign-in panel and the background-jobs button', async () => {
    const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
    const { page } = await e2e.newPage();
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL('**/admin');
    await page.getByTestId('admin-board').waitFor();
    expect(await page.getByTestId('signin-panel').count()).toBe(0);
    expect(await page.getByTestId('ops-queues').count()).toBe(0);
  });
});

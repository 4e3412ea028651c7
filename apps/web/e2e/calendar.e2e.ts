/**
 * care-services §3/§5 calendars: Admin opens the calendar page from /admin, adds a disabled
 * date and a holiday, sees them listed (Buddhist-era dates), and removes one.
 */
import { inBangkok } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, pathOf, startE2E, submitLogin, type E2E } from './support.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
}, 60_000);

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!;

test('Admin adds a disabled date and a holiday, sees them, removes one', async () => {
  const year = inBangkok().year() + 1;
  const disabledDate = `${year}-03-10`;
  const holidayDate = `${year}-03-17`;
  const { page } = await e2e.newPage();
  await submitLogin(page, admin.login, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByTestId('calendar-link').click();
  await page.waitForURL((url) => url.pathname === '/admin/calendar');
  expect(pathOf(page)).toBe('/admin/calendar');

  await page.getByTestId('calendar-year').selectOption(String(year));
  await page.getByTestId('calendar-month').selectOption('3');

  // a disabled date of the special clinic
  await page.getByTestId('disabled-kind').selectOption('smc');
  await page.getByTestId('disabled-date').fill(disabledDate);
  await page.getByTestId('disabled-name').fill('ปิดปรับปรุงคลินิก');
  await page.getByTestId('disabled-add').click();
  const disabledRow = page.locator(`[data-testid="disabled-row"][data-date="${disabledDate}"]`);
  await disabledRow.waitFor();
  expect(await disabledRow.innerText()).toContain('ปิดปรับปรุงคลินิก');
  expect(await disabledRow.innerText()).toContain(`10 มีนาคม ${year + 543}`);

  // a holiday
  await page.getByTestId('holiday-date').fill(holidayDate);
  await page.getByTestId('holiday-name').fill('วันหยุดโรงพยาบาล');
  await page.getByTestId('holiday-add').click();
  const holidayRow = page.locator(`[data-testid="holiday-row"][data-date="${holidayDate}"]`);
  await holidayRow.waitFor();
  expect(await holidayRow.innerText()).toContain('วันหยุดโรงพยาบาล');
  expect(await holidayRow.innerText()).toContain(`17 มีนาคม ${year + 543}`);

  // the public calls see both
  const holidays = await page.evaluate((y) => fetch(`/api/holiday/${y}/3`).then((r) => r.json()), year);
  expect(holidays.data).toContainEqual({ holidayDate, name: 'วันหยุดโรงพยาบาล' });

  // remove the disabled date
  await disabledRow.getByTestId('disabled-remove').click();
  await disabledRow.waitFor({ state: 'detached' });
  const disabled = await page.evaluate((y) => fetch(`/api/v1/disabled/smc/${y}/3`).then((r) => r.json()), year);
  expect(disabled).toEqual({ data: [] });
  await holidayRow.waitFor();
});

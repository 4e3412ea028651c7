/**
 * care-services §3/§5 calendars: Admin opens the calendar page from /admin, adds a disabled
 * date and a holiday, sees them listed (Buddhist-era dates), and removes one.
 */
import { inBangkok } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, pathOf, startE2E, submitLogin, type E2E } from './support.js';

describe('calendar', () => {
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

  // Issue 35 item 2: the year's list with its substitute days, confirmed by Admin, at 390 and 1440 px.
  test("Admin reads a year's holidays with the substitute days marked, edits one and confirms the list", async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await submitLogin(page, admin.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/admin/calendar');
    const card = page.getByTestId('holiday-year-card');
    await card.waitFor();
    const options = await page.getByTestId('holiday-year').locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    // 2026 (พ.ศ. 2569) while it is in the picker: วันพ่อ on Saturday 5 December is made up on Monday 7 December.
    const year = options.includes('2026') ? 2026 : Number(options[options.length - 1]);
    await page.getByTestId('holiday-year').selectOption(String(year));
    const substitutes = card.locator('[data-testid="holiday-year-row"][data-substitute="true"]');
    await substitutes.first().waitFor();
    expect(await substitutes.first().innerText()).toContain('วันหยุดชดเชย');
    if (year === 2026) {
      const dec7 = card.locator('[data-testid="holiday-year-row"][data-date="2026-12-07"]');
      expect(await dec7.getAttribute('data-substitute')).toBe('true');
      expect(await dec7.innerText()).toContain('วันจันทร์ที่ 7 ธันวาคม 2569');
      expect(await card.locator('[data-testid="holiday-year-row"][data-date="2026-05-31"]').innerText()).toContain('วันวิสาขบูชา');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepShot(card, 'test-artifacts/holiday-year-390.png');

    // edit the first substitute's name: it stays a substitute
    const first = substitutes.first();
    const date = (await first.getAttribute('data-date'))!;
    await first.getByTestId('holiday-year-edit').click();
    await page.getByTestId('holiday-year-name').fill('วันหยุดชดเชย (ตรวจแล้ว)');
    await page.getByTestId('holiday-year-save').click();
    const edited = card.locator(`[data-testid="holiday-year-row"][data-date="${date}"]`);
    await page.waitForFunction((d) => document.querySelector(`[data-testid="holiday-year-row"][data-date="${d}"]`)?.textContent?.includes('(ตรวจแล้ว)'), date);
    expect(await edited.getAttribute('data-substitute')).toBe('true');

    // confirm the year
    expect((await page.getByTestId('holiday-year-confirmed').innerText()).trim()).toBe('ยังไม่ได้ยืนยันรายการของปีนี้');
    await page.getByTestId('holiday-year-confirm').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="holiday-year-confirmed"]')?.textContent?.includes('ยืนยันรายการวันหยุดปี'));
    expect((await page.getByTestId('holiday-year-confirmed').innerText()).trim()).toBe(`ยืนยันรายการวันหยุดปี พ.ศ. ${year + 543} แล้ว`);

    await page.setViewportSize({ width: 1440, height: 900 });
    await keepShot(card, 'test-artifacts/holiday-year-1440.png');
  });
});

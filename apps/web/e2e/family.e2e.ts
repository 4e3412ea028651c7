/**
 * Issue 33 in Chromium, on a phone-sized page (390 × 844): a parent (the demo patient Somchai)
 * adds his son from 'ผู้ที่ฉันดูแล' (every problem of the form shown at once first; a national
 * ID with a valid checksum; the caregiving text signed on the registration's signature pad);
 * the switcher on the home changes to the son ('ทำรายการให้: …' on every page); the son's home
 * shows the son's visits (none yet, then the new one); a telemedicine visit with photos is booked
 * for him; the nurse board shows the case under the son's name, and the case says
 * 'จองโดยผู้ดูแล' with the parent's name. Then an adult (the demo patient Malee) is added as
 * pending, agrees from her own account, and the parent's switcher lets him choose her.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PEOPLE_MESSAGES } from '@hospital/contracts';
import { MESSAGES, dayProblem, inBangkok, nationalIdCheckDigit } from '@hospital/rules';
import { axeFindings } from './route-walk-checks.js';
import { DEMO_PASSWORD, demoAccount, drawSignature, expectText, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('family', () => {
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const PHONE = { width: 390, height: 844 };

  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    e2e = await startE2E();
    db = e2e.db;
    mkdirSync('test-artifacts', { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const parent = demoAccount(null, '1103702071811');
  const malee = demoAccount(null, '3100600445635');

  /** A national ID nobody has yet, with its checksum digit. */
  function newNationalId(): string {
    const first12 = `1${String(Date.now()).slice(-11).padStart(11, '7')}`;
    return first12 + nationalIdCheckDigit(first12);
  }

  async function phonePage(): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    return page;
  }

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** Reads the caregiving text, signs and accepts (the registration's consent modal). */
  async function readAndSign(page: Page): Promise<void> {
    await page.getByTestId('consent-text').waitFor();
    await page.getByTestId('consent-sign').click();
    await drawSignature(page);
    await page.getByTestId('signature-accept').click();
  }

  async function sidewaysScroll(page: Page): Promise<number> {
    return page.evaluate(() => document.documentElement.scrollWidth);
  }

  /** The first day from tomorrow on that a doctor visit (type 1) may be booked and that has no holiday row. */
  async function bookableDay(): Promise<string> {
    for (let i = 1; i < 60; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() })) continue;
      const { rowCount } = await db.query(`SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1`, [date]);
      if (!rowCount) return date;
    }
    throw new Error('no bookable day in 60 days');
  }

  test('a parent adds his son, switches to him, books a telemedicine visit for him, and the nurse sees it as the son\'s, booked by the caregiver', async () => {
    const sonID = newNationalId();
    const me = await phonePage();
    await signIn(me, parent.login);
    expect(new URL(me.url()).pathname).toBe('/home');

    // ── The switcher: only himself yet, chosen; '+ เพิ่ม' leads to 'ผู้ที่ฉันดูแล' ──
    await me.getByTestId('person-switcher').waitFor();
    expect(await me.getByTestId('person-chip-self').getAttribute('aria-pressed')).toBe('true');
    await me.getByTestId('person-chip-add').click();
    await me.waitForURL((url) => url.pathname === '/people');
    await me.getByTestId('people-add-form').waitFor();

    // ── Every problem of the form at once, beside each field ──
    await me.getByTestId('people-add-submit').click();
    await me.getByTestId('people-form-problems').waitFor();
    const problems = await me.getByTestId('people-form-problems').innerText();
    for (const message of ['กรุณาเลือกความสัมพันธ์', MESSAGES.nationalIdLength, MESSAGES.firstNameRequired, MESSAGES.lastNameRequired, MESSAGES.birthDateRequired]) {
      expect(problems).toContain(message);
    }
    expect(await me.getByTestId('consent-modal').count()).toBe(0);
    expect(await axeFindings(me)).toEqual([]);
    // A child of 20 or over is refused on the page too (the age rule of libs/rules).
    await me.getByTestId('people-relation').selectOption('child');
    await me.getByTestId('people-birthDate-day').selectOption('1');
    await me.getByTestId('people-birthDate-month').selectOption('5');
    await me.getByTestId('people-birthDate-year').selectOption('2000');
    await expectText(me, 'people-birthDate-error', PEOPLE_MESSAGES.childTooOld);

    // ── The son: national ID with its checksum, title, names, birth date; then read and sign ──
    await me.getByTestId('people-idCard').fill(sonID);
    await me.getByTestId('people-titleKey').selectOption('001'); // เด็กชาย
    await me.getByTestId('people-firstName').fill('ต้นกล้า');
    await me.getByTestId('people-lastName').fill('รักสุขภาพ');
    await me.getByTestId('people-birthDate-year').selectOption('2016');
    expect(await me.getByTestId('people-form-problems').count()).toBe(0);
    await keepShot(me, 'test-artifacts/family-people-form-390.png', { fullPage: true });
    await me.getByTestId('people-add-submit').click();
    await readAndSign(me);
    await expectText(me, 'people-notice', PEOPLE_MESSAGES.added, 15_000);
    const { rows: [son] } = await db.query<{ id: string }>(`SELECT id FROM users WHERE id_card = $1`, [sonID]);
    expect(son).toBeDefined();
    await expectText(me, `people-state-${son.id}`, 'ดูแลอยู่');
    // Until the 20th birthday, in the Buddhist era (1 May 2036 = 2579).
    expect(await me.getByTestId(`people-item-${son.id}`).innerText()).toContain('2579');
    expect(await sidewaysScroll(me)).toBe(PHONE.width);
    await keepShot(me, 'test-artifacts/family-people-390.png', { fullPage: true });

    // ── The switcher changes to the son; his home has no visits yet ──
    await me.goto('/home');
    await me.getByTestId(`person-chip-${son.id}`).click();
    expect(await me.getByTestId(`person-chip-${son.id}`).getAttribute('aria-pressed')).toBe('true');
    expect(await me.getByTestId('person-chip-self').getAttribute('aria-pressed')).toBe('false');
    await expectText(me, 'acting-for-banner', PEOPLE_MESSAGES.switcherLabel);
    await expectText(me, 'acting-for-banner', 'ต้นกล้า');
    await me.getByTestId('home-empty').waitFor({ timeout: 15_000 });
    expect(await sidewaysScroll(me)).toBe(PHONE.width);
    expect(await axeFindings(me)).toEqual([]);
    await keepShot(me, 'test-artifacts/family-home-son-390.png', { fullPage: true });

    // ── His profile is completed (a first booking needs it), as him ──
    await me.goto('/profile');
    await me.getByTestId('profile-edit').click();
    await me.getByTestId('pf-genderKey').selectOption('1');
    await me.getByTestId('pf-phone').fill('0812345678');
    await me.getByTestId('pf-addr-address').fill('99/1 หมู่ 2');
    await me.getByTestId('pf-addr-province').selectOption('92');
    await me.getByTestId('pf-addr-amphur').selectOption('9202');
    await me.getByTestId('pf-addr-district').selectOption('920204');
    await me.getByTestId('pf-maritalStatusKey').selectOption('1');
    await me.getByTestId('profile-save').click();
    await me.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 });

    // ── A telemedicine visit with photos, booked for the son ──
    const nurse = (await e2e.newPage()).page;
    await nurse.setViewportSize({ width: 1440, height: 900 });
    const day = await bookableDay();
    await signIn(nurse, demoAccount('Nurse').login);
    await nurse.goto('/admin');
    await nurse.getByTestId('board-view-nurse').click();
    await nurse.getByTestId('board-filter-date').fill(day);

    await me.goto('/tele');
    await expectText(me, 'acting-for-banner', 'ต้นกล้า');
    await me.getByTestId('service-type-1').waitFor();
    if (await me.getByTestId('intro-close').isVisible().catch(() => false)) await me.getByTestId('intro-close').click();
    await me.getByTestId('service-type-1').click();
    while (!(await me.getByTestId(`day-${day}`).isVisible())) await me.getByTestId('month-next').click();
    await me.getByTestId(`day-${day}`).click();
    await me.getByTestId('slot-13:30').click();
    await me.getByTestId('phone').fill('0812345678');
    await me.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
    await me.getByTestId('description').fill('ผื่นแดงคันที่แขน เป็นมา 1 สัปดาห์');
    await me.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
    await me.getByTestId('submit').click();
    await me.getByTestId('confirm').click();
    await me
      .getByTestId('success-ok')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await keepShot(me, 'test-artifacts/family-tele-failed-390.png', { fullPage: true });
        throw error;
      });
    const { rows: [visit] } = await db.query<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM tele_requests WHERE appoint_date = $1 AND appoint_time = '13:30' AND slot_type = 4 ORDER BY created_at DESC LIMIT 1`,
      [day],
    );
    expect(visit.user_id).toBe(son.id); // the son's visit, not the parent's
    await me.getByTestId('success-ok').click();

    // ── The son's home shows the new visit; the parent's own home does not ──
    await me.goto('/home');
    await me.getByTestId(`home-card-tele-${visit.id}`).waitFor({ timeout: 15_000 });
    await me.getByTestId('person-chip-self').click();
    await me.getByTestId('home-next').waitFor();
    await me.waitForTimeout(500);
    expect(await me.getByTestId(`home-card-tele-${visit.id}`).count()).toBe(0);
    expect(await me.getByTestId('acting-for-banner').count()).toBe(0);

    // ── The nurse board: the case under the son's name; the case says it was booked by the caregiver ──
    const row = nurse.getByTestId(`board-row-${visit.id}`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('ต้นกล้า');
    await row.getByRole('link').first().click();
    await nurse.waitForURL((url) => url.pathname === `/teleInfo/${visit.id}`);
    await nurse.getByText(PEOPLE_MESSAGES.bookedByCaregiver).first().waitFor({ timeout: 15_000 });
    expect(await nurse.locator('body').innerText()).toContain(parent.firstName);
    await keepShot(nurse, 'test-artifacts/family-case-booked-by-caregiver.png', { fullPage: true });
  }, 240_000);

  test('an adult added as pending cannot be chosen until she agrees from her own account; then she can', async () => {
    const { rows: [maleeRow] } = await db.query<{ id: string; birth: string | null }>(
      `SELECT id, to_char(birth_date, 'YYYY-MM-DD') AS birth FROM users WHERE id_card = $1`,
      [malee.login],
    );
    const [year, month, day] = (maleeRow.birth ?? '1980-03-14').split('-').map(Number);

    const me = await phonePage();
    await signIn(me, parent.login);
    await me.goto('/people');
    await me.getByTestId('people-relation').selectOption('parent');
    await me.getByTestId('people-idCard').fill(malee.login);
    await me.getByTestId('people-firstName').fill(malee.firstName);
    await me.getByTestId('people-lastName').fill(malee.lastName);
    await me.getByTestId('people-birthDate-day').selectOption(String(day));
    await me.getByTestId('people-birthDate-month').selectOption(String(month));
    await me.getByTestId('people-birthDate-year').selectOption(String(year));
    await me.getByTestId('people-add-submit').click();
    await readAndSign(me);
    await expectText(me, 'people-notice', PEOPLE_MESSAGES.addedPending, 15_000);
    await expectText(me, `people-state-${maleeRow.id}`, 'รอยืนยัน');
    const agreeHref = await me.getByTestId(`people-agree-url-${maleeRow.id}`).getAttribute('href');
    expect(agreeHref).toMatch(/\/people\/agree\/[0-9a-f-]{36}$/);
    expect(await axeFindings(me)).toEqual([]);
    await keepShot(me, 'test-artifacts/family-pending-390.png', { fullPage: true });

    // Pending: greyed on the switcher with 'รอยืนยัน', no button to choose her.
    await me.goto('/home');
    const pendingChip = me.getByTestId(`person-chip-${maleeRow.id}`);
    await pendingChip.waitFor();
    expect(await pendingChip.innerText()).toContain('รอยืนยัน');
    expect(await pendingChip.evaluate((el) => el.tagName)).not.toBe('BUTTON');

    // ── Malee opens the link signed in as herself, reads who asks, signs and agrees ──
    const her = await phonePage();
    await signIn(her, malee.login);
    // Her /privacy shows the request waiting, and its button opens the same agree page as the parent's link.
    await her.goto('/privacy');
    await her.locator('[data-testid^="caregiver-agree-"]').first().click();
    await her.waitForURL((url) => url.pathname === new URL(agreeHref!).pathname);
    await expectText(her, 'agree-who', parent.firstName);
    expect(await axeFindings(her)).toEqual([]);
    await keepShot(her, 'test-artifacts/family-agree-390.png', { fullPage: true });
    await her.getByTestId('agree-sign').click();
    await readAndSign(her);
    await expectText(her, 'agree-done', PEOPLE_MESSAGES.agreed, 15_000);

    // Her /privacy lists the parent under 'ผู้ที่ดูแลฉัน', with 'ยกเลิกสิทธิ์'.
    await her.goto('/privacy');
    await expectText(her, 'caregivers-list', parent.firstName);
    // The relation the right way round: she is the parent's parent, so the parent is her child.
    await expectText(her, 'caregivers-list', 'ความสัมพันธ์: เป็นบุตรของท่าน');
    expect(await her.locator('[data-testid^="caregiver-end-"]').count()).toBeGreaterThan(0);
    expect(await sidewaysScroll(her)).toBe(PHONE.width);
    expect(await axeFindings(her)).toEqual([]);
    await keepShot(her, 'test-artifacts/family-privacy-390.png', { fullPage: true });

    // ── Now the parent can choose her ──
    await me.reload();
    const chip = me.getByTestId(`person-chip-${maleeRow.id}`);
    await me.waitForFunction((id) => document.querySelector(`[data-testid="person-chip-${id}"]`)?.tagName === 'BUTTON', maleeRow.id, { timeout: 15_000 });
    await chip.click();
    await expectText(me, 'acting-for-banner', malee.firstName);

    // ── She ends it from her /privacy; the parent is back to himself ──
    await her.locator('[data-testid^="caregiver-end-"]').first().click();
    await her.getByTestId('caregiver-end-submit').click();
    await her.getByTestId('caregivers-message').waitFor();
    await me.reload();
    await me.getByTestId('person-switcher').waitFor();
    await me.waitForFunction(() => !document.querySelector('[data-testid="acting-for-banner"]'), null, { timeout: 15_000 });
    expect(await me.getByTestId('person-chip-self').getAttribute('aria-pressed')).toBe('true');
  }, 180_000);
});

/**
 * accounts-and-identity.md §2 'Patient creation by staff' (full and short forms), §5 (the
 * create form's order, the national ID rule on typing), §8 (server and legacy-data errors),
 * and the HIS registration from the new patient's profile: the HN arrives through the worker
 * and the realtime room, without a reload.
 */
import type { Page } from 'playwright-core';
import { FIELD_LABELS, MESSAGES } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, pathOf, startE2E, submitLogin, type E2E } from './support.js';
import { newNationalId } from '../../../test/fixtures/people.js';

describe('patient-create', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const medrec = DEMO_ACCOUNTS.find((a) => a.role === 'Medrec')!;
  const networkNurse = DEMO_ACCOUNTS.find((a) => a.role === 'N_NURSE')!;

  /** The same 12 digits with a wrong check digit. */
  function withWrongCheckDigit(id: string): string {
    return id.slice(0, 12) + String((Number(id[12]) + 1) % 10);
  }

  async function signIn(page: Page, login: string, home: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === home);
  }

  async function submitAndReadError(page: Page): Promise<string> {
    await page.getByTestId('patient-create-submit').click();
    await page.getByTestId('error-modal').waitFor();
    const message = (await page.getByTestId('error-modal-message').innerText()).trim();
    expect((await page.getByTestId('error-modal').getByRole('heading').innerText()).trim()).toBe(MESSAGES.unableToSave);
    await page.getByTestId('error-modal-close').click();
    await page.getByTestId('error-modal').waitFor({ state: 'detached' });
    return message;
  }

  async function fillFullForm(page: Page, idCard: string, firstName: string): Promise<void> {
    await page.getByTestId('pf-titleKey').selectOption('004');
    await page.getByTestId('pf-firstName').fill(firstName);
    await page.getByTestId('pf-lastName').fill('ใจงาม');
    await page.getByTestId('pf-idCard').fill(idCard);
    await page.getByTestId('pf-genderKey').selectOption('2');
    await page.getByTestId('pf-birthDate-day').selectOption('9');
    await page.getByTestId('pf-birthDate-month').selectOption('11');
    await page.getByTestId('pf-birthDate-year').selectOption('1990');
    await page.getByTestId('pf-phone').fill('0861234567');
    await page.getByTestId('pf-addr-address').fill('99/1');
    await page.getByTestId('pf-addr-moo').fill('4');
    await page.getByTestId('pf-addr-province').selectOption('92');
    await page.getByTestId('pf-addr-amphur').selectOption('9201');
    await page.getByTestId('pf-addr-district').selectOption('920101');
    await page.waitForFunction(() => (document.querySelector('[data-testid="pf-addr-postcode"]') as HTMLInputElement).value === '92000');
    await page.getByTestId('pf-isSameAddress').check();
    await page.getByTestId('pf-maritalStatusKey').selectOption('1');
    await page.getByTestId('pf-raceKey').selectOption('099');
    await page.getByTestId('pf-nationalityKey').selectOption('099');
    await page.getByTestId('pf-religionKey').selectOption('01');
    await page.getByTestId('pf-occupationKey').selectOption('000');
    await page.getByTestId('pf-educationLevelKey').selectOption('05');
    await page.getByTestId('pf-bloodGroup').selectOption('A');
    await page.getByTestId('pf-fatherTitleKey').selectOption('003');
    await page.getByTestId('pf-father_FirstName').fill('สมบัติ');
    await page.getByTestId('pf-father_LastName').fill('ใจงาม');
    await page.getByTestId('pf-motherTitleKey').selectOption('005');
    await page.getByTestId('pf-mother_FirstName').fill('สมใจ');
    await page.getByTestId('pf-mother_LastName').fill('ใจงาม');
    await page.getByTestId('pf-drugNote').fill('ไม่มีประวัติแพ้ยา');
  }

  test('Medrec creates a patient with the full form, opens the profile, registers with the HIS and watches the HN appear without a reload', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, medrec.login, '/admin');
    // From the staff board's button, as a Medrec finds it.
    await page.getByTestId('add-patient').click();
    await page.waitForURL('**/hospital/register');
    await page.getByTestId('patient-create-form').waitFor();

    // Empty: the first field of §5.
    expect(await submitAndReadError(page)).toBe(MESSAGES.specify + FIELD_LABELS.titleKey);
    // The create form asks race before nationality.
    await fillFullForm(page, newNationalId(), 'ทดสอบ');
    await page.getByTestId('pf-raceKey').selectOption('');
    await page.getByTestId('pf-nationalityKey').selectOption('');
    expect(await submitAndReadError(page)).toBe(MESSAGES.specify + FIELD_LABELS.raceKey);
    await page.getByTestId('pf-raceKey').selectOption('099');
    expect(await submitAndReadError(page)).toBe(MESSAGES.specify + FIELD_LABELS.nationalityKey);
    await page.getByTestId('pf-nationalityKey').selectOption('099');

    // The national ID: a 13th digit that breaks the checksum clears the field and says why.
    const idCard = newNationalId();
    await page.getByTestId('pf-idCard').fill('');
    await page.getByTestId('pf-idCard').pressSequentially(withWrongCheckDigit(idCard));
    await page.getByTestId('error-modal').waitFor();
    expect((await page.getByTestId('error-modal-message').innerText()).trim()).toBe(MESSAGES.nationalIdChecksum);
    await page.getByTestId('error-modal-close').click();
    expect(await page.getByTestId('pf-idCard').inputValue()).toBe('');
    await page.getByTestId('pf-idCard').fill(idCard.slice(0, 12));
    expect(await submitAndReadError(page)).toBe(MESSAGES.nationalIdLength);
    await page.getByTestId('pf-idCard').fill(idCard);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/childuser') && r.request().method() === 'POST');
    await page.getByTestId('patient-create-submit').click();
    const answer = (await (await created).json()) as { status: number; userId: string };
    expect(answer.status).toBe(200);
    // Medrec cannot open the network hospitals' list: the new patient's profile opens instead.
    await page.waitForURL((url) => url.pathname === `/user/${answer.userId}`);
    // The profile page (a chunk of its own) replaces the form once loaded; the name shows once the profile answers.
    await page.getByTestId('profile-card').waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="pf-lastName"]') as HTMLInputElement | null)?.value === 'ใจงาม');
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent?.trim() !== '');
    expect((await page.getByTestId('profile-name').innerText()).trim()).toBe('นางสาวทดสอบ ใจงาม');
    expect(await page.getByTestId('his-hn').count()).toBe(0);

    // No reload from here on: a marker on window survives only in the same document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/patient') && r.request().method() === 'POST');
    await page.getByTestId('his-register').click();
    const his = await registered;
    expect([200, 202]).toContain(his.status());
    const hnLine = page.getByTestId('his-hn');
    await hnLine.waitFor({ timeout: 30_000 });
    const text = (await hnLine.innerText()).replace(/\s+/g, ' ').trim();
    expect(text).toMatch(new RegExp(`^${MESSAGES.hisAlreadyRegistered.trim()} \\S+$`));
    expect(await page.getByTestId('his-register').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // The same national ID cannot be added twice: the server's message in the modal.
    await page.goto('/hospital/register');
    await fillFullForm(page, idCard, 'ซ้ำ');
    const duplicate = await submitAndReadError(page);
    expect(duplicate.length).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/hospital/register');
  }, 90_000);

  test('the short form creates a patient and opens the profile; registering that incomplete record alerts and goes to /user2', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, medrec.login, '/admin');
    await page.goto('/hospital/register1');
    await page.getByTestId('patient-short-form').waitFor();

    await page.getByTestId('patient-create-submit').click();
    await page.getByTestId('error-modal').waitFor();
    expect((await page.getByTestId('error-modal-message').innerText()).trim()).toBe(MESSAGES.specify + FIELD_LABELS.firstName);
    await page.getByTestId('error-modal-close').click();

    await page.getByTestId('pf-titleKey').selectOption('003');
    await page.getByTestId('pf-firstName').fill('ย่อ');
    await page.getByTestId('pf-lastName').fill('ทดลอง');
    await page.getByTestId('pf-idCard').fill(newNationalId());
    await page.getByTestId('pf-birthDate-day').selectOption('1');
    await page.getByTestId('pf-birthDate-month').selectOption('1');
    await page.getByTestId('pf-birthDate-year').selectOption('2000');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/childuser'));
    await page.getByTestId('patient-create-submit').click();
    const { userId } = (await (await created).json()) as { userId: string };
    await page.waitForURL((url) => url.pathname === `/user/${userId}`);
    await page.waitForFunction(() => (document.querySelector('[data-testid="pf-lastName"]') as HTMLInputElement | null)?.value === 'ทดลอง');

    // §8: the HIS needs more than the short form holds → the legacy-data alert, then the edit page.
    const alerts: string[] = [];
    page.once('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    let posted = false;
    page.on('request', (r) => r.url().endsWith('/api/v1/patient') && (posted = true));
    await page.getByTestId('his-register').click();
    await page.waitForURL((url) => url.pathname === `/user2/${userId}`);
    expect(alerts).toEqual([MESSAGES.hisLegacyData]);
    expect(posted).toBe(false);
    // The URL changes before React renders the edit page: wait for the edit form itself.
    await page.locator('[data-testid="profile-card"][data-mode="edit"]').waitFor();
    expect(await page.getByTestId('pf-lastName').inputValue()).toBe('ทดลอง');
    // /user2 is the edit page itself: no cancel back to a view.
    expect(await page.getByTestId('profile-cancel').count()).toBe(0);
  }, 90_000);

  test('a network nurse adds a patient from /hospital/patient and returns there', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, networkNurse.login, '/hospital');
    await page.goto('/hospital/patient');
    await page.getByTestId('add-patient-full').click();
    await page.waitForURL('**/hospital/register');
    await fillFullForm(page, newNationalId(), 'เครือข่าย');
    await page.getByTestId('patient-create-submit').click();
    await page.waitForURL((url) => url.pathname === '/hospital/patient');
  }, 90_000);

  test('a patient cannot open the staff forms', async () => {
    const patient = DEMO_ACCOUNTS.find((a) => a.role === null)!;
    const { page } = await e2e.newPage();
    await signIn(page, patient.login, '/home');
    await page.goto('/hospital/register');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/hospital/register1');
    await page.waitForURL((url) => url.pathname === '/home');
  }, 90_000);
});

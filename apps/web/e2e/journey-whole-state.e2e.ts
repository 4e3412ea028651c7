/**
 * Issue 28 item 1, "a journey's calls leave a whole state or none", in Chromium at 390×844:
 *  - the payment page with a `.txt` slip names the file, sends nothing, leaves the case at 3, no
 *    LINE 'received' reaches the patient, and Finance has no verify to press; a case at 4
 *    without a slip (left before this rule) shows Finance's verify disabled until a slip is stored;
 *  - a telemedicine booking with a non-image names the file and saves nothing until it is removed;
 *  - the same booking submitted again (a second tab, another time the same day) makes one case.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { pushText } from '@hospital/integrations/stand-ins';
import { dayProblem, inBangkok } from '@hospital/rules';
import { DEMO_PASSWORD, demoAccount, startE2E, submitLogin, type E2E } from './support.js';

describe('journey-whole-state', () => {
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const PHONE = { width: 390, height: 844 };
  const LINE_USER = `U${'28a1'.repeat(8)}`;
  const RECEIVED = 'ได้รับหลักฐานการชำระเงินของท่านแล้ว';

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.db.query(`UPDATE users SET line_user_id = $1 WHERE id_card = $2`, [LINE_USER, patient.login]);
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = demoAccount(null, '1103702071811');

  async function signedIn(login: string, viewport = PHONE): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(viewport);
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  async function expectModal(page: Page, ...texts: string[]): Promise<void> {
    await page.getByTestId('error-modal').waitFor();
    const shown = await page.getByTestId('error-modal-message').innerText();
    for (const text of texts) expect(shown).toContain(text);
    await page.getByTestId('error-modal-close').click();
    await page.getByTestId('error-modal').waitFor({ state: 'detached' });
  }

  const statusOf = async (teleID: string) => (await e2e.db.query(`SELECT flow_status FROM tele_requests WHERE id = $1`, [teleID])).rows[0].flow_status as number;
  const filesOf = async (teleID: string) => (await e2e.db.query(`SELECT category, state FROM stored_files WHERE tele_id = $1 ORDER BY created_at`, [teleID])).rows;
  const pushedTexts = () => e2e.product.standIns.line.pushes.filter((p) => p.to === LINE_USER).map(pushText);

  /** A doctor visit of the demo patient at `status`, with the HIS's cost (as the nurse's move to −3 or the doctor's to 3 leaves it). */
  async function caseToPay(status: number, time: string): Promise<string> {
    const day = inBangkok().add(2, 'day').format('YYYY-MM-DD');
    const { rows } = await e2e.db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description, flow_status)
     SELECT id, 1, 4, $2, $3, '0812345678', '99/1 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000', 'ผื่นคันที่แขน', $4 FROM users WHERE id_card = $1 RETURNING id`,
      [patient.login, day, time, status],
    );
    await e2e.db.query(`INSERT INTO his.tele_orders (tele_ref, kind, name, totcost, netdisc, netcost) VALUES ($1, 'cost', 'ค่ายา', 320, 0, 320)`, [rows[0].id]);
    return rows[0].id;
  }

  /** Finance's payment tab of a case. */
  async function financeTab(teleID: string): Promise<Page> {
    const finance = await signedIn(demoAccount('Finance').login, { width: 1280, height: 800 });
    await finance.goto(`/teleInfo/${teleID}`);
    await finance.getByTestId('tab-payment').click();
    await finance.getByTestId('payment-tab').waitFor();
    return finance;
  }

  test('the payment page with a .txt slip: the file is named, nothing is sent, the case stays at 3, no LINE "received", no verify for Finance', async () => {
    const teleID = await caseToPay(3, '13:00');
    const me = await signedIn(patient.login);
    await me.goto(`/payment/${teleID}`);
    await me.getByTestId('payment-images-input').waitFor({ state: 'attached' });
    await me.getByTestId('payment-images-input').setInputFiles({ name: 'โอนแล้ว.txt', mimeType: 'text/plain', buffer: Buffer.from('โอนเงินแล้วนะคะ 320 บาท') });

    // Named in the picker, in Thai, with its remove button.
    await me.getByTestId('photo-unusable').waitFor();
    const named = await me.getByTestId('photo-unusable').innerText();
    expect(named).toContain('โอนแล้ว.txt');
    expect(named).toContain('รองรับเฉพาะไฟล์รูปภาพหรือไฟล์ PDF');
    await me.getByRole('button', { name: 'ลบรูปที่ 1' }).waitFor();

    // Confirming is refused before anything is sent.
    await me.getByTestId('payment-confirm').click();
    await expectModal(me, 'โอนแล้ว.txt');
    expect(await me.getByTestId('payment-confirm-submit').count()).toBe(0);
    expect(await statusOf(teleID)).toBe(3);
    expect(await filesOf(teleID)).toEqual([]);

    // The server would refuse 4 anyway: no slip stored.
    const token: string = await me.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null')?.token);
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/tele/transfer/${teleID}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ flowStatus: 4 }),
    });
    expect(res.status).toBe(400);
    expect(await statusOf(teleID)).toBe(3);

    // No 'received' on LINE.
    await new Promise((r) => setTimeout(r, 1500));
    expect(pushedTexts().filter((t) => t.includes(RECEIVED))).toEqual([]);

    // Finance has nothing to verify.
    const finance = await financeTab(teleID);
    const verify = finance.getByTestId('verify-payment');
    expect((await verify.count()) === 0 || (await verify.isDisabled())).toBe(true);
    expect(await finance.getByTestId('payment-slips').innerText()).toContain('ยังไม่มีหลักฐานการชำระเงิน');

    // Removing it and attaching the real slip: stored first, then 4, and LINE says 'received' once.
    await me.getByRole('button', { name: 'ลบรูปที่ 1' }).click();
    await me.getByTestId('payment-images-input').setInputFiles(`${PHOTOS}payment-slip.png`);
    await me.getByTestId('payment-confirm').click();
    await me.getByTestId('payment-confirm-submit').click();
    await me.waitForURL((url) => url.pathname !== `/payment/${teleID}`, { timeout: 20_000 });
    expect(await statusOf(teleID)).toBe(4);
    expect((await filesOf(teleID)).map((f) => f.category)).toEqual([2]);
    const received = async () => pushedTexts().filter((t) => t.includes(RECEIVED)).length;
    // Up to 30 s: the push goes through the outbox and the worker, and two files share two cores.
    for (let i = 0; i < 120 && (await received()) === 0; i++) await new Promise((r) => setTimeout(r, 250));
    expect(await received()).toBe(1);
  }, 180_000);

  test("a case left at 4 without a slip: Finance's verify is disabled with the reason, and enabled once a slip is stored", async () => {
    const teleID = await caseToPay(4, '13:15'); // left at 4 before this rule, without a slip
    const finance = await financeTab(teleID);
    await finance.getByTestId('verify-payment-no-slip').waitFor();
    expect(await finance.getByTestId('verify-payment').isDisabled()).toBe(true);

    // The patient attaches another slip (allowed at 4): the page stores it, then confirms 4 again.
    const me = await signedIn(patient.login);
    await me.goto(`/payment/${teleID}`);
    await me.getByTestId('payment-images-input').waitFor({ state: 'attached' });
    await me.getByTestId('payment-images-input').setInputFiles(`${PHOTOS}payment-slip.png`);
    await me.getByTestId('payment-confirm').click();
    await me.getByTestId('payment-confirm-submit').click();
    await me.waitForURL((url) => url.pathname !== `/payment/${teleID}`, { timeout: 20_000 });

    await finance.reload();
    await finance.getByTestId('tab-payment').click();
    await finance.locator('[data-testid="verify-payment"]:not([disabled])').waitFor({ timeout: 15_000 });
    await finance.getByTestId('verify-payment').click();
    await finance.locator('[data-testid="case-status"][data-status="5"]').waitFor({ timeout: 15_000 });
    expect(await statusOf(teleID)).toBe(5);
  }, 180_000);

  /** The n-th day from tomorrow on that a doctor visit may be booked. */
  async function bookableDay(skip: number): Promise<string> {
    let found = 0;
    for (let i = 1; i < 120; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() })) continue;
      const { rowCount } = await e2e.db.query(`SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1`, [date]);
      if (rowCount) continue;
      if (found++ === skip) return date;
    }
    throw new Error('no bookable day');
  }

  async function fillTele(page: Page, day: string, time: string): Promise<void> {
    await page.goto('/tele');
    await page.getByTestId('service-type-1').waitFor();
    if (await page.getByTestId('intro-close').isVisible().catch(() => false)) await page.getByTestId('intro-close').click();
    await page.getByTestId('service-type-1').click();
    while (!(await page.getByTestId(`day-${day}`).isVisible())) await page.getByTestId('month-next').click();
    await page.getByTestId(`day-${day}`).click();
    await page.getByTestId(`slot-${time}`).click();
    await page.getByTestId('phone').fill('0812345678');
    await page.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
    await page.getByTestId('description').fill('ผื่นแดงคันที่แขน เป็นมา 2 สัปดาห์');
  }

  const casesOn = async (day: string) =>
    (
      await e2e.db.query(
        `SELECT t.id, t.awaiting_photos, (SELECT count(*)::int FROM stored_files f WHERE f.tele_id = t.id) AS photos
         FROM tele_requests t JOIN users u ON u.id = t.user_id WHERE u.id_card = $1 AND t.appoint_date = $2 AND t.service_type = 1`,
        [patient.login, day],
      )
    ).rows;

  test('a booking with a non-image names the file and saves nothing until it is removed', async () => {
    const day = await bookableDay(3);
    const me = await signedIn(patient.login);
    await fillTele(me, day, '13:30');
    const jpeg = (i: number) => ({ name: `rash-${i}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(`${PHOTOS}rash-${i}.jpg`) });
    await me.getByTestId('images-input').setInputFiles([
      jpeg(1),
      jpeg(2),
      jpeg(3),
      { name: 'อาการ.txt', mimeType: 'image/jpeg', buffer: Buffer.from('คันมากตอนกลางคืน') }, // says it is a JPEG; its bytes say otherwise
    ]);
    await me.getByTestId('photo-unusable').waitFor();
    expect(await me.getByTestId('photo-unusable').innerText()).toContain('รูปที่ 4 (อาการ.txt)');

    // Every press of 'register' is refused in the page, naming the file; nothing reaches the server.
    for (let i = 0; i < 2; i++) {
      await me.getByTestId('submit').click();
      await expectModal(me, 'อาการ.txt', 'รองรับเฉพาะไฟล์รูปภาพ');
      expect(await me.getByTestId('confirm').count()).toBe(0);
    }
    expect(await casesOn(day)).toEqual([]);

    // Removed and replaced: one case with its 4 photos, on the boards.
    await me.locator('[data-testid="picked-photo"][data-unusable="true"] [data-testid="photo-remove"]').click();
    expect(await me.getByTestId('photo-unusable').count()).toBe(0);
    await me.getByTestId('images-input').setInputFiles(`${PHOTOS}rash-4.jpg`);
    await me.getByTestId('submit').click();
    await me.getByTestId('confirm').click();
    await me.getByTestId('success-ok').waitFor({ timeout: 30_000 });
    expect(await casesOn(day)).toEqual([{ id: expect.any(String), awaiting_photos: false, photos: 4 }]);
  }, 180_000);

  test('the same booking submitted again from a second tab, at another time of the day, makes one case', async () => {
    const day = await bookableDay(4);
    const first = await signedIn(patient.login);
    const second = await signedIn(patient.login);
    await fillTele(first, day, '13:30');
    await fillTele(second, day, '13:45'); // loaded together; the patient starts over in the other tab
    for (const page of [first, second]) await page.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));

    await first.getByTestId('submit').click();
    await first.getByTestId('confirm').click();
    await first.getByTestId('success-ok').waitFor({ timeout: 30_000 });
    await second.getByTestId('submit').click();
    await second.getByTestId('confirm').click();
    await second.getByTestId('success-ok').waitFor({ timeout: 30_000 });

    const cases = await casesOn(day);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ awaiting_photos: false });
    const { rows } = await e2e.db.query(`SELECT appoint_time FROM tele_requests WHERE id = $1`, [cases[0].id]);
    expect(rows[0].appoint_time).toBe('13:30'); // the first one made
  }, 180_000);
});

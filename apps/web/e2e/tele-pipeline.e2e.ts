/**
 * The whole telemedicine pipeline (care-services §2–§9), in Chromium, as the people do it:
 * a patient books a doctor visit (type 1) with four photos; the nurse board shows the case
 * without a reload; the nurse moves it to the doctor; the doctor's view has it; the HIS has the
 * costs and the nurse notifies them; the patient attaches a slip; the finance board shows it
 * live and Finance verifies; Shipping enters a 13-character tracking number; the patient's list
 * says 'shipped'. The fake LINE API received the patient's messages in order, and the
 * thumbnails on the case page are the worker's.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { FLOW_STATUS_NAMES, TELE_MESSAGES, dayProblem, inBangkok } from '@hospital/rules';
import { pushText } from '@hospital/integrations/stand-ins';
import { DEMO_PASSWORD, demoAccount, expectText, expectThumbnails, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('tele-pipeline', () => {
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const LINE_USER = `U${'7e1e'.repeat(8)}`;

  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    // A product of its own: it checks every LINE message Somchai gets, once each and in order, and
    // the earlier parts' cases of his can still bring him one (CI saw a second booking message).
    e2e = await startE2E({ fresh: true });
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = demoAccount(null, '1103702071811');

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

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  async function openBoard(page: Page, login: string, view: string, date: string): Promise<void> {
    await signIn(page, login);
    await page.goto('/admin');
    await page.getByTestId(`board-view-${view}`).click();
    await page.getByTestId('board-filter-date').fill(date);
  }

  async function texts(): Promise<string[]> {
    return e2e.product.standIns.line.pushes
      .filter((p) => p.to === LINE_USER)
      .map(pushText);
  }

  test('a type-1 case travels from booking to shipped across the boards, live', async () => {
    // The patient has linked LINE, so the fake LINE API records the messages meant for them.
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id_card = $2`, [LINE_USER, patient.login]);
    const day = await bookableDay();

    // Staff watch their boards before anything happens.
    const nurse = (await e2e.newPage()).page;
    await openBoard(nurse, demoAccount('Nurse').login, 'nurse', day);
    const doctorView = (await e2e.newPage()).page;
    await openBoard(doctorView, demoAccount('Admin').login, 'doctor', day);
    const finance = (await e2e.newPage()).page;
    await openBoard(finance, demoAccount('Finance').login, 'finance', day);

    // ── The patient books a doctor visit with four photos ──
    const me = (await e2e.newPage()).page;
    await signIn(me, patient.login);
    await me.goto('/tele');
    await me.getByTestId('service-type-1').waitFor(); // the page's chunk has loaded (the intro shows with it)
    if (await me.getByTestId('intro-close').isVisible().catch(() => false)) await me.getByTestId('intro-close').click();
    await me.getByTestId('service-type-1').click();
    while (!(await me.getByTestId(`day-${day}`).isVisible())) await me.getByTestId('month-next').click();
    await me.getByTestId(`day-${day}`).click();
    await me.getByTestId('slot-13:30').click();
    await me.getByTestId('phone').fill('0812345678');
    await me.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
    await me.getByTestId('description').fill('ผื่นแดงคันที่แขน เป็นมา 2 สัปดาห์');
    await me.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
    await me.getByTestId('submit').click();
    await me.getByTestId('confirm').click();
    await me.getByTestId('upload-progress').waitFor();
    await me.getByTestId('success-ok').waitFor({ timeout: 20_000 });
    const [{ id: teleID }] = (await db.query(`SELECT id FROM tele_requests WHERE appoint_date = $1 AND appoint_time = '13:30' AND slot_type = 4`, [day])).rows;
    await me.getByTestId('success-ok').click();

    // ── The nurse board shows it without a reload; the nurse sends it to the doctor ──
    await nurse.getByTestId(`board-row-${teleID}`).waitFor({ timeout: 10_000 });
    await nurse.getByTestId(`board-row-${teleID}`).getByRole('link').first().click();
    await nurse.waitForURL((url) => url.pathname === `/teleInfo/${teleID}`);
    // The four photos, as thumbnails the worker made.
    await nurse.getByTestId('tab-images').click();
    await expectThumbnails(nurse, 4);
    await nurse.getByTestId('transfer-doctor').click();
    await waitForStatus(nurse, 2);

    // ── The doctor's view has it ──
    await doctorView.getByTestId(`board-row-${teleID}`).waitFor({ timeout: 10_000 });

    // ── The doctor prescribed in the HIS; the nurse notifies the costs ──
    await db.query(
      `INSERT INTO his.tele_orders (tele_ref, kind, name, totcost, netdisc, netcost) VALUES ($1, 'cost', 'ค่าบริการ Telemedicine และค่าจัดส่งยา', 90, 50, 40), ($1, 'cost', 'ค่ายา', 320, 0, 320)`,
      [teleID],
    );
    await nurse.reload();
    await nurse.getByTestId('tab-costs').click();
    await nurse.getByTestId('notify-cost').click();
    await waitForStatus(nurse, -3);

    // ── The patient attaches a slip from their list ──
    await me.goto('/profile');
    await me.getByTestId(`mytele-pay-${teleID}`).click();
    await me.waitForURL((url) => url.pathname === `/payment/${teleID}`);
    await me.getByTestId('payment-images-input').setInputFiles(`${PHOTOS}payment-slip.png`);
    await me.getByTestId('payment-confirm').click();
    await me.getByTestId('payment-confirm-submit').click();
    await me.waitForURL((url) => url.pathname !== `/payment/${teleID}`, { timeout: 20_000 });

    // ── The finance board shows it live; Finance verifies ──
    // (the case came to Finance's view at −3; the patient's slip moves it to 4 there, live)
    await finance.locator(`[data-testid="board-row-${teleID}"][data-status="4"]`).waitFor({ timeout: 10_000 });
    await finance.getByTestId(`board-row-${teleID}`).getByRole('link').first().click();
    await finance.getByTestId('tab-payment').click();
    await finance.getByTestId('verify-payment').click();
    await waitForStatus(finance, 5);
    // Issue 35 item 2: Finance's shipping tab, right after verifying, says what is true.
    await finance.getByTestId('tab-shipping').click();
    await expectText(finance, 'shipping-awaiting', TELE_MESSAGES.awaitingShipment);
    await keepShot(finance, 'test-artifacts/finance-shipping-awaiting.png');
    expect(await finance.getByTestId('shipping-not-verified').count()).toBe(0);
    expect(await finance.getByTestId('shipping-form').count()).toBe(0); // Shipping enters the numbers, not Finance

    // ── Shipping enters a 13-character tracking number ──
    const shipping = (await e2e.newPage()).page;
    await signIn(shipping, demoAccount('Shipping').login);
    await shipping.goto(`/teleInfo/${teleID}`);
    await shipping.getByTestId('tab-shipping').click();
    await shipping.getByTestId('tracking-1').fill('EF123456785TH');
    await shipping.getByTestId('save-tracking').click();
    await waitForStatus(shipping, 6);

    // ── The patient's list says shipped, with the number, without a reload ──
    await me.goto('/profile');
    await expectText(me, `mytele-status-${teleID}`, FLOW_STATUS_NAMES[6]);
    expect(await me.getByTestId(`mytele-row-${teleID}`).innerText()).toContain('EF123456785TH');

    // ── The patient's LINE messages, in order, once each ──
    // (Finance's verification also issues the receipt, a message of its own: after the slip, once.)
    const all = await waitForPushes(7);
    const kinds = all.map(kindOf);
    expect(kinds.filter((k) => k === 'receipt')).toHaveLength(1);
    expect(kinds.indexOf('receipt')).toBeGreaterThan(kinds.indexOf('slip'));
    expect(all.find((t) => kindOf(t) === 'receipt')).toContain('360.00');
    const sent = all.filter((t) => kindOf(t) !== 'receipt');
    expect(sent[0]).toContain('นัดหมาย'); // booking received
    expect(sent.slice(1).map(kindOf)).toEqual(['doctor', 'costs', 'slip', 'paid', 'shipped']);
    expect(sent[2]).toContain('360.00'); // the total to pay
    expect(sent[5]).toContain('EF123456785TH');
  }, 180_000);

  /** What a LINE text is about, by the words that say what happened. */
  function kindOf(text: string): string {
    if (text.includes('จัดส่งยาแล้ว')) return 'shipped';
    if (text.includes('แจ้งค่าใช้จ่าย')) return 'costs';
    if (text.includes('ถึงคิวพบแพทย์')) return 'doctor';
    if (text.includes('ได้รับหลักฐานการชำระเงิน')) return 'slip';
    if (text.includes('ตรวจสอบการชำระเงินเรียบร้อย')) return 'paid';
    if (text.startsWith('ใบเสร็จรับเงิน')) return 'receipt';
    return text;
  }

  async function waitForPushes(count: number): Promise<string[]> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const sent = await texts();
      if (sent.length >= count || Date.now() > deadline) return sent;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The case's status badge says exactly this status (4's name contains 5's: 'ผู้ป่วยแจ้งชำระเงินแล้ว'). */
  async function waitForStatus(page: Page, status: number): Promise<void> {
    const name = FLOW_STATUS_NAMES[status as keyof typeof FLOW_STATUS_NAMES];
    await page.waitForFunction(
      ([s, n]) => {
        const badge = document.querySelector('[data-testid="case-status"]');
        return badge?.getAttribute('data-status') === s && badge.textContent?.trim() === n;
      },
      [String(status), name] as const,
      { timeout: 10_000 },
    );
  }
});

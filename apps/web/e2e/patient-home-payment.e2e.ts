/**
 * Issue 13 in Chromium, on a phone-sized page (390 × 844) for the patient:
 *  - the patient signs in and lands on the home, which shows the upcoming visits;
 *  - a fresh type-1 case goes nurse → doctor → costs entered in the HIS stand-in's page → the
 *    nurse board shows 'costs ready' live → 'notify costs' → the payment page shows the items, the
 *    total and a PromptPay QR whose payload (read back from the page's image) carries that amount
 *    with a valid CRC → a bank slip with its QR is attached → Finance sees 'QR read' and the
 *    bank's amount check → the same slip sent for a second case is flagged;
 *  - the place in today's queue moves from 2 to 1 on the home without a reload;
 *  - no patient page scrolls sideways at 390 px.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'promptparse';
import { FLOW_STATUS_NAMES, inBangkok } from '@hospital/rules';
import { readQrFromImage } from '../../../libs/telemedicine/src/payment/slip-image.js';
import { DEMO_PASSWORD, demoAccount, expectText, openSettled, startE2E, submitLogin, type E2E } from './support.js';

describe('patient-home-payment', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    // The HIS costs job asks every second here (15 s by default), so 'costs ready' shows promptly.
    e2e = await startE2E({ env: { HIS_COSTS_POLL_MS: '1000' } });
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const somchai = demoAccount(null, '1103702071811');
  const malee = demoAccount(null, '3100600445635');
  const PHONE = { width: 390, height: 844 };

  async function phonePage(): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    return page;
  }

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** The API as one person, for the steps other people take in their own pages (covered by other tests). */
  async function apiAs(login: string) {
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
    });
    const { token } = (await res.json()) as { token: string };
    return async (method: string, url: string, body?: unknown) => {
      const r = await fetch(`${e2e.product.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
  }

  /** A type-1 case of the patient on `date` at `time`, as the booking page would have stored it. */
  async function newCase(login: string, date: string, time: string): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description)
     SELECT id, 1, 4, $2, $3, '0812345678', '99/1 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000', 'ผื่นคันที่แขน' FROM users WHERE id_card = $1
     RETURNING id`,
      [login, date, time],
    );
    return rows[0].id;
  }


  /** Decodes the QR drawn in the page's <img data-testid=…> from its PNG bytes. */
  async function qrOfImage(page: Page, testId: string): Promise<string> {
    const src = await page.getByTestId(testId).getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    // The same reader the worker uses for slips (sharp + jsQR).
    const payload = await readQrFromImage(Buffer.from(src!.split(',')[1], 'base64'));
    if (!payload) throw new Error('no QR code in the page image');
    return payload;
  }

  async function noSidewaysScroll(page: Page): Promise<{ path: string; scrollWidth: number }> {
    return page.evaluate(() => ({ path: location.pathname, scrollWidth: document.documentElement.scrollWidth }));
  }

  test('a new case is paid by PromptPay and its slip is read, checked and flagged when reused', async () => {
    const tomorrow = inBangkok().add(1, 'day').format('YYYY-MM-DD');
    const teleID = await newCase(somchai.login, tomorrow, '13:30');

    // ── The patient signs in on a phone and lands on the home, which shows the visit ──
    const me = await phonePage();
    await signIn(me, somchai.login);
    expect(new URL(me.url()).pathname).toBe('/home');
    await me.getByTestId(`home-card-tele-${teleID}`).waitFor();
    expect(await me.getByTestId(`home-status-${teleID}`).innerText()).not.toBe('');

    // ── The nurse takes the history, then sends the case to the doctor; she watches the doctor's board ──
    const nurse = (await e2e.newPage()).page;
    await signIn(nurse, demoAccount('Nurse').login);
    await nurse.goto(`/teleInfo/${teleID}`);
    await nurse.getByTestId('transfer-nurse').click();
    await expectText(nurse, 'case-status', FLOW_STATUS_NAMES[1], 15_000);
    await nurse.getByTestId('transfer-doctor').click();
    await expectText(nurse, 'case-status', FLOW_STATUS_NAMES[2], 15_000);
    await nurse.goto('/admin');
    await nurse.getByTestId('board-view-doctor').click();
    await nurse.getByTestId('board-filter-date').fill(tomorrow);
    await nurse.getByTestId(`board-row-${teleID}`).waitFor({ timeout: 10_000 });
    const admin = await apiAs(demoAccount('Admin').login);

    // ── The HIS's doctor enters the costs in the HIS stand-in's page ──
    const his = (await e2e.newPage()).page;
    await signIn(his, demoAccount('Nurse').login);
    await his.goto(`/his-stand-in/${teleID}`);
    await his.getByTestId('his-cost-name').fill('ค่าบริการ Telemedicine และค่าจัดส่งยา');
    await his.getByTestId('his-cost-total').fill('90');
    await his.getByTestId('his-cost-discount').fill('50');
    await his.getByTestId('his-cost-add').click();
    await his.getByTestId('his-cost-name').fill('ค่ายา');
    await his.getByTestId('his-cost-total').fill('320.50');
    await his.getByTestId('his-cost-discount').fill('0');
    await his.getByTestId('his-cost-add').click();
    await his.getByTestId('his-save').click();
    await expectText(his, 'his-orders-list', 'ค่ายา', 15_000);

    // ── The nurse board shows 'costs ready' without a reload; 'notify costs' is enabled ──
    await nurse.getByTestId(`costs-ready-${teleID}`).waitFor({ timeout: 15_000 });
    await nurse.goto(`/teleInfo/${teleID}`);
    await nurse.getByTestId('tab-costs').click();
    await expectText(nurse, 'cost-total', '360.50', 15_000);
    await nurse.getByTestId('notify-cost').click();
    await expectText(nurse, 'case-status', FLOW_STATUS_NAMES[-3], 15_000);

    // ── The home offers 'pay now' with the amount; the payment page shows items, total, the QR ──
    await expectText(me, `home-action-${teleID}`, '360.50', 15_000);
    await me.getByTestId(`home-action-${teleID}`).click();
    await me.waitForURL((url) => url.pathname === `/payment/${teleID}`);
    await expectText(me, 'payment-total', '360.50', 15_000);
    expect(await me.getByTestId('payment-items').innerText()).toContain('ค่ายา');
    await me.getByTestId('promptpay-qr').waitFor();
    const payload = await qrOfImage(me, 'promptpay-qr');
    const qr = parse(payload, true); // strict: the CRC must be valid
    expect(qr).not.toBeNull();
    expect(qr!.getTagValue('54')).toBe('360.50');
    expect(qr!.getTagValue('53')).toBe('764');
    expect(await noSidewaysScroll(me)).toEqual({ path: `/payment/${teleID}`, scrollWidth: PHONE.width });

    // ── The patient pays in the bank app; the bank's slip carries its QR ──
    const slip = await e2e.product.standIns.bank.transfer({ amount: 360.5 });
    const folder = mkdtempSync(path.join(os.tmpdir(), 'slip-'));
    const slipFile = path.join(folder, 'slip.png');
    writeFileSync(slipFile, slip.slipPng);
    await me.getByTestId('payment-images-input').setInputFiles(slipFile);
    await me.getByTestId('payment-confirm').click();
    await me.getByTestId('payment-confirm-submit').click();
    await me.waitForURL((url) => url.pathname !== `/payment/${teleID}`, { timeout: 20_000 });

    // ── Finance sees 'QR read' with the bank and the reference, and the amount check ──
    const finance = (await e2e.newPage()).page;
    await signIn(finance, demoAccount('Finance').login);
    await finance.goto(`/teleInfo/${teleID}`);
    await finance.getByTestId('tab-payment').click();
    await expectText(finance, `slip-qr-${teleID}`, slip.transRef, 30_000);
    expect(await finance.getByTestId(`slip-qr-${teleID}`).innerText()).toContain('อ่าน QR แล้ว');
    await expectText(finance, `slip-verify-${teleID}`, 'ยอดเงินตรงกับธนาคาร', 15_000);

    // ── The same slip sent for a second case is flagged ──
    const second = await newCase(malee.login, tomorrow, '14:00');
    await admin('PUT', `/api/v1/tele/transfer/${second}`, { flowStatus: 2 });
    const nurseApi = await apiAs(demoAccount('Nurse').login);
    await nurseApi('POST', `/his-stand-in/api/tele/${second}/orders`, { costs: [{ svname: 'ค่ายา', totcost: 360.5, netdisc: 0, netcost: 360.5 }] });
    await nurseApi('PUT', `/api/v1/tele/transfer/${second}`, { flowStatus: -3 });
    const maleeApi = await apiAs(malee.login);
    // Issue 28 item 1: the slip is stored first, then the patient says 'paid' (4).
    await maleeApi('POST', '/api/v1/tele/upload', { teleID: second, fileName: 'slip.png', fileType: 'image/png', fileSize: slip.slipPng.length, fileBase64: slip.slipPng.toString('base64'), fileCategoryID: 2 });
    await maleeApi('PUT', `/api/v1/tele/transfer/${second}`, { flowStatus: 4 });
    await finance.goto(`/teleInfo/${second}`);
    await finance.getByTestId('tab-payment').click();
    await finance.getByTestId(`slip-duplicate-${second}`).waitFor({ timeout: 30_000 });
    expect(await finance.getByTestId(`slip-duplicate-${second}`).innerText()).toContain('เคยใช้');
  }, 240_000);

  test('the place in today\'s queue moves from 2 to 1 without a reload when the case ahead is finished', async () => {
    const today = inBangkok().format('YYYY-MM-DD');
    const ahead = await newCase(malee.login, today, '08:01');
    const mine = await newCase(somchai.login, today, '08:02');
    const me = await phonePage();
    await signIn(me, somchai.login);
    await expectText(me, `queue-place-${mine}`, '2', 15_000);
    const admin = await apiAs(demoAccount('Admin').login);
    await admin('PUT', `/api/v1/tele/transfer/${ahead}`, { flowStatus: 2 });
    await admin('PUT', `/api/v1/tele/transfer/${ahead}`, { flowStatus: 3 });
    await expectText(me, `queue-place-${mine}`, '1', 15_000);
    expect(new URL(me.url()).pathname).toBe('/home');
  }, 120_000);

  test('no patient page scrolls sideways at 390 px', async () => {
    const [{ id: anyCase }] = (await db.query(`SELECT id FROM tele_requests WHERE user_id = (SELECT id FROM users WHERE id_card = $1) LIMIT 1`, [somchai.login])).rows;
    const me = await phonePage();
    await signIn(me, somchai.login);
    const pages = ['/home', '/profile', '/tele', '/tele2', '/booking', `/payment/${anyCase}`, `/camera/${anyCase}`, '/PHR', '/deactivate', '/vaccine', '/vaccine/1103702071811', '/vaccinebooking', '/vaccinebooking2', '/vaccinequeue/1920100001033'];
    const wide: Array<{ path: string; scrollWidth: number }> = [];
    for (const p of pages) {
      await openSettled(me, p);
      const seen = await noSidewaysScroll(me);
      if (seen.scrollWidth > PHONE.width) wide.push(seen);
    }
    expect(wide).toEqual([]);
  }, 180_000);
});

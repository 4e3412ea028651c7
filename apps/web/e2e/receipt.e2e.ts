/**
 * Issue 32 item 7 in Chromium, on a phone-sized page (390 × 844):
 *  - a case is paid and Finance verifies it (the steps other people take, through the API);
 *  - the patient's home card of the paid case has 'ใบเสร็จ' (and the home's history, once it arrived), which downloads the receipt: a PDF
 *    whose text carries the total, the amount in Thai words and the payment reference;
 *  - the page the LINE card opens (/receipt/:teleID) downloads the same receipt;
 *  - the receipt's QR page (/receipt/verify/:code), signed out, says 'ใบเสร็จนี้ออกโดย…' with the
 *    number, date, total and a masked name, and 'ไม่พบใบเสร็จ' for an altered code;
 *  - no page scrolls sideways at 390 px.
 */
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import type { Download, Page } from 'playwright-core';
import { RECEIPT_MESSAGES, bahtText, inBangkok } from '@hospital/rules';
import { DEMO_PASSWORD, demoAccount, expectText, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('receipt', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    e2e = await startE2E();
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const somchai = demoAccount(null, '1103702071811');
  const PHONE = { width: 390, height: 844 };
  const COSTS = [
    { svname: 'ค่าบริการการแพทย์ทางไกล', totcost: 90, netdisc: 50, netcost: 40 },
    { svname: 'ค่ายาทาผื่น', totcost: 320.5, netdisc: 0, netcost: 320.5 },
  ];
  const TOTAL_TEXT = '360.50';

  async function phonePage(): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    return page;
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

  /** The PDF's text as a reader compares Thai (NFKC). */
  function pdfTextOf(bytes: Buffer): string {
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    return Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('').asText())
      .join('\n')
      .normalize('NFKC');
  }

  async function bytesOf(download: Download): Promise<Buffer> {
    return readFileSync((await download.path())!);
  }

  async function noSidewaysScroll(page: Page): Promise<{ path: string; scrollWidth: number }> {
    return page.evaluate(() => ({ path: location.pathname, scrollWidth: document.documentElement.scrollWidth }));
  }

  test('the patient of a verified case downloads the receipt from the home and the LINE card’s page; its QR page confirms it', async () => {
    // ── A case of yesterday, paid and verified (the nurse, the patient and Finance act through the API) ──
    const yesterday = inBangkok().subtract(1, 'day').format('YYYY-MM-DD');
    const { rows } = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description, flow_status)
     SELECT id, 2, 5, $2, '10:10', '0812345678', '99/1 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000', 'ขอรับยาเดิม (ทดสอบใบเสร็จ)', 2 FROM users WHERE id_card = $1
     RETURNING id`,
      [somchai.login, yesterday],
    );
    const teleID: string = rows[0].id;
    const nurse = await apiAs(demoAccount('Nurse').login);
    await nurse('POST', `/his-stand-in/api/tele/${teleID}/orders`, { costs: COSTS });
    await nurse('PUT', `/api/v1/tele/transfer/${teleID}`, { flowStatus: -3 });
    const me = await apiAs(somchai.login);
    const slip = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await me('POST', '/api/v1/tele/upload', { teleID, fileName: 'slip.pdf', fileType: 'application/pdf', fileSize: slip.length, fileBase64: slip.toString('base64'), fileCategoryID: 2 });
    await me('PUT', `/api/v1/tele/transfer/${teleID}`, { flowStatus: 4 });
    const finance = await apiAs(demoAccount('Finance').login);
    await finance('PUT', `/api/v1/tele/transfer/${teleID}`, { flowStatus: 5 });

    // The receipt follows the move a moment later (telemedicine's reaction to it).
    let receipt: { receipt_number: string; verify_code: string; payment_reference: string } | undefined;
    for (const deadline = Date.now() + 15_000; !receipt && Date.now() < deadline; ) {
      receipt = (await db.query(`SELECT receipt_number, verify_code, payment_reference FROM tele_receipts WHERE tele_id = $1`, [teleID])).rows[0];
      if (!receipt) await new Promise((r) => setTimeout(r, 200));
    }
    expect(receipt).toBeDefined();
    const { receipt_number: number, verify_code: code, payment_reference: reference } = receipt!;

    // ── The home card of the paid case: 'ใบเสร็จ' downloads the PDF ──
    const page = await phonePage();
    await submitLogin(page, somchai.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/home');
    const button = page.getByTestId(`receipt-download-${teleID}`);
    await button.waitFor({ timeout: 15_000 });
    expect(await button.innerText()).toContain(RECEIPT_MESSAGES.download);
    const [fromHome] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(fromHome.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await bytesOf(fromHome);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextOf(pdf);
    for (const shown of [TOTAL_TEXT, bahtText(360.5), reference, number]) expect({ shown, found: text.includes(shown.normalize('NFKC')) }).toEqual({ shown, found: true });
    expect(await noSidewaysScroll(page)).toEqual({ path: '/home', scrollWidth: PHONE.width });

    // ── Once the medicine arrived (7) the visit leaves the cards for the history, its receipt with it ──
    await db.query(`UPDATE tele_requests SET flow_status = 7 WHERE id = $1`, [teleID]);
    await page.reload();
    const history = page.getByTestId('home-history');
    await history.waitFor({ timeout: 15_000 });
    await history.locator('summary').click();
    const fromHistory = history.getByTestId(`receipt-download-${teleID}`);
    await fromHistory.waitFor();
    const [later] = await Promise.all([page.waitForEvent('download'), fromHistory.click()]);
    expect(later.suggestedFilename()).toBe(`${number}.pdf`);
    expect(await noSidewaysScroll(page)).toEqual({ path: '/home', scrollWidth: PHONE.width });
    await keepShot(page, 'test-artifacts/receipt-home-history-390.png', { fullPage: true });

    // ── Where the LINE card's 'เปิดใบเสร็จ' leads: the same receipt ──
    await page.goto(`/receipt/${teleID}`);
    const fromCard = page.getByTestId(`receipt-download-${teleID}`);
    await fromCard.waitFor();
    const [again] = await Promise.all([page.waitForEvent('download'), fromCard.click()]);
    expect(again.suggestedFilename()).toBe(`${number}.pdf`);
    expect(pdfTextOf(await bytesOf(again))).toContain(reference);
    expect(await noSidewaysScroll(page)).toEqual({ path: `/receipt/${teleID}`, scrollWidth: PHONE.width });

    // ── The receipt's QR, opened by someone holding the paper (signed out) ──
    const holder = await phonePage();
    await holder.goto(`/receipt/verify/${code}`);
    await expectText(holder, 'receipt-issued-by', 'ใบเสร็จนี้ออกโดย', 15_000);
    await expectText(holder, 'receipt-number', number);
    await expectText(holder, 'receipt-total', TOTAL_TEXT);
    expect(await holder.getByTestId('receipt-payer').innerText()).toContain('***');
    expect(await holder.getByTestId('receipt-payer').innerText()).not.toContain('สมชาย');
    expect(await noSidewaysScroll(holder)).toEqual({ path: `/receipt/verify/${code}`, scrollWidth: PHONE.width });

    const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    await holder.goto(`/receipt/verify/${altered}`);
    await expectText(holder, 'receipt-unknown', RECEIPT_MESSAGES.notFound, 15_000);
    expect(await holder.getByTestId('receipt-genuine').count()).toBe(0);
  }, 180_000);
});

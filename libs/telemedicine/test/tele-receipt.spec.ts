// Issue 32 item 7, the e-Receipt: issued once when Finance verifies a payment (4 → 5), numbered per
// Thai fiscal year without gaps or twins under concurrency, the PDF for the owner and Finance (read
// back by MuPDF: the total, the Thai words, the reference; its page saved as an image to look at),
// the 'ใบเสร็จรับเงิน' LINE card, and the public check of its QR that refuses an altered code.
// Real PostgreSQL, Redis, worker, HIS and LINE stand-ins.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { DataSource } from 'typeorm';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { RECEIPT_MESSAGES, TELE_MESSAGES, bahtText, maskedName, receiptNumberOf } from '../../rules/src/index.js';
import { ReceiptIssuer } from '../src/receipt/receipt-issuer.js';
import { deliverAgain, eventsWhere } from '../../../test/deliver-again.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('tele-receipt', () => {
  const ARTIFACTS = path.resolve(import.meta.dirname, '../../../test-artifacts');

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  let line: string;

  beforeAll(async () => {
    // TRUST_PROXY: the rate-limit test below counts calls from an address of its own (X-Forwarded-For).
    app = await startTestApp({ worker: true, env: { TRUST_PROXY: '1' } });
    db = app.api.get(DataSource);
    Object.assign(s, await signInAll(app, ['somchai', 'malee', 'admin', 'nurse', 'finance', 'shipping', 'network']));
    line = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $2 WHERE id = $1`, [s.somchai.userID, line]);
  });
  afterAll(() => app?.close());

  const COSTS = [
    { svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 300, netdisc: 0, netcost: 300 },
    { svname: 'ค่ายา Betamethasone cream', totcost: 180.25, netdisc: 30, netcost: 150.25 },
    { svname: 'ค่าจัดส่งพัสดุ EMS', totcost: 50.5, netdisc: 0, netcost: 50.5 },
  ];
  const TOTAL = 500.75;

  let slot = 0;
  /** A type-1 case of the patient whose costs were notified (−3), with the HIS's cost rows. */
  async function owingCase(userID: string, costs = COSTS): Promise<string> {
    slot += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, flow_status, cost_total)
     VALUES ($1, 1, 4, '2031-06-07', $2, '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', -3, $3) RETURNING id`,
      [userID, `${String(8 + Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`, TOTAL],
    );
    await enterLocalHisTeleOrders(db, row.id, { costs });
    return row.id;
  }

  const SLIP = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  /** The patient attaches a slip and says 'paid' (4), as the payment page does. */
  async function paid(who: Session, teleID: string): Promise<void> {
    const uploaded = await app.request('POST', '/api/v1/tele/upload', {
      token: who.token,
      body: { teleID, fileName: 'slip.pdf', fileType: 'application/pdf', fileSize: SLIP.length, fileBase64: SLIP.toString('base64'), fileCategoryID: 2 },
    });
    expect(uploaded.status).toBe(200);
    expect((await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: who.token, body: { flowStatus: 4 } })).status).toBe(200);
  }

  const verify = (teleID: string) => app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.finance.token, body: { flowStatus: 5 } });
  const receiptRows = (teleID: string) => db.query(`SELECT * FROM tele_receipts WHERE tele_id = $1`, [teleID]);
  const issuedReceipt = (teleID: string) => eventually(async () => (await receiptRows(teleID))[0], 15_000);

  /** GET the receipt as someone: the status, content type and bytes (a PDF is no JSON). */
  async function getReceipt(who: Session | undefined, teleID: string): Promise<{ status: number; type: string; bytes: Buffer; disposition: string | null }> {
    const res = await fetch(`${app.baseUrl}/api/v1/tele/${teleID}/receipt`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()), disposition: res.headers.get('content-disposition') };
  }

  /** The PDF's text (NFKC: how Thai compares) and its first page as a PNG. */
  function readPdf(bytes: Buffer): { text: string; png: Buffer } {
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    const pages = Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i));
    return {
      text: pages.map((p) => p.toStructuredText('').asText()).join('\n').normalize('NFKC'),
      png: Buffer.from(pages[0].toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true).asPNG()),
    };
  }

  interface FlexPush {
    type: string;
    altText: string;
    contents: { body: { contents: Array<{ text: string }> }; footer?: { contents: Array<{ action: { type: string; label: string; uri: string } }> } };
  }

  describe('Finance verifies a payment: one receipt, its PDF, its LINE card', () => {
    let teleID: string;
    let receipt: Record<string, any>;

    beforeAll(async () => {
      teleID = await owingCase(s.somchai.userID);
      await paid(s.somchai, teleID);
    });

    it('before Finance verifies there is no receipt: 404 in Thai', async () => {
      const res = await app.request('GET', `/api/v1/tele/${teleID}/receipt`, { token: s.somchai.token });
      expect(res).toEqual({ status: 404, body: { statusCode: 404, message: RECEIPT_MESSAGES.notIssued } });
    });

    it('the move to 5 issues it: the next number of the fiscal year, the items and total frozen from the HIS, the reference, the payer', async () => {
      expect((await verify(teleID)).status).toBe(200);
      receipt = await issuedReceipt(teleID);
      const [move] = await db.query(`SELECT id, at FROM tele_transitions WHERE tele_id = $1 AND to_status = 5`, [teleID]);
      const [patientPaid] = await db.query(`SELECT at FROM tele_transitions WHERE tele_id = $1 AND to_status = 4 ORDER BY at DESC LIMIT 1`, [teleID]);
      expect(receipt.receipt_number).toBe(receiptNumberOf(receipt.fiscal_year, receipt.number));
      expect(receipt.receipt_number).toMatch(/^RC25\d\d-\d{6}$/);
      expect(receipt.items).toEqual(COSTS.map((c) => ({ name: c.svname, amount: c.netcost })));
      expect(Number(receipt.total)).toBe(TOTAL);
      expect(receipt.payment_reference).toBe(`TM${teleID.replace(/-/g, '').slice(0, 10).toUpperCase()}`);
      expect(receipt).toMatchObject({ user_id: s.somchai.userID, payer_name: 'นายสมชาย รักสุขภาพ', hn: '6500123', transition_id: String(move.id) });
      expect(receipt.payer_masked).toBe(maskedName({ titleName: 'นาย', firstName: 'สมชาย', lastName: 'รักสุขภาพ' }));
      expect(receipt.issued_at).toEqual(move.at);
      expect(receipt.paid_at).toEqual(patientPaid.at);
      expect(receipt.verify_code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    it('a cost row the HIS adds later changes nothing on the receipt (frozen at issue)', async () => {
      await enterLocalHisTeleOrders(db, teleID, { costs: [{ svname: 'ค่าตรวจเพิ่ม', totcost: 99, netdisc: 0, netcost: 99 }] });
      const { text } = readPdf((await getReceipt(s.somchai, teleID)).bytes);
      expect(text).not.toContain('ค่าตรวจเพิ่ม');
      expect(text).toContain('500.75');
    });

    it('the owner gets the PDF: the total, the amount in Thai words, the reference, the number and HN (its page saved to look at)', async () => {
      const res = await getReceipt(s.somchai, teleID);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      expect(res.disposition).toBe(`inline; filename="${receipt.receipt_number}.pdf"`);
      const { text, png } = readPdf(res.bytes);
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(path.join(ARTIFACTS, 'receipt-case.png'), png);
      for (const shown of ['500.75', bahtText(TOTAL), 'ห้าร้อยบาทเจ็ดสิบห้าสตางค์', receipt.payment_reference, `เลขที่ ${receipt.receipt_number}`, 'HN 6500123', 'นายสมชาย รักสุขภาพ', app.config.hospital.name, app.config.hospital.taxId]) {
        expect({ shown, found: text.includes(shown.normalize('NFKC')) }).toEqual({ shown, found: true });
      }
      expect(text).toContain(`${app.config.publicBaseUrl}/receipt/verify/${receipt.verify_code}`);
    });

    it('Finance and Admin get it too (audited); other staff and network 403; another patient, an unknown case 404; no sign-in 401', async () => {
      for (const who of [s.finance, s.admin]) expect(await getReceipt(who, teleID)).toMatchObject({ status: 200, type: 'application/pdf' });
      const audited = await db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess' AND payload->>'actorID' = $1 AND payload->>'patientID' = $2 AND payload->>'action' = 'tele.read'`,
        [s.finance.userID, s.somchai.userID],
      );
      expect(audited[0].n).toBeGreaterThanOrEqual(1);
      for (const who of [s.nurse, s.shipping, s.network]) expect((await app.request('GET', `/api/v1/tele/${teleID}/receipt`, { token: who.token })).status).toBe(403);
      expect(await app.request('GET', `/api/v1/tele/${teleID}/receipt`, { token: s.malee.token })).toEqual({ status: 404, body: { statusCode: 404, message: TELE_MESSAGES.teleNotFound } });
      expect((await app.request('GET', `/api/v1/tele/${randomUUID()}/receipt`, { token: s.finance.token })).status).toBe(404);
      expect((await app.request('GET', `/api/v1/tele/not-a-case/receipt`, { token: s.somchai.token })).status).toBe(404);
      expect((await getReceipt(undefined, teleID)).status).toBe(401);
    });

    it("the patient gets the 'ใบเสร็จรับเงิน' card on LINE with a button that opens it", async () => {
      const push = await eventually(async () => app.standIns.line.pushes.find((p) => p.to === line && (p.messages[0] as FlexPush).altText?.startsWith('ใบเสร็จรับเงิน')), 15_000);
      const card = push.messages[0] as FlexPush;
      expect(card.type).toBe('flex');
      const texts = card.contents.body.contents.map((c) => c.text);
      expect(texts).toContain('ใบเสร็จรับเงิน');
      expect(texts).toContain(`เลขที่ ${receipt.receipt_number} จำนวนเงิน 500.75 บาท`);
      expect(card.contents.footer!.contents[0].action).toEqual({ type: 'uri', label: 'เปิดใบเสร็จ', uri: `${app.config.publicBaseUrl}/receipt/${teleID}` });
    });

    it('a second delivery of the move (again, and twice at once) issues nothing new: one receipt, one event, one card', async () => {
      const moves = (await eventsWhere(app, 'tele.flowStatusChanged', 'teleID', teleID)).filter((e) => (e.payload as { to: number }).to === 5);
      expect(moves).toHaveLength(1);
      await deliverAgain(app, moves);
      expect(await receiptRows(teleID)).toEqual([expect.objectContaining({ receipt_number: receipt.receipt_number })]);
      expect(await eventsWhere(app, 'tele.receiptIssued', 'teleID', teleID)).toHaveLength(1);
      const issued = await eventsWhere(app, 'tele.receiptIssued', 'teleID', teleID);
      await deliverAgain(app, issued);
      expect(await db.query(`SELECT key FROM notification_sends WHERE key = $1`, [`tele:${teleID}:receipt`])).toHaveLength(1);
      expect(app.standIns.line.pushes.filter((p) => p.to === line && (p.messages[0] as FlexPush).altText?.startsWith('ใบเสร็จรับเงิน'))).toHaveLength(1);
    });

    it('the QR code confirms it publicly: number, date, total and a masked name; an altered code is 404 in Thai', async () => {
      const res = await app.request('GET', `/api/v1/receipts/verify/${receipt.verify_code}`);
      expect(res).toEqual({
        status: 200,
        body: {
          receiptNumber: receipt.receipt_number,
          issuedAt: receipt.issued_at.toISOString(),
          issuedDateText: expect.stringMatching(/^\d{1,2} \S+ 25\d\d$/),
          total: TOTAL,
          totalText: '500.75',
          payerName: 'นายสม*** รั***',
          hospitalName: app.config.hospital.name,
        },
      });
      const code: string = receipt.verify_code;
      const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
      for (const bad of [altered, code.toLowerCase() === code ? code.toUpperCase() : code.toLowerCase(), code.slice(1), 'not-a-code', 'x'.repeat(100)]) {
        expect(await app.request('GET', `/api/v1/receipts/verify/${encodeURIComponent(bad)}`)).toEqual({ status: 404, body: { statusCode: 404, message: RECEIPT_MESSAGES.notFound } });
      }
    });
  });

  describe('numbers: one running number per fiscal year, no gaps, no twins', () => {
    it('20 payments verified at once get 20 distinct consecutive numbers', async () => {
      const cases: string[] = [];
      for (let i = 0; i < 20; i++) {
        const teleID = await owingCase(i % 2 ? s.malee.userID : s.somchai.userID);
        await paid(i % 2 ? s.malee : s.somchai, teleID);
        cases.push(teleID);
      }
      const moves = await Promise.all(cases.map((teleID) => verify(teleID)));
      expect(moves.map((m) => m.status)).toEqual(cases.map(() => 200));
      const receipts = await Promise.all(cases.map(issuedReceipt));
      const years = new Set(receipts.map((r) => r.fiscal_year));
      expect(years.size).toBe(1);
      const numbers = receipts.map((r) => r.number).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.at(-1) - numbers[0]).toBe(19);
      // No number of the year is missing or taken twice, from 1 to the last.
      const all: Array<{ number: number }> = await db.query(`SELECT number FROM tele_receipts WHERE fiscal_year = $1 ORDER BY number`, [receipts[0].fiscal_year]);
      expect(all.map((r) => r.number)).toEqual(all.map((_, i) => i + 1));
    });

    /** A case already at 5 (moved to 4 and 5 at the given instants), as the flow would have left it; its costs only as the case's total. */
    async function verifiedCase(paidAt: string, verifiedAt: string, costTotal: number | null = 120): Promise<{ teleID: string; transitionID: string }> {
      slot += 1;
      const [row] = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, cost_total)
       VALUES ($1, 1, 4, '2031-06-08', $2, 'ผื่น', 5, $3) RETURNING id`,
        [s.somchai.userID, `${String(8 + Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`, costTotal],
      );
      await db.query(`INSERT INTO tele_transitions (tele_id, from_status, to_status, at) VALUES ($1, -3, 4, $2)`, [row.id, paidAt]);
      const [move] = await db.query(`INSERT INTO tele_transitions (tele_id, from_status, to_status, by_role, at) VALUES ($1, 4, 5, 'Finance', $2) RETURNING id`, [row.id, verifiedAt]);
      return { teleID: row.id, transitionID: String(move.id) };
    }

    it('20 cases issued at once, each twice at once: 20 receipts, consecutive from 1 in their fiscal year, each case one number', async () => {
      const issuer = app.api.get(ReceiptIssuer);
      // Fiscal year 2584 (1 Oct 2040 – 30 Sep 2041): no other receipt of this file is in it.
      const cases = await Promise.all(Array.from({ length: 20 }, (_, i) => verifiedCase('2040-11-01T09:00:00+07:00', `2040-11-01T10:${String(i).padStart(2, '0')}:00+07:00`)));
      const results = await Promise.all(cases.flatMap((c) => [issuer.issue(c.teleID, c.transitionID), issuer.issue(c.teleID, c.transitionID)]));
      for (let i = 0; i < cases.length; i++) expect(results[2 * i]!.receiptNumber).toBe(results[2 * i + 1]!.receiptNumber);
      const numbers = [...new Set(results.map((r) => r!.receiptNumber))].sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => receiptNumberOf(2584, i + 1)));
      // Its one line is the case's total when the HIS has no rows for it any more.
      expect(results[0]!.items).toEqual([{ name: 'ค่าบริการการแพทย์ทางไกล', amount: 120 }]);
    });

    it('the fiscal year turns on 1 October 00:00 in Bangkok: 30 Sep 23:59:59 is the old year, 1 Oct 00:00 the new one, each from 000001', async () => {
      const issuer = app.api.get(ReceiptIssuer);
      const last = await verifiedCase('2046-09-30T20:00:00+07:00', '2046-09-30T23:59:59+07:00');
      const first = await verifiedCase('2046-09-30T21:00:00+07:00', '2046-10-01T00:00:00+07:00');
      expect((await issuer.issue(last.teleID, last.transitionID))!.receiptNumber).toBe('RC2589-000001');
      expect((await issuer.issue(first.teleID, first.transitionID))!.receiptNumber).toBe('RC2590-000001');
    });

    it('a case with nothing to put on a receipt gets none and takes no number (the next one has no gap)', async () => {
      const issuer = app.api.get(ReceiptIssuer);
      const empty = await verifiedCase('2050-01-05T09:00:00+07:00', '2050-01-05T10:00:00+07:00', null);
      expect(await issuer.issue(empty.teleID, empty.transitionID)).toBeNull();
      const next = await verifiedCase('2050-01-05T09:00:00+07:00', '2050-01-05T11:00:00+07:00');
      expect((await issuer.issue(next.teleID, next.transitionID))!.receiptNumber).toBe('RC2593-000001');
      // A transition that is not the case's move to 5 issues nothing either.
      const other = await verifiedCase('2050-01-06T09:00:00+07:00', '2050-01-06T10:00:00+07:00');
      expect(await issuer.issue(other.teleID, next.transitionID)).toBeNull();
      expect(await receiptRows(other.teleID)).toEqual([]);
    });
  });

  describe('the public check is rate-limited per client address', () => {
    it('30 checks a minute from one address, the 31st is 429 in Thai; another address is not held up', async () => {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      for (let i = 1; i <= 30; i++) expect((await app.request('GET', `/api/v1/receipts/verify/guess${i}`, from('203.0.113.7'))).status).toBe(404);
      expect(await app.request('GET', '/api/v1/receipts/verify/guess31', from('203.0.113.7'))).toEqual({ status: 429, body: expect.objectContaining({ message: RECEIPT_MESSAGES.tooManyVerifies }) });
      expect((await app.request('GET', '/api/v1/receipts/verify/guess31', from('203.0.113.8'))).status).toBe(404);
    });
  });
});

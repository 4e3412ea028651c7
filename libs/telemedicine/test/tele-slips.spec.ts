// Issue 13 item 5: slips read by their QR. A slip image from the stand-in bank, uploaded by the
// patient (category 2), is read by the worker: the sending bank and the reference, or 'no QR';
// the bank's slip-verification API (the stand-in bank over HTTP) answers match / mismatch /
// unknown; the same slip sent for a second case is flagged. GET /api/v1/tele/{teleID}/slips and
// the board row show it. Real PostgreSQL, Redis, worker, HIS and bank stand-ins.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { SlipCheck } from '../../contracts/src/index.js';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { SlipReadHandler } from '../src/payment/slip-read.handler.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('tele-slips', () => {
  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    Object.assign(s, await signInAll(app, ['somchai', 'malee', 'admin', 'nurse', 'finance', 'network']));
  });
  afterAll(() => app?.close());

  const DATE = '2031-07-08';
  const AMOUNT = 750.5;
  let slot = 0;
  /** A type-1 case whose costs the HIS has (750.50 baht) and whose patient is to pay (−3). */
  async function caseToPay(userID: string): Promise<string> {
    slot += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, flow_status)
     VALUES ($1, 1, 4, $2, $3, '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', -3) RETURNING id`,
      [userID, DATE, `10:${String(slot).padStart(2, '0')}`],
    );
    await enterLocalHisTeleOrders(db, row.id, {
      costs: [
        { svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 500, netdisc: 0, netcost: 500 },
        { svname: 'ค่ายา', totcost: 250.5, netdisc: 0, netcost: 250.5 },
      ],
    });
    return row.id;
  }

  async function uploadSlip(who: Session, teleID: string, bytes: Buffer, fileType = 'image/png'): Promise<string> {
    const res = await app.request('POST', '/api/v1/tele/upload', {
      token: who.token,
      body: { teleID, fileName: 'slip.png', fileType, fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 2 },
    });
    expect(res.status).toBe(200);
    return res.body.data.fileID;
  }

  const slips = (who: Session, teleID: string) => app.request('GET', `/api/v1/tele/${teleID}/slips`, { token: who.token });

  /** Waits until the slip of `fileID` has been read (and, with `verified`, answered by the bank). */
  async function checkOf(teleID: string, fileID: string, verified = true): Promise<SlipCheck> {
    return eventually(async () => {
      const res = await slips(s.finance, teleID);
      const check = (res.body.data as SlipCheck[]).find((c) => c.fileID === fileID);
      return check && (!verified || check.qr === 'none' || check.verification !== null) ? check : undefined;
    }, 20_000);
  }

  describe('a slip from the bank, read and verified', () => {
    let teleA: string;
    let slipPng: Buffer;
    let transRef: string;
    let fileA: string;

    beforeAll(async () => {
      teleA = await caseToPay(s.somchai.userID);
      ({ slipPng, transRef } = await app.standIns.bank.transfer({ amount: AMOUNT, sendingBank: '004' }));
      fileA = await uploadSlip(s.somchai, teleA, slipPng);
    });

    it("the worker reads the bank and the reference; the bank's amount matches the case's", async () => {
      const check = await checkOf(teleA, fileA);
      expect(check).toEqual({
        fileID: fileA,
        qr: 'read',
        sendingBank: '004',
        sendingBankName: 'ธนาคารกสิกรไทย',
        transRef,
        duplicateOf: [],
        verification: 'match',
        verifiedAmount: AMOUNT,
        readAt: expect.any(String),
      });
      expect(transRef).toMatch(/^[0-9A-Z]{22}$/);
    });

    it('the board row and the case carry the slip; the change was announced to the finance board', async () => {
      const board = await app.request('GET', `/api/v1/tele?AppointDatetime=${DATE}`, { token: s.finance.token });
      expect(board.status).toBe(200);
      const row = board.body.data.find((r: { teleID: string }) => r.teleID === teleA);
      expect(row.slip).toMatchObject({ fileID: fileA, qr: 'read', transRef, verification: 'match' });
      const events = await db.query(
        `SELECT rooms FROM outbox WHERE kind = 'realtime' AND name = 'tele.changed' AND payload->>'teleID' = $1 AND payload->>'reason' = 'slip'`,
        [teleA],
      );
      expect(events.length).toBeGreaterThanOrEqual(1);
      expect(events[0].rooms).toEqual(expect.arrayContaining(['board:finance', `patient:${s.somchai.userID}`]));
    });

    it('the patient, Finance and Admin read the slips; other staff 403; another patient and an unknown case 404', async () => {
      expect((await slips(s.somchai, teleA)).status).toBe(200);
      expect((await slips(s.admin, teleA)).status).toBe(200);
      expect((await slips(s.nurse, teleA)).status).toBe(403);
      expect((await slips(s.network, teleA)).status).toBe(403);
      expect((await slips(s.malee, teleA)).status).toBe(404);
      expect((await slips(s.somchai, randomUUID())).status).toBe(404);
    });

    it('the same slip sent for a second case (another patient) is flagged with the first case', async () => {
      const teleB = await caseToPay(s.malee.userID);
      const fileB = await uploadSlip(s.malee, teleB, slipPng);
      const check = await checkOf(teleB, fileB);
      expect(check.transRef).toBe(transRef);
      expect(check.duplicateOf).toEqual([{ teleID: teleA, fullName: expect.any(String), appointDatetimeText: expect.stringContaining('2574') }]);
      // The bank still knows the transfer: it is Finance who decides about the second use.
      expect(check.verification).toBe('match');
    });

    it('the job run twice makes one row', async () => {
      const handler = app.worker!.get(SlipReadHandler, { strict: false });
      await handler.read({ fileID: fileA });
      await handler.read({ fileID: fileA });
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM tele_payment_slips WHERE file_id = $1`, [fileA]);
      expect(n).toBe(1);
    });
  });

  describe("the bank's other answers", () => {
    it('a transfer of another amount: mismatch, with the amount the bank booked', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const { slipPng } = await app.standIns.bank.transfer({ amount: 700, sendingBank: '014' });
      const fileID = await uploadSlip(s.somchai, teleID, slipPng);
      expect(await checkOf(teleID, fileID)).toMatchObject({ qr: 'read', sendingBank: '014', sendingBankName: 'ธนาคารไทยพาณิชย์', verification: 'mismatch', verifiedAmount: 700 });
    });

    it('one satang short: mismatch', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const { slipPng } = await app.standIns.bank.transfer({ amount: AMOUNT - 0.01 });
      const fileID = await uploadSlip(s.somchai, teleID, slipPng);
      expect(await checkOf(teleID, fileID)).toMatchObject({ verification: 'mismatch', verifiedAmount: 750.49 });
    });

    it('a reference the bank does not know (a forged slip): unknown', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const { slipPng, transRef } = await app.standIns.bank.slip({ amount: AMOUNT, sendingBank: '002' });
      const fileID = await uploadSlip(s.somchai, teleID, slipPng);
      expect(await checkOf(teleID, fileID)).toMatchObject({ qr: 'read', sendingBank: '002', transRef, verification: 'unknown', verifiedAmount: null });
    });

    it('a bank that is down: the QR read shows at once, the verification arrives when the bank is back (the job retries)', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const { slipPng } = await app.standIns.bank.transfer({ amount: AMOUNT, sendingBank: '006' });
      app.standIns.bank.setDown(true);
      try {
        const fileID = await uploadSlip(s.somchai, teleID, slipPng);
        const first = await checkOf(teleID, fileID, false);
        expect(first).toMatchObject({ qr: 'read', sendingBank: '006', verification: null });
        app.standIns.bank.setDown(false);
        expect(await checkOf(teleID, fileID)).toMatchObject({ verification: 'match' });
      } finally {
        app.standIns.bank.setDown(false);
      }
    }, 40_000);
  });

  describe('slips without a QR', () => {
    it('a plain photo: no QR found, nothing asked of the bank', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9a48f' } }).jpeg().toBuffer();
      const fileID = await uploadSlip(s.somchai, teleID, photo, 'image/jpeg');
      expect(await checkOf(teleID, fileID)).toMatchObject({ qr: 'none', sendingBank: null, transRef: null, verification: null, duplicateOf: [] });
    });

    it('a PDF slip (kept as sent, not resized): no QR found', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const fileID = await uploadSlip(s.somchai, teleID, pdf, 'application/pdf');
      expect(await checkOf(teleID, fileID)).toMatchObject({ qr: 'none' });
    });

    it('newest first: every slip of the case is listed', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer();
      const first = await uploadSlip(s.somchai, teleID, photo);
      await checkOf(teleID, first);
      const { slipPng } = await app.standIns.bank.transfer({ amount: AMOUNT });
      const second = await uploadSlip(s.somchai, teleID, slipPng);
      await checkOf(teleID, second);
      const res = await slips(s.somchai, teleID);
      expect(res.body.data.map((c: SlipCheck) => c.fileID)).toEqual([second, first]);
    });
  });

  describe('tele.slipReceived (payment proof flow; DESIGN.md "How an event travels")', () => {
    it('a slip stored on a case publishes exactly one tele.slipReceived with its payload, committed with the answer', async () => {
      const teleID = await caseToPay(s.somchai.userID);
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer();
      const image = await uploadSlip(s.somchai, teleID, photo);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const kept = await uploadSlip(s.somchai, teleID, pdf, 'application/pdf');
      const events = await db.query(`SELECT payload FROM outbox WHERE kind = 'event' AND name = 'tele.slipReceived' AND payload->>'teleID' = $1 ORDER BY id`, [teleID]);
      const common = { teleID, userID: s.somchai.userID, serviceType: 1, flowStatus: -3, byUserID: s.somchai.userID, byRole: null };
      expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([
        { ...common, fileID: image, state: 'processing', contentType: 'image/png' },
        { ...common, fileID: kept, state: 'stored', contentType: 'application/pdf' },
      ]);
      // The kept one is read by the reaction to the event; the image once the worker made it final.
      expect(await checkOf(teleID, kept)).toMatchObject({ qr: 'none' });
      await checkOf(teleID, image);
    });
  });
});

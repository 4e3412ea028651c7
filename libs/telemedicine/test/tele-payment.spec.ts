// Issue 13 items 3 and 4: GET /api/v1/tele/{teleID}/payment — the amount from the HIS's costs,
// its items and the PromptPay QR carrying that amount — for the case's owner, Finance and Admin;
// and the patient's slip refused while there is no amount. Real PostgreSQL, Redis, worker, HIS stand-in.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { validate } from 'promptparse';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { PAYMENT_MESSAGES, TELE_MESSAGES } from '../../rules/src/index.js';
import { signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('tele-payment', () => {
  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    Object.assign(s, await signInAll(app, ['somchai', 'malee', 'admin', 'nurse', 'finance', 'shipping', 'network']));
  });
  afterAll(() => app?.close());

  let slot = 0;
  /** A type-1 case of the patient at a flowStatus (as the flow would have left it). */
  async function newCase(userID: string, flowStatus: number): Promise<string> {
    slot += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, flow_status)
     VALUES ($1, 1, 4, '2031-05-06', $2, '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', $3) RETURNING id`,
      [userID, `09:${String(slot).padStart(2, '0')}`, flowStatus],
    );
    return row.id;
  }

  const payment = (who: Session | undefined, teleID: string) => app.request('GET', `/api/v1/tele/${teleID}/payment`, { token: who?.token });
  const auditRows = async (actorID: string, teleOwner: string) =>
    (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess' AND payload->>'actorID' = $1 AND payload->>'patientID' = $2 AND payload->>'action' = 'tele.read'`, [actorID, teleOwner]))[0].n;

  const COSTS = [
    { svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 300, netdisc: 0, netcost: 300 },
    { svname: 'ค่ายา Betamethasone cream', totcost: 180.25, netdisc: 30, netcost: 150.25 },
    { svname: 'ค่าจัดส่งพัสดุ EMS', totcost: 50.5, netdisc: 0, netcost: 50.5 },
  ];

  describe('GET /api/v1/tele/{teleID}/payment: who may read', () => {
    let teleID: string;
    beforeAll(async () => {
      teleID = await newCase(s.somchai.userID, -3);
    });

    it('the patient whose case it is, Finance and Admin read it; only staff reads are audited', async () => {
      for (const who of [s.somchai, s.finance, s.admin]) expect((await payment(who, teleID)).status).toBe(200);
      expect(await auditRows(s.finance.userID, s.somchai.userID)).toBeGreaterThanOrEqual(1);
      expect(await auditRows(s.admin.userID, s.somchai.userID)).toBeGreaterThanOrEqual(1);
      expect(await auditRows(s.somchai.userID, s.somchai.userID)).toBe(0);
    });

    it('other staff and network users: 403; another patient, an unknown case, a non-id: 404; no sign-in: 401', async () => {
      for (const who of [s.nurse, s.shipping, s.network]) {
        expect(await payment(who, teleID)).toEqual({ status: 403, body: expect.objectContaining({ statusCode: 403 }) });
      }
      expect(await payment(s.malee, teleID)).toEqual({ status: 404, body: { statusCode: 404, message: TELE_MESSAGES.teleNotFound } });
      expect((await payment(s.somchai, randomUUID())).status).toBe(404);
      expect((await payment(s.finance, randomUUID())).status).toBe(404);
      expect((await payment(s.somchai, 'not-a-case')).status).toBe(404);
      expect((await payment(undefined, teleID)).status).toBe(401);
    });
  });

  describe('the amount and the QR', () => {
    it('no HIS costs yet: no amount, no items, no QR, and the patient cannot attach a slip (409, in Thai)', async () => {
      const teleID = await newCase(s.somchai.userID, 3);
      expect(await payment(s.somchai, teleID)).toEqual({ status: 200, body: { amount: null, items: [], promptPay: null } });
      const moved = await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.somchai.token, body: { flowStatus: 4 } });
      expect(moved).toEqual({ status: 409, body: { result: 500, message: PAYMENT_MESSAGES.amountMissing, data: null } });
      expect((await db.query(`SELECT flow_status FROM tele_requests WHERE id = $1`, [teleID]))[0].flow_status).toBe(3);
    });

    it('with costs: the items and their satang-exact sum, and a PromptPay QR carrying that amount with a valid CRC', async () => {
      const teleID = await newCase(s.somchai.userID, -3);
      await enterLocalHisTeleOrders(db, teleID, { costs: COSTS });
      const res = await payment(s.somchai, teleID);
      expect(res.status).toBe(200);
      expect(res.body.amount).toBe(500.75);
      expect(res.body.items).toEqual(COSTS.map((c) => ({ name: c.svname, amount: c.netcost })));
      const { payload, receiverName, reference, referenceInQr } = res.body.promptPay;
      expect(reference).toMatch(/^TM[0-9A-F]{10}$/);
      expect(reference).toBe(`TM${teleID.replace(/-/g, '').slice(0, 10).toUpperCase()}`);
      // Issue 32 item 7: the embedded default is a biller ID, so the QR is a bill payment carrying the
      // reference printed beside it (ref1) and the patient's HN (ref2). validate checks the CRC.
      expect(validate.billPayment(payload)).toEqual({ billerId: app.config.payments.promptPayBillerId, ref1: reference, ref2: '6500123', amount: 500.75 });
      expect(referenceInQr).toBe(true);
      expect(payload).toContain('5406500.75');
      expect(receiverName).toBe(app.config.payments.receiverName);
      // Finance sees the same amount and QR as the patient.
      expect((await payment(s.finance, teleID)).body).toEqual(res.body);

      // With an amount the patient's slip goes through (issue 28 item 1: the slip stored first, then 4).
      const slip = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const uploaded = await app.request('POST', '/api/v1/tele/upload', {
        token: s.somchai.token,
        body: { teleID, fileName: 'slip.pdf', fileType: 'application/pdf', fileSize: slip.length, fileBase64: slip.toString('base64'), fileCategoryID: 2 },
      });
      expect(uploaded.status).toBe(200);
      const moved = await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.somchai.token, body: { flowStatus: 4 } });
      expect(moved.status).toBe(200);
    });

    it('a new cost row in the HIS changes the amount and the QR at the next read (the server is the authority)', async () => {
      const teleID = await newCase(s.somchai.userID, -3);
      await enterLocalHisTeleOrders(db, teleID, { costs: [COSTS[0]] });
      expect((await payment(s.somchai, teleID)).body.amount).toBe(300);
      await enterLocalHisTeleOrders(db, teleID, { costs: [{ svname: 'ค่าตรวจเพิ่มเติม', totcost: 0.01, netdisc: 0, netcost: 0.01 }] });
      const res = await payment(s.somchai, teleID);
      expect(res.body.amount).toBe(300.01);
      expect(validate.billPayment(res.body.promptPay.payload)?.amount).toBe(300.01);
    });
  });
});

// care-services §3 Tele info response, §4 flowStatus and the payment proof flow, §5 tracking
// numbers and payment rejection, §6, §7 (tele/info, tele/cost, tele/{id}, tele/transfer, mytele),
// §8 messages. Real PostgreSQL, Redis, worker and the LINE platform stand-in: each move commits
// with its history row and its audit, and the patient gets one LINE message per move.
import { DataSource } from 'typeorm';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { APPOINTMENT_MESSAGES, FLOW_STATUS_NAMES, RECEIPT_MESSAGES, TELE_MESSAGES } from '../../rules/src/index.js';
import { pushButtonUri, pushText } from '../../integrations/src/stand-ins/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { newLineUserId } from '../../../test/fixtures/people.js';

describe('tele-transfer', () => {
  type Session = { token: string; userID: string; role: string | null };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  let line: string; // somchai's LINE user id

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    const logins: Record<string, string> = {
      somchai: '1103702071811',
      malee: '3100600445635',
      admin: 'admin@demo.skin.go.th',
      medrec: 'medrec@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      shipping: 'shipping@demo.skin.go.th',
      doctor: 'doctor@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
    line = newLineUserId();
    await db.query(`UPDATE users SET line_user_id = $2 WHERE id = $1`, [s.somchai.userID, line]);
  });
  afterAll(() => app?.close());

  let slot = 0;
  /** A case as POST /api/v1/tele would store it (another part builds that call): one slot each. */
  async function newCase(userID: string, serviceType: 1 | 2 | 3 | 5, extra: { parentID?: string; createdBy?: string; date?: string } = {}): Promise<string> {
    slot += 1;
    const slotType = { 1: 4, 2: 5, 3: null, 5: 6 }[serviceType];
    const time = `${String(8 + Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, parent_id, created_by)
     VALUES ($1, $2, $3, $4, $5, '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', $6, $7) RETURNING id`,
      [userID, serviceType, slotType, extra.date ?? '2031-03-04', time, extra.parentID ?? null, extra.createdBy ?? null],
    );
    return row.id;
  }

  const move = (who: Session, teleID: string, body: Record<string, unknown>) => app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: who.token, body });

  /** Issue 28 item 1: the patient's slip (a PDF, category 2), stored before the patient says 'paid' (4) and Finance verifies (5). */
  async function attachSlip(who: Session, teleID: string): Promise<void> {
    const slip = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const res = await app.request('POST', '/api/v1/tele/upload', {
      token: who.token,
      body: { teleID, fileName: 'slip.pdf', fileType: 'application/pdf', fileSize: slip.length, fileBase64: slip.toString('base64'), fileCategoryID: 2 },
    });
    expect(res.status).toBe(200);
  }

  /**
   * What a refusal must leave untouched: the row, the history, the queued LINE messages. Read once
   * the case's moves have been told: a move's LINE job is queued by the notifications module's
   * reaction to its 'tele.flowStatusChanged', a moment after the move commits.
   */
  async function stateOf(teleID: string) {
    await eventually(async () => {
      const [{ pending }] = await db.query(
        `SELECT count(*)::int AS pending FROM outbox WHERE kind = 'event' AND name = 'tele.flowStatusChanged' AND payload->>'teleID' = $1 AND relayed_at IS NULL`,
        [teleID],
      );
      return pending === 0;
    });
    const [row] = await db.query(`SELECT flow_status, payment_msg, tracking_numbers, updated_at FROM tele_requests WHERE id = $1`, [teleID]);
    const [{ transitions }] = await db.query(`SELECT count(*)::int AS transitions FROM tele_transitions WHERE tele_id = $1`, [teleID]);
    // The moves' messages (the receipt Finance's verification issues is a message of its own: tele-receipt.spec.ts).
    const [{ pushes }] = await db.query(
      `SELECT count(*)::int AS pushes FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1 AND payload->>'key' <> $2`,
      [`tele:${teleID}:%`, `tele:${teleID}:receipt`],
    );
    return { row, transitions, pushes };
  }

  /** What the patient heard of the moves (not the receipt, a message of its own). */
  const textsTo = (lineUserId: string) =>
    app.standIns.line.pushes
      .filter((p) => p.to === lineUserId)
      .map(pushText)
      .filter((text) => !text.startsWith(RECEIPT_MESSAGES.title));

  /** Moves and waits until the patient's LINE has one more message; answers that message. */
  async function moveAndHear(who: Session, teleID: string, body: Record<string, unknown>, message: string): Promise<string> {
    const before = textsTo(line).length;
    const res = await move(who, teleID, body);
    expect(res).toEqual({ status: 200, body: { result: 200, message, data: { teleID, flowStatus: body.flowStatus } } });
    const texts = await eventually(async () => textsTo(line).length > before && textsTo(line), 15_000);
    expect(texts).toHaveLength(before + 1);
    return texts[before];
  }

  async function refused(who: Session, teleID: string, body: Record<string, unknown>, status: number, message: string): Promise<void> {
    const before = await stateOf(teleID);
    const res = await move(who, teleID, body);
    expect(res).toEqual({ status, body: { result: 500, message, data: null } });
    expect(await stateOf(teleID)).toEqual(before);
  }

  const auditOf = (subject: string, action: string) =>
    db.query(`SELECT user_id FROM audit_log WHERE subject_id = $1 AND action = $2 ORDER BY id`, [subject, action]) as Promise<Array<{ user_id: string }>>;

  const COSTS = [
    { svname: 'ค่าบริการการแพทย์ทางไกล', totcost: 90, netdisc: 50, netcost: 40 },
    { svname: 'ค่ายา', totcost: 350.5, netdisc: 0, netcost: 350.5 },
    { svname: 'ค่าจัดส่งยา', totcost: 50, netdisc: 0, netcost: 50 },
  ];
  const DRUGS = [
    { itemName: 'Betamethasone cream 0.1% 15 g', itemNote: 'ทาบาง ๆ วันละ 2 ครั้ง เช้า-เย็น', qty: 2, itemUnit: 'หลอด' },
    { itemName: 'Cetirizine 10 mg', itemNote: 'รับประทานครั้งละ 1 เม็ด ก่อนนอน', qty: 30, itemUnit: 'เม็ด' },
  ];

  describe('a refill walked 0 → 1 → −3 → 4 → −5 → 4 → 5 → 6 → 7', () => {
    let teleID: string;
    const heard: string[] = [];
    const reason = 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ';

    beforeAll(async () => {
      teleID = await newCase(s.somchai.userID, 2);
    });

    it('nurse sends it to the nurse; refusals before that leave it at 0', async () => {
      await refused(s.finance, teleID, { flowStatus: 1 }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[1]));
      await refused(s.medrec, teleID, { flowStatus: 1 }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[1]));
      await refused(s.somchai, teleID, { flowStatus: 4 }, 409, TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[0], FLOW_STATUS_NAMES[4]));
      await refused(s.nurse, teleID, { flowStatus: 9 }, 400, TELE_MESSAGES.flowStatusUnknown);
      await refused(s.nurse, teleID, {}, 400, TELE_MESSAGES.flowStatusUnknown);
      heard.push(await moveAndHear(s.nurse, teleID, { flowStatus: 1 }, TELE_MESSAGES.patientNotified));
    });

    it('−3 needs the HIS costs (409 without them), then tells the patient the total and the payment link', async () => {
      await refused(s.nurse, teleID, { flowStatus: -3 }, 409, TELE_MESSAGES.costsMissing);
      await enterLocalHisTeleOrders(db, teleID, { costs: COSTS, drugs: DRUGS });
      await refused(s.finance, teleID, { flowStatus: -3 }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[-3]));
      heard.push(await moveAndHear(s.nurse, teleID, { flowStatus: -3 }, TELE_MESSAGES.costsNotified));
    });

    it('the patient reads the costs to pay; a stranger patient and a network doctor cannot', async () => {
      const own = await app.request('GET', `/api/v1/tele/cost/${teleID}`, { token: s.somchai.token });
      expect(own).toEqual({ status: 200, body: { data: COSTS, costTotal: 440.5 } });
      expect((await app.request('GET', `/api/v1/tele/cost/${teleID}`, { token: s.malee.token })).status).toBe(404);
      expect((await app.request('GET', `/api/v1/tele/cost/${teleID}`, { token: s.doctor.token })).status).toBe(403);
      expect((await app.request('GET', `/api/v1/tele/cost/${teleID}`, { token: s.finance.token })).body.costTotal).toBe(440.5);
    });

    it('the patient confirms payment (4); Finance rejects (−5) only with a reason', async () => {
      await refused(s.finance, teleID, { flowStatus: 4 }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[4]));
      // A stranger patient learns nothing: the not-found answer of every 404, nothing moves.
      const before = await stateOf(teleID);
      expect(await move(s.malee, teleID, { flowStatus: 4 })).toEqual({ status: 404, body: { statusCode: 404, message: TELE_MESSAGES.teleNotFound } });
      expect(await stateOf(teleID)).toEqual(before);
      await attachSlip(s.somchai, teleID);
      heard.push(await moveAndHear(s.somchai, teleID, { flowStatus: 4 }, TELE_MESSAGES.saved));
      await refused(s.finance, teleID, { flowStatus: -5 }, 400, TELE_MESSAGES.rejectReasonRequired);
      await refused(s.finance, teleID, { flowStatus: -5, paymentMsg: '   ' }, 400, TELE_MESSAGES.rejectReasonRequired);
      await refused(s.shipping, teleID, { flowStatus: -5, paymentMsg: reason }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[-5]));
      heard.push(await moveAndHear(s.finance, teleID, { flowStatus: -5, paymentMsg: `  ${reason} ` }, TELE_MESSAGES.patientNotified));
      const [row] = await db.query(`SELECT flow_status, payment_msg FROM tele_requests WHERE id = $1`, [teleID]);
      expect(row).toEqual({ flow_status: -5, payment_msg: reason });
      const mine = await app.request('GET', `/api/v1/mytele/${teleID}`, { token: s.somchai.token });
      expect(mine.body.data).toMatchObject({ flowStatus: -5, paymentMsg: reason, flowStatusName: FLOW_STATUS_NAMES[-5] });
    });

    it('a new slip (4) clears the reason; Finance verifies (5)', async () => {
      await attachSlip(s.somchai, teleID);
      heard.push(await moveAndHear(s.somchai, teleID, { flowStatus: 4 }, TELE_MESSAGES.saved));
      expect((await db.query(`SELECT payment_msg FROM tele_requests WHERE id = $1`, [teleID]))[0].payment_msg).toBeNull();
      heard.push(await moveAndHear(s.finance, teleID, { flowStatus: 5 }, TELE_MESSAGES.patientNotified));
    });

    it('Shipping records tracking (6) only with valid numbers, then the patient confirms receipt (7)', async () => {
      await refused(s.shipping, teleID, { flowStatus: 6, jsonTrackingNo: [{ barcode: 'EF12345678TH' }] }, 400, TELE_MESSAGES.trackingIncorrect);
      await refused(s.shipping, teleID, { flowStatus: 6, jsonTrackingNo: [] }, 400, TELE_MESSAGES.trackingRequired);
      await refused(s.shipping, teleID, { flowStatus: 6, jsonTrackingNo: ['EF123456785TH', 'EF123456799TH', 'EF123456808TH'] }, 400, TELE_MESSAGES.trackingIncorrect);
      await refused(s.finance, teleID, { flowStatus: 6, jsonTrackingNo: ['EF123456785TH'] }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[6]));
      await refused(s.somchai, teleID, { flowStatus: 7 }, 409, TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[5], FLOW_STATUS_NAMES[7]));
      heard.push(await moveAndHear(s.shipping, teleID, { flowStatus: 6, jsonTrackingNo: [{ barcode: 'EF123456785TH' }, 'RB987654326TH'] }, TELE_MESSAGES.trackingSaved));
      const mine = await app.request('GET', `/api/v1/mytele/${teleID}`, { token: s.somchai.token });
      expect(mine.body.data.jsonTrackingNo).toEqual([{ barcode: 'EF123456785TH' }, { barcode: 'RB987654326TH' }]);
      heard.push(await moveAndHear(s.somchai, teleID, { flowStatus: 7 }, TELE_MESSAGES.saved));
      await refused(s.somchai, teleID, { flowStatus: 7 }, 409, TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[7], FLOW_STATUS_NAMES[7]));
    });

    it('the patient heard each move once, in order, with the total, the reason and the tracking numbers', async () => {
      const payment = `${app.config.publicBaseUrl}/payment/${teleID}`;
      expect(heard).toHaveLength(8);
      expect(heard[0]).toContain('พยาบาลซักประวัติ');
      expect(heard[1]).toContain('440.50 บาท');
      expect(heard[1]).toContain(payment);
      expect(heard[2]).toContain('ได้รับหลักฐานการชำระเงิน');
      expect(heard[3]).toContain(reason);
      expect(heard[3]).toContain(payment);
      expect(heard[4]).toContain('ได้รับหลักฐานการชำระเงิน');
      expect(heard[5]).toContain('จัดส่งยา');
      expect(heard[6]).toContain('EF123456785TH');
      expect(heard[6]).toContain('RB987654326TH');
      expect(heard[7]).toContain('ขอบคุณ');
      for (const text of heard) expect(text).toContain('4 มีนาคม 2574'); // the appointment, Buddhist era
      // Nothing else arrives later (a retried job would reuse its key, LINE takes it once).
      await new Promise((r) => setTimeout(r, 1000));
      const pushes = app.standIns.line.pushes.filter((p) => p.to === line && heard.includes(pushText(p)));
      expect(pushes).toHaveLength(8);
      expect(new Set(pushes.map((p) => p.retryKey)).size).toBe(8);
    });

    it('kept the history (who, role, from, to) and audited the staff moves, not the patient\'s', async () => {
      const rows = await db.query(`SELECT from_status, to_status, by_user, by_role, payment_msg, tracking_numbers FROM tele_transitions WHERE tele_id = $1 ORDER BY id`, [teleID]);
      expect(rows).toEqual([
        { from_status: 0, to_status: 1, by_user: s.nurse.userID, by_role: 'Nurse', payment_msg: null, tracking_numbers: null },
        { from_status: 1, to_status: -3, by_user: s.nurse.userID, by_role: 'Nurse', payment_msg: null, tracking_numbers: null },
        { from_status: -3, to_status: 4, by_user: s.somchai.userID, by_role: null, payment_msg: null, tracking_numbers: null },
        { from_status: 4, to_status: -5, by_user: s.finance.userID, by_role: 'Finance', payment_msg: reason, tracking_numbers: null },
        { from_status: -5, to_status: 4, by_user: s.somchai.userID, by_role: null, payment_msg: null, tracking_numbers: null },
        { from_status: 4, to_status: 5, by_user: s.finance.userID, by_role: 'Finance', payment_msg: null, tracking_numbers: null },
        { from_status: 5, to_status: 6, by_user: s.shipping.userID, by_role: 'Shipping', payment_msg: null, tracking_numbers: ['EF123456785TH', 'RB987654326TH'] },
        { from_status: 6, to_status: 7, by_user: s.somchai.userID, by_role: null, payment_msg: null, tracking_numbers: null },
      ]);
      const audited = await eventually(async () => {
        const found = await auditOf(s.somchai.userID, 'tele.transition');
        return found.length >= 5 && found;
      });
      expect(audited.map((a) => a.user_id)).toEqual([s.nurse.userID, s.nurse.userID, s.finance.userID, s.finance.userID, s.shipping.userID]);
      // Each move told the boards and the patient's room.
      const events = await db.query(
        `SELECT payload->>'from' AS "from", (payload->>'flowStatus')::int AS to, rooms FROM outbox WHERE kind = 'realtime' AND name = 'tele.changed' AND payload->>'teleID' = $1 AND payload->>'reason' = 'transition' ORDER BY id`,
        [teleID],
      );
      expect(events.map((e: { to: number }) => e.to)).toEqual([1, -3, 4, -5, 4, 5, 6, 7]);
      expect(events[1].rooms).toEqual(expect.arrayContaining(['board:admin', 'board:finance', 'board:nurse', `patient:${s.somchai.userID}`]));
    });
  });

  describe('a doctor visit walked 0 → 1 → 2 → 3 → 4 → 5 → 6 → 7', () => {
    it('moves with the right roles and tells the patient each step', async () => {
      const teleID = await newCase(s.somchai.userID, 1);
      const texts = [
        await moveAndHear(s.nurse, teleID, { flowStatus: 1 }, TELE_MESSAGES.patientNotified),
        await moveAndHear(s.nurse, teleID, { flowStatus: 2 }, TELE_MESSAGES.patientNotified),
      ];
      await refused(s.finance, teleID, { flowStatus: 3 }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[3]));
      await refused(s.nurse, teleID, { flowStatus: 1 }, 409, TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[2], FLOW_STATUS_NAMES[1]));
      // Issue 35 item 1: the network doctor reaches a hospital case at the doctor stage but makes only 2 → 3: any other move is 403, nothing moves.
      const before = await stateOf(teleID);
      expect((await move(s.doctor, teleID, { flowStatus: 1 })).status).toBe(403);
      expect(await stateOf(teleID)).toEqual(before);
      texts.push(await moveAndHear(s.admin, teleID, { flowStatus: 3 }, TELE_MESSAGES.patientNotified));
      // Issue 13: the patient's slip (4) needs an amount to pay: the HIS has the costs first.
      await enterLocalHisTeleOrders(db, teleID, { costs: COSTS, drugs: DRUGS });
      await attachSlip(s.somchai, teleID);
      texts.push(await moveAndHear(s.somchai, teleID, { flowStatus: 4 }, TELE_MESSAGES.saved));
      // Another slip at 4 is allowed (payment proof flow: 'attach an additional slip').
      await attachSlip(s.somchai, teleID);
      texts.push(await moveAndHear(s.somchai, teleID, { flowStatus: 4 }, TELE_MESSAGES.saved));
      texts.push(await moveAndHear(s.admin, teleID, { flowStatus: 5 }, TELE_MESSAGES.patientNotified));
      texts.push(await moveAndHear(s.admin, teleID, { flowStatus: 6, jsonTrackingNo: ['EF000000005TH'] }, TELE_MESSAGES.trackingSaved));
      // Shipping corrects the number: 6 → 6, the patient hears the new one.
      texts.push(await moveAndHear(s.shipping, teleID, { flowStatus: 6, jsonTrackingNo: ['EF000000014TH'] }, TELE_MESSAGES.trackingSaved));
      texts.push(await moveAndHear(s.shipping, teleID, { flowStatus: 7 }, TELE_MESSAGES.saved));
      expect(texts[1]).toContain('พบแพทย์');
      // The move to the doctor carries the patient's own signed link into the call: it opens the
      // session without a sign-in (and only for this case).
      // Issue 13 item 7: the link is the card's button (the altText leaves long links out).
      const toDoctor = app.standIns.line.pushes.find((p) => p.to === line && pushText(p) === texts[1])!;
      const link = /\/vdocall\/([0-9a-f-]{36})\?t=([^\s]+)/.exec(pushButtonUri(toDoctor) ?? '');
      expect(link?.[1]).toBe(teleID);
      const session = await app.request('GET', `/api/v1/tele/session/${teleID}?t=${link![2]}`);
      expect(session.status).toBe(200);
      expect(session.body.tokToken).toEqual(expect.any(String));
      expect(texts[2]).toContain('แพทย์ตรวจท่านเรียบร้อยแล้ว');
      expect(texts[2]).toContain(`/payment/${teleID}`);
      expect(texts[6]).toContain('EF000000005TH');
      expect(texts[7]).toContain('EF000000014TH');
      expect(texts[7]).not.toContain('EF000000005TH');
      const rows = await db.query(`SELECT to_status FROM tele_transitions WHERE tele_id = $1 ORDER BY id`, [teleID]);
      expect(rows.map((r: { to_status: number }) => r.to_status)).toEqual([1, 2, 3, 4, 4, 5, 6, 6, 7]);
    });

    it('a network doctor moves their own consultation from 2 to 3', async () => {
      const teleID = await newCase(s.malee.userID, 3, { parentID: s.doctor.userID, createdBy: s.network.userID });
      await db.query(`UPDATE tele_requests SET flow_status = 2 WHERE id = $1`, [teleID]);
      const res = await move(s.doctor, teleID, { flowStatus: 3 });
      expect(res).toEqual({ status: 200, body: { result: 200, message: TELE_MESSAGES.patientNotified, data: { teleID, flowStatus: 3 } } });
      // The network nurse who asked may read it but not move it.
      await refused(s.network, teleID, { flowStatus: 4 }, 403, TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[4]));
    });
  });

  describe('two Finance clicks at once', () => {
    it('one 4 → 5 wins; the other gets 409; one history row, one LINE message', async () => {
      const teleID = await newCase(s.somchai.userID, 2);
      await db.query(`UPDATE tele_requests SET flow_status = 4 WHERE id = $1`, [teleID]);
      await enterLocalHisTeleOrders(db, teleID, { costs: COSTS });
      await attachSlip(s.somchai, teleID); // issue 28 item 1: Finance verifies a stored slip
      const before = textsTo(line).length;
      // Hold the row so both clicks are in flight together, then let them go.
      const holder = db.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      await holder.query(`SELECT 1 FROM tele_requests WHERE id = $1 FOR UPDATE`, [teleID]);
      const clicks = Promise.all([move(s.finance, teleID, { flowStatus: 5 }), move(s.finance, teleID, { flowStatus: 5 })]);
      await eventually(async () => {
        const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        return n >= 2;
      });
      await holder.commitTransaction();
      await holder.release();
      const results = await clicks;
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body).toEqual({ result: 500, message: TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[5], FLOW_STATUS_NAMES[5]), data: null });
      const state = await stateOf(teleID);
      expect(state).toMatchObject({ row: { flow_status: 5 }, transitions: 1, pushes: 1 });
      await eventually(async () => textsTo(line).length > before, 15_000);
      await new Promise((r) => setTimeout(r, 800));
      expect(textsTo(line).length).toBe(before + 1);
    });
  });

  describe('GET /api/v1/tele/info/{teleID}', () => {
    it('gives staff the patient, the case, the HIS costs and drugs, and audits the read', async () => {
      const teleID = await newCase(s.somchai.userID, 2);
      await enterLocalHisTeleOrders(db, teleID, { costs: COSTS, drugs: DRUGS });
      const res = await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: s.nurse.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        profile: { firstName: 'สมชาย', lastName: 'รักสุขภาพ', hn: '6500123', line: { product: line }, lineStatus: 'linked' },
        tele: expect.objectContaining({ teleID, userID: s.somchai.userID, serviceType: 2, flowStatus: 0, hn: '6500123', appointDate: '2031-03-04' }),
        lineProfile: null,
        costList: COSTS,
        costTotal: 440.5,
        drugList: DRUGS,
        bookedBy: null, // issue 33: booked by the patient, not a caregiver
      });
      const reads = await eventually(async () => {
        const found = await auditOf(s.somchai.userID, 'tele.read');
        return found.some((a) => a.user_id === s.nurse.userID) && found;
      });
      expect(reads.filter((a) => a.user_id === s.nurse.userID).length).toBeGreaterThanOrEqual(1);
    });

    it('answers an empty list and 0 before the HIS has orders; a patient without LINE has line null', async () => {
      const teleID = await newCase(s.malee.userID, 1);
      const res = await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: s.finance.token });
      expect(res.body).toMatchObject({ profile: { firstName: 'มาลี', hn: '6500456', line: null }, costList: [], costTotal: 0, drugList: [] });
    });

    it('refuses patients (their own case too) with 403, and answers 404 to a network user of another case', async () => {
      const teleID = await newCase(s.somchai.userID, 1);
      expect((await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: s.somchai.token })).status).toBe(403);
      expect((await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: s.malee.token })).status).toBe(403);
      expect((await app.request('GET', `/api/v1/tele/info/${teleID}`, { token: s.doctor.token })).status).toBe(404);
      expect((await app.request('GET', `/api/v1/tele/info/00000000-0000-4000-8000-000000000000`, { token: s.nurse.token })).status).toBe(404);
      const consult = await newCase(s.malee.userID, 3, { parentID: s.doctor.userID, createdBy: s.network.userID });
      expect((await app.request('GET', `/api/v1/tele/info/${consult}`, { token: s.doctor.token })).status).toBe(200);
      expect((await app.request('GET', `/api/v1/tele/info/${consult}`, { token: s.network.token })).status).toBe(200);
    });
  });

  describe('the patient\'s reads', () => {
    it('GET /api/v1/mytele lists only the caller\'s cases, newest appointment first', async () => {
      const older = await newCase(s.malee.userID, 1, { date: '2031-01-10' });
      const newer = await newCase(s.malee.userID, 2, { date: '2031-05-20' });
      const others = await newCase(s.somchai.userID, 2, { date: '2031-06-01' });
      const res = await app.request('GET', '/api/v1/mytele', { token: s.malee.token });
      expect(res.status).toBe(200);
      const ids = res.body.data.map((t: { teleID: string }) => t.teleID);
      expect(ids).not.toContain(others);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      expect(res.body.data.every((t: { userID: string }) => t.userID === s.malee.userID)).toBe(true);
      expect((await app.request('GET', '/api/v1/mytele', { token: s.nurse.token })).status).toBe(403);
    });

    it('GET /api/v1/mytele/{id}: the owner only; a stranger patient gets 404', async () => {
      const teleID = await newCase(s.somchai.userID, 2);
      expect((await app.request('GET', `/api/v1/mytele/${teleID}`, { token: s.somchai.token })).body.data.teleID).toBe(teleID);
      expect(await app.request('GET', `/api/v1/mytele/${teleID}`, { token: s.malee.token })).toEqual({
        status: 404,
        body: { statusCode: 404, message: TELE_MESSAGES.teleNotFound },
      });
      expect((await app.request('GET', `/api/v1/mytele/not-a-case`, { token: s.somchai.token })).status).toBe(404);
    });

    it('GET /api/v1/tele/{id}: the owner and staff, tokens null until the call; a stranger gets 404', async () => {
      const teleID = await newCase(s.somchai.userID, 1);
      const own = await app.request('GET', `/api/v1/tele/${teleID}`, { token: s.somchai.token });
      expect(own.body.data).toMatchObject({ teleID, tokSession: null, tokToken: null });
      expect((await app.request('GET', `/api/v1/tele/${teleID}`, { token: s.nurse.token })).status).toBe(200);
      expect((await app.request('GET', `/api/v1/tele/${teleID}`, { token: s.malee.token })).status).toBe(404);
      expect((await app.request('GET', `/api/v1/tele/cost/${teleID}`, { token: s.malee.token })).status).toBe(404);
      const before = await stateOf(teleID);
      expect((await move(s.malee, teleID, { flowStatus: 4 })).status).toBe(404);
      expect(await stateOf(teleID)).toEqual(before);
    });
  });

  describe('PUT /api/v1/tele/{teleID} (staff edit)', () => {
    const edit = (who: Session, teleID: string, body: unknown) => app.request('PUT', `/api/v1/tele/${teleID}`, { token: who.token, body });
    const form = {
      serviceType: 2,
      appointDatetime: '2031-07-08T09:30',
      lineID: 'somchai.line',
      phone: '0899999999',
      shippingAddress: '1 ถ.ใหม่ จ.ตรัง',
      description: 'ขอรับยาเดิม',
    };
    const rowOf = async (teleID: string) =>
      (await db.query(`SELECT service_type, slot_type, to_char(appoint_date, 'YYYY-MM-DD') AS date, appoint_time, line_id, phone, shipping_address, description FROM tele_requests WHERE id = $1`, [teleID]))[0];

    it('saves the edit, moves the slot type with the service, tells the boards and audits it', async () => {
      const teleID = await newCase(s.somchai.userID, 1);
      const res = await edit(s.nurse, teleID, form);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: TELE_MESSAGES.saved, data: { teleID, serviceType: 2, appointDatetime: '2031-07-08T09:30', phone: '0899999999', description: 'ขอรับยาเดิม' } });
      expect(await rowOf(teleID)).toEqual({
        service_type: 2,
        slot_type: 5,
        date: '2031-07-08',
        appoint_time: '09:30',
        line_id: 'somchai.line',
        phone: '0899999999',
        shipping_address: '1 ถ.ใหม่ จ.ตรัง',
        description: 'ขอรับยาเดิม',
      });
      const [event] = await db.query(`SELECT payload FROM outbox WHERE kind = 'realtime' AND name = 'tele.changed' AND payload->>'teleID' = $1 AND payload->>'reason' = 'updated'`, [teleID]);
      expect(event.payload).toMatchObject({ teleID, userID: s.somchai.userID, reason: 'updated' });
      await eventually(async () => (await auditOf(s.somchai.userID, 'tele.update')).some((a) => a.user_id === s.nurse.userID));
      // A date alone keeps the time.
      expect((await edit(s.admin, teleID, { ...form, appointDatetime: '2031-07-09' })).body.data.appointDatetime).toBe('2031-07-09T09:30');
    });

    it('a slot someone holds answers 409 with §5\'s message and changes nothing', async () => {
      const held = await newCase(s.malee.userID, 2, { date: '2031-08-01' });
      const heldTime = (await rowOf(held)).appoint_time;
      const teleID = await newCase(s.somchai.userID, 2, { date: '2031-08-01' });
      const before = await rowOf(teleID);
      const res = await edit(s.nurse, teleID, { ...form, serviceType: 2, appointDatetime: `2031-08-01T${heldTime}` });
      expect(res).toEqual({ status: 409, body: { statusCode: 409, message: TELE_MESSAGES.slotTaken(heldTime) } });
      expect(await rowOf(teleID)).toEqual(before);
      // The same time for another service type is another slot.
      expect((await edit(s.nurse, teleID, { ...form, serviceType: 1, appointDatetime: `2031-08-01T${heldTime}` })).status).toBe(200);
    });

    it.each([
      ['no description', { description: '  ' }, TELE_MESSAGES.editDescriptionRequired],
      ['no date', { appointDatetime: '' }, TELE_MESSAGES.consultDateRequired],
      ['31 February', { appointDatetime: '2031-02-31T09:00' }, TELE_MESSAGES.consultDateRequired],
      ['a time of 25:00', { appointDatetime: '2031-02-03T25:00' }, TELE_MESSAGES.consultDateRequired],
      ['service type 4', { serviceType: 4 }, TELE_MESSAGES.serviceTypeRequired],
      ['a consultation type for a booked case', { serviceType: 3 }, TELE_MESSAGES.serviceTypeRequired],
      ['a 9-digit phone', { phone: '081234567' }, TELE_MESSAGES.phoneInvalid],
      ['no phone', { phone: '' }, TELE_MESSAGES.phoneRequired],
      ['no shipping address', { shippingAddress: ' ' }, TELE_MESSAGES.addressRequired],
    ])('refuses %s with 400 and the Thai message, saving nothing', async (_case, change, message) => {
      const teleID = await newCase(s.somchai.userID, 1);
      const before = await rowOf(teleID);
      expect(await edit(s.medrec, teleID, { ...form, ...change })).toEqual({ status: 400, body: { statusCode: 400, message } });
      expect(await rowOf(teleID)).toEqual(before);
    });

    it('is for Admin, Medrec and Nurse only; the case\'s patient may move the time only (issue 32 item 2)', async () => {
      const teleID = await newCase(s.somchai.userID, 1);
      const before = await rowOf(teleID);
      for (const who of [s.finance, s.shipping, s.doctor]) expect((await edit(who, teleID, form)).status).toBe(403);
      expect(await edit(s.somchai, teleID, form)).toEqual({ status: 400, body: { statusCode: 400, message: APPOINTMENT_MESSAGES.ownerMovesTimeOnly } });
      expect(await rowOf(teleID)).toEqual(before);
    });
  });
});

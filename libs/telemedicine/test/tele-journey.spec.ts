// Issue 28 item 1, "a journey's calls leave a whole state or none": the server guarantees the
// outcome between the calls of a journey. Payment: 'paid' (4) and 'verified' (5) need a stored
// slip; a slip on a case that owes nothing is refused. Telemedicine booking: a case without the
// photos its type needs stays off the staff boards until they arrive; a double submit answers
// the case it already made. A failed image is never served as its raw bytes.
// Real PostgreSQL, Redis, worker (sharp), HIS and LINE stand-ins.
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { DEFAULT_SLOT_TIMES } from '../../calendar/src/index.js';
import { PAYMENT_MESSAGES, TELE_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('tele-journey', () => {
  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    Object.assign(s, await signInAll(app, ['somchai', 'malee', 'admin', 'nurse', 'finance']));
  });
  afterAll(() => app?.close());

  const COSTS = [{ svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 300, netdisc: 0, netcost: 300 }];
  let slot = 0;
  /** A type-1 case of the patient at a flowStatus, with HIS costs or without (scene-setting, as the flow would have left it). */
  async function caseAt(userID: string, flowStatus: number, withCosts = true): Promise<string> {
    slot += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, flow_status)
     VALUES ($1, 1, 4, '2031-08-05', $2, '', '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', $3) RETURNING id`,
      [userID, `1${Math.floor(slot / 60)}:${String(slot % 60).padStart(2, '0')}`, flowStatus],
    );
    if (withCosts) await enterLocalHisTeleOrders(db, row.id, { costs: COSTS });
    return row.id;
  }

  const png = (w = 40, h = 30) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 90 } } }).png().toBuffer();
  const upload = (who: Session, teleID: string, bytes: Buffer, category: number, fileName = 'x.png', fileType = 'image/png') =>
    app.request('POST', '/api/v1/tele/upload', {
      token: who.token,
      body: { teleID, fileName, fileType, fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: category },
    });
  const move = (who: Session, teleID: string, flowStatus: number) => app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: who.token, body: { flowStatus } });
  const statusOf = async (teleID: string) => (await db.query(`SELECT flow_status FROM tele_requests WHERE id = $1`, [teleID]))[0].flow_status as number;
  const fileCount = async (teleID: string) => (await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE tele_id = $1`, [teleID]))[0].n as number;
  const transitionPushes = async (teleID: string) =>
    (await db.query(`SELECT payload->>'text' AS text FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' LIKE $1`, [`tele:${teleID}:transition:%`])).map(
      (r: { text: string }) => r.text,
    );

  describe('payment: 4 and 5 need a stored slip', () => {
    it("4 without a slip is refused with 'Please attach payment proof image' in Thai: the case stays, no LINE 'received'", async () => {
      const teleID = await caseAt(s.somchai.userID, -3);
      const res = await move(s.somchai, teleID, 4);
      expect(res).toEqual({ status: 400, body: { result: 500, message: TELE_MESSAGES.paymentImageRequired, data: null } });
      expect(await statusOf(teleID)).toBe(-3);
      expect(await transitionPushes(teleID)).toEqual([]);

      // A refused upload (a text file called a slip) stores nothing and still leaves no way to 4.
      const txt = await upload(s.somchai, teleID, Buffer.from('โอนแล้วนะคะ'), 2, 'slip.txt', 'text/plain');
      expect(txt.status).toBe(400);
      expect(await fileCount(teleID)).toBe(0);
      expect((await move(s.somchai, teleID, 4)).status).toBe(400);

      // Upload first, then confirm: 4, and the one LINE 'received'.
      expect((await upload(s.somchai, teleID, await png(), 2)).status).toBe(200);
      expect((await move(s.somchai, teleID, 4)).status).toBe(200);
      expect(await statusOf(teleID)).toBe(4);
      // The message is queued by the notifications module's reaction to the move's event, a moment after the answer.
      const pushes = await eventually(async () => (await transitionPushes(teleID)).length > 0 && transitionPushes(teleID));
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toContain('ได้รับหลักฐานการชำระเงินของท่านแล้ว');
    });

    it('5 without a slip is refused for Finance (a case at 4 whose slip is missing), and goes through with one', async () => {
      const teleID = await caseAt(s.somchai.userID, 4); // scene: a case left at 4 before this rule, without a slip
      const res = await move(s.finance, teleID, 5);
      expect(res).toEqual({ status: 400, body: { result: 500, message: PAYMENT_MESSAGES.slipMissing, data: null } });
      expect(await statusOf(teleID)).toBe(4);
      expect((await upload(s.somchai, teleID, await png(), 2)).status).toBe(200);
      expect((await move(s.finance, teleID, 5)).status).toBe(200);
      expect(await statusOf(teleID)).toBe(5);
    });

    it('a slip the image worker could not read (failed) is no slip', async () => {
      const teleID = await caseAt(s.somchai.userID, -3);
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg '.repeat(30))]);
      const res = await upload(s.somchai, teleID, broken, 2, 'slip.jpg', 'image/jpeg');
      expect(res.status).toBe(200);
      await eventually(async () => (await db.query(`SELECT state FROM stored_files WHERE id = $1`, [res.body.data.fileID]))[0].state === 'failed', 20_000);
      expect(await move(s.somchai, teleID, 4)).toMatchObject({ status: 400, body: { message: TELE_MESSAGES.paymentImageRequired } });
    });
  });

  describe('a slip on a case that owes nothing is refused (409, in Thai), nothing stored', () => {
    it('no amount from the HIS yet', async () => {
      const teleID = await caseAt(s.somchai.userID, 3, false);
      const res = await upload(s.somchai, teleID, await png(), 2);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: PAYMENT_MESSAGES.amountMissing });
      expect(await fileCount(teleID)).toBe(0);
    });

    it('a case not yet at payment (with the nurse)', async () => {
      const teleID = await caseAt(s.somchai.userID, 1);
      const res = await upload(s.somchai, teleID, await png(), 2);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: PAYMENT_MESSAGES.amountMissing });
      expect(await fileCount(teleID)).toBe(0);
    });

    it('already paid (5, 6, 7)', async () => {
      for (const status of [5, 6, 7]) {
        const teleID = await caseAt(s.somchai.userID, status);
        const res = await upload(s.somchai, teleID, await png(), 2);
        expect({ status, code: res.status, message: res.body.message }).toEqual({ status, code: 409, message: PAYMENT_MESSAGES.alreadyPaid });
        expect(await fileCount(teleID)).toBe(0);
      }
    });

    it('a symptom photo on the same cases is still taken (only slips owe)', async () => {
      const teleID = await caseAt(s.somchai.userID, 5);
      expect((await upload(s.somchai, teleID, await png(), 0)).status).toBe(200);
    });
  });

  /** A free weekday (Monday) three years ahead, the n-th of its May, for POST /api/v1/tele. */
  const YEAR = inBangkok().year() + 3;
  function monday(nth: number): string {
    const found: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = `${YEAR}-05-${String(d).padStart(2, '0')}`;
      if (weekdayOf(date) === 1) found.push(date);
    }
    return found[nth];
  }
  const TIMES = DEFAULT_SLOT_TIMES[4];
  const booking = (date: string, time: string, overrides: Record<string, unknown> = {}) => ({
    serviceType: 1,
    appointDatetime: `${date}T${time}`,
    appointDate: date,
    appointTime: time,
    lineID: '',
    phone: '0812345678',
    shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
    description: 'ผื่นแดงคันที่แขน',
    imageCount: 4,
    ...overrides,
  });
  const book = (who: Session, body: unknown) => app.request('POST', '/api/v1/tele', { token: who.token, body });
  const boardIDs = async (date: string, extra = '') =>
    ((await app.request('GET', `/api/v1/tele?AppointDatetime=${date}${extra}`, { token: s.nurse.token })).body.data as Array<{ teleID: string }>).map((r) => r.teleID);

  describe('telemedicine booking: a case waits for its photos off the staff boards', () => {
    it('a type-1 case is not on the nurse board (nor its counts, nor the board rooms) until its 4 photos have arrived; a retry adds to the same case', async () => {
      const date = monday(0);
      const res = await book(s.somchai, booking(date, TIMES[0]));
      expect(res.status).toBe(200);
      const { teleID } = res.body.data;
      const [created] = await db.query(`SELECT rooms FROM outbox WHERE kind = 'realtime' AND payload->>'teleID' = $1 AND payload->>'reason' = 'created'`, [teleID]);
      expect(created.rooms).toEqual([`patient:${s.somchai.userID}`]);

      expect(await boardIDs(date)).not.toContain(teleID);
      expect(await boardIDs(date, '&Board=nurse')).not.toContain(teleID);
      expect((await app.request('GET', `/api/v1/tele?AppointDatetime=${date}`, { token: s.nurse.token })).body.counts['0']).toBe(0);

      // Three photos arrive, the fourth is refused (not a picture): still waiting.
      for (let i = 0; i < 3; i++) expect((await upload(s.somchai, teleID, await png(40 + i), 0)).status).toBe(200);
      expect((await upload(s.somchai, teleID, Buffer.from('hello'), 0, 'notes.txt', 'text/plain')).status).toBe(400);
      expect(await boardIDs(date)).not.toContain(teleID);

      // The retry submits the same booking again: the same case, to which the missing photo is added.
      const again = await book(s.somchai, booking(date, TIMES[0]));
      expect(again).toEqual({ status: 200, body: { data: { teleID } } });
      expect((await upload(s.somchai, teleID, await png(60), 0)).status).toBe(200);
      expect(await boardIDs(date)).toContain(teleID);
      expect(await boardIDs(date, '&Board=nurse')).toContain(teleID);
      // The fourth photo's hint reaches the boards. (An earlier photo's 'processed' hint may be
      // written after it, from a transaction that began while the case still waited: so look
      // for the one that names the boards, not at the last one.)
      const arrived = await db.query(
        `SELECT rooms FROM outbox WHERE kind = 'realtime' AND payload->>'teleID' = $1 AND payload->>'reason' = 'file' AND rooms @> $2::text[]`,
        [teleID, ['board:nurse', 'board:admin', `patient:${s.somchai.userID}`]],
      );
      expect(arrived.length).toBeGreaterThanOrEqual(1);
    });

    it('four photos sent at once to a waiting case: every upload 200, and the last one puts it on the board', async () => {
      const date = monday(3);
      const res = await book(s.somchai, booking(date, TIMES[4]));
      const { teleID } = res.body.data;
      expect(await boardIDs(date)).not.toContain(teleID);
      const uploads = await Promise.all([0, 1, 2, 3].map(async (i) => upload(s.somchai, teleID, await png(50 + i), 0)));
      expect(uploads.map((u) => u.status)).toEqual([200, 200, 200, 200]);
      expect(await boardIDs(date)).toContain(teleID);
    });

    it('a type that needs no photos (refill) is on the boards at once', async () => {
      const tuesday = monday(0).replace(/-(\d{2})$/, (_, d) => `-${String(Number(d) + 1).padStart(2, '0')}`);
      const res = await book(s.somchai, booking(tuesday, '09:30', { serviceType: 2, imageCount: 0 }));
      expect(res.status).toBe(200);
      expect(await boardIDs(tuesday)).toContain(res.body.data.teleID);
    });
  });

  describe('telemedicine booking: a double submit makes one case', () => {
    it('the same patient, type and day again — another time, or the same slot — answers the first case; another patient still gets 409', async () => {
      const date = monday(1);
      const first = await book(s.somchai, booking(date, TIMES[1]));
      expect(first.status).toBe(200);
      const { teleID } = first.body.data;
      expect(await book(s.somchai, booking(date, TIMES[2]))).toEqual({ status: 200, body: { data: { teleID } } });
      expect(await book(s.somchai, booking(date, TIMES[1]))).toEqual({ status: 200, body: { data: { teleID } } });
      const rows = await db.query(`SELECT id FROM tele_requests WHERE user_id = $1 AND appoint_date = $2 AND service_type = 1`, [s.somchai.userID, date]);
      expect(rows).toEqual([{ id: teleID }]);
      expect((await book(s.malee, booking(date, TIMES[1]))).status).toBe(409);
      // one 'booked' LINE message
      const created = async () => (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE name = 'line.push' AND payload->>'key' = $1`, [`tele:${teleID}:created`]))[0].n as number;
      await eventually(async () => (await created()) > 0, 15_000);
      expect(await created()).toBe(1);
    });

    it('ten submits at once, at different times of the day: one case, every answer names it', async () => {
      const date = monday(2);
      const answers = await Promise.all(TIMES.slice(0, 10).map((time) => book(s.malee, booking(date, time))));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const ids = new Set(answers.map((a) => a.body.data.teleID));
      expect(ids.size).toBe(1);
      const rows = await db.query(`SELECT id FROM tele_requests WHERE user_id = $1 AND appoint_date = $2`, [s.malee.userID, date]);
      expect(rows).toEqual([{ id: [...ids][0] }]);
    });
  });

  describe('a failed image is never served as its raw bytes', () => {
    const read = (who: Session, fileID: string, tail = '') => app.request('GET', `/api/v1/tele/upload/${fileID}${tail}`, { token: who.token });
    const settled = (fileID: string) =>
      eventually(async () => {
        const [row] = await db.query(`SELECT state FROM stored_files WHERE id = $1`, [fileID]);
        return row.state !== 'processing' ? row.state : undefined;
      }, 20_000);

    /** A PNG whose header claims 30000 × 30000 pixels (past sharp's pixel limit), with a tiny body. */
    function pixelBomb(): Buffer {
      const crcTable = Array.from({ length: 256 }, (_, n) => {
        let c = n;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        return c >>> 0;
      });
      const crc = (buf: Buffer) => {
        let c = 0xffffffff;
        for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
        return (c ^ 0xffffffff) >>> 0;
      };
      const chunk = (type: string, data: Buffer) => {
        const len = Buffer.alloc(4);
        len.writeUInt32BE(data.length);
        const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
        const sum = Buffer.alloc(4);
        sum.writeUInt32BE(crc(body));
        return Buffer.concat([len, body, sum]);
      };
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(30000, 0);
      ihdr.writeUInt32BE(30000, 4);
      ihdr[8] = 8; // bit depth
      ihdr[9] = 2; // truecolour
      return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
    }

    it('an undecodable jpeg and a pixel bomb: the file and its thumbnail answer 404 in Thai to the patient and to staff', async () => {
      const teleID = await caseAt(s.somchai.userID, 1);
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('this is not really a jpeg at all '.repeat(20))]);
      for (const [bytes, name, type] of [
        [broken, 'broken.jpg', 'image/jpeg'],
        [pixelBomb(), 'huge.png', 'image/png'],
      ] as const) {
        const res = await upload(s.somchai, teleID, bytes, 0, name, type);
        expect(res.status).toBe(200);
        const fileID = res.body.data.fileID;
        expect(await settled(fileID)).toBe('failed');
        for (const who of [s.somchai, s.nurse]) {
          for (const tail of ['', '/thumbnail']) {
            const got = await read(who, fileID, tail);
            expect({ name, tail, status: got.status, message: got.body.message, data: got.body.data }).toEqual({ name, tail, status: 404, message: TELE_MESSAGES.fileNotFound, data: undefined });
          }
        }
        // The list still names it, with its state and no thumbnail, so staff know a photo is missing.
        const list = await app.request('GET', `/api/v1/tele/imagelist/${teleID}`, { token: s.nurse.token });
        expect(list.body.data.find((f: { fileID: string }) => f.fileID === fileID)).toMatchObject({ state: 'failed', thumbnail: null });
      }
    });
  });
});

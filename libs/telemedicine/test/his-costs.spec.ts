// Issue 13 item 2, costs reach the case: the HIS stand-in's data-entry API (/his-stand-in/api/
// tele/{teleID}/orders, who may use it, what it refuses), and the repeatable 'tele.pollHisCosts'
// job that learns of new costs (polling, docs/decisions.md): the nurse board shows 'costs ready'
// with the total, announced ONCE over the socket, and the nurse can then notify the costs (−3).
// Real PostgreSQL, Redis and worker; the poll runs every 300 ms.
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { TeleChangedEvent } from '../../contracts/src/index.js';
import { HIS_STAND_IN_MESSAGES } from '../../integrations/src/his/stand-in/his-stand-in-orders.js';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { HisCostsPollHandler } from '../src/costs/his-costs-poll.handler.js';
import { HIS_COSTS_SCHEDULER_ID } from '../src/costs/his-costs-scheduler.js';
import { MESSAGES, TELE_MESSAGES, bangkokDateKey, inBangkok } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('his-costs', () => {
  type Session = { token: string; userID: string; role: string | null };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const sockets: Socket[] = [];
  const TODAY = bangkokDateKey();
  const daysAgo = (n: number) => inBangkok().subtract(n, 'day').format('YYYY-MM-DD');

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { HIS_COSTS_POLL_MS: '300' } });
    db = app.api.get(DataSource);
    const logins: Record<string, string> = {
      somchai: '1103702071811',
      admin: 'admin@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      doctor: 'doctor@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  let slot = 0;
  /** A case as POST /api/v1/tele stores it (see libs/telemedicine/test/tele-transfer.spec.ts): one slot each. */
  async function newCase(date: string, flowStatus = 0): Promise<string> {
    slot += 1;
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description, flow_status)
     VALUES ($1, 2, 5, $2, $3, '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ผื่นคันที่แขน', $4) RETURNING id`,
      [s.somchai.userID, date, `${String(8 + Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`, flowStatus],
    );
    return row.id;
  }

  const ordersPath = (teleID: string) => `/his-stand-in/api/tele/${teleID}/orders`;
  const post = (who: Session | undefined, teleID: string, body: unknown) => app.request('POST', ordersPath(teleID), { token: who?.token, body });
  const readyOf = async (teleID: string) => {
    const [row] = await db.query(`SELECT costs_ready_at, cost_total FROM tele_requests WHERE id = $1`, [teleID]);
    return { ready: row.costs_ready_at !== null, total: row.cost_total === null ? null : Number(row.cost_total) };
  };

  const COSTS = [
    { svname: 'ค่าบริการการแพทย์ทางไกล', totcost: 90, netdisc: 50, netcost: 40 },
    { svname: 'ค่ายา', totcost: 350.5, netdisc: 0, netcost: 350.5 },
    { svname: 'ค่าจัดส่งยา', totcost: 50, netdisc: 0, netcost: 50 },
  ];
  const DRUGS = [{ itemName: 'Betamethasone cream 0.1% 15 g', itemNote: 'ทาบาง ๆ วันละ 2 ครั้ง เช้า-เย็น', qty: 2, itemUnit: 'หลอด' }];

  describe('a new case: costs entered in the HIS stand-in reach the nurse board live', () => {
    let teleID: string;
    const costEvents: Array<[TeleChangedEvent, string]> = [];

    beforeAll(async () => {
      teleID = await newCase(TODAY);
      const moved = await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.nurse.token, body: { flowStatus: 2 } });
      expect(moved.status).toBe(200);
      const nurse = openSocket(app.baseUrl, s.nurse.token, sockets);
      await connected(nurse);
      expect(await joinRoom(nurse, 'board:nurse')).toEqual({ ok: true });
      nurse.on('tele.changed', (e: TeleChangedEvent, room: string) => {
        if (e.reason === 'costs') costEvents.push([e, room]);
      });
    });

    it('refuses anyone who is not Admin, Nurse or the HIS doctor, and anonymous callers', async () => {
      expect(await app.request('GET', ordersPath(teleID))).toEqual({ status: 401, body: { statusCode: 401, message: MESSAGES.unauthenticated } });
      expect(await post(undefined, teleID, { costs: COSTS })).toMatchObject({ status: 401 });
      for (const who of [s.somchai, s.finance, s.network]) {
        expect(await post(who, teleID, { costs: COSTS })).toEqual({ status: 403, body: { statusCode: 403, message: MESSAGES.forbidden } });
        expect((await app.request('GET', ordersPath(teleID), { token: who.token })).status).toBe(403);
        expect((await app.request('DELETE', ordersPath(teleID), { token: who.token })).status).toBe(403);
      }
      for (const who of [s.admin, s.nurse, s.doctor]) {
        expect(await app.request('GET', ordersPath(teleID), { token: who.token })).toEqual({ status: 200, body: { costs: [], drugs: [] } });
      }
    });

    it('an unknown case is 404 with a Thai message', async () => {
      const unknown = await post(s.nurse, '00000000-0000-4000-8000-000000000000', { costs: COSTS });
      expect(unknown).toEqual({ status: 404, body: { statusCode: 404, message: HIS_STAND_IN_MESSAGES.caseNotFound } });
      expect((await app.request('GET', ordersPath('not-a-case'), { token: s.nurse.token })).status).toBe(404);
    });

    it('refuses bad rows with a Thai message and stores nothing of them', async () => {
      const bad = async (body: unknown, message: string) => {
        // The first problem is the message; the schema's answer also lists every problem (errors) and each row's (fields).
        expect(await post(s.nurse, teleID, body)).toMatchObject({ status: 400, body: { statusCode: 400, message } });
      };
      const row = COSTS[0];
      await bad({ costs: [{ ...row, totcost: -1, netdisc: 0, netcost: -1 }] }, HIS_STAND_IN_MESSAGES.amountInvalid(1, 'ราคารวม'));
      await bad({ costs: [row, { ...row, totcost: 'ร้อย' }] }, HIS_STAND_IN_MESSAGES.amountInvalid(2, 'ราคารวม'));
      await bad({ costs: [{ ...row, totcost: 10.001, netdisc: 0, netcost: 10.001 }] }, HIS_STAND_IN_MESSAGES.amountInvalid(1, 'ราคารวม'));
      await bad({ costs: [{ ...row, netdisc: 100, netcost: 0 }] }, HIS_STAND_IN_MESSAGES.discountTooLarge(1));
      await bad({ costs: [{ ...row, netcost: 90 }] }, HIS_STAND_IN_MESSAGES.netMismatch(1));
      await bad({ costs: [{ ...row, svname: '   ' }] }, HIS_STAND_IN_MESSAGES.nameRequired('รายการค่าใช้จ่าย', 1, 'ชื่อรายการ'));
      await bad({ costs: [{ ...row, svname: 'ก'.repeat(201) }] }, HIS_STAND_IN_MESSAGES.nameTooLong('รายการค่าใช้จ่าย', 1, 'ชื่อรายการ', 200));
      await bad({ costs: [{ ...row, svname: 'ค่า\u0001ยา' }] }, HIS_STAND_IN_MESSAGES.textInvalid('รายการค่าใช้จ่าย', 1, 'ชื่อรายการ'));
      // A NUL is refused at the edge for every call (issue 18 finding 1), before the stand-in reads the row.
      await bad({ costs: [{ ...row, svname: 'ค่า\u0000ยา' }] }, MESSAGES.textInvalidCharacters);
      await bad({ drugs: [{ ...DRUGS[0], qty: 0 }] }, HIS_STAND_IN_MESSAGES.qtyInvalid(1));
      await bad({ costs: Array.from({ length: 51 }, () => row) }, HIS_STAND_IN_MESSAGES.tooManyRows('รายการค่าใช้จ่าย', 0));
      await bad({}, HIS_STAND_IN_MESSAGES.nothingToSave);
      await bad([1, 2], HIS_STAND_IN_MESSAGES.bodyInvalid);
      await bad(JSON.stringify('ข้อความ'), HIS_STAND_IN_MESSAGES.bodyInvalid);
      await bad('{ไม่ใช่ JSON', MESSAGES.badRequest);
      expect((await app.request('GET', ordersPath(teleID), { token: s.nurse.token })).body).toEqual({ costs: [], drugs: [] });
      // Nothing entered: nothing announced, the case still waits.
      expect(await readyOf(teleID)).toEqual({ ready: false, total: null });
    });

    it('Nurse enters costs and drugs; the board shows costs ready and the total, announced once', async () => {
      const res = await post(s.nurse, teleID, { costs: COSTS, drugs: DRUGS });
      expect(res).toEqual({ status: 200, body: { costs: COSTS, drugs: DRUGS } });

      const row = await eventually(async () => {
        const board = await app.request('GET', `/api/v1/tele?AppointDatetime=${TODAY}`, { token: s.nurse.token });
        const found = board.body.data.find((r: { teleID: string }) => r.teleID === teleID);
        return found?.costsReady ? found : undefined;
      });
      expect(row).toMatchObject({ teleID, flowStatus: 2, costsReady: true, costTotal: 440.5 });
      await eventually(async () => costEvents.length > 0);
      await new Promise((r) => setTimeout(r, 1500)); // several more polls
      expect(costEvents).toEqual([[{ teleID, userID: s.somchai.userID, flowStatus: 2, from: null, reason: 'costs' }, 'board:nurse']]);
      // the handler run again finds nothing new
      expect(await app.api.get(HisCostsPollHandler).poll({})).toBe(0);
    });

    it('the nurse notifies the costs (−3): allowed now that the HIS has them', async () => {
      const res = await app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: s.nurse.token, body: { flowStatus: -3 } });
      expect(res).toEqual({ status: 200, body: { result: 200, message: TELE_MESSAGES.costsNotified, data: { teleID, flowStatus: -3 } } });
      expect(await readyOf(teleID)).toEqual({ ready: true, total: 440.5 });
    });

    it('at most 50 rows of a kind on one case: the 50th is taken, the 51st is refused; DELETE clears for corrections', async () => {
      const other = await newCase(TODAY);
      const row = { svname: 'ค่าบริการ', totcost: 1, netdisc: 0, netcost: 1 };
      expect((await post(s.doctor, other, { costs: Array.from({ length: 49 }, () => row) })).status).toBe(200);
      const name200 = 'ย'.repeat(200);
      expect((await post(s.admin, other, { costs: [{ ...row, svname: name200 }] })).body.costs).toHaveLength(50);
      expect(await post(s.admin, other, { costs: [row] })).toEqual({
        status: 400,
        body: { statusCode: 400, message: HIS_STAND_IN_MESSAGES.tooManyRows('รายการค่าใช้จ่าย', 50) },
      });
      expect(await app.request('DELETE', ordersPath(other), { token: s.nurse.token })).toEqual({ status: 200, body: { costs: [], drugs: [] } });
      // a missing discount is 0 and a missing net is total − discount
      expect((await post(s.nurse, other, { costs: [{ svname: 'ค่ายา', totcost: 120, netdisc: 20 }] })).body.costs).toEqual([
        { svname: 'ค่ายา', totcost: 120, netdisc: 20, netcost: 100 },
      ]);
    });
  });

  describe('the poll itself', () => {
    beforeAll(async () => {
      // From here on the handler is run by hand: the worker's schedule is removed, and a run in flight finishes.
      await app.queue('tele').removeJobScheduler(HIS_COSTS_SCHEDULER_ID);
      await new Promise((r) => setTimeout(r, 1000));
    });

    it('asks about cases at 1, 2 and 3 with an appointment from 14 days ago; not older ones, not at 0, not after −3', async () => {
      const cases = {
        at14: await newCase(daysAgo(14), 1),
        at15: await newCase(daysAgo(15), 2),
        status0: await newCase(TODAY, 0),
        status3: await newCase(daysAgo(3), 3),
        notified: await newCase(TODAY, -3),
        noCosts: await newCase(TODAY, 2),
      };
      for (const [name, id] of Object.entries(cases)) {
        if (name !== 'noCosts') await enterLocalHisTeleOrders(db, id, { costs: [{ svname: 'ค่าบริการ', totcost: 100, netdisc: 0, netcost: 100 }] });
      }
      const handler = app.api.get(HisCostsPollHandler);
      expect(await handler.poll({})).toBe(2);
      expect(await readyOf(cases.at14)).toEqual({ ready: true, total: 100 });
      expect(await readyOf(cases.status3)).toEqual({ ready: true, total: 100 });
      for (const id of [cases.at15, cases.status0, cases.notified, cases.noCosts]) expect(await readyOf(id)).toEqual({ ready: false, total: null });
      // announced once: a second run (a retry, another worker) claims nothing
      expect(await handler.poll({})).toBe(0);
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE kind = 'realtime' AND name = 'tele.changed' AND payload->>'reason' = 'costs' AND payload->>'teleID' = ANY($1)`,
        [Object.values(cases)],
      );
      expect(n).toBe(2);
      // 'now' from the payload: a day later the case of 14 days ago would be out of the window
      const later = await newCase(daysAgo(14), 2);
      await enterLocalHisTeleOrders(db, later, { costs: [{ svname: 'ค่าบริการ', totcost: 10, netdisc: 0, netcost: 10 }] });
      expect(await handler.poll({ now: inBangkok().add(1, 'day').toISOString() })).toBe(0);
      expect(await handler.poll({ now: 'not a date' })).toBe(0);
      expect(await handler.poll({})).toBe(1);
    });

    it('two runs at once announce each case once', async () => {
      const ids = [await newCase(TODAY, 1), await newCase(TODAY, 2), await newCase(TODAY, 3)];
      for (const id of ids) await enterLocalHisTeleOrders(db, id, { costs: [{ svname: 'ค่ายา', totcost: 5, netdisc: 0, netcost: 5 }] });
      const handler = app.api.get(HisCostsPollHandler);
      const [a, b] = await Promise.all([handler.poll({}), handler.poll({})]);
      expect(a + b).toBe(3);
    });

    it('the public config tells the web the HIS is the stand-in', async () => {
      expect((await app.request('GET', '/api/config')).body.hisStandIn).toBe(true);
    });
  });
});

// care-services §2 Staff pages, §7 GET /api/v1/tele, /api/v1/networktele, /api/flow,
// /api/servicetype: the staff lists behind the live boards — filters, counts, who sees what,
// bad parameters, and the event a board room gets when a case moves.
import type { Socket } from 'socket.io-client';
import { DataSource, type EntityManager } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { TeleEvents } from '../src/index.js';
import { BOARD_MESSAGES, FLOW_STATUS_NAMES, bangkokDateKey, inBangkok } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('tele-board', () => {
  let app: TestApp;
  let db: DataSource;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const sockets: Socket[] = [];

  const D1 = `${inBangkok().year() + 2}-06-01`;
  const D2 = `${inBangkok().year() + 2}-06-02`;
  const TODAY = bangkokDateKey();

  interface CaseInput {
    user: string;
    serviceType: 1 | 2 | 3 | 5;
    date: string;
    time: string;
    status?: number;
    phone?: string;
    createdBy?: string;
    parent?: string;
  }

  async function insertCase(m: EntityManager | DataSource, c: CaseInput): Promise<string> {
    const slotType = c.serviceType === 3 ? null : { 1: 4, 2: 5, 5: 6 }[c.serviceType];
    const rows: Array<{ id: string }> = await m.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description, flow_status, created_by, parent_id)
     VALUES ($1, $2, $3, $4, $5, $6, 'อาการคัน', $7, $8, $9) RETURNING id`,
      [c.user, c.serviceType, slotType, c.date, c.time, c.phone ?? '', c.status ?? 0, c.createdBy ?? c.user, c.parent ?? null],
    );
    return rows[0].id;
  }

  const get = (path: string, who?: string) => app.request('GET', path, { token: who ? tokens[who] : undefined });
  const teleIDs = (res: { body: { data: Array<{ teleID: string }> } }) => res.body.data.map((r) => r.teleID);

  let cases: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
    // The demo seed puts cases on today's boards; this file counts its own.
    await db.query(`DELETE FROM tele_requests`);
    for (const a of DEMO_ACCOUNTS) {
      const key = a.role ?? ({ '1103702071811': 'patient', '3100600445635': 'patient2' } as Record<string, string>)[a.login] ?? 'patient3';
      const s = await app.login(a.login);
      tokens[key] = s.token;
      ids[key] = s.userID;
    }
    // A patient with a Latin name, for the case-insensitive keyword.
    const [john] = await db.query(
      `INSERT INTO users (password_hash, first_name, last_name, title_name, phone, hn, id_card)
     VALUES ('x', 'John', 'Smith', 'Mr. ', '0611111111', '7700001', '1234567890121') RETURNING id`,
    );
    ids.john = john.id;

    cases = {
      // D1: three telemedicine cases, out of time order on purpose
      a: await insertCase(db, { user: ids.patient, serviceType: 1, date: D1, time: '10:00', status: 0, phone: '0812345678' }),
      b: await insertCase(db, { user: ids.john, serviceType: 2, date: D1, time: '09:00', status: 2 }),
      c: await insertCase(db, { user: ids.patient2, serviceType: 5, date: D1, time: '11:00', status: 4 }),
      // D1: a consultation asked by the network nurse of the network doctor
      consult: await insertCase(db, { user: ids.patient2, serviceType: 3, date: D1, time: '13:00', status: 1, createdBy: ids.N_NURSE, parent: ids.N_DOCTOR }),
      // D2: one more case, and a consultation asked by the Admin of another doctor (none of the N_ users')
      d: await insertCase(db, { user: ids.patient, serviceType: 1, date: D2, time: '10:00', status: 5 }),
      consultOther: await insertCase(db, { user: ids.patient, serviceType: 3, date: D2, time: '14:00', status: 2, createdBy: ids.Admin }),
      // today
      today: await insertCase(db, { user: ids.john, serviceType: 2, date: TODAY, time: '08:30', status: 1 }),
    };
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app.close();
  });

  describe('GET /api/v1/tele (hospital staff)', () => {
    it('lists the cases of a date in appointment order, with counts per status', async () => {
      const res = await get(`/api/v1/tele?AppointDatetime=${D1}`, 'Nurse');
      expect(res.status).toBe(200);
      expect(teleIDs(res)).toEqual([cases.b, cases.a, cases.c, cases.consult]);
      const row = res.body.data[0];
      expect(row).toMatchObject({
        teleID: cases.b,
        fullName: 'Mr. John Smith',
        hn: '7700001',
        serviceType: 2,
        flowStatus: 2,
        flowStatusName: FLOW_STATUS_NAMES[2],
        appointDate: D1,
        appointTime: '09:00',
        imageCount: 0,
      });
      expect(row.appointDatetimeText).toContain(String(inBangkok().year() + 2 + 543));
      expect(res.body.counts).toEqual({ '0': 1, '1': 1, '2': 1, '3': 0, '-3': 0, '4': 1, '-5': 0, '5': 0, '6': 0, '7': 0 });
    });

    it('without a date lists today (Bangkok); AppointDatetime=all lists every date; an ISO time reads its Bangkok day', async () => {
      expect(teleIDs(await get('/api/v1/tele', 'Nurse'))).toEqual([cases.today]);
      const all = await get('/api/v1/tele?AppointDatetime=all', 'Nurse');
      expect(all.body.data).toHaveLength(Object.keys(cases).length);
      expect(teleIDs(all).indexOf(cases.today)).toBe(0); // today comes before the dates two years ahead
      const iso = await get(`/api/v1/tele?AppointDatetime=${encodeURIComponent(`${D2}T17:30:00.000Z`)}`, 'Nurse'); // 00:30 on D2+1 in Bangkok
      expect(iso.body.data).toEqual([]);
      const isoSameDay = await get(`/api/v1/tele?AppointDatetime=${encodeURIComponent(`${D1}T16:59:00.000Z`)}`, 'Nurse');
      expect(isoSameDay.body.data).toHaveLength(4);
    });

    it('filters by service type and by status; the counts ignore the status filter', async () => {
      const refill = await get(`/api/v1/tele?AppointDatetime=${D1}&ServiceType=2`, 'Nurse');
      expect(teleIDs(refill)).toEqual([cases.b]);
      expect(refill.body.counts['2']).toBe(1);
      expect(refill.body.counts['0']).toBe(0);
      expect(teleIDs(await get(`/api/v1/tele?AppointDatetime=${D1}&ServiceType=3`, 'Nurse'))).toEqual([cases.consult]);
      expect(teleIDs(await get(`/api/v1/tele?AppointDatetime=${D1}&ServiceType=all`, 'Nurse'))).toHaveLength(4);

      const nurseStatus = await get(`/api/v1/tele?AppointDatetime=${D1}&FlowStatus=0`, 'Nurse');
      expect(teleIDs(nurseStatus)).toEqual([cases.a]);
      expect(nurseStatus.body.counts).toMatchObject({ '0': 1, '1': 1, '2': 1, '4': 1 });
    });

    it('shows each board its statuses (boardOf)', async () => {
      const board = async (name: string) => teleIDs(await get(`/api/v1/tele?AppointDatetime=${D1}&Board=${name}`, 'Nurse'));
      expect(await board('nurse')).toEqual([cases.a, cases.consult]);
      expect(await board('doctor')).toEqual([cases.b]);
      expect(await board('finance')).toEqual([cases.c]);
      expect(await board('shipping')).toEqual([]);
      expect(teleIDs(await get(`/api/v1/tele?AppointDatetime=${D2}&Board=shipping`, 'Shipping'))).toEqual([cases.d]);
      // a status outside the board: nothing, not an error
      expect((await get(`/api/v1/tele?AppointDatetime=${D1}&Board=doctor&FlowStatus=0`, 'Nurse')).body.data).toEqual([]);
    });

    it('finds by name, HN, phone and national ID, any case; wildcards are literal', async () => {
      const find = async (k: string) => teleIDs(await get(`/api/v1/tele?AppointDatetime=all&Keyword=${encodeURIComponent(k)}`, 'Nurse'));
      expect(await find('john')).toEqual([cases.today, cases.b]);
      expect(await find('SMITH')).toEqual([cases.today, cases.b]);
      expect(await find('john smi')).toEqual([cases.today, cases.b]);
      expect(await find('สมชาย')).toEqual([cases.a, cases.d, cases.consultOther]);
      expect(await find('6500123')).toEqual([cases.a, cases.d, cases.consultOther]); // HN
      expect(await find('0611111')).toEqual([cases.today, cases.b]); // the patient's phone
      expect(await find('0812345678')).toEqual([cases.a, cases.d, cases.consultOther]); // profile phone (case a also on the case)
      expect(await find('3100600445635')).toEqual([cases.c, cases.consult]); // national ID
      expect(await find('%')).toEqual([]);
      expect(await find('_')).toEqual([]);
      const counted = await get(`/api/v1/tele?AppointDatetime=${D1}&Keyword=john`, 'Nurse');
      expect(counted.body.counts['2']).toBe(1);
      expect(counted.body.counts['0']).toBe(0);
    });

    it('is for hospital staff only: patients and network roles get 403, no token 401', async () => {
      for (const role of ['Admin', 'Medrec', 'Nurse', 'Finance', 'Shipping']) {
        expect((await get(`/api/v1/tele?AppointDatetime=${D1}`, role)).status).toBe(200);
      }
      for (const who of ['patient', 'patient2', 'patient3', 'N_DOCTOR', 'N_NURSE', 'N_HOSPITAL']) {
        const res = await get(`/api/v1/tele?AppointDatetime=${D1}`, who);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('ท่านไม่มีสิทธิ์เข้าถึงข้อมูลนี้');
      }
      expect((await get('/api/v1/tele')).status).toBe(401);
    });

    it('refuses bad parameters with a Thai 400', async () => {
      const cases400: Array<[string, string]> = [
        ['AppointDatetime=2026-02-30', BOARD_MESSAGES.dateInvalid],
        ['AppointDatetime=tomorrow', BOARD_MESSAGES.dateInvalid],
        [`AppointDatetime=${D1}&AppointDatetime=${D2}`, BOARD_MESSAGES.dateInvalid],
        ['ServiceType=4', BOARD_MESSAGES.serviceTypeInvalid],
        ['ServiceType=booking', BOARD_MESSAGES.serviceTypeInvalid],
        ['FlowStatus=9', BOARD_MESSAGES.flowStatusInvalid],
        ['FlowStatus=-1', BOARD_MESSAGES.flowStatusInvalid],
        ['Board=admin', BOARD_MESSAGES.boardInvalid],
        [`Keyword=${'a'.repeat(101)}`, BOARD_MESSAGES.keywordTooLong],
      ];
      for (const [query, message] of cases400) {
        const res = await get(`/api/v1/tele?${query}`, 'Nurse');
        expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
      }
    });
  });

  describe('GET /api/v1/networktele (network roles and Admin)', () => {
    it('shows a network user only the consultations they asked for or that were asked of them', async () => {
      expect(teleIDs(await get('/api/v1/networktele?AppointDatetime=all', 'N_NURSE'))).toEqual([cases.consult]);
      expect(teleIDs(await get('/api/v1/networktele?AppointDatetime=all', 'N_DOCTOR'))).toEqual([cases.consult]);
      const none = await get('/api/v1/networktele?AppointDatetime=all', 'N_HOSPITAL');
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual([]);
      expect(Object.values(none.body.counts).every((n) => n === 0)).toBe(true);
    });

    it('shows Admin every consultation and never a telemedicine case; filters and counts as the staff list', async () => {
      const all = await get('/api/v1/networktele?AppointDatetime=all', 'Admin');
      expect(teleIDs(all)).toEqual([cases.consult, cases.consultOther]);
      expect(all.body.counts).toMatchObject({ '1': 1, '2': 1, '0': 0 });
      expect(teleIDs(await get(`/api/v1/networktele?AppointDatetime=${D2}`, 'Admin'))).toEqual([cases.consultOther]);
      const status = await get('/api/v1/networktele?AppointDatetime=all&FlowStatus=2', 'Admin');
      expect(teleIDs(status)).toEqual([cases.consultOther]);
      expect(status.body.counts['1']).toBe(1);
      expect(teleIDs(await get('/api/v1/networktele?AppointDatetime=all&Keyword=มาลี', 'Admin'))).toEqual([cases.consult]);
      expect(teleIDs(await get(`/api/v1/networktele?AppointDatetime=${D1}`, 'N_NURSE'))).toEqual([cases.consult]);
      expect((await get('/api/v1/networktele', 'N_NURSE')).body.data).toEqual([]); // today: none
    });

    it('refuses hospital staff other than Admin and patients; bad parameters 400', async () => {
      for (const who of ['Nurse', 'Medrec', 'Finance', 'Shipping', 'patient']) {
        expect((await get('/api/v1/networktele', who)).status).toBe(403);
      }
      expect((await get('/api/v1/networktele')).status).toBe(401);
      const bad = await get('/api/v1/networktele?FlowStatus=abc', 'N_NURSE');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(BOARD_MESSAGES.flowStatusInvalid);
      expect((await get('/api/v1/networktele?AppointDatetime=31/12/2026', 'N_DOCTOR')).status).toBe(400);
    });
  });

  describe('GET /api/flow and /api/servicetype (no sign-in)', () => {
    it('lists every flowStatus with its Thai name', async () => {
      const res = await get('/api/flow');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(10);
      expect(res.body.data).toContainEqual({ flowStatus: -3, flowStatusName: FLOW_STATUS_NAMES[-3] });
      expect(res.body.data[0]).toEqual({ flowStatus: 0, flowStatusName: FLOW_STATUS_NAMES[0] });
    });

    it('lists the telemedicine and in-person service types, each with its kind', async () => {
      const res = await get('/api/servicetype');
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { kind: string; serviceType: number }) => `${r.kind}:${r.serviceType}`)).toEqual([
        'tele:1', 'tele:2', 'tele:5', 'tele:3', 'booking:1', 'booking:2',
      ]);
      expect(res.body.data).toContainEqual({ serviceType: 1, serviceTypeName: 'ในเวลาราชการ', kind: 'booking', slotType: 1 });
      expect(res.body.data).toContainEqual({ serviceType: 2, serviceTypeName: 'คลินิกพิเศษนอกเวลา', kind: 'booking', slotType: 2 });
    });
  });

  describe('live boards', () => {
    it('a moved case reaches the board rooms it left and entered, after commit, and not the others', async () => {
      const open = (who: string) => openSocket(app.baseUrl, tokens[who], sockets);
      const nurse = open('Nurse');
      const finance = open('Finance');
      const network = open('N_NURSE');
      await Promise.all([connected(nurse), connected(finance), connected(network)]);
      expect(await joinRoom(nurse, 'board:nurse')).toEqual({ ok: true });
      expect(await joinRoom(nurse, 'board:doctor')).toEqual({ ok: true });
      expect(await joinRoom(finance, 'board:finance')).toEqual({ ok: true });
      expect(await joinRoom(network, 'board:network')).toEqual({ ok: true });
      const got: Record<string, Array<[unknown, string]>> = { nurse: [], finance: [], network: [] };
      nurse.on('tele.changed', (e, room) => got.nurse.push([e, room]));
      finance.on('tele.changed', (e, room) => got.finance.push([e, room]));
      network.on('tele.changed', (e, room) => got.network.push([e, room]));

      const events = app.api.get(TeleEvents);
      await db.transaction(async (m) => {
        await m.query(`UPDATE tele_requests SET flow_status = 2 WHERE id = $1`, [cases.a]);
        await events.changed(m, { teleID: cases.a, userID: ids.patient, serviceType: 1, flowStatus: 2 }, 'transition', 0);
      });
      await eventually(async () => got.nurse.length > 0);
      await new Promise((r) => setTimeout(r, 300));
      // once per socket, for the first of its rooms
      expect(got.nurse).toEqual([[{ teleID: cases.a, userID: ids.patient, flowStatus: 2, from: 0, reason: 'transition' }, 'board:doctor']]);
      expect(got.finance).toEqual([]);
      expect(got.network).toEqual([]);
      const doctorBoard = await get(`/api/v1/tele?AppointDatetime=${D1}&Board=doctor`, 'Nurse');
      expect(teleIDs(doctorBoard)).toEqual([cases.b, cases.a]);

      // a consultation also reaches the network board
      await db.transaction(async (m) => {
        await m.query(`UPDATE tele_requests SET flow_status = 2 WHERE id = $1`, [cases.consult]);
        await events.changed(m, { teleID: cases.consult, userID: ids.patient2, serviceType: 3, flowStatus: 2 }, 'transition', 1);
      });
      await eventually(async () => got.network.length > 0);
      expect(got.network[0][1]).toBe('board:network');
    });
  });
});

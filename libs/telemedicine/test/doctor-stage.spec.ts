// Issue 35 item 1, the doctor's screen: a network doctor (N_DOCTOR) reads a hospital case at the
// doctor stage (2, 'พบแพทย์'), moves it 2 → 3 ('แพทย์ตรวจแล้ว') through the same command as the
// nurse, and nothing else; the doctor's board (GET /api/v1/doctortele) lists today's stage-2 cases
// in queue order. docs/decisions.md "Issue 35 item 1: the doctor's screen".
import { DataSource, type EntityManager } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { TELE_MESSAGES, bangkokDateKey, inBangkok } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('doctor-stage', () => {
  let app: TestApp;
  let db: DataSource;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const TODAY = bangkokDateKey();
  const LATER = `${inBangkok().year() + 2}-06-01`;

  async function insertCase(m: EntityManager | DataSource, c: { user: string; serviceType: 1 | 2 | 3 | 5; date: string; time: string; status: number; parent?: string }): Promise<string> {
    const slotType = c.serviceType === 3 ? null : { 1: 4, 2: 5, 5: 6 }[c.serviceType];
    const rows: Array<{ id: string }> = await m.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description, flow_status, created_by, parent_id)
     VALUES ($1, $2, $3, $4, $5, '', 'ผื่นคันที่แขน', $6, $7, $8) RETURNING id`,
      [c.user, c.serviceType, slotType, c.date, c.time, c.status, c.user, c.parent ?? null],
    );
    return rows[0].id;
  }

  const get = (path: string, who: string) => app.request('GET', path, { token: tokens[who] });
  const move = (who: string, teleID: string, flowStatus: number) => app.request('PUT', `/api/v1/tele/transfer/${teleID}`, { token: tokens[who], body: { flowStatus } });

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
    cases = {
      // today at the doctor stage, booked out of time order on purpose
      second: await insertCase(db, { user: ids.patient, serviceType: 1, date: TODAY, time: '10:00', status: 2 }),
      first: await insertCase(db, { user: ids.patient2, serviceType: 5, date: TODAY, time: '09:00', status: 2 }),
      // not the doctor's: at the nurse's first step, paid, another day, another doctor's consultation
      initial: await insertCase(db, { user: ids.patient, serviceType: 1, date: TODAY, time: '11:00', status: 0 }),
      paid: await insertCase(db, { user: ids.patient2, serviceType: 2, date: TODAY, time: '12:00', status: 5 }),
      later: await insertCase(db, { user: ids.patient, serviceType: 1, date: LATER, time: '09:00', status: 2 }),
      consultOther: await insertCase(db, { user: ids.patient2, serviceType: 3, date: TODAY, time: '08:00', status: 2, parent: ids.Admin }),
      seen: await insertCase(db, { user: ids.patient, serviceType: 1, date: TODAY, time: '13:00', status: 3 }),
    };
  });
  afterAll(async () => {
    await app.close();
  });

  describe('the network doctor reads a hospital case at the doctor stage only', () => {
    it('reads a stage-2 case (the case and its staff detail)', async () => {
      const res = await get(`/api/v1/tele/${cases.first}`, 'N_DOCTOR');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ teleID: cases.first, flowStatus: 2, description: 'ผื่นคันที่แขน' });
      expect((await get(`/api/v1/tele/info/${cases.first}`, 'N_DOCTOR')).status).toBe(200);
    });

    it('does not read a case at 0 or 5, nor another doctor\'s consultation (404, as a case that does not exist)', async () => {
      for (const teleID of [cases.initial, cases.paid, cases.consultOther]) {
        const res = await get(`/api/v1/tele/${teleID}`, 'N_DOCTOR');
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(TELE_MESSAGES.teleNotFound);
      }
    });

    it('the network nurse does not read a stage-2 hospital case', async () => {
      expect((await get(`/api/v1/tele/${cases.first}`, 'N_NURSE')).status).toBe(404);
    });

    it("a patient does not read another patient's case", async () => {
      expect((await get(`/api/v1/tele/${cases.first}`, 'patient')).status).toBe(404);
      expect((await get(`/api/v1/tele/${cases.first}`, 'patient2')).status).toBe(200);
    });
  });

  describe('GET /api/v1/doctortele: the doctor\'s board', () => {
    it("lists today's stage-2 hospital cases in queue order (appointment time), nothing else", async () => {
      const res = await get('/api/v1/doctortele', 'N_DOCTOR');
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.first, cases.second]);
      expect(res.body.data.every((r: { flowStatus: number }) => r.flowStatus === 2)).toBe(true);
    });

    it('is refused to a patient and to the network nurse (403)', async () => {
      expect((await get('/api/v1/doctortele', 'patient')).status).toBe(403);
      expect((await get('/api/v1/doctortele', 'N_NURSE')).status).toBe(403);
    });
  });

  describe("the doctor's moves: only 2 → 3, through the nurse's command", () => {
    it('cannot move 3 → −3 nor 0 → 1 (403 with the Thai reason), and nothing changes', async () => {
      for (const [teleID, to] of [[cases.seen, -3], [cases.initial, 1]] as const) {
        const res = await move('N_DOCTOR', teleID, to);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(TELE_MESSAGES.doctorMovesOnlySeen);
      }
      const rows = await db.query(`SELECT id, flow_status FROM tele_requests WHERE id = ANY($1::uuid[]) ORDER BY appoint_time`, [[cases.initial, cases.seen]]);
      expect(rows.map((r: { flow_status: number }) => r.flow_status)).toEqual([0, 3]);
    });

    it('cannot move a stage-2 case anywhere but 3 (2 → −3 refused)', async () => {
      const res = await move('N_DOCTOR', cases.second, -3);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(TELE_MESSAGES.doctorMovesOnlySeen);
    });

    it('moves 2 → 3: the case is at 3, its transition row is the doctor\'s, and it leaves the board', async () => {
      const res = await move('N_DOCTOR', cases.first, 3);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ teleID: cases.first, flowStatus: 3 });
      const [row] = await db.query(`SELECT flow_status FROM tele_requests WHERE id = $1`, [cases.first]);
      expect(row.flow_status).toBe(3);
      const history = await db.query(`SELECT from_status, to_status, by_user, by_role FROM tele_transitions WHERE tele_id = $1`, [cases.first]);
      expect(history).toEqual([{ from_status: 2, to_status: 3, by_user: ids.N_DOCTOR, by_role: 'N_DOCTOR' }]);
      // Moved on, the case is no longer the doctor's to read, nor on their board.
      expect((await get(`/api/v1/tele/${cases.first}`, 'N_DOCTOR')).status).toBe(404);
      const board = await get('/api/v1/doctortele', 'N_DOCTOR');
      expect(board.body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.second]);
    });

    it('a second 2 → 3 on the same case is refused (403: it is no longer at the doctor stage)', async () => {
      expect((await move('N_DOCTOR', cases.first, 3)).status).toBe(403);
    });
  });
});

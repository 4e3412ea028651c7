// care-services §2 /consult/{userID}, §3 Consultation, §5 Consultation, §7 POST /api/v1/consult
// and GET /api/v1/user/role/N_DOCTOR: a network hospital asks a doctor to see its patient.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { MESSAGES, TELE_MESSAGES, inBangkok } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { deliverAgain, eventsWhere } from '../../../test/deliver-again.js';
import { nextOpenMonday } from '../../../test/fixtures/open-monday.js';

describe('tele-consult', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let patientID: string;

  /** The next Monday at least a week ahead (a weekday, never past). */
  const nextMonday = nextOpenMonday; // issue 35 item 2: never a substitute Monday

  beforeAll(async () => {
    app = await startTestApp();
    for (const a of DEMO_ACCOUNTS) {
      const s = await app.login(a.login);
      tokens[a.role ?? a.login] = s.token;
      ids[a.role ?? a.login] = s.userID;
    }
    patientID = ids['1103702071811'];
  });
  afterAll(() => app.close());

  async function cases(): Promise<number> {
    const [{ n }] = await app.api.get(DataSource).query(`SELECT count(*)::int AS n FROM tele_requests WHERE service_type = 3`);
    return n;
  }

  describe('the doctor list', () => {
    it('lists the N_DOCTOR users with their names', async () => {
      const res = await app.request('GET', '/api/v1/user/role/N_DOCTOR', { token: tokens.N_NURSE });
      expect(res.status).toBe(200);
      expect(res.body.data).toContainEqual({ userID: ids.N_DOCTOR, fullName: 'คุณแพทย์ ผิวหนัง', role: 'N_DOCTOR' });
      expect(res.body.data.every((d: { role: string }) => d.role === 'N_DOCTOR')).toBe(true);
    });

    it('is not a way to list other roles or for patients', async () => {
      expect((await app.request('GET', '/api/v1/user/role/Admin', { token: tokens.N_NURSE })).status).toBe(404);
      expect((await app.request('GET', '/api/v1/user/role/N_DOCTOR', { token: tokens['1103702071811'] })).status).toBe(403);
    });
  });

  describe('POST /api/v1/consult', () => {
    const body = () => ({ userID: patientID, parentID: ids.N_DOCTOR, serviceType: 3, appointDatetime: `${nextMonday()}T10:00`, description: 'ผื่นแดงที่แขน 2 สัปดาห์' });

    it('creates a consultation of service type 3 for the asked doctor, seen by the asker and the doctor only', async () => {
      const res = await app.request('POST', '/api/v1/consult', { token: tokens.N_NURSE, body: body() });
      expect(res.status).toBe(200);
      const teleID = res.body.data.teleID;
        const [row] = await app.api.get(DataSource).query(`SELECT service_type, slot_type, parent_id, created_by, flow_status, appoint_time FROM tele_requests WHERE id = $1`, [teleID]);
      expect(row).toEqual({ service_type: 3, slot_type: null, parent_id: ids.N_DOCTOR, created_by: ids.N_NURSE, flow_status: 0, appoint_time: '10:00' });
      // The same time twice is fine: a consultation takes no telemedicine slot.
      expect((await app.request('POST', '/api/v1/consult', { token: tokens.N_NURSE, body: body() })).status).toBe(200);
    });

    it("tells the patient on LINE once: the notifications module's reaction to 'tele.created', however often it is delivered", async () => {
      const date = nextMonday();
      const res = await app.request('POST', '/api/v1/consult', { token: tokens.N_NURSE, body: { ...body(), appointDatetime: `${date}T11:00` } });
      expect(res.status).toBe(200);
      const teleID: string = res.body.data.teleID;
      const events = await eventsWhere(app, 'tele.created', 'teleID', teleID);
      expect(events.map((e) => e.payload)).toEqual([
        { teleID, userID: patientID, serviceType: 3, appointDate: date, appointTime: '11:00', byUserID: ids.N_NURSE, byRole: 'N_NURSE' },
      ]);
      const db = app.api.get(DataSource);
      const jobs = () => db.query(`SELECT payload FROM outbox WHERE kind = 'job' AND name = 'line.push' AND payload->>'key' = $1`, [`tele:${teleID}:created`]);
      const [job] = await eventually(async () => ((await jobs()).length > 0 ? await jobs() : undefined), 15_000);
      expect(job.payload).toEqual({ userID: patientID, key: `tele:${teleID}:created`, text: expect.stringMatching(/^โรงพยาบาลได้นัดปรึกษาแพทย์ให้ท่าน วันที่ .* 11:00 น\. เจ้าหน้าที่จะติดต่อท่านก่อนเวลานัด$/) });
      await deliverAgain(app, events);
      expect(await jobs()).toHaveLength(1);
    });

    it.each([
      ['no symptoms', { description: '  ' }, TELE_MESSAGES.consultDescriptionRequired],
      ['no doctor', { parentID: '' }, TELE_MESSAGES.consultDoctorRequired],
      ['a malformed date', { appointDatetime: '2026-13-01T10:00' }, TELE_MESSAGES.consultDateRequired],
      ['a Saturday', { appointDatetime: `${inBangkok(nextMonday()).add(5, 'day').format('YYYY-MM-DD')}T10:00` }, TELE_MESSAGES.consultWeekend],
      ['yesterday', { appointDatetime: `${inBangkok().subtract(1, 'day').format('YYYY-MM-DD')}T10:00` }, null],
      ['a doctor who is not N_DOCTOR', { parentID: '00000000-0000-4000-8000-000000000000' }, TELE_MESSAGES.consultDoctorUnknown],
    ])('refuses %s with the Thai message and saves nothing', async (_name, change, message) => {
      const before = await cases();
      const res = await app.request('POST', '/api/v1/consult', { token: tokens.N_NURSE, body: { ...body(), ...change } });
      expect(res.status).toBe(400);
      // Yesterday may be a weekend: either message is the rule's.
      if (message) expect(res.body.message).toBe(message);
      else expect([TELE_MESSAGES.consultPast, TELE_MESSAGES.consultWeekend]).toContain(res.body.message);
      expect(await cases()).toBe(before);
    });

    it('answers 404 for a patient that does not exist or is staff', async () => {
      for (const userID of ['00000000-0000-4000-8000-000000000000', ids.Nurse]) {
        const res = await app.request('POST', '/api/v1/consult', { token: tokens.N_NURSE, body: { ...body(), userID } });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MESSAGES.patientNotFound);
      }
    });

    it('is for network hospitals and Admin', async () => {
      for (const who of ['Nurse', 'Finance', '1103702071811']) {
        expect((await app.request('POST', '/api/v1/consult', { token: tokens[who], body: body() })).status).toBe(403);
      }
      expect((await app.request('POST', '/api/v1/consult', { body: body() })).status).toBe(401);
    });
  });
});

// DESIGN.md security decisions: staff access to patient data is written to the audit log
// (by the worker, from a job written with the access); a person's own reads are not.
import { DataSource } from 'typeorm';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('patient-access-audit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(() => app?.close());

  const entries = (subject: string) =>
    app.api.get(DataSource).query(`SELECT action, user_id, subject_id FROM audit_log WHERE subject_id = $1 ORDER BY id`, [subject]);

  it('records a nurse opening a patient profile, and not the patient opening their own', async () => {
    const patient = await app.login('1103702071811');
    const nurse = await app.login('nurse@demo.skin.go.th');
    expect((await app.request('GET', '/api/v1/profile', { token: patient.token })).status).toBe(200);
    expect((await app.request('GET', `/api/v1/user/Id/${patient.userID}`, { token: patient.token })).status).toBe(200);
    expect((await app.request('GET', `/api/v1/user/Id/${patient.userID}`, { token: nurse.token })).status).toBe(200);
    const rows = await eventually(async () => {
      const found = await entries(patient.userID);
      return found.length > 0 && found;
    });
    expect(rows).toEqual([{ action: 'profile.read', user_id: nurse.userID, subject_id: patient.userID }]);
  });

  it('records staff creating a patient', async () => {
    const medrec = await app.login('medrec@demo.skin.go.th');
    const res = await app.request('POST', '/api/v1/childuser', {
      token: medrec.token,
      body: { titleKey: '003', firstName: 'ทดสอบ', lastName: 'บันทึก', idCard: '1909800012346', birthDate: '1990-01-01', phone: '0812345678' },
    });
    expect(res.body).toMatchObject({ status: 200 });
    const rows = await eventually(async () => {
      const found = await entries(res.body.userId);
      return found.length > 0 && found;
    });
    expect(rows).toEqual([{ action: 'patient.create', user_id: medrec.userID, subject_id: res.body.userId }]);
  });
});

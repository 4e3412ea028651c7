// care-services §2 Staff pages (report table), §3 Report row, §7 GET /api/v1/data/report
// ?PageNumber&PageSize: the visits' note rows from the HIS stand-in, paged; for the
// telemedicine hospital's own account and Admin only.
import { DataSource } from 'typeorm';
import { MESSAGES, PATIENT_SEARCH_MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('report', () => {
  let app: TestApp;
  let tele: string;

  beforeAll(async () => {
    app = await startTestApp();
    tele = (await app.login('telehospital@demo.skin.go.th')).token;
  });
  afterAll(() => app?.close());

  const db = (sql: string, params: unknown[] = []) => app.api.get(DataSource).query(sql, params);
  const report = (query: string, token = tele) => app.request('GET', `/api/v1/data/report${query}`, { token });
  const FIELDS = ['piNote', 'peNote', 'nurseNote', 'visitKey', 'hxNote', 'searchCode', 'rosNote', 'ccNote'].sort();

  it('answers the note rows of §3 with the total, a page at a time, every visit once', async () => {
    const [{ n }] = await db(`SELECT count(*)::int AS n FROM his.clinic_visits`);
    expect(n).toBeGreaterThan(3);
    const first = await report('?PageNumber=1&PageSize=50');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCount: n, pageNumber: 1, pageSize: 50 });
    expect(first.body.data).toHaveLength(Math.min(50, n));
    for (const row of first.body.data) {
      expect(Object.keys(row).sort()).toEqual(FIELDS);
      for (const field of FIELDS) expect(typeof row[field]).toBe('string');
    }
    // A saved CCNote shows in its row.
    const key = first.body.data[0].visitKey;
    await db(`UPDATE his.clinic_visits SET cc_note = 'ติดตามอาการผื่น 2 สัปดาห์' WHERE clinic_visit_key = $1`, [key]);
    const again = await report('?PageNumber=1&PageSize=50');
    expect(again.body.data.find((r: { visitKey: string }) => r.visitKey === key).ccNote).toBe('ติดตามอาการผื่น 2 สัปดาห์');

    // Pages of 2 cover every visit exactly once.
    const keys: string[] = [];
    for (let page = 1; page <= Math.ceil(n / 2); page++) {
      const res = await report(`?PageNumber=${page}&PageSize=2`);
      expect(res.body).toMatchObject({ totalCount: n, pageNumber: page, pageSize: 2 });
      keys.push(...res.body.data.map((r: { visitKey: string }) => r.visitKey));
    }
    expect(keys).toHaveLength(n);
    expect(new Set(keys).size).toBe(n);
    // Past the end: no rows, the total still.
    expect((await report(`?PageNumber=${n + 5}&PageSize=2`)).body).toEqual({ data: [], totalCount: n, pageNumber: n + 5, pageSize: 2 });
    // Defaults: page 1 of 50.
    expect((await report('')).body).toMatchObject({ pageNumber: 1, pageSize: 50, totalCount: n });
  });

  it.each(['?PageSize=51', '?PageSize=0', '?PageNumber=0', '?PageNumber=abc'])('%s → 400 with the Thai message', async (q) => {
    expect(await report(q)).toMatchObject({ status: 400, body: { message: PATIENT_SEARCH_MESSAGES.badPage } });
  });

  it('Admin may read it; other staff, other network accounts and patients may not; anonymous 401', async () => {
    expect((await report('?PageNumber=1&PageSize=5', (await app.login('admin@demo.skin.go.th')).token)).status).toBe(200);
    for (const login of ['network@demo.skin.go.th', 'doctor@demo.skin.go.th', 'nurse@demo.skin.go.th', 'medrec@demo.skin.go.th', '1103702071811']) {
      const { token } = await app.login(login);
      expect(await report('?PageNumber=1&PageSize=5', token)).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    expect((await app.request('GET', '/api/v1/data/report')).status).toBe(401);
  });
});

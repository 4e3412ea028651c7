// Issue 14 item 5, the audit viewer: GET /api/v1/audit/log — Admin searches who signed in and
// who read or changed which patient's data, when and from where; newest first, paged, with
// filters for the person, the patient, the action and the days. Everyone else: 403.
import { DataSource } from 'typeorm';
import { AUDIT_PAGE_SIZE, AUDIT_SEARCH_MAX_LENGTH, AUDIT_VIEWER_MESSAGES, MESSAGES, PATIENT_SEARCH_MESSAGES, REPORT_FILTER_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('audit-viewer', () => {
  let app: TestApp;
  let admin: { token: string; userID: string };
  let nurse: { token: string; userID: string };
  let patient: { token: string; userID: string };
  let hn: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    patient = await app.login('1103702071811');
    nurse = await app.login('nurse@demo.skin.go.th');
    admin = await app.login('admin@demo.skin.go.th');
    await app.request('POST', '/api/v1/identity/login', { body: { email: 'nurse@demo.skin.go.th', password: 'WrongPass#1' }, headers: { 'user-agent': 'AuditViewerTest/1.0' } });
    expect((await app.request('GET', `/api/v1/user/Id/${patient.userID}`, { token: nurse.token })).status).toBe(200);
    hn = (await app.api.get(DataSource).query(`SELECT hn FROM users WHERE id = $1`, [patient.userID]))[0].hn;
    // The worker writes the rows: 4 sign-ins and the nurse's read.
    await eventually(async () => (await app.api.get(DataSource).query(`SELECT count(*)::int AS n FROM audit_log`))[0].n >= 5);
  });
  afterAll(() => app?.close());

  const search = (query = '', token = admin.token) => app.request('GET', `/api/v1/audit/log${query}`, { token });

  it('lists the sign-ins and the nurse reading the patient, newest first, with names, patient, time and address', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 5, pageNumber: 1, pageSize: AUDIT_PAGE_SIZE });
    const times = res.body.data.map((r: { at: string }) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const read = res.body.data.find((r: { action: string }) => r.action === 'profile.read');
    expect(read).toMatchObject({
      actionName: 'เปิดดูข้อมูลผู้ป่วย',
      actorID: nurse.userID,
      actorName: 'คุณพยาบาล ใจดี',
      actorRole: 'Nurse',
      patientID: patient.userID,
      patientName: expect.stringContaining('สมชาย'),
      patientHN: hn,
      success: true,
    });
    const failed = res.body.data.find((r: { action: string; success: boolean }) => r.action === 'signIn' && !r.success);
    // A refused sign-in names no account: the login typed, the address and the browser say who tried.
    expect(failed).toMatchObject({ actionName: 'เข้าสู่ระบบ', login: 'nurse@demo.skin.go.th', actorID: null, userAgent: 'AuditViewerTest/1.0', ip: expect.any(String) });
  });

  it('filters by action, person, patient and days', async () => {
    const signIns = (await search('?action=signIn')).body;
    expect(signIns.totalCount).toBe(4);
    expect(signIns.data.every((r: { action: string }) => r.action === 'signIn')).toBe(true);
    const byNurse = (await search(`?actor=${encodeURIComponent('พยาบาล ใจ')}`)).body;
    expect(byNurse.data.map((r: { action: string; success: boolean }) => `${r.action}:${r.success}`).sort()).toEqual(['profile.read:true', 'signIn:true']);
    // The login typed finds the refused attempt too.
    expect((await search('?actor=nurse@demo')).body.data.map((r: { success: boolean }) => r.success).sort()).toEqual([false, true, true]);
    expect((await search(`?actor=${nurse.userID}&action=profile.read`)).body.totalCount).toBe(1);
    expect((await search('?actor=admin@demo')).body.data.map((r: { actorID: string }) => r.actorID)).toEqual([admin.userID]);
    for (const who of [hn, patient.userID, encodeURIComponent('สมชาย')]) {
      const rows = (await search(`?patient=${who}`)).body.data;
      expect(rows.map((r: { action: string; actorID: string }) => [r.action, r.actorID])).toEqual([['profile.read', nurse.userID]]);
    }
    const today = bangkokDateKey();
    expect((await search(`?from=${today}&to=${today}`)).body.totalCount).toBe(5);
    expect((await search('?from=2020-01-01&to=2020-01-31')).body).toMatchObject({ data: [], totalCount: 0 });
    expect((await search('?actor=nobody-here')).body.totalCount).toBe(0);
  });

  it('pages: every row once over the pages, the total on each', async () => {
    const all = (await search()).body.data.map((r: { id: string }) => r.id);
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await search(`?PageNumber=${page}&PageSize=2`);
      expect(res.body).toMatchObject({ totalCount: 5, pageNumber: page, pageSize: 2 });
      paged.push(...res.body.data.map((r: { id: string }) => r.id));
    }
    expect(paged).toEqual(all);
    expect((await search(`?PageSize=${AUDIT_PAGE_SIZE}`)).status).toBe(200);
  });

  it.each([
    [`?PageSize=${AUDIT_PAGE_SIZE + 1}`, PATIENT_SEARCH_MESSAGES.badPage],
    ['?PageNumber=0', PATIENT_SEARCH_MESSAGES.badPage],
    ['?action=delete.everything', AUDIT_VIEWER_MESSAGES.badAction],
    ['?from=2026-03-03&to=2026-03-01', REPORT_FILTER_MESSAGES.reversed],
    ['?from=2026-02-30', REPORT_FILTER_MESSAGES.badDate],
    [`?actor=${'ก'.repeat(AUDIT_SEARCH_MAX_LENGTH + 1)}`, AUDIT_VIEWER_MESSAGES.badSearch],
  ])('%s → 400 with the Thai message', async (query, message) => {
    expect(await search(query)).toMatchObject({ status: 400, body: { message } });
  });

  it(`takes a search of ${AUDIT_SEARCH_MAX_LENGTH} characters`, async () => {
    expect((await search(`?actor=${'ก'.repeat(AUDIT_SEARCH_MAX_LENGTH)}`)).status).toBe(200);
  });

  it('is for Admin only: other staff, network accounts and patients 403, anonymous 401', async () => {
    for (const login of ['medrec@demo.skin.go.th', 'finance@demo.skin.go.th', 'shipping@demo.skin.go.th', 'network@demo.skin.go.th', 'telehospital@demo.skin.go.th']) {
      const { token } = await app.login(login);
      expect(await search('', token)).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    expect((await search('', nurse.token)).status).toBe(403);
    expect((await search('', patient.token)).status).toBe(403);
    expect((await app.request('GET', '/api/v1/audit/log')).status).toBe(401);
  });

  it('issue 35 item 2: the nurse reading one patient 30 times in 5 minutes is one line counted 30; a change between is its own line', async () => {
    const db = app.api.get(DataSource);
    const at = (minutes: number) => new Date(Date.parse('2026-12-01T09:00:00+07:00') + minutes * 60_000).toISOString();
    const act = (key: string, action: string, minutes: number) =>
      db.query(`INSERT INTO audit_log (job_id, action, user_id, subject_id, success, at) VALUES ($1, $2, $3, $4, true, $5)`, [key, action, nurse.userID, patient.userID, at(minutes)]);
    try {
      for (let i = 0; i < 30; i++) await act(`viewer-group-${i}`, 'tele.read', i * 0.1);
      await act('viewer-group-change', 'tele.update', 3.5);
      await act('viewer-group-after', 'tele.read', 4);
      const res = await search('?from=2026-12-01&to=2026-12-01');
      expect(res.body.totalCount).toBe(3);
      expect(res.body.data.map((r: { action: string; count: number }) => [r.action, r.count])).toEqual([
        ['tele.read', 1],
        ['tele.update', 1],
        ['tele.read', 30],
      ]);
      expect(res.body.data[2]).toMatchObject({ firstAt: at(0), at: at(2.9), patientID: patient.userID, actorID: nurse.userID });
    } finally {
      await db.query(`DELETE FROM audit_log WHERE job_id LIKE 'viewer-group-%'`);
    }
  });
});

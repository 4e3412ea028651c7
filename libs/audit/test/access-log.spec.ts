// Issue 15 item 4, "who has looked at my record": GET /api/v1/me/access-log answers the signed-in
// person's entries of the audit log — staff reads and changes of their data, newest first, paged,
// the role in Thai (the name only where ACCESS_LOG_SHOW_STAFF_NAMES allows), their own reads left out.
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../core/src/index.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('access-log', () => {
  let app: TestApp;
  let db: DataSource;
  let people: Record<string, Session>;
  let caseID: string;

  const log = (who: Session, query = '') => app.request('GET', `/api/v1/me/access-log${query}`, { token: who.token });
  const auditRows = async (subject: string) => (await db.query(`SELECT count(*)::int AS n FROM audit_log WHERE subject_id = $1`, [subject]))[0].n as number;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    people = await signInAll(app, ['somchai', 'malee', 'nurse', 'admin']);
    const rows: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, 1, 4, DATE '2031-03-04', '09:00', 'ผื่นคันที่แขน', $1) RETURNING id`,
      [people.somchai.userID],
    );
    caseID = rows[0].id;
  });
  afterAll(() => app?.close());

  it('shows a nurse opening the case and then the profile, newest first, in Thai; the patient’s own reads are left out', async () => {
    const { somchai, nurse } = people;
    // the patient's own reads: never in their log
    expect((await app.request('GET', '/api/v1/profile', { token: somchai.token })).status).toBe(200);
    expect((await app.request('GET', `/api/v1/mytele/${caseID}`, { token: somchai.token })).status).toBe(200);
    expect((await app.request('GET', `/api/v1/tele/info/${caseID}`, { token: nurse.token })).status).toBe(200);
    await eventually(async () => (await auditRows(somchai.userID)) === 1);
    expect((await app.request('GET', `/api/v1/user/Id/${somchai.userID}`, { token: nurse.token })).status).toBe(200);
    await eventually(async () => (await auditRows(somchai.userID)) === 2);

    const res = await log(somchai);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, pageNumber: 1, pageSize: 20 });
    expect(res.body.data).toEqual([
      { at: expect.any(String), firstAt: expect.any(String), count: 1, role: 'พยาบาล', staffName: null, caregiverName: null, action: 'เปิดดูข้อมูลส่วนตัวของคุณ', where: 'หน้าข้อมูลผู้ป่วย' },
      { at: expect.any(String), firstAt: expect.any(String), count: 1, role: 'พยาบาล', staffName: null, caregiverName: null, action: 'เปิดดูคำขอรับบริการ Telemedicine ของคุณ', where: 'กระดานงานหรือรายงาน Telemedicine' },
    ]);
    expect(res.body.data[0].at >= res.body.data[1].at).toBe(true);
  });

  it('gives another patient only their own log (nothing of this person’s), and nobody without a token', async () => {
    const res = await log(people.malee);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], totalCount: 0 });
    expect((await app.request('GET', '/api/v1/me/access-log')).status).toBe(401);
  });

  it('pages: 1 entry a page at PageSize=1, 100 allowed, 101 refused in Thai', async () => {
    const first = await log(people.somchai, '?PageSize=1');
    const second = await log(people.somchai, '?PageSize=1&PageNumber=2');
    expect(first.body.data).toHaveLength(1);
    expect(second.body.data).toHaveLength(1);
    expect(first.body.data[0].action).toBe('เปิดดูข้อมูลส่วนตัวของคุณ');
    expect(second.body.data[0].action).toBe('เปิดดูคำขอรับบริการ Telemedicine ของคุณ');
    expect((await log(people.somchai, '?PageSize=100')).status).toBe(200);
    const tooMany = await log(people.somchai, '?PageSize=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await log(people.somchai, '?PageNumber=0')).status).toBe(400);
  });

  it('names the staff member only where the hospital turns ACCESS_LOG_SHOW_STAFF_NAMES on', async () => {
    const config = app.api.get<AppConfig>(APP_CONFIG);
    const [nurseRow] = await db.query(`SELECT trim(coalesce(title_name, '') || first_name || ' ' || last_name) AS name FROM users WHERE id = $1`, [people.nurse.userID]);
    config.accessLogShowStaffNames = true;
    try {
      const res = await log(people.somchai);
      expect(res.body.data.map((e: { staffName: string }) => e.staffName)).toEqual([nurseRow.name, nurseRow.name]);
    } finally {
      config.accessLogShowStaffNames = false;
    }
    expect((await log(people.somchai)).body.data[0].staffName).toBeNull();
  });

  describe('issue 35 item 2: repeated reads within 5 minutes are one line with a count', () => {
    let n = 0;
    /** An audit row of the nurse acting on `subject`'s data, `minutes` after 09:00 (Bangkok) of 1 Dec 2026. */
    const act = (subject: string, action: string, minutes: number, actor = people.nurse.userID) =>
      db.query(`INSERT INTO audit_log (job_id, action, user_id, subject_id, success, at) VALUES ($1, $2, $3, $4, true, $5)`, [
        `access-log-group-${++n}`,
        action,
        actor,
        subject,
        new Date(Date.parse('2026-12-01T09:00:00+07:00') + minutes * 60_000).toISOString(),
      ]);
    const clear = (subject: string) => db.query(`DELETE FROM audit_log WHERE subject_id = $1`, [subject]);
    type Line = { at: string; firstAt: string; count: number; action: string };
    const lines = async (who: Session, query = '') => (await log(who, query)).body as { data: Line[]; totalCount: number };

    afterEach(() => clear(people.malee.userID));

    it('100 reads of the same thing in 5 minutes are one line, counted 100, from the first read to the last', async () => {
      const malee = people.malee.userID;
      await clear(malee);
      // 100 reads, 3 seconds apart (09:00:00 to 09:04:57)
      for (let i = 0; i < 100; i++) await act(malee, 'tele.read', i * 0.05);
      const page = await lines(people.malee);
      expect(page.totalCount).toBe(1);
      expect(page.data).toHaveLength(1);
      expect(page.data[0]).toMatchObject({ count: 100, action: 'เปิดดูคำขอรับบริการ Telemedicine ของคุณ' });
      expect(page.data[0].firstAt).toBe('2026-12-01T02:00:00.000Z');
      expect(page.data[0].at).toBe('2026-12-01T02:04:57.000Z');
    });

    it('a read exactly 5 minutes after the one before joins its line; one 6 minutes after starts a new line', async () => {
      const malee = people.malee.userID;
      await act(malee, 'profile.read', 0);
      await act(malee, 'profile.read', 5); // at the window: same line
      await act(malee, 'profile.read', 11); // one minute past it: a new line
      const page = await lines(people.malee);
      expect(page.totalCount).toBe(2);
      expect(page.data.map((l) => l.count)).toEqual([1, 2]);
      expect(page.data[1]).toMatchObject({ firstAt: '2026-12-01T02:00:00.000Z', at: '2026-12-01T02:05:00.000Z' });
    });

    it('a change between reads is a line of its own and splits the reads; changes are never grouped', async () => {
      const malee = people.malee.userID;
      await act(malee, 'profile.read', 0);
      await act(malee, 'profile.read', 1);
      await act(malee, 'profile.update', 2);
      await act(malee, 'profile.update', 2.5);
      await act(malee, 'profile.read', 3);
      await act(malee, 'profile.read', 4);
      const page = await lines(people.malee);
      expect(page.data.map((l) => [l.action, l.count])).toEqual([
        ['เปิดดูข้อมูลส่วนตัวของคุณ', 2],
        ['แก้ไขข้อมูลส่วนตัวของคุณ', 1],
        ['แก้ไขข้อมูลส่วนตัวของคุณ', 1],
        ['เปิดดูข้อมูลส่วนตัวของคุณ', 2],
      ]);
    });

    it('reads by two people, or of two kinds, are separate lines; paging counts lines', async () => {
      const malee = people.malee.userID;
      for (let i = 0; i < 10; i++) await act(malee, 'tele.read', i * 0.1);
      for (let i = 0; i < 10; i++) await act(malee, 'tele.read', i * 0.1, people.admin.userID);
      for (let i = 0; i < 3; i++) await act(malee, 'file.read', 2 + i * 0.1);
      const all = await lines(people.malee);
      expect(all.totalCount).toBe(3);
      expect(all.data.map((l) => l.count).sort()).toEqual([10, 10, 3].sort());
      const second = await lines(people.malee, '?PageSize=2&PageNumber=2');
      expect(second.totalCount).toBe(3);
      expect(second.data).toHaveLength(1);
    });
  });
});

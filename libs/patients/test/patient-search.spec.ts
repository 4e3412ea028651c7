// care-services §2 Staff pages (patient search), §5 (from the 3rd character), §7
// GET /api/v1/user?Keyword&PageNumber&PageSize, §9 (page size 50): by a Thai name substring,
// HN, national ID and phone; paging; who may search; deactivated accounts are not found.
import { DataSource } from 'typeorm';
import { PATIENT_SEARCH_MESSAGES, nationalIdCheckDigit } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('patient-search', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.login('admin@demo.skin.go.th')).token;
    // 60 patients called 'ทดลองค้นหา<n>' (one page of 50 and one of 10), one staff member with the same name.
    await db(
      `INSERT INTO users (first_name, last_name, title_name, id_card, phone, hn, registered_via, is_active)
     SELECT 'ทดลองค้นหา' || lpad(n::text, 2, '0'), 'นามสกุลยาว', 'นางสาว', '99' || lpad(n::text, 11, '0'), '09' || lpad(n::text, 8, '0'), NULL, 'staff', 1
       FROM generate_series(1, 60) AS n`,
    );
    await db(`INSERT INTO users (first_name, last_name, role, email) VALUES ('ทดลองค้นหาเจ้าหน้าที่', 'ทดสอบ', 'Nurse', 'nurse-search@example.com')`);
  });
  afterAll(() => app?.close());

  const db = (sql: string, params: unknown[] = []) => app.api.get(DataSource).query(sql, params);

  const search = (query: string, token = admin) => app.request('GET', `/api/v1/user?${query}`, { token });
  const kw = (keyword: string, rest = '') => search(`Keyword=${encodeURIComponent(keyword)}&PageNumber=1&PageSize=50${rest}`);

  describe('each kind of keyword', () => {
    const somchai = { fullName: 'นายสมชาย รักสุขภาพ', hn: '6500123', idCard: '1103702071811', phone: '0812345678', isActive: true };

    it.each([
      ['part of a Thai first name', 'มชา'],
      ['part of a Thai surname', 'สุขภา'],
      ['first name and surname', 'สมชาย รักสุข'],
      ['title and name', 'นายสมชาย'],
      ['the HN', '6500123'],
      ['part of the HN', '50012'],
      ['a national ID prefix', '1103702'],
      ['the whole national ID', '1103702071811'],
      ['the phone', '0812345678'],
      ['the end of the phone', '345678'],
    ])('%s finds the patient', async (_case, keyword) => {
      const res = await kw(keyword);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([{ userID: expect.any(String), ...somchai }]);
      expect(res.body).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 50 });
    });

    it('finds nobody for an unknown keyword (the page then offers to create the patient)', async () => {
      expect((await kw('ไม่มีใครชื่อนี้')).body).toEqual({ data: [], totalCount: 0, pageNumber: 1, pageSize: 50 });
    });

    it('reads % and _ as letters, not patterns', async () => {
      expect((await kw('%%%')).body.totalCount).toBe(0);
      expect((await kw('___')).body.totalCount).toBe(0);
    });

    it('finds neither staff nor deactivated accounts', async () => {
      const all = await kw('ทดลองค้นหา', '');
      expect(all.body.totalCount).toBe(60);
      expect(all.body.data.map((r: { fullName: string }) => r.fullName)).not.toContain('ทดลองค้นหาเจ้าหน้าที่ ทดสอบ');
      const id = '77' + '1234567890';
      await db(`INSERT INTO users (first_name, last_name, id_card, deactivated_at) VALUES ('ยกเลิกแล้ว', 'ค้นไม่เจอ', $1, now())`, [id + nationalIdCheckDigit(id)]);
      expect((await kw('ยกเลิกแล้ว')).body.totalCount).toBe(0);
    });
  });

  describe('paging (page size 50)', () => {
    it('answers 50 rows, then the other 10, ordered by name, and the total on each', async () => {
      const first = await search(`Keyword=${encodeURIComponent('ทดลองค้นหา')}&PageNumber=1&PageSize=50`);
      const second = await search(`Keyword=${encodeURIComponent('ทดลองค้นหา')}&PageNumber=2&PageSize=50`);
      expect(first.body).toMatchObject({ totalCount: 60, pageNumber: 1, pageSize: 50 });
      expect(second.body).toMatchObject({ totalCount: 60, pageNumber: 2, pageSize: 50 });
      expect(first.body.data).toHaveLength(50);
      expect(second.body.data).toHaveLength(10);
      const names = [...first.body.data, ...second.body.data].map((r: { fullName: string }) => r.fullName);
      expect(names[0]).toBe('นางสาวทดลองค้นหา01 นามสกุลยาว');
      expect(names[59]).toBe('นางสาวทดลองค้นหา60 นามสกุลยาว');
      expect(new Set(names).size).toBe(60);
    });

    it('a smaller page, a page past the end, and the defaults', async () => {
      const small = await search(`Keyword=${encodeURIComponent('ทดลองค้นหา')}&PageNumber=3&PageSize=7`);
      expect(small.body.data.map((r: { fullName: string }) => r.fullName)[0]).toBe('นางสาวทดลองค้นหา15 นามสกุลยาว');
      expect((await search(`Keyword=${encodeURIComponent('ทดลองค้นหา')}&PageNumber=9&PageSize=50`)).body).toEqual({
        data: [],
        totalCount: 60,
        pageNumber: 9,
        pageSize: 50,
      });
      expect((await search(`Keyword=${encodeURIComponent('ทดลองค้นหา')}`)).body).toMatchObject({ pageNumber: 1, pageSize: 50, totalCount: 60 });
    });

    it.each(['PageSize=51', 'PageSize=0', 'PageNumber=0', 'PageNumber=-1', 'PageNumber=x', 'PageSize=1.5'])('%s → 400', async (bad) => {
      const res = await search(`Keyword=${encodeURIComponent('ทดลองค้นหา')}&${bad}`);
      expect(res).toMatchObject({ status: 400, body: { message: PATIENT_SEARCH_MESSAGES.badPage } });
    });
  });

  describe('fewer than 3 characters (§5)', () => {
    it.each(['', 'สม', '  ab  ', '65'])('"%s" → 400 with the Thai message', async (keyword) => {
      expect(await kw(keyword)).toMatchObject({ status: 400, body: { message: PATIENT_SEARCH_MESSAGES.keywordTooShort } });
    });

    it('no Keyword at all, or two of them → 400', async () => {
      expect((await search('PageNumber=1')).status).toBe(400);
      expect((await search('Keyword=abc&Keyword=def')).status).toBe(400);
    });
  });

  describe('who may search', () => {
    it.each(['admin', 'medrec', 'nurse', 'doctor', 'network', 'telehospital'])('%s may', async (who) => {
      const { token } = await app.login(`${who}@demo.skin.go.th`);
      const res = await search(`Keyword=${encodeURIComponent('มาลี')}`, token);
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ fullName: 'นางมาลี ผิวสวย', hn: '6500456', idCard: '3100600445635' });
    });

    it.each(['finance', 'shipping'])('%s may not (403): they may not open the rows either', async (who) => {
      const { token } = await app.login(`${who}@demo.skin.go.th`);
      expect((await search(`Keyword=${encodeURIComponent('มาลี')}`, token)).status).toBe(403);
    });

    it('a patient may not (403), anonymous 401', async () => {
      const { token } = await app.login('1103702071811');
      expect((await search('Keyword=abc', token)).status).toBe(403);
      expect((await app.request('GET', '/api/v1/user?Keyword=abc')).status).toBe(401);
    });
  });

  it('uses the trigram index for a name substring (EXPLAIN)', async () => {
    const plan = await app.api.get(DataSource).transaction(async (m) => {
      await m.query(`SET LOCAL enable_seqscan = off`);
      const rows: Array<{ 'QUERY PLAN': string }> = await m.query(
        `EXPLAIN SELECT id FROM users u WHERE u.role IS NULL AND u.deactivated_at IS NULL AND u.search_text LIKE '%มชา%'`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_patient_search');
  });

  // Issue 17 (search p99): the page is chosen on the name columns alone and only its rows are read
  // whole; the answer is the one the single query over whole rows gave: same rows in the same
  // order (ties on the whole name broken by id), same total, on every page and past the last.
  it('answers the same rows, order and total as one query over whole rows, across page boundaries and name ties', async () => {
    await db(
      `INSERT INTO users (first_name, last_name, title_name, id_card, registered_via, is_active)
     SELECT 'ทดลองหน้า', CASE WHEN n % 3 = 0 THEN 'ซ้ำกัน' ELSE 'ต่างกัน' || (n % 4) END, CASE WHEN n % 2 = 0 THEN 'นาย' ELSE NULL END,
            '98' || lpad(n::text, 11, '0'), 'staff', n % 2
       FROM generate_series(1, 23) AS n`,
    );
    const reference = async (offset: number, size: number) =>
      (await db(
        `SELECT u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name, count(*) OVER () AS total
         FROM users u WHERE u.role IS NULL AND u.deactivated_at IS NULL AND u.search_text LIKE '%ทดลองหน้า%'
        ORDER BY u.first_name, u.last_name, u.id LIMIT $1 OFFSET $2`,
        [size, offset],
      )) as Array<{ id: string; full_name: string; total: string }>;
    const seen: string[] = [];
    for (const [pageNumber, pageSize] of [[1, 5], [2, 5], [3, 5], [4, 5], [5, 5], [2, 10], [3, 10]]) {
      const res = await search(`Keyword=${encodeURIComponent('ทดลองหน้า')}&PageNumber=${pageNumber}&PageSize=${pageSize}`);
      const expected = await reference((pageNumber - 1) * pageSize, pageSize);
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(23);
      expect(res.body.data.map((r: { userID: string; fullName: string }) => [r.userID, r.fullName])).toEqual(expected.map((r) => [r.id, r.full_name]));
      if (pageSize === 5) seen.push(...res.body.data.map((r: { userID: string }) => r.userID));
    }
    expect(seen).toHaveLength(23); // pages of 5: 5+5+5+5+3, none twice
    expect(new Set(seen).size).toBe(23);
    expect((await search(`Keyword=${encodeURIComponent('ทดลองหน้า')}&PageNumber=6&PageSize=5`)).body).toMatchObject({ data: [], totalCount: 23 });
  });
});

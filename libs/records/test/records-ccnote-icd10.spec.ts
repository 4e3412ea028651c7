// care-services §2 CCNote admin and ICD10 admin, §5 ICD10 search, §6, §7 /api/v1/checknote and
// /api/v1/icd10 calls: clinical staff list a unit's visits of a date range (audited), save a
// CCNote and the ICD-10 codes of a visit through the HIS port; bad input is a Thai 4xx and
// changes nothing; the anonymous search finds codes by code prefix or title; the hospital's
// licensed list is imported from CSV in one transaction.
import path from 'node:path';
import { DataSource } from 'typeorm';
import { CLINICAL_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { demoTodayVisitKey } from '../../integrations/src/his/local-his-clinical-demo.js';
import { importIcd10File } from '../src/icd10/icd10-import.js';
import { runIcd10Import } from '../src/icd10/icd10-import-command.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('records-ccnote-icd10', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const today = bangkokDateKey();
  const TODAY_KEY = demoTodayVisitKey(today, '01');
  const PAST_KEY = '6500123004';

  const get = (who: Session | undefined, url: string) => app.request('GET', url, { token: who?.token });
  const put = (who: Session | undefined, url: string, body: unknown) => app.request('PUT', url, { token: who?.token, body });
  const stored = async (key: string) =>
    (await db.query(`SELECT cc_note, dx2, (SELECT array_agg(code ORDER BY ordinal) FROM his.visit_icd10 c WHERE c.clinic_visit_key = v.clinic_visit_key) AS codes
                     FROM his.clinic_visits v WHERE clinic_visit_key = $1`, [key]))[0];
  const audits = () => db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess'`).then((r) => r[0].n as number);
  const search = async (keyword: string) => (await get(undefined, `/api/v1/icd10?Keyword=${encodeURIComponent(keyword)}`)).body.data as Array<{ value: string; label: string }>;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
    const logins: Record<string, string> = {
      somchai: '1103702071811',
      admin: 'admin@demo.skin.go.th',
      medrec: 'medrec@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      doctor: 'doctor@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      shipping: 'shipping@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(() => app?.close());

  describe('unit visit lists (GET /checknote|/icd10/{unit}/{start}/{end})', () => {
    it("lists today's visits of a unit for each clinical role, with CCNote and codes, audited once per patient", async () => {
      for (const base of ['checknote', 'icd10']) {
        for (const who of [s.admin, s.medrec, s.nurse, s.doctor]) {
          const before = await audits();
          const res = await get(who, `/api/v1/${base}/01/${today}/${today}`);
          expect(res.status).toBe(200);
          // Both demo patients with an HN have a visit today at OPD ผิวหนัง (Somchai 09:10, Malee 10:30).
          expect(res.body.data.map((v: any) => v.ClinicVisitKey)).toEqual([TODAY_KEY, demoTodayVisitKey(today, '02')]);
          expect(res.body.data[0]).toMatchObject({ HN: '6500123', Patient: 'นายสมชาย รักสุขภาพ', ServiceUnit: 'OPD ผิวหนัง', CCNote: '', ICD10: ['L40.0', 'L20.8'] });
          expect(res.body.data[1]).toMatchObject({ HN: '6500456', Patient: 'นางมาลี ผิวสวย', ServiceUnit: 'OPD ผิวหนัง', ICD10: ['L50.1'] });
          expect(await audits()).toBe(before + 2);
        }
      }
      // A range: every visit of unit 03 in the last 200 days, oldest first.
      const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
      const psoriasis = await get(s.nurse, `/api/v1/checknote/03/${from}/${today}`);
      expect(psoriasis.body.data.map((v: any) => v.ClinicVisitKey)).toEqual(['6500123003', '6500123005']);
    });

    it('refuses malformed dates and reversed or too long ranges with the Thai message; an unknown unit is an empty list', async () => {
      const before = await audits();
      const cases: Array<[string, string]> = [
        [`/01/2026-13-01/${today}`, CLINICAL_MESSAGES.startDateInvalid],
        [`/01/2026-02-30/${today}`, CLINICAL_MESSAGES.startDateInvalid],
        [`/01/${today}/tomorrow`, CLINICAL_MESSAGES.endDateInvalid],
        [`/01/${today}/2026-1-5`, CLINICAL_MESSAGES.endDateInvalid],
        [`/01/2026-03-02/2026-03-01`, CLINICAL_MESSAGES.dateRangeInvalid],
        [`/01/2024-01-01/2026-01-01`, CLINICAL_MESSAGES.dateRangeTooLong],
      ];
      for (const base of ['checknote', 'icd10']) {
        for (const [url, message] of cases) {
          const res = await get(s.nurse, `/api/v1/${base}${url}`);
          expect({ url, status: res.status, message: res.body?.message }).toEqual({ url, status: 400, message });
        }
        expect(await get(s.nurse, `/api/v1/${base}/99/${today}/${today}`)).toEqual({ status: 200, body: { data: [] } });
      }
      expect(await audits()).toBe(before);
    });

    it('is for clinical staff only', async () => {
      for (const base of ['checknote', 'icd10']) {
        for (const who of [s.somchai, s.finance, s.shipping, s.network]) expect((await get(who, `/api/v1/${base}/01/${today}/${today}`)).status).toBe(403);
        expect((await get(undefined, `/api/v1/${base}/01/${today}/${today}`)).status).toBe(401);
      }
    });
  });

  describe('PUT /api/v1/checknote/{ClinicVisitKey}', () => {
    it('saves the CCNote through the HIS and reads it back in the list and in the history', async () => {
      const note = 'ผื่นดีขึ้นมาก\nแนะนำทาครีมกันแดดทุกวัน';
      const before = await audits();
      const res = await put(s.nurse, `/api/v1/checknote/${TODAY_KEY}`, { CCNote: note });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ClinicVisitKey: TODAY_KEY, CCNote: note });
      expect(await audits()).toBe(before + 1);
      expect((await stored(TODAY_KEY)).cc_note).toBe(note);
      const list = await get(s.medrec, `/api/v1/checknote/01/${today}/${today}`);
      expect(list.body.data[0].CCNote).toBe(note);
      const own = await get(s.somchai, '/api/v1/patient/clinicvisit/6500123');
      expect(own.body.data[0].CCNote).toBe(note);
      // Emptying it is a save too.
      expect((await put(s.doctor, `/api/v1/checknote/${PAST_KEY}`, { CCNote: '' })).status).toBe(200);
    });

    it('refuses an unknown visit (404), a CCNote that is not text or too long (400); nothing changes', async () => {
      const before = await stored(TODAY_KEY);
      const audited = await audits();
      expect(await put(s.nurse, '/api/v1/checknote/9999999999', { CCNote: 'x' })).toEqual({ status: 404, body: expect.objectContaining({ message: CLINICAL_MESSAGES.visitNotFound }) });
      expect((await put(s.nurse, `/api/v1/checknote/${'x'.repeat(80)}`, { CCNote: 'x' })).status).toBe(404);
      for (const body of [{ CCNote: 42 }, { CCNote: null }, {}, { ccnote: 'lower case' }, []]) {
        expect(await put(s.nurse, `/api/v1/checknote/${TODAY_KEY}`, body)).toEqual({ status: 400, body: expect.objectContaining({ message: CLINICAL_MESSAGES.ccNoteInvalid }) });
      }
      expect(await put(s.nurse, `/api/v1/checknote/${TODAY_KEY}`, { CCNote: 'ก'.repeat(4001) })).toEqual({
        status: 400,
        body: expect.objectContaining({ message: CLINICAL_MESSAGES.ccNoteTooLong }),
      });
      for (const who of [s.somchai, s.finance, s.network]) expect((await put(who, `/api/v1/checknote/${TODAY_KEY}`, { CCNote: 'hack' })).status).toBe(403);
      expect((await put(undefined, `/api/v1/checknote/${TODAY_KEY}`, { CCNote: 'hack' })).status).toBe(401);
      expect(await stored(TODAY_KEY)).toEqual(before);
      expect(await audits()).toBe(audited);
    });
  });

  describe('GET /api/v1/icd10?Keyword= (no auth)', () => {
    it('answers nothing for an empty keyword, code-prefix matches first, title matches case-insensitively', async () => {
      expect(await get(undefined, '/api/v1/icd10')).toEqual({ status: 200, body: { data: [] } });
      expect(await search('')).toEqual([]);
      expect(await search('   ')).toEqual([]);

      const atopic = await search('atopic');
      expect(atopic.map((o) => o.value)).toEqual(expect.arrayContaining(['L20', 'L20.8', 'L20.9']));
      expect(atopic.every((o) => o.value.startsWith('L20'))).toBe(true);
      expect(atopic).toContainEqual({ value: 'L20.9', label: 'L20.9 Atopic dermatitis, unspecified' });
      expect((await search('ATOPIC DERM')).map((o) => o.value)).toEqual(expect.arrayContaining(['L20.9']));

      const l20 = await search('l20');
      expect(l20.map((o) => o.value)).toEqual(['L20', 'L20.0', 'L20.8', 'L20.9']);
      const b35 = await search('B35.');
      expect(b35[0].value).toMatch(/^B35\./);
      expect(b35.map((o) => o.value)).toContain('B35.4');
      // Code prefix first, then titles that contain the word.
      const tinea = await search('tinea');
      expect(tinea.map((o) => o.value)).toEqual(expect.arrayContaining(['B35.3', 'B35.4', 'B36.1']));
      expect((await search('scabies'))[0]).toEqual({ value: 'B86', label: 'B86 Scabies' });
      expect((await search('molluscum'))[0].value).toBe('B08.1');

      expect((await search('a')).length).toBeLessThanOrEqual(50);
      expect((await search('a')).length).toBe(50);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('ไม่มีรหัสนี้')).toEqual([]);
    });
  });

  describe('PUT /api/v1/icd10/{ClinicVisitKey}', () => {
    it('replaces the codes of a visit (normalized, duplicates removed) and DX2 shows them with titles', async () => {
      const res = await put(s.doctor, `/api/v1/icd10/${PAST_KEY}`, { labels: ['b35.3', 'L30.1', 'B35.3'] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ClinicVisitKey: PAST_KEY, ICD10: ['B35.3', 'L30.1'], DX2: 'B35.3 Tinea pedis\nL30.1 Dyshidrosis [pompholyx]' });
      expect(await stored(PAST_KEY)).toMatchObject({ codes: ['B35.3', 'L30.1'] });

      const from = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
      const list = await get(s.nurse, `/api/v1/icd10/01/${from}/${today}`);
      expect(list.body.data.find((v: any) => v.ClinicVisitKey === PAST_KEY)).toMatchObject({ ICD10: ['B35.3', 'L30.1'] });
      const own = await get(s.somchai, '/api/v1/patient/clinicvisit/6500123');
      expect(own.body.data.find((v: any) => v.ClinicVisitKey === PAST_KEY).DX2).toBe('B35.3 Tinea pedis\nL30.1 Dyshidrosis [pompholyx]');

      // An empty selection clears the codes.
      expect((await put(s.nurse, `/api/v1/icd10/${PAST_KEY}`, { labels: [] })).body.data).toMatchObject({ ICD10: [] });
      expect((await put(s.nurse, `/api/v1/icd10/${PAST_KEY}`, { labels: ['B35.3'] })).body.data.ICD10).toEqual(['B35.3']);
    });

    it('refuses an unknown visit, a code not in the list (named), malformed labels and too many codes; nothing changes', async () => {
      const before = await stored(PAST_KEY);
      const audited = await audits();
      expect(await put(s.nurse, '/api/v1/icd10/9999999999', { labels: ['L20.9'] })).toEqual({ status: 404, body: expect.objectContaining({ message: CLINICAL_MESSAGES.visitNotFound }) });
      expect(await put(s.nurse, `/api/v1/icd10/${PAST_KEY}`, { labels: ['L20.9', 'L20.7'] })).toEqual({
        status: 400,
        body: expect.objectContaining({ message: CLINICAL_MESSAGES.icd10Unknown + 'L20.7' }),
      });
      expect(await put(s.nurse, `/api/v1/icd10/${PAST_KEY}`, { labels: ['L20.9', 'atopic'] })).toEqual({
        status: 400,
        body: expect.objectContaining({ message: CLINICAL_MESSAGES.icd10Unknown + 'atopic' }),
      });
      for (const body of [{}, { labels: 'L20.9' }, { labels: [42] }, { labels: null }]) {
        expect(await put(s.nurse, `/api/v1/icd10/${PAST_KEY}`, body)).toEqual({ status: 400, body: expect.objectContaining({ message: CLINICAL_MESSAGES.icd10LabelsInvalid }) });
      }
      const many = (await search('L2')).map((o) => o.value).slice(0, 21);
      expect(many).toHaveLength(21);
      expect(await put(s.nurse, `/api/v1/icd10/${PAST_KEY}`, { labels: many })).toEqual({ status: 400, body: expect.objectContaining({ message: CLINICAL_MESSAGES.icd10TooMany }) });
      for (const who of [s.somchai, s.finance, s.network]) expect((await put(who, `/api/v1/icd10/${PAST_KEY}`, { labels: ['L20.9'] })).status).toBe(403);
      expect(await stored(PAST_KEY)).toEqual(before);
      expect(await audits()).toBe(audited);
    });
  });

  describe('ICD-10 import from the hospital CSV', () => {
    const fixture = (name: string) => path.join(process.cwd(), 'test/fixtures', name);
    const count = async () => (await db.query(`SELECT count(*)::int AS n FROM icd10_codes`))[0].n as number;

    it('upserts code,title in one go and reports the counts; the new codes are searchable', async () => {
      const before = await count();
      const report = await importIcd10File(db, fixture('icd10-import.csv'));
      // L20.9 and A30.0 are shipped with the same title; L30.9 gets the file's title.
      expect(report).toEqual({ read: 6, inserted: 3, updated: 1, unchanged: 2, problems: [] });
      expect(await count()).toBe(before + 3);
      expect(await search('L40.50')).toEqual([{ value: 'L40.50', label: 'L40.50 Arthropathic psoriasis, unspecified' }]);
      expect(await search('B08.90')).toEqual([{ value: 'B08.90', label: 'B08.90 Other specified viral infections characterized by skin lesions' }]);
      expect((await search('eczema')).map((o) => o.value)).toContain('L30.9');
      // A second run changes nothing.
      expect(await importIcd10File(db, fixture('icd10-import.csv'))).toEqual({ read: 6, inserted: 0, updated: 0, unchanged: 6, problems: [] });
    });

    it('reports every bad row and loads nothing of a bad file (the command exits 1)', async () => {
      await db.query(`DELETE FROM icd10_codes WHERE code = 'L63.1'`);
      const before = await count();
      const report = await importIcd10File(db, fixture('icd10-import-bad.csv'));
      expect(report.inserted + report.updated).toBe(0);
      expect(report.problems.map((p) => p.line)).toEqual([3, 4, 5, 6]);
      expect(report.problems[0].message).toContain('Y99.9');
      expect(report.problems[2].message).toContain('line 2');
      expect(await count()).toBe(before);
      expect(await db.query(`SELECT code FROM icd10_codes WHERE code = 'L63.1'`)).toEqual([]);

      const out: string[] = [];
      const log = { log: (m: string) => out.push(m), error: (m: string) => out.push(m) };
      expect(await runIcd10Import([fixture('icd10-import-bad.csv')], { DATABASE_URL: app.config.databaseUrl }, log)).toBe(1);
      expect(out.at(-1)).toBe('4 bad row(s) of 5: nothing was imported');
      expect(await runIcd10Import([], { DATABASE_URL: app.config.databaseUrl }, log)).toBe(2);

      out.length = 0;
      expect(await runIcd10Import([fixture('icd10-import.csv')], { DATABASE_URL: app.config.databaseUrl }, log)).toBe(0);
      expect(out).toEqual([`ICD-10 import: 6 read, 0 added, 0 updated, 6 unchanged; ${before} codes in the list`]);
    });
  });
});

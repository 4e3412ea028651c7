// Issue 14 item 4, reports: GET /api/v1/data/report?from&to[&ServiceType][&FlowStatus][&format]
// — the cases report with names and HN where the role may see them, its chart figures, the
// range limits in Thai, CSV (UTF-8 with a BOM) and XLSX exports that read back to the JSON's
// rows, and the read audited like every other staff read of patient data.
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { MESSAGES, REPORT_CASE_COLUMNS, REPORT_FILTER_MESSAGES, REPORT_MAX_DAYS } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { RANGE, seedReportCases, type ReportCases } from '../../../test/reports-fixture.js';

describe('reports', () => {
  let app: TestApp;
  let admin: { token: string; userID: string };
  let tele: { token: string; userID: string };
  let cases: ReportCases;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    admin = await app.login('admin@demo.skin.go.th');
    tele = await app.login('telehospital@demo.skin.go.th');
    cases = await seedReportCases(app, tele.userID);
  });
  afterAll(() => app?.close());

  const report = (query: string, token = admin.token) => app.request('GET', `/api/v1/data/report${query}`, { token });
  const RANGED = `?from=${RANGE.from}&to=${RANGE.to}`;

  it('Admin reads every case of the range with dates in Buddhist era, names and HN, in appointment order', async () => {
    const res = await report(RANGED);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 4, pageNumber: 1, pageSize: 50, from: RANGE.from, to: RANGE.to, showsIdentity: true });
    expect(res.body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.a, cases.b, cases.d, cases.c]);
    expect(res.body.data[0]).toEqual({
      teleID: cases.a,
      appointDate: '2026-03-01',
      appointTime: '10:00',
      appointDateText: '1 มีนาคม 2569',
      serviceType: 1,
      serviceTypeName: 'พบแพทย์ผ่านวิดีโอคอล',
      flowStatus: 5,
      flowStatusName: 'ชำระเงินแล้ว',
      hn: expect.stringMatching(/^\d{7}$/),
      fullName: expect.stringContaining('สมชาย'),
      costTotal: 360,
    });
  });

  it('filters by service type and by status, and pages', async () => {
    expect((await report(`${RANGED}&ServiceType=2`)).body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.b, cases.c]);
    expect((await report(`${RANGED}&FlowStatus=5`)).body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.a]);
    expect((await report(`${RANGED}&ServiceType=2&FlowStatus=0`)).body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.c]);
    const second = await report(`${RANGED}&PageNumber=2&PageSize=3`);
    expect(second.body).toMatchObject({ totalCount: 4, pageNumber: 2, pageSize: 3 });
    expect(second.body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.c]);
    // One day only: the bounds are inclusive.
    expect((await report('?from=2026-03-02&to=2026-03-02')).body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.d]);
  });

  it('gives the chart figures: cases per day by service type, median minutes in each status, amounts verified per day', async () => {
    const { charts } = (await report(RANGED)).body;
    expect(charts.casesPerDay).toEqual([
      { date: '2026-03-01', dateText: '1 มีนาคม 2569', total: 2, byServiceType: { 1: 1, 2: 1, 3: 0, 5: 0 } },
      { date: '2026-03-02', dateText: '2 มีนาคม 2569', total: 1, byServiceType: { 1: 0, 2: 0, 3: 1, 5: 0 } },
      { date: '2026-03-03', dateText: '3 มีนาคม 2569', total: 1, byServiceType: { 1: 0, 2: 1, 3: 0, 5: 0 } },
    ]);
    // Status 0: A 30 min, B 10 min → 20; status 1: A 60 (B has not left it); 2: A 60.
    expect(charts.medianTimeByStatus.slice(0, 3)).toEqual([
      { flowStatus: 0, flowStatusName: 'ลงทะเบียนใหม่', medianMinutes: 20, stays: 2 },
      { flowStatus: 1, flowStatusName: 'พยาบาลซักประวัติ', medianMinutes: 60, stays: 1 },
      { flowStatus: 2, flowStatusName: 'พบแพทย์', medianMinutes: 60, stays: 1 },
    ]);
    expect(charts.amountsPerDay.map((d: { amount: number; cases: number }) => [d.amount, d.cases])).toEqual([
      [0, 0],
      [360, 1],
      [0, 0],
    ]);
  });

  it('the telemedicine hospital reads only its own consultations; other staff, other network accounts and patients get 403', async () => {
    const own = await report(RANGED, tele.token);
    expect(own.status).toBe(200);
    expect(own.body.data.map((r: { teleID: string }) => r.teleID)).toEqual([cases.d]);
    expect(own.body.charts.casesPerDay.map((d: { total: number }) => d.total)).toEqual([0, 1, 0]);
    expect(own.body.charts.amountsPerDay.every((d: { amount: number }) => d.amount === 0)).toBe(true);
    for (const login of ['network@demo.skin.go.th', 'nurse@demo.skin.go.th', 'finance@demo.skin.go.th', 'doctor@demo.skin.go.th', '1103702071811']) {
      const { token } = await app.login(login);
      expect(await report(RANGED, token)).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
      expect((await report(`${RANGED}&format=csv`, token)).status).toBe(403);
    }
    expect((await app.request('GET', `/api/v1/data/report${RANGED}`)).status).toBe(401);
  });

  describe('the range', () => {
    it(`is at most ${REPORT_MAX_DAYS} days: at the bound 200, one day past it 400 in Thai`, async () => {
      expect(REPORT_MAX_DAYS).toBe(366);
      expect((await report('?from=2026-01-01&to=2027-01-01')).status).toBe(200); // 366 days
      expect(await report('?from=2026-01-01&to=2027-01-02')).toMatchObject({ status: 400, body: { message: REPORT_FILTER_MESSAGES.tooLong } });
      expect((await report('?from=2026-01-01&to=2027-01-01&format=csv')).status).toBe(200);
      expect((await report('?from=2026-01-01&to=2027-01-02&format=xlsx')).status).toBe(400);
    });

    it.each([
      ['?from=2026-03-03&to=2026-03-01', REPORT_FILTER_MESSAGES.reversed],
      ['?from=2026-02-30&to=2026-03-01', REPORT_FILTER_MESSAGES.badDate],
      ['?from=01/03/2026&to=2026-03-01', REPORT_FILTER_MESSAGES.badDate],
      ['?from=2026-03-01', REPORT_FILTER_MESSAGES.rangeNeeded],
      ['?format=csv', REPORT_FILTER_MESSAGES.rangeNeeded],
      ['?ServiceType=2', REPORT_FILTER_MESSAGES.rangeNeeded],
      [`${RANGED}&ServiceType=4`, REPORT_FILTER_MESSAGES.badServiceType],
      [`${RANGED}&FlowStatus=8`, REPORT_FILTER_MESSAGES.badStatus],
      [`${RANGED}&format=pdf`, REPORT_FILTER_MESSAGES.badFormat],
    ])('%s → 400 with the Thai message', async (query, message) => {
      expect(await report(query)).toMatchObject({ status: 400, body: { message } });
    });
  });

  /** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
        else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') row.push(field), (field = '');
      else if (ch === '\n') row.push(field), rows.push(row), (row = []), (field = '');
      else if (ch !== '\r') field += ch;
    }
    return rows;
  }

  const expectedCells = (rows: Array<Record<string, unknown>>) =>
    rows.map((r) => REPORT_CASE_COLUMNS.map((c) => (r[c.key] === null ? '' : String(r[c.key]))));

  it('exports CSV in UTF-8 with a BOM and a file name; it parses back to the JSON rows', async () => {
    const json = (await report(RANGED)).body.data;
    const res = await fetch(`${app.baseUrl}/api/v1/data/report${RANGED}&format=csv`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report-2026-03-01_2026-03-03.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(REPORT_CASE_COLUMNS.map((c) => c.label));
    expect(rows).toEqual(expectedCells(json));
  });

  it('exports XLSX made with exceljs; read back with exceljs it holds the JSON rows', async () => {
    const json = (await report(`${RANGED}&ServiceType=2`)).body.data;
    const res = await fetch(`${app.baseUrl}/api/v1/data/report${RANGED}&ServiceType=2&format=xlsx`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report-2026-03-01_2026-03-03.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values: string[][] = [];
    sheet.eachRow((row) => values.push(REPORT_CASE_COLUMNS.map((_, i) => (row.getCell(i + 1).value === null ? '' : String(row.getCell(i + 1).value)))));
    expect(values[0]).toEqual(REPORT_CASE_COLUMNS.map((c) => c.label));
    expect(values.slice(1)).toEqual(expectedCells(json));
  });

  it('audits the read: one row per patient whose name and HN were shown, by the reader', async () => {
    const db = app.api.get(DataSource);
    const [{ user_id: somchai }] = await db.query(`SELECT user_id FROM tele_requests WHERE id = $1`, [cases.a]);
    await db.query(`DELETE FROM audit_log WHERE action = 'tele.read'`);
    expect((await report(`${RANGED}&ServiceType=2`, tele.token)).body.data).toEqual([]); // the hospital's own: none of type 2
    expect((await report(`${RANGED}&FlowStatus=5`)).body.data).toHaveLength(1);
    const rows = await eventually(async () => {
      const found = await db.query(`SELECT user_id, subject_id FROM audit_log WHERE action = 'tele.read' ORDER BY id`);
      return found.length > 0 && found;
    });
    // Admin read case A only (Somchai); the empty read left nothing.
    expect(rows).toEqual([{ user_id: admin.userID, subject_id: somchai }]);
  });

  it('keeps the HIS note rows of §7 without from and to, exactly as before', async () => {
    const res = await report('?PageNumber=1&PageSize=2');
    expect(Object.keys(res.body).sort()).toEqual(['data', 'pageNumber', 'pageSize', 'totalCount']);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['ccNote', 'hxNote', 'nurseNote', 'peNote', 'piNote', 'rosNote', 'searchCode', 'visitKey']);
  });
});

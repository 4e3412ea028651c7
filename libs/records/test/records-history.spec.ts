// care-services §2 Treatment history (/PHR), §3 Clinic visit record, §6, §7
// GET /api/v1/patient/clinicvisit/{hn}: the patient reads only their own HN, clinical staff
// read any HN and every staff read is audited; the demo visits of the HIS stand-in come back
// newest first with every field.
import { DataSource } from 'typeorm';
import { CLINICAL_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { DEMO_UNIT_DOCTORS, DEMO_VISITS, demoTodayVisitKey, seedLocalHisClinical } from '../../integrations/src/his/local-his-clinical-demo.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';

describe('records-history', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const SOMCHAI_HN = '6500123';

  const history = (who: Session | undefined, hn: string) => app.request('GET', `/api/v1/patient/clinicvisit/${encodeURIComponent(hn)}`, { token: who?.token });
  const auditRows = (actor: string) =>
    db.query(`SELECT action, user_id, subject_id FROM audit_log WHERE user_id = $1 AND action = 'records.read' ORDER BY id`, [actor]) as Promise<
      Array<{ action: string; user_id: string; subject_id: string }>
    >;
  const outboxAudits = () => db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess'`).then((r) => r[0].n as number);

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    const logins: Record<string, string> = {
      somchai: '1103702071811',
      malee: '3100600445635',
      wandee: '1920100567894',
      admin: 'admin@demo.skin.go.th',
      medrec: 'medrec@demo.skin.go.th',
      nurse: 'nurse@demo.skin.go.th',
      doctor: 'doctor@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  });
  afterAll(() => app?.close());

  it("answers the patient's own history from the HIS: newest first, every §3 field, Med over several lines", async () => {
    const res = await history(s.somchai, SOMCHAI_HN);
    expect(res.status).toBe(200);
    const visits = res.body.data as Array<Record<string, any>>;
    const somchaiKeys = DEMO_VISITS.filter((v) => v.cid === '1103702071811').map((v) => v.key);
    const today = bangkokDateKey();
    expect(visits.map((v) => v.ClinicVisitKey)).toEqual([demoTodayVisitKey(today, '01'), ...somchaiKeys.slice().reverse()]);
    const dates = visits.map((v) => v.RecordDT);
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = visits[0];
    expect(first).toMatchObject({
      Cid: '1103702071811',
      Patient: 'นายสมชาย รักสุขภาพ',
      Gender: 'ชาย',
      HN: SOMCHAI_HN,
      ServiceUnit: 'OPD ผิวหนัง',
      Weight: 72.5,
      Height: 172,
      WaistLength: 86,
      Bmi: 24.51,
      BmiText: 'น้ำหนักเกิน',
      CCNote: '',
      ICD10: ['L40.0', 'L20.8'],
    });
    expect(first.RecordDT).toBe(`${today}T09:10:00+07:00`);
    expect(first.Age).toMatch(/^\d{2} ปี$/);
    expect(first.VS).toMatch(/^BT 36\.7 °C, PR 78 \/min, RR 18 \/min, BP 126\/80 mmHg$/);
    for (const field of ['MC', 'PI', 'PE', 'DX', 'Appoint', 'NursingCare', 'Med']) expect(first[field]).not.toBe('');
    for (const field of ['Lab', 'Discharge', 'History']) expect(typeof first[field]).toBe('string');
    expect(first.Med.split('\n')).toHaveLength(4);
    expect(first.Med.split('\n')[0]).toBe('Calcipotriol 0.005% ointment 30 g ทาผื่นที่ข้อศอก วันละ 1 ครั้ง 1 หลอด');
    // DX2 is the coded diagnoses with their titles, one a line.
    expect(first.DX2).toBe('L40.0 Psoriasis vulgaris\nL20.8 Other atopic dermatitis');

    const psoriasisLab = visits.find((v) => v.ClinicVisitKey === '6500123003')!;
    expect(psoriasisLab.Lab).toContain('CBC: Hb 14.8 g/dL');
    expect(psoriasisLab.ServiceUnit).toBe('คลินิกโรคสะเก็ดเงิน');
    // A patient reading their own history is not an audited access.
    expect(await auditRows(s.somchai.userID)).toEqual([]);
  });

  it("issue 35 item 3: names the visit's doctor where the HIS records one, and leaves the field out where it does not", async () => {
    const visits = (await history(s.somchai, SOMCHAI_HN)).body.data as Array<Record<string, any>>;
    const byUnit = (unit: string) => visits.filter((v) => v.ServiceUnit === unit);
    expect(byUnit('OPD ผิวหนัง').length).toBeGreaterThan(0);
    for (const v of byUnit('OPD ผิวหนัง')) expect(v.Doctor).toBe(DEMO_UNIT_DOCTORS['01']);
    for (const v of byUnit('คลินิกโรคสะเก็ดเงิน')) expect(v.Doctor).toBe(DEMO_UNIT_DOCTORS['03']);
    // the after-hours clinic's visit: the HIS names nobody, the answer has no Doctor
    const afterHours = byUnit('คลินิกพิเศษนอกเวลาราชการ');
    expect(afterHours.length).toBeGreaterThan(0);
    for (const v of afterHours) expect(v).not.toHaveProperty('Doctor');
    // a doctor written into the HIS later reads back as written
    const key = afterHours[0].ClinicVisitKey as string;
    await db.query(`UPDATE his.clinic_visits SET doctor = 'นพ.ทดสอบ ตรวจดี' WHERE clinic_visit_key = $1`, [key]);
    try {
      const again = (await history(s.somchai, SOMCHAI_HN)).body.data as Array<Record<string, any>>;
      expect(again.find((v) => v.ClinicVisitKey === key)!.Doctor).toBe('นพ.ทดสอบ ตรวจดี');
    } finally {
      await db.query(`UPDATE his.clinic_visits SET doctor = '' WHERE clinic_visit_key = $1`, [key]);
    }
  });

  it('files the second demo patient\'s HIS visits under her HN 6500456: she reads her own, newest first, not Somchai\'s', async () => {
    const res = await history(s.malee, '6500456');
    expect(res.status).toBe(200);
    const maleeKeys = DEMO_VISITS.filter((v) => v.cid === '3100600445635').map((v) => v.key);
    expect(maleeKeys.length).toBeGreaterThan(0);
    expect(res.body.data.map((v: { ClinicVisitKey: string }) => v.ClinicVisitKey)).toEqual([demoTodayVisitKey(bangkokDateKey(), '02'), ...maleeKeys.slice().reverse()]);
    expect(res.body.data[0]).toMatchObject({ Cid: '3100600445635', HN: '6500456', Patient: 'นางมาลี ผิวสวย' });
    expect(await history(s.malee, SOMCHAI_HN)).toEqual({ status: 403, body: expect.objectContaining({ message: CLINICAL_MESSAGES.notOwnHn }) });
  });

  it("refuses another patient's HN, a malformed HN and a patient without an HN: 4xx with the Thai message, nothing read", async () => {
    const before = await outboxAudits();
    expect(await history(s.somchai, '6900001')).toEqual({ status: 403, body: expect.objectContaining({ message: CLINICAL_MESSAGES.notOwnHn }) });
    expect(await history(s.somchai, '65001234')).toEqual({ status: 400, body: expect.objectContaining({ message: CLINICAL_MESSAGES.hnInvalid }) });
    expect(await history(s.somchai, '650012')).toEqual({ status: 400, body: expect.objectContaining({ message: CLINICAL_MESSAGES.hnInvalid }) });
    expect(await history(s.admin, '65001234')).toEqual({ status: 400, body: expect.objectContaining({ message: CLINICAL_MESSAGES.hnInvalid }) });
    // The new demo patient has no HN yet: she cannot read Somchai's (or any) history.
    expect(await history(s.wandee, SOMCHAI_HN)).toEqual({ status: 403, body: expect.objectContaining({ message: CLINICAL_MESSAGES.noHn }) });
    // Staff outside the clinical roles, and nobody signed in.
    expect((await history(s.finance, SOMCHAI_HN)).status).toBe(403);
    expect((await history(s.network, SOMCHAI_HN)).status).toBe(403);
    expect((await history(undefined, SOMCHAI_HN)).status).toBe(401);
    expect(await outboxAudits()).toBe(before);
  });

  it('lets Admin, Medrec, Nurse and N_DOCTOR read any HN, one audit row each; an HN the HIS does not know is an empty list', async () => {
    for (const who of [s.admin, s.medrec, s.nurse, s.doctor]) {
      const res = await history(who, SOMCHAI_HN);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(DEMO_VISITS.filter((v) => v.cid === '1103702071811').length + 1);
      const rows = await eventually(async () => {
        const r = await auditRows(who.userID);
        return r.length > 0 ? r : undefined;
      });
      expect(rows).toEqual([{ action: 'records.read', user_id: who.userID, subject_id: s.somchai.userID }]);
    }
    const before = await outboxAudits();
    expect(await history(s.nurse, '1234567')).toEqual({ status: 200, body: { data: [] } });
    // Not one of our users: nothing to audit against.
    expect(await outboxAudits()).toBe(before);
  });

  it("keeps one demo visit 'today': a seed on a later day (a restart after midnight, a database copied from yesterday) replaces the earlier day's", async () => {
    const today = bangkokDateKey();
    const tomorrow = bangkokDateKey(Date.now() + 86_400_000);
    const somchaiKeys = DEMO_VISITS.filter((v) => v.cid === '1103702071811').map((v) => v.key);
    const keys = async () => ((await history(s.somchai, SOMCHAI_HN)).body.data as Array<{ ClinicVisitKey: string }>).map((v) => v.ClinicVisitKey);
    try {
      await seedLocalHisClinical(db, tomorrow);
      // The demo's other visits are counted back from the seed's day; the keys stay the same.
      expect(await keys()).toEqual([demoTodayVisitKey(tomorrow, '01'), ...somchaiKeys.slice().reverse()]);
      await seedLocalHisClinical(db, tomorrow); // a second seed the same day adds nothing
      expect(await keys()).toHaveLength(somchaiKeys.length + 1);
    } finally {
      await seedLocalHisClinical(db, today);
    }
    expect(await keys()).toEqual([demoTodayVisitKey(today, '01'), ...somchaiKeys.slice().reverse()]);
  });
});

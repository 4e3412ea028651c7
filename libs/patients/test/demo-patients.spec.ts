// Issue 6: both demo patients with an HN are known to the HIS stand-in and have clinic visits
// there on a first run; the third demo patient is the new patient (no HN, unknown to the HIS).
// An older demo database whose Malee has no HN gets hers on the next start; an HN she already
// has is kept.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS, DEMO_PATIENT_IDS, DemoSeeder } from '../../identity/src/index.js';
import { PatientsDemoSeeder } from '../src/index.js';
import { isValidNationalId } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('demo-patients', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
  });
  afterAll(() => app?.close());

  const userOf = async (idCard: string) =>
    (await db.query(`SELECT id, hn FROM users WHERE id_card = $1`, [idCard]))[0] as { id: string; hn: string | null };
  const hisOf = (cid: string) => db.query(`SELECT hn FROM his.patients WHERE cid = $1`, [cid]) as Promise<Array<{ hn: string }>>;
  const visitsOf = async (hn: string) => (await db.query(`SELECT count(*)::int AS n FROM his.clinic_visits WHERE hn = $1`, [hn]))[0].n as number;

  it('seeds three demo patients: two with HNs the HIS knows (with visits), and the new patient without', async () => {
    const patients = DEMO_ACCOUNTS.filter((a) => a.role === null);
    expect(patients.map((a) => [a.login, a.hn])).toEqual([
      [DEMO_PATIENT_IDS.somchai, '6500123'],
      [DEMO_PATIENT_IDS.malee, '6500456'],
      [DEMO_PATIENT_IDS.newPatient, null],
    ]);
    for (const a of patients) expect(isValidNationalId(a.idCard!)).toBe(true);

    for (const [cid, hn] of [[DEMO_PATIENT_IDS.somchai, '6500123'], [DEMO_PATIENT_IDS.malee, '6500456']] as const) {
      expect((await userOf(cid)).hn).toBe(hn);
      expect(await hisOf(cid)).toEqual([{ hn }]);
      expect(await visitsOf(hn)).toBeGreaterThanOrEqual(3);
    }
    expect((await userOf(DEMO_PATIENT_IDS.newPatient)).hn).toBeNull();
    expect(await hisOf(DEMO_PATIENT_IDS.newPatient)).toEqual([]);
  });

  it('gives an older demo database its demo HN on the next start, and keeps an HN the patient already has', async () => {
    const malee = await userOf(DEMO_PATIENT_IDS.malee);
    await db.query(`UPDATE users SET hn = NULL WHERE id = $1`, [malee.id]);
    await app.api.get(DemoSeeder).seed();
    await app.api.get(PatientsDemoSeeder).seed();
    expect((await userOf(DEMO_PATIENT_IDS.malee)).hn).toBe('6500456');
    expect(await hisOf(DEMO_PATIENT_IDS.malee)).toEqual([{ hn: '6500456' }]);

    // An HN she got otherwise meanwhile is kept; the new patient stays without one.
    await db.query(`UPDATE users SET hn = '6900999' WHERE id = $1`, [malee.id]);
    await app.api.get(DemoSeeder).seed();
    expect((await userOf(DEMO_PATIENT_IDS.malee)).hn).toBe('6900999');
    expect((await userOf(DEMO_PATIENT_IDS.newPatient)).hn).toBeNull();
    await db.query(`UPDATE users SET hn = '6500456' WHERE id = $1`, [malee.id]);
  });
});

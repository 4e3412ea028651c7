// Issue 35 item 1, the doctor's panel beside the video (/vdoadmin/{teleID}): the drug note and the
// last 3 HIS visits (GET /api/v1/tele/{teleID}/history) and the photos of the patient's earlier
// cases (GET /api/v1/tele/{teleID}/earlierimages, at most 12), read by whoever may read the case
// as staff (the network doctor at the doctor stage); the patient's own case 403, anyone else's 404.
// docs/decisions.md "Issue 35 item 1: the rest of the doctor's screen".
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { DOCTOR_PANEL, MESSAGES, TELE_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';

describe('doctor-panel', () => {
  let app: TestApp;
  let db: DataSource;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const TODAY = bangkokDateKey();

  let nextMinute = 0;
  async function insertCase(m: EntityManager | DataSource, c: { user: string; date: string; status: number; createdDaysAgo?: number }): Promise<string> {
    const minute = nextMinute++; // one slot each (tele_requests_slot)
    const rows: Array<{ id: string }> = await m.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description, flow_status, created_by, created_at)
     VALUES ($1, 1, 4, $2, $5, '', 'ผื่นคันที่แขน', $3, $1, now() - make_interval(days => $4)) RETURNING id`,
      [c.user, c.date, c.status, c.createdDaysAgo ?? 0, `09:${String(minute).padStart(2, '0')}`],
    );
    return rows[0].id;
  }

  /** A photo row of a case (no bytes: the list answers thumbnail null), created `minutesAgo`. */
  async function insertPhoto(teleID: string, owner: string, minutesAgo: number, extra: { bodySite?: string; qualityNote?: string; category?: number; state?: string } = {}): Promise<string> {
    const [row]: Array<{ id: string }> = await db.query(
      `INSERT INTO stored_files (tele_id, owner_id, category, file_name, declared_type, content_type, size_bytes, state, body_site, quality_note, created_at)
     VALUES ($1, $2, $3, 'rash.jpg', 'image/jpeg', 'image/jpeg', 3, $4, $5, $6, now() - make_interval(mins => $7)) RETURNING id`,
      [teleID, owner, extra.category ?? 0, extra.state ?? 'ready', extra.bodySite ?? null, extra.qualityNote ?? null, minutesAgo],
    );
    return row.id;
  }

  const get = (path: string, who: string) => app.request('GET', path, { token: tokens[who] });

  let cases: Record<string, string>;
  let hn: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    await db.query(`DELETE FROM tele_requests`);
    for (const a of DEMO_ACCOUNTS) {
      const key = a.role ?? ({ '1103702071811': 'patient', '3100600445635': 'patient2' } as Record<string, string>)[a.login] ?? 'patient3';
      const s = await app.login(a.login);
      tokens[key] = s.token;
      ids[key] = s.userID;
    }
    cases = {
      // the case the doctor opens, booked today; the patient's earlier cases booked before it
      current: await insertCase(db, { user: ids.patient, date: TODAY, status: 2 }),
      older: await insertCase(db, { user: ids.patient, date: '2026-03-02', status: 7, createdDaysAgo: 200 }),
      old: await insertCase(db, { user: ids.patient, date: '2026-09-14', status: 7, createdDaysAgo: 60 }),
      atNurse: await insertCase(db, { user: ids.patient, date: TODAY, status: 0 }),
      otherPatients: await insertCase(db, { user: ids.patient2, date: '2026-09-01', status: 7, createdDaysAgo: 80 }),
    };
    [{ hn }] = await db.query(`SELECT hn FROM users WHERE id = $1`, [ids.patient]);
    // Four HIS visits of the patient's HN, a day apart, the newest first as the HIS answers.
    await db.query(`DELETE FROM his.clinic_visits WHERE hn = $1`, [hn]);
    const [{ key: unit }] = await db.query(`SELECT key FROM his.service_units ORDER BY key LIMIT 1`);
    for (let i = 1; i <= 4; i++) {
      await db.query(
        `INSERT INTO his.clinic_visits (clinic_visit_key, hn, cn, service_unit_key, record_dt, mc, dx, dx2, doctor)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5), $6, $7, 'L20.9 Atopic dermatitis', $8)`,
        [`panel-${i}`, hn, `cn-${i}`, unit, i, `อาการครั้งที่ ${i}`, i === 2 ? '' : `Dermatitis ${i}`, i === 3 ? '' : 'พญ.วรรณา ผิวงาม'],
      );
    }
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/v1/tele/{teleID}/history: the drug note and the last HIS visits', () => {
    it('the network doctor at the doctor stage reads the drug note and the 3 newest visits of 4 (DX, else DX2; the doctor where the HIS has one)', async () => {
      expect(DOCTOR_PANEL.lastVisits).toBe(3);
      const res = await get(`/api/v1/tele/${cases.current}/history`, 'N_DOCTOR');
      expect(res.status).toBe(200);
      expect(res.body.drugNote).toBe('แพ้ยาเพนิซิลลิน (ผื่นลมพิษ)');
      expect(res.body.hn).toBe(hn);
      expect(res.body.visits.map((v: { clinicVisitKey: string }) => v.clinicVisitKey)).toEqual(['panel-1', 'panel-2', 'panel-3']);
      expect(res.body.visits[0]).toMatchObject({ diagnosis: 'Dermatitis 1', summary: 'อาการครั้งที่ 1', doctor: 'พญ.วรรณา ผิวงาม' });
      expect(res.body.visits[1].diagnosis).toBe('L20.9 Atopic dermatitis');
      expect(res.body.visits[2].doctor).toBeNull();
    });

    it('answers an empty drug note as "" (the page shows "ไม่มีประวัติแพ้ยา")', async () => {
      const mine = await insertCase(db, { user: ids.patient2, date: TODAY, status: 2 });
      const res = await get(`/api/v1/tele/${mine}/history`, 'N_DOCTOR');
      expect(res.status).toBe(200);
      expect(res.body.drugNote).toBe('');
    });

    it('hospital staff read it too', async () => {
      expect((await get(`/api/v1/tele/${cases.atNurse}/history`, 'Nurse')).status).toBe(200);
    });

    it('is 404 to the doctor at another stage and to the network nurse; 403 to its patient and to another patient', async () => {
      for (const [teleID, who] of [[cases.atNurse, 'N_DOCTOR'], [cases.current, 'N_NURSE']] as const) {
        const res = await get(`/api/v1/tele/${teleID}/history`, who);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(TELE_MESSAGES.teleNotFound);
      }
      // The role check refuses patients before any case is read: the owner and a stranger alike.
      for (const who of ['patient', 'patient2']) {
        const res = await get(`/api/v1/tele/${cases.current}/history`, who);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.forbidden);
      }
    });
  });

  describe('GET /api/v1/tele/{teleID}/earlierimages: the photos of the earlier cases', () => {
    it('is empty when the earlier cases have no photos', async () => {
      const res = await get(`/api/v1/tele/${cases.current}/earlierimages`, 'N_DOCTOR');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });

    it('answers the earlier cases\' photos newest first with their case day, not this case\'s, a later one\'s, another patient\'s, a slip or a failed one', async () => {
      const first = await insertPhoto(cases.older, ids.patient, 300, { bodySite: 'arms' });
      const second = await insertPhoto(cases.old, ids.patient, 200, { bodySite: 'face', qualityNote: 'ภาพมืด' });
      await insertPhoto(cases.current, ids.patient, 10);
      await insertPhoto(cases.atNurse, ids.patient, 5); // booked after the current case
      await insertPhoto(cases.otherPatients, ids.patient2, 100);
      await insertPhoto(cases.old, ids.patient, 50, { category: 2 });
      await insertPhoto(cases.old, ids.patient, 40, { state: 'failed' });
      const res = await get(`/api/v1/tele/${cases.current}/earlierimages`, 'N_DOCTOR');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({ fileID: second, teleID: cases.old, caseDate: '2026-09-14', bodySite: 'face', qualityNote: 'ภาพมืด', thumbnail: null }),
        expect.objectContaining({ fileID: first, teleID: cases.older, caseDate: '2026-03-02', bodySite: 'arms', qualityNote: null }),
      ]);
    });

    it('answers at most 12: with 12 all of them, with a 13th the oldest drops out', async () => {
      expect(DOCTOR_PANEL.earlierPhotos).toBe(12);
      await db.query(`DELETE FROM stored_files WHERE tele_id = ANY($1::uuid[])`, [[cases.old, cases.older]]);
      const made: string[] = [];
      for (let i = 0; i < 12; i++) made.push(await insertPhoto(cases.old, ids.patient, 1000 - i));
      const twelve = await get(`/api/v1/tele/${cases.current}/earlierimages`, 'N_DOCTOR');
      expect(twelve.body.data.map((f: { fileID: string }) => f.fileID)).toEqual([...made].reverse());
      const thirteenth = await insertPhoto(cases.older, ids.patient, 1);
      const res = await get(`/api/v1/tele/${cases.current}/earlierimages`, 'N_DOCTOR');
      expect(res.body.data).toHaveLength(12);
      expect(res.body.data[0].fileID).toBe(thirteenth);
      expect(res.body.data.map((f: { fileID: string }) => f.fileID)).not.toContain(made[0]);
    });

    it('is 404 to the doctor at another stage and to the network nurse; 403 to patients', async () => {
      expect((await get(`/api/v1/tele/${cases.atNurse}/earlierimages`, 'N_DOCTOR')).status).toBe(404);
      expect((await get(`/api/v1/tele/${cases.current}/earlierimages`, 'N_NURSE')).status).toBe(404);
      expect((await get(`/api/v1/tele/${cases.current}/earlierimages`, 'patient')).status).toBe(403);
      expect((await get(`/api/v1/tele/${cases.current}/earlierimages`, 'patient2')).status).toBe(403);
    });
  });

  describe("the image worker's quality note, answered in the image list", () => {
    it("notes a dark, flat photo 'ภาพมืด · ภาพอาจไม่ชัด' on its row once processed", async () => {
      const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 20, b: 25 } } }).jpeg().toBuffer();
      const res = await app.request('POST', '/api/v1/tele/upload', {
        token: tokens.patient,
        body: { teleID: cases.current, fileName: 'มืด.jpg', fileType: 'image/jpeg', fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 0 },
      });
      expect(res.status).toBe(200);
      const { fileID } = res.body.data;
      const row = await eventually(async () => {
        const [r] = await db.query(`SELECT state, quality_note FROM stored_files WHERE id = $1`, [fileID]);
        return r.state === 'processing' ? undefined : r;
      }, 20_000);
      expect(row).toEqual({ state: 'ready', quality_note: 'ภาพมืด · ภาพอาจไม่ชัด' });
      const list = await get(`/api/v1/tele/imagelist/${cases.current}`, 'N_DOCTOR');
      expect(list.body.data.find((f: { fileID: string }) => f.fileID === fileID)).toMatchObject({ qualityNote: 'ภาพมืด · ภาพอาจไม่ชัด' });
    });
  });
});

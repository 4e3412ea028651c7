// care-services §2 Image upload to the hospital record (/patientimage) and Image list
// (/softconimg/{DocDT}), §3 (fileCategoryID carries the clinicVisitKey; Patient visit search
// result; Image list row), §5 (service date, HN of 7 characters, holidays), §7 calls:
//   GET /api/v1/patient/visit/{YYYY-MM-DD}/{HN}, POST /api/v1/patient/imagemobile,
//   GET /api/v1/softconimg/{DocDT}.
// Real PostgreSQL, Redis, the worker (sharp) and the HIS stand-in over the `his` schema.
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { seedLocalHisClinical } from '../../integrations/src/his/local-his-clinical-demo.js';
import { FILE_LIMITS, MESSAGES, RECORD_IMAGE_MESSAGES as M, TELE_MESSAGES, bangkokDateKey } from '../../rules/src/index.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';

describe('records-images', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const today = bangkokDateKey();
  let somchaiVisit: string;

  const search = (who: Session | undefined, date: string, hn: string) => app.request('GET', `/api/v1/patient/visit/${date}/${hn}`, { token: who?.token });
  const list = (who: Session | undefined, docDT: string) => app.request('GET', `/api/v1/softconimg/${docDT}`, { token: who?.token });
  const upload = (who: Session | undefined, body: Record<string, unknown>) => app.request('POST', '/api/v1/patient/imagemobile', { token: who?.token, body });
  const imageBody = (clinicVisitKey: unknown, bytes: Buffer, fileName: string, fileType: string) => ({
    fileName,
    fileCategoryID: clinicVisitKey,
    fileType,
    fileSize: bytes.length,
    fileBase64: `data:${fileType};base64,${bytes.toString('base64')}`,
  });
  const fileCount = async () => (await db.query(`SELECT count(*)::int AS n FROM stored_files`))[0].n as number;
  const auditJobs = async (action: string, patientID: string) =>
    (await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'audit.patientAccess' AND payload->>'action' = $1 AND payload->>'patientID' = $2`, [action, patientID])).length as number;
  const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
    sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 80 } } })[format]().toBuffer();

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    await seedLocalHisClinical(db); // idempotent: today's demo visits, whatever the app seeded already
    const logins: Record<string, string> = {
      nurse: 'nurse@demo.skin.go.th',
      medrec: 'medrec@demo.skin.go.th',
      admin: 'admin@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
      somchai: '1103702071811',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
  }, 60_000);
  afterAll(() => app.close());

  describe('the visit search', () => {
    it("answers the patient's name and today's visits to pick from, and audits the staff read", async () => {
      const res = await search(s.nurse, today, '6500123');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(1);
      expect(res.body.data[0].patient.person.fullName).toContain('สมชาย');
      const visits = res.body.data[0].clinicVisit;
      expect(visits.length).toBeGreaterThanOrEqual(1);
      for (const v of visits) {
        expect(v).toEqual({ cn: expect.any(String), clinicVisitKey: expect.any(String), serviceUnit: expect.any(String), recordDT: expect.stringMatching(new RegExp(`^${today}T`)) });
        expect(v.cn).not.toBe('');
      }
      somchaiVisit = visits[0].clinicVisitKey;
      expect(await auditJobs('visit.read', s.somchai.userID)).toBeGreaterThanOrEqual(1);
    });

    it('refuses an HN that is not 7 characters and a date that is not a date, answers count 0 for an unknown HN', async () => {
      for (const hn of ['65001234', '650012']) {
        const res = await search(s.medrec, today, hn);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(M.hnInvalid);
      }
      for (const date of ['2026-13-01', '2026-02-30', '21-11-2026', 'today']) {
        const res = await search(s.medrec, date, '6500123');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(M.serviceDateRequired);
      }
      expect((await search(s.admin, today, '0000001')).body).toEqual({ count: 0, data: [] });
      // The patient is known, but had no visit that day: the name, and nothing to pick.
      const empty = await search(s.admin, '2019-01-08', '6500123');
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ count: 1, data: [{ clinicVisit: [] }] });
    });

    it('refuses a holiday, as the calendar does', async () => {
      await db.query(`INSERT INTO holidays (holiday_date, name, source) VALUES ('2031-03-05', 'วันหยุดทดสอบ', 'staff') ON CONFLICT (holiday_date) DO UPDATE SET removed = false, name = EXCLUDED.name`);
      const res = await search(s.nurse, '2031-03-05', '6500123');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.holiday + 'วันหยุดทดสอบ');
    });
  });

  describe('who may call', () => {
    it('refuses patients, finance and network staff (403) and anyone signed out (401)', async () => {
      for (const who of [s.somchai, s.finance, s.network]) {
        expect((await search(who, today, '6500123')).status).toBe(403);
        expect((await list(who, today)).status).toBe(403);
        const before = await fileCount();
        const res = await upload(who, imageBody(somchaiVisit, await photo(40, 30, 'jpeg'), 'a.jpg', 'image/jpeg'));
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.forbidden);
        expect(await fileCount()).toBe(before);
      }
      expect((await search(undefined, today, '6500123')).status).toBe(401);
      expect((await list(undefined, today)).status).toBe(401);
      expect((await upload(undefined, {})).status).toBe(401);
    });
  });

  describe('the image upload', () => {
    it('stores nothing for an unknown visit, a file that is not a picture, or no visit at all', async () => {
      const before = await fileCount();
      const jpeg = await photo(40, 30, 'jpeg');

      const unknown = await upload(s.nurse, imageBody('1999010199', jpeg, 'a.jpg', 'image/jpeg'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(M.visitNotFound);

      // A PDF that claims to be a JPEG: the bytes decide.
      const pdf = await upload(s.nurse, imageBody(somchaiVisit, Buffer.from('%PDF-1.4\n%%EOF\n'), 'scan.jpg', 'image/jpeg'));
      expect(pdf.status).toBe(400);
      expect(pdf.body.message).toBe(M.imageOnly);
      const text = await upload(s.nurse, imageBody(somchaiVisit, Buffer.from('just some words'), 'note.png', 'image/png'));
      expect(text.status).toBe(400);
      expect(text.body.message).toBe(M.imageOnly);
      // A GIF is a picture, but not one the worker can resize and thumbnail.
      const gif = await upload(s.nurse, imageBody(somchaiVisit, Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif', 'image/gif'));
      expect(gif.status).toBe(400);

      for (const key of ['', '   ', null, undefined]) {
        const res = await upload(s.nurse, imageBody(key, jpeg, 'a.jpg', 'image/jpeg'));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(M.visitRequired);
      }
      const broken = await upload(s.nurse, { ...imageBody(somchaiVisit, jpeg, 'a.jpg', 'image/jpeg'), fileBase64: 'not base64 at all!' });
      expect(broken.status).toBe(400);
      // Past the size limit: the base64 text past its limit is refused before it is decoded
      // (400, issue 19: the limit is the body schema's), a decoded file past 10 MB with 413.
      const huge = await upload(s.nurse, { ...imageBody(somchaiVisit, jpeg, 'a.jpg', 'image/jpeg'), fileBase64: 'A'.repeat(14 * 1024 * 1024 + 4) });
      expect(huge.status).toBe(400);
      expect(huge.body.message).toBe(TELE_MESSAGES.fileTooLarge);
      const tooLarge = await upload(s.nurse, { ...imageBody(somchaiVisit, jpeg, 'a.jpg', 'image/jpeg'), fileBase64: Buffer.alloc(FILE_LIMITS.maxBytes + 1, 1).toString('base64') });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe(TELE_MESSAGES.fileTooLarge);

      expect(await fileCount()).toBe(before);
      expect((await db.query(`SELECT count(*)::int AS n FROM his.visit_images`))[0].n).toBe(0);
    });

    it('keeps a picture for the visit, the worker resizes it and files it into the HIS, and the list shows it with its thumbnail', async () => {
      const big = await photo(1600, 1200, 'jpeg');
      const res = await upload(s.nurse, imageBody(somchaiVisit, big, 'C:\\fakepath\\ผื่นที่แขน.jpg', 'image/jpeg'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { fileID: expect.any(String), state: 'processing' } });
      const { fileID } = res.body.data;
      const png = await upload(s.medrec, imageBody(somchaiVisit, await photo(300, 200, 'png'), 'หลังรักษา.png', 'image/png'));
      expect(png.status).toBe(200);

      const row = (await db.query(`SELECT *, to_char(clinic_visit_date, 'YYYY-MM-DD') AS visit_date FROM stored_files WHERE id = $1`, [fileID]))[0];
      expect(row).toMatchObject({ clinic_visit_key: somchaiVisit, tele_id: null, booking_id: null, owner_id: s.somchai.userID, uploaded_by: s.nurse.userID, file_name: 'ผื่นที่แขน.jpg' });
      expect(row.visit_date).toBe(today);
      expect(await auditJobs('visit.image', s.somchai.userID)).toBeGreaterThanOrEqual(2);

      // The worker resizes and thumbnails it, then files it into the HIS visit.
      const filed = await eventually(async () => {
        const [r] = await db.query(`SELECT state, width, height, has_thumbnail, his_filed_at FROM stored_files WHERE id = $1`, [fileID]);
        return r.his_filed_at ? r : undefined;
      }, 30_000);
      expect(filed).toMatchObject({ state: 'ready', width: 1000, height: 750, has_thumbnail: true });
      const his = await db.query(`SELECT clinic_visit_key, file_name, file_type, to_char(doc_date, 'YYYY-MM-DD') AS doc_date FROM his.visit_images WHERE file_id = $1`, [fileID]);
      expect(his).toEqual([{ clinic_visit_key: somchaiVisit, file_name: 'ผื่นที่แขน.jpg', file_type: 'image/jpeg', doc_date: today }]);

      await eventually(async () => ((await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE clinic_visit_key IS NOT NULL AND state = 'processing'`))[0].n === 0 ? true : undefined), 30_000);
      for (const docDT of [today, today.replaceAll('-', '')]) {
        const listed = await list(s.admin, docDT);
        expect(listed.status).toBe(200);
        const mine = listed.body.data.filter((r: any) => r.clinicVisitKey === somchaiVisit);
        expect(mine.map((r: any) => r.FileName)).toEqual(['ผื่นที่แขน.jpg', 'หลังรักษา.png']);
        for (const r of mine) {
          expect(r).toMatchObject({ Code: '6500123', Name: expect.stringContaining('สมชาย'), state: 'ready', Thumbnail: expect.stringMatching(/^data:image\/jpeg;base64,/) });
          const thumb = await sharp(Buffer.from(r.Thumbnail.split(',')[1], 'base64')).metadata();
          expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(200);
        }
      }
      // Staff may open the image itself in the viewer (/images/{fileID}).
      const opened = await app.request('GET', `/api/v1/tele/upload/${fileID}`, { token: s.medrec.token });
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ FileType: 'image/jpeg', state: 'ready' });
      expect(await auditJobs('file.read', s.somchai.userID)).toBeGreaterThanOrEqual(1);

      // Another day lists nothing of it; a DocDT that is not a date is 400.
      expect((await list(s.nurse, '2019-01-08')).body).toEqual({ data: [] });
      const bad = await list(s.nurse, '2026-99-99');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(M.serviceDateRequired);
    }, 60_000);
  });
});

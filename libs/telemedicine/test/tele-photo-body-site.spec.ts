// Issue 16 item 10: the patient tags each case photo with its body site (libs/rules BODY_SITES).
// POST /api/v1/tele/upload takes an optional bodySite (any of the ten, or none); anything else is
// a 400 with a Thai message and nothing is stored. The site is kept with the file and answered
// in the image list and the file read the nurse's and doctor's pages use, and in the patient's
// copy of their data.
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { BODY_SITES, BODY_SITE_MESSAGES } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('tele-photo-body-site', () => {
  type Session = { token: string; userID: string };
  let app: TestApp;
  let db: DataSource;
  let malee: Session;
  let nurse: Session;
  let teleID: string;
  let photo: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    malee = await app.login('3100600445635');
    nurse = await app.login('nurse@demo.skin.go.th');
    const rows: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, 1, 4, DATE '2031-05-06', '09:00', 'ผื่นที่แขน', $1) RETURNING id`,
      [malee.userID],
    );
    teleID = rows[0].id;
    photo = (await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 190, g: 90, b: 80 } } }).jpeg().toBuffer()).toString('base64');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const upload = (extra: Record<string, unknown>) =>
    app.request('POST', '/api/v1/tele/upload', {
      token: malee.token,
      body: { teleID, fileName: 'IMG_0001.jpg', fileType: 'image/jpeg', fileSize: 100, fileBase64: photo, fileCategoryID: 0, ...extra },
    });
  const count = async () => (await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE tele_id = $1`, [teleID]))[0].n as number;

  it('keeps each of the ten body sites, and none when absent or null', async () => {
    const ids: Record<string, string | null> = {};
    for (const site of [...BODY_SITES.map((s) => s.value), null, undefined]) {
      const res = await upload(site === undefined ? {} : { bodySite: site });
      expect(res.status).toBe(200);
      ids[res.body.data.fileID] = site ?? null;
    }
    const list = await app.request('GET', `/api/v1/tele/imagelist/${teleID}`, { token: nurse.token });
    expect(list.status).toBe(200);
    const shown = Object.fromEntries((list.body.data as Array<{ fileID: string; bodySite: string | null }>).map((f) => [f.fileID, f.bodySite]));
    expect(shown).toEqual(ids);
    const arms = Object.keys(ids).find((id) => ids[id] === 'arms')!;
    const read = await app.request('GET', `/api/v1/tele/upload/${arms}`, { token: nurse.token });
    expect(read.body.data.bodySite).toBe('arms');
  });

  it('refuses a site that is not on the list with a Thai 400 and stores nothing', async () => {
    const before = await count();
    for (const bodySite of ['tail', 'Arms', '', 3]) {
      const res = await upload({ bodySite });
      expect({ status: res.status, message: res.body?.message }).toEqual({ status: 400, message: BODY_SITE_MESSAGES.unknown });
    }
    expect(await count()).toBe(before);
  });

  it("is in the patient's copy of their data", async () => {
    const res = await app.request('GET', '/api/v1/me/export', { token: malee.token });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain('"body_site":"feet"');
  });
});

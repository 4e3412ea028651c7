// Issue 18, chaos scenario 5 ("an api killed in the middle of uploads: no orphan file"): an
// upload writes its bytes and then commits its row, so a process killed between the two leaves
// bytes no row owns. The repeatable 'files.sweepOrphans' job removes such folders once nothing
// in them changed for FILES_ORPHAN_AFTER_MS; everything a row owns, anything younger and
// anything that is not ours stays.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OrphanFileSweeper } from '../src/orphan-files.sweeper.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('orphan-files', () => {
  const GRACE_MS = 60_000;
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  let caseID: string;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { FILES_ORPHAN_AFTER_MS: String(GRACE_MS), FILES_SWEEP_EVERY_MS: '3600000' } });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['malee']);
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, 1, 4, DATE '2031-05-07', '09:00', 'ผื่นที่ขา', $1) RETURNING id`,
      [s.malee.userID],
    );
    caseID = row.id;
  }, 60_000);
  afterAll(() => app?.close());

  const folderOf = (name: string) => path.join(app.config.filesDir, 'tele-files', name);

  /** Bytes left as a killed upload leaves them: a folder with an original (or a half-written temporary file), no row. */
  function leftBehind(name: string, ageMs: number, file = 'original'): string {
    const dir = folderOf(name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, file), 'bytes');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path.join(dir, file), at, at);
    utimesSync(dir, at, at);
    return dir;
  }

  it('removes bytes no row owns once older than the grace period, and nothing else', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c8c6e' } }).png().toBuffer();
    const uploaded = await app.request('POST', '/api/v1/tele/upload', {
      token: s.malee.token,
      body: { teleID: caseID, fileName: 'ผื่น.png', fileType: 'image/png', fileSize: png.length, fileBase64: `data:image/png;base64,${png.toString('base64')}`, fileCategoryID: 0 },
    });
    expect(uploaded.status).toBe(200);
    const [{ id: ownedID }] = await db.query(`SELECT id FROM stored_files WHERE tele_id = $1`, [caseID]);
    await eventually(async () => (await db.query(`SELECT state FROM stored_files WHERE id = $1`, [ownedID]))[0].state === 'ready', 20_000);
    const owned = folderOf(ownedID);
    const old = new Date(Date.now() - 10 * GRACE_MS);
    utimesSync(owned, old, old); // a photo uploaded long ago: its row owns it

    const pastGrace = leftBehind(randomUUID(), GRACE_MS + 5_000);
    const halfWritten = leftBehind(randomUUID(), GRACE_MS + 5_000, 'original.3f9a1c2b7d4e.tmp');
    const withinGrace = leftBehind(randomUUID(), GRACE_MS - 5_000); // an upload maybe still committing
    const notOurs = leftBehind('lost+found', 10 * GRACE_MS);

    await app.worker!.get(OrphanFileSweeper).sweep();

    expect(existsSync(pastGrace)).toBe(false);
    expect(existsSync(halfWritten)).toBe(false);
    expect(existsSync(withinGrace)).toBe(true);
    expect(existsSync(notOurs)).toBe(true);
    expect(existsSync(owned)).toBe(true);
    const photo = await app.request('GET', `/api/v1/tele/upload/${ownedID}`, { token: s.malee.token });
    expect(photo.status).toBe(200); // the patient's photo is still served
  });

  it('runs on the worker on its period (a BullMQ job scheduler)', async () => {
    const scheduler = await eventually(async () => (await app.queue('files').getJobScheduler('files.sweepOrphans.repeat')) ?? undefined);
    expect(scheduler).toMatchObject({ name: 'files.sweepOrphans', every: 3_600_000 });
  });
});

// Issue 29 item 2, done when: with FILES_STORE=s3 the upload → resize → board → read path works
// against a real S3-protocol server (s3rver on a port of its own). The api creates the missing
// bucket at start (S3_CREATE_BUCKET: on outside production); the worker resizes from the bucket
// into the bucket; the nurse's board hears the case; the bytes are read back only through the
// api's own access rule; nothing lands on the local disk.
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { fileKeys } from '../src/index.js';
import { loadConfig } from '../../core/src/index.js';
import { FILE_STORE, fileStoreOf, LocalDiskFileStore, MissingBucketError, S3FileStore, type FileStore } from '../../integrations/src/index.js';
import { startS3StandIn, type S3StandIn } from '../../integrations/src/stand-ins/s3.js';
import { eventually, signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('files-s3', () => {
  let server: S3StandIn;
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startS3StandIn({ bucket: 'hospital-files' });
    app = await startTestApp({ worker: true, env: server.env });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['malee', 'somchai', 'nurse']);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((x) => x.disconnect());
    await app?.close();
    await server?.stop();
  });

  it('stores, resizes and serves a phone photo from the bucket, the board hears it, and only the access rule opens it', async () => {
    expect(app.config.filesStore).toBe('s3');
    const apiStore = app.api.get<FileStore>(FILE_STORE, { strict: false });
    const workerStore = app.worker!.get<FileStore>(FILE_STORE, { strict: false });
    expect(apiStore).toBeInstanceOf(S3FileStore);
    expect(workerStore).toBeInstanceOf(S3FileStore);

    const [{ id: teleID }] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, 1, 4, DATE '2031-03-05', '09:00', 'ผื่นคันที่แขน', $1) RETURNING id`,
      [s.malee.userID],
    );
    const board = await connected(openSocket(app.baseUrl, s.nurse.token, sockets));
    expect(await joinRoom(board, 'board:nurse')).toEqual({ ok: true });
    const heard: Array<{ teleID: string; reason: string }> = [];
    board.on('tele.changed', (event) => heard.push(event));

    // A phone photo: 1600x1200 stored sideways (EXIF orientation 6).
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 60, b: 60 } } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await app.request('POST', '/api/v1/tele/upload', {
      token: s.malee.token,
      body: { teleID, fileName: 'ผื่น.jpg', fileType: 'image/jpeg', fileSize: photo.length, fileBase64: photo.toString('base64'), fileCategoryID: 0 },
    });
    expect(res.status).toBe(200);
    const { fileID } = res.body.data;
    const keys = fileKeys(fileID);

    // The worker read the original from the bucket and wrote the resized copy and thumbnail there.
    const row = await eventually(async () => {
      const [r] = await db.query(`SELECT state, width, height, has_thumbnail FROM stored_files WHERE id = $1`, [fileID]);
      return r.state === 'processing' ? undefined : r;
    }, 30_000);
    expect(row).toEqual({ state: 'ready', width: 750, height: 1000, has_thumbnail: true });
    const resized = await apiStore.get(keys.resized);
    expect(resized).not.toBeNull();
    expect(await sharp(resized!).metadata()).toMatchObject({ format: 'jpeg', width: 750, height: 1000 });
    expect(await apiStore.get(keys.thumbnail)).not.toBeNull();
    await eventually(async () => ((await apiStore.get(keys.original)) === null ? true : undefined)); // the original (with its EXIF) goes
    expect((await apiStore.folders('tele-files')).map((f) => f.name)).toContain(fileID);

    // The nurse's board heard the case change for the file.
    await eventually(async () => (heard.some((e) => e.teleID === teleID && e.reason === 'file') ? true : undefined));

    // Read back through the api: the patient and the nurse, in the same bytes the bucket holds.
    for (const who of [s.malee, s.nurse]) {
      const got = await app.request('GET', `/api/v1/tele/upload/${fileID}`, { token: who.token });
      expect(got.status).toBe(200);
      expect(got.body.data).toMatchObject({ FileType: 'image/jpeg', fileName: 'ผื่น.jpg', state: 'ready' });
      expect(Buffer.from(got.body.data.fileData, 'base64').equals(resized!)).toBe(true);
    }
    const list = await app.request('GET', `/api/v1/tele/imagelist/${teleID}`, { token: s.nurse.token });
    expect(list.body.data.find((i: { fileID: string }) => i.fileID === fileID).thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    // A stranger gets nothing, and the bucket is never handed out: no address of it in any answer.
    expect((await app.request('GET', `/api/v1/tele/upload/${fileID}`, { token: s.somchai.token })).status).toBe(404);
    expect(JSON.stringify(list.body)).not.toContain(server.endpoint);

    // Nothing was written to the local disk.
    expect(await readdir(app.config.filesDir)).toEqual([]);
  }, 90_000);

  it('checks the S3 settings at start: a bucket, credentials in a pair, and a missing bucket stops a production start naming it', async () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', FILES_DIR: app.config.filesDir };
    expect(loadConfig(base)).toMatchObject({ filesStore: 'disk', s3: null }); // the embedded default
    expect(await fileStoreOf(loadConfig(base))).toBeInstanceOf(LocalDiskFileStore);
    expect(() => loadConfig({ ...base, FILES_STORE: 'ftp' })).toThrow("FILES_STORE must be one of disk, s3 (got 'ftp')");
    expect(() => loadConfig({ ...base, FILES_STORE: 's3' })).toThrow('S3_BUCKET is required with FILES_STORE=s3');
    expect(() => loadConfig({ ...base, ...server.env, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT');
    expect(() => loadConfig({ ...base, ...server.env, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an address starting with http:// or https://');
    // On AWS itself (no endpoint) the credentials may come from the instance's or pod's role.
    expect(loadConfig({ ...base, FILES_STORE: 's3', S3_BUCKET: 'hospital-files', S3_REGION: 'ap-southeast-7' }).s3).toEqual({
      bucket: 'hospital-files', endpoint: null, region: 'ap-southeast-7', accessKeyId: null, secretAccessKey: null, forcePathStyle: false, createBucket: true,
    });

    const missing = { ...base, ...server.env, S3_BUCKET: 'no-such-bucket' };
    expect(loadConfig({ ...missing, NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' }).s3!.createBucket).toBe(false);
    const production = { ...loadConfig(missing), s3: { ...loadConfig(missing).s3!, createBucket: false } };
    await expect(fileStoreOf(production)).rejects.toThrow(MissingBucketError);
    await expect(fileStoreOf(production)).rejects.toThrow("The bucket 'no-such-bucket' (S3_BUCKET) does not exist");
  });
});

// care-services §3 Image, §5 image rules (at most 1000x1000, quality 100, only jpeg/png/webp
// resized; issue 18: photos must be those, staff uploads and slips may also be a PDF), §7 upload calls, and DESIGN.md step 4: the upload and
// its 'images.process' job commit together, the worker (sharp) turns the image upright, resizes
// it, strips EXIF/GPS and makes a thumbnail, writes the result back and the case's rooms hear it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { ImagesProcessHandler } from '../../files/src/images-process.handler.js';
import { MESSAGES, TELE_MESSAGES, UPLOAD_TYPE_MESSAGES } from '../../rules/src/index.js';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { startTestApp, eventually, type TestApp } from '../../../test/api-app.js';
import { connected, joinRoom, openSocket } from '../../../test/sockets.js';

describe('tele-images', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  const s: Record<string, Session> = {};
  const sockets: Socket[] = [];
  let maleeCase: string;
  let consultCase: string;

  const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '7/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '99/1 36/1 0/1' };

  /** A photo as a phone makes it: 1600x1200 pixels stored sideways (EXIF orientation 6), with GPS. */
  async function phonePhoto(): Promise<Buffer> {
    return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 60, b: 60 } } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: GPS })
      .toBuffer();
  }

  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 110, alpha: 1 } } });

  let slot = 0;
  async function insertCase(userID: string, extra: { serviceType?: number; createdBy?: string; parentID?: string } = {}): Promise<string> {
    slot += 1;
    const serviceType = extra.serviceType ?? 1;
    const rows: Array<{ id: string }> = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by, parent_id)
     VALUES ($1, $2, $3, DATE '2031-03-04' + $4::int, '09:00', 'ผื่นคันที่แขน', $5, $6) RETURNING id`,
      [userID, serviceType, serviceType === 3 ? null : 4, slot, extra.createdBy ?? userID, extra.parentID ?? null],
    );
    return rows[0].id;
  }

  const upload = (who: Session | undefined, body: Record<string, unknown>) => app.request('POST', '/api/v1/tele/upload', { token: who?.token, body });
  const uploadFile = (who: Session, teleID: string, bytes: Buffer, fileName: string, fileType: string, fileCategoryID = 0, dataUrl = true) =>
    upload(who, {
      teleID,
      fileName,
      fileType,
      fileSize: bytes.length,
      fileBase64: dataUrl ? `data:${fileType};base64,${bytes.toString('base64')}` : bytes.toString('base64'),
      fileCategoryID,
    });
  const read = (who: Session, fileID: string, suffix = '') => app.request('GET', `/api/v1/tele/upload/${fileID}${suffix}`, { token: who.token });
  const fileRow = async (fileID: string) => (await db.query(`SELECT * FROM stored_files WHERE id = $1`, [fileID]))[0];
  const settled = (fileID: string) =>
    eventually(async () => {
      const row = await fileRow(fileID);
      return row.state === 'processing' ? undefined : row;
    }, 20_000);
  const fileCount = async () => (await db.query(`SELECT count(*)::int AS n FROM stored_files`))[0].n as number;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    const logins: Record<string, string> = {
      malee: '3100600445635',
      somchai: '1103702071811',
      nurse: 'nurse@demo.skin.go.th',
      finance: 'finance@demo.skin.go.th',
      network: 'network@demo.skin.go.th',
      doctor: 'doctor@demo.skin.go.th',
    };
    for (const [name, login] of Object.entries(logins)) s[name] = await app.login(login);
    maleeCase = await insertCase(s.malee.userID);
    // Issue 28 item 1: a slip is taken only on a case that owes money: the slips below go to a case at −3 with the HIS's costs.
    await db.query(`UPDATE tele_requests SET flow_status = -3 WHERE id = $1`, [maleeCase]);
    await enterLocalHisTeleOrders(db, maleeCase, { costs: [{ svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 300, netdisc: 0, netcost: 300 }] });
    consultCase = await insertCase(s.malee.userID, { serviceType: 3, createdBy: s.network.userID, parentID: s.doctor.userID });
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((x) => x.disconnect());
    await app.close();
  });

  it('turns a sideways phone photo upright, fits it in 1000x1000, strips EXIF and GPS, adds a thumbnail, and the patient hears it', async () => {
    const socket = await connected(openSocket(app.baseUrl, s.malee.token, sockets));
    expect(await joinRoom(socket, `patient:${s.malee.userID}`)).toEqual({ ok: true });
    const heard: any[] = [];
    socket.on('tele.changed', (event) => heard.push(event));

    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([1600, 1200, 6]);
    expect(before.exif?.toString('latin1')).toContain('PhoneCam');

    const res = await uploadFile(s.malee, maleeCase, photo, 'C:\\Users\\malee\\ผื่น.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { fileID: expect.any(String), state: 'processing' } });
    const { fileID } = res.body.data;

    // The row and its job were committed together.
    const jobs = await db.query(`SELECT id FROM outbox WHERE kind = 'job' AND name = 'images.process' AND payload->>'fileID' = $1`, [fileID]);
    expect(jobs).toHaveLength(1);

    const row = await settled(fileID);
    expect(row).toMatchObject({ state: 'ready', width: 750, height: 1000, has_thumbnail: true, failure: null, file_name: 'ผื่น.jpg', category: 0 });
    expect(row.owner_id).toBe(s.malee.userID);

    const got = await read(s.malee, fileID);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ FileType: 'image/jpeg', fileName: 'ผื่น.jpg', state: 'ready' });
    const stored = Buffer.from(got.body.data.fileData, 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 750, height: 1000 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('PhoneCam');
    // Upright: the top rows of the stored image are the left column of the original; a sideways
    // copy would be 1000 wide.
    expect(meta.width! < meta.height!).toBe(true);

    const thumb = await read(s.malee, fileID, '/thumbnail');
    expect(thumb.status).toBe(200);
    expect(thumb.body.data.FileType).toBe('image/jpeg');
    const thumbMeta = await sharp(Buffer.from(thumb.body.data.fileData, 'base64')).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([150, 200]);
    expect(thumbMeta.exif).toBeUndefined();

    // The original (with its GPS) is gone from the store; the clean copy and thumbnail are there.
    const dir = path.join(app.config.filesDir, 'tele-files', fileID);
    expect(existsSync(path.join(dir, 'original'))).toBe(false);
    expect(existsSync(path.join(dir, 'resized'))).toBe(true);
    expect(existsSync(path.join(dir, 'thumbnail'))).toBe(true);

    // The patient heard the upload, then the thumbnail being ready.
    await eventually(async () => (heard.length >= 2 ? true : undefined), 10_000);
    expect(heard.every((e) => e.teleID === maleeCase && e.reason === 'file' && e.userID === s.malee.userID)).toBe(true);

    const list = await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.malee.token });
    expect(list.status).toBe(200);
    const image = list.body.data.find((i: any) => i.fileID === fileID);
    expect(image).toMatchObject({ fileName: 'ผื่น.jpg', fileCategoryID: 0, fileSrc: `/images/${fileID}`, fileType: 'image/jpeg', state: 'ready' });
    expect(image.thumbnail).toMatch(/^data:image\/jpeg;base64,/);

    // A retried job finds the row done and changes nothing.
    const processedAt = row.processed_at;
    await app.worker!.get(ImagesProcessHandler).process({ fileID });
    expect((await fileRow(fileID)).processed_at).toEqual(processedAt);
  });

  it('resizes png and webp in their own format, never enlarges a small image', async () => {
    const png = await solid(2400, 600).png().toBuffer();
    const webp = await solid(1200, 1500).webp().toBuffer();
    const small = await solid(300, 200).jpeg().toBuffer();
    const ids: string[] = [];
    for (const [bytes, name, type] of [
      [png, 'a.png', 'image/png'],
      [webp, 'b.webp', 'image/webp'],
      [small, 'c.jpg', 'image/jpeg'],
    ] as const) {
      const res = await uploadFile(s.malee, maleeCase, bytes, name, type, 0, false);
      expect(res.body.data.state).toBe('processing');
      ids.push(res.body.data.fileID);
    }
    const expected = [
      ['png', 1000, 250, 'image/png'],
      ['webp', 800, 1000, 'image/webp'],
      ['jpeg', 300, 200, 'image/jpeg'],
    ];
    for (const [i, fileID] of ids.entries()) {
      expect(await settled(fileID)).toMatchObject({ state: 'ready', width: expected[i][1], height: expected[i][2] });
      const got = await read(s.malee, fileID);
      expect(got.body.data.FileType).toBe(expected[i][3]);
      const meta = await sharp(Buffer.from(got.body.data.fileData, 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(expected[i].slice(0, 3));
    }
  });

  it('keeps a PDF as sent where one is accepted (staff upload 1, slip 2): stored, not queued, read back byte for byte; a GIF photo is kept as sent, a PDF photo (0) refused', async () => {
    const gif = await solid(40, 30).gif().toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    for (const [who, category, name, declared] of [
      [s.nurse, 1, 'lab.pdf', 'image/jpeg'], // the declared type is not trusted
      [s.malee, 2, 'slip.pdf', 'application/pdf'],
    ] as const) {
      const res = await uploadFile(who, maleeCase, pdf, name, declared, category);
      expect(res.body).toEqual({ data: { fileID: expect.any(String), state: 'stored' } });
      const fileID = res.body.data.fileID;
      expect(await db.query(`SELECT 1 FROM outbox WHERE name = 'images.process' AND payload->>'fileID' = $1`, [fileID])).toHaveLength(0);
      expect(await fileRow(fileID)).toMatchObject({ content_type: 'application/pdf', declared_type: declared, state: 'stored', has_thumbnail: false, size_bytes: pdf.length });
      const got = await read(s.malee, fileID);
      expect(got.body.data).toMatchObject({ FileType: 'application/pdf', fileName: name, state: 'stored' });
      expect(Buffer.from(got.body.data.fileData, 'base64').equals(pdf)).toBe(true);
      expect((await read(s.malee, fileID, '/thumbnail')).status).toBe(404);
    }
    // §5 any picture is accepted (the worker resizes jpeg, png and webp; a GIF is kept as sent).
    const kept = await uploadFile(s.malee, maleeCase, gif, 'anim.gif', 'image/gif');
    expect(kept.body).toEqual({ data: { fileID: expect.any(String), state: 'stored' } });
    // Issue 18 finding 3: a photo is a picture, by its bytes.
    const count = await fileCount();
    const res = await uploadFile(s.malee, maleeCase, pdf, 'lab.jpg', 'image/jpeg');
    expect({ status: res.status, message: res.body?.message }).toEqual({ status: 400, message: UPLOAD_TYPE_MESSAGES.picturesOnly });
    expect(await fileCount()).toBe(count);
  });

  it('marks a "jpeg" that does not decode as failed, once: the job ends without retries', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('this is not really a jpeg at all '.repeat(20))]);
    const res = await uploadFile(s.malee, maleeCase, broken, 'broken.jpg', 'image/jpeg');
    expect(res.body.data.state).toBe('processing');
    const row = await settled(res.body.data.fileID);
    expect(row.state).toBe('failed');
    expect(row.failure).toEqual(expect.any(String));
    expect(row.has_thumbnail).toBe(false);
    const [{ id }] = await db.query(`SELECT id FROM outbox WHERE name = 'images.process' AND payload->>'fileID' = $1`, [row.id]);
    const job = await app.queue('images').getJob(`outbox-${id}`);
    await eventually(async () => ((await job!.getState()) === 'completed' ? true : undefined));
    expect((await app.queue('images').getJob(`outbox-${id}`))!.attemptsMade).toBeLessThanOrEqual(1);
    // Issue 28 item 1: what the worker could not read is never served as the bytes that were sent:
    // the file and its thumbnail answer 'not found'; the case's list still shows it as failed.
    for (const suffix of ['', '/thumbnail']) {
      const got = await read(s.nurse, row.id, suffix);
      expect({ status: got.status, message: got.body.message }).toEqual({ status: 404, message: TELE_MESSAGES.fileNotFound });
    }
    const list = await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.nurse.token });
    expect(list.body.data.find((f: { fileID: string }) => f.fileID === row.id)).toMatchObject({ state: 'failed', thumbnail: null });
  });

  it('answers 404 to a stranger for reading, listing and uploading; 403 for a category the caller may not add', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const own = await uploadFile(s.malee, maleeCase, png, 'x.png', 'image/png');
    const fileID = own.body.data.fileID;
    const count = await fileCount();

    expect((await read(s.somchai, fileID)).status).toBe(404);
    expect((await read(s.somchai, fileID)).body.message).toBe(TELE_MESSAGES.fileNotFound);
    expect((await read(s.somchai, fileID, '/thumbnail')).status).toBe(404);
    expect((await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.somchai.token })).status).toBe(404);
    const stranger = await uploadFile(s.somchai, maleeCase, png, 'x.png', 'image/png');
    expect(stranger).toEqual({ status: 404, body: expect.objectContaining({ message: TELE_MESSAGES.teleNotFound }) });
    // The network user reads only consultations of theirs.
    expect((await read(s.network, fileID)).status).toBe(404);
    expect((await uploadFile(s.network, maleeCase, png, 'x.png', 'image/png', 1)).status).toBe(404);
    expect((await read(s.malee, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await read(s.malee, 'not-an-id')).status).toBe(404);
    expect((await upload(undefined, { teleID: maleeCase })).status).toBe(401);

    // Category 1 is the staff's, 2 the patient's payment evidence.
    const patientStaffImage = await uploadFile(s.malee, maleeCase, png, 'x.png', 'image/png', 1);
    expect(patientStaffImage).toEqual({ status: 403, body: expect.objectContaining({ message: MESSAGES.forbidden }) });
    expect((await uploadFile(s.finance, maleeCase, png, 'slip.png', 'image/png', 2)).status).toBe(403);
    expect(await fileCount()).toBe(count);

    const staff = await uploadFile(s.nurse, maleeCase, png, 'lesion.png', 'image/png', 1);
    expect(staff.status).toBe(200);
    const slip = await uploadFile(s.malee, maleeCase, png, 'slip.png', 'image/png', 2);
    expect(slip.status).toBe(200);
    const network = await uploadFile(s.network, consultCase, png, 'ref.png', 'image/png', 1);
    expect(network.status).toBe(200);
    expect(await fileRow(network.body.data.fileID)).toMatchObject({ owner_id: s.malee.userID, uploaded_by: s.network.userID, category: 1 });
    expect((await read(s.doctor, network.body.data.fileID)).status).toBe(200); // the doctor asked
    expect((await read(s.malee, staff.body.data.fileID)).status).toBe(200); // the patient's own case
  });

  it('refuses bad bodies with the Thai message and saves nothing', async () => {
    const count = await fileCount();
    const base = { teleID: maleeCase, fileName: 'a.jpg', fileType: 'image/jpeg', fileSize: 3, fileCategoryID: 0 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, fileBase64: '' }, 400, TELE_MESSAGES.fileInvalid],
      [{ ...base }, 400, TELE_MESSAGES.fileInvalid],
      [{ ...base, fileBase64: 'data:image/jpeg;base64,' }, 400, TELE_MESSAGES.fileInvalid],
      [{ ...base, fileBase64: '!!!% not base64 ***' }, 400, TELE_MESSAGES.fileInvalid],
      [{ ...base, fileBase64: 'QUJD', fileCategoryID: 7 }, 400, TELE_MESSAGES.fileCategoryInvalid],
      [{ ...base, fileBase64: 'QUJD', fileCategoryID: 'x' }, 400, TELE_MESSAGES.fileCategoryInvalid],
      [{ ...base, fileBase64: Buffer.alloc(10 * 1024 * 1024 + 1, 1).toString('base64') }, 413, TELE_MESSAGES.fileTooLarge],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(s.malee, body);
      expect({ status: res.status, message: res.body?.message }).toEqual({ status, message });
    }
    expect(await fileCount()).toBe(count);
  });

  it('audits staff reads of a patient’s files, not the patient’s own', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const { fileID } = (await uploadFile(s.malee, maleeCase, png, 'y.png', 'image/png')).body.data;
    const reads = () => db.query(`SELECT user_id FROM audit_log WHERE action = 'file.read' AND subject_id = $1`, [s.malee.userID]) as Promise<unknown[]>;
    const before = (await reads()).length;
    await read(s.malee, fileID);
    await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.malee.token });
    expect((await read(s.nurse, fileID)).status).toBe(200);
    expect((await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.nurse.token })).status).toBe(200);
    const after = await eventually(async () => {
      const rows = await reads();
      return rows.length >= before + 2 ? rows : undefined;
    });
    expect(after.slice(before)).toEqual([{ user_id: s.nurse.userID }, { user_id: s.nurse.userID }]);
  });
});

// Issue 18 finding 3: uploads accepted executables. A patient's POST /api/v1/tele/upload of
// bytes starting 'MZ', declared 'image/png' and named 'slip\u202Egnp.exe' was stored and the
// staff viewer offered it as an .exe. Now each category accepts only what it is for, by the
// sniffed bytes (photos: jpeg/png/webp; staff uploads and slips: those or a PDF), a name loses
// its bidi and other format characters, and a file is named for what it really is.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { StoredFiles } from '../src/index.js';
import { UPLOAD_TYPE_MESSAGES } from '../../rules/src/index.js';
import { enterLocalHisTeleOrders } from '../../integrations/src/his/local-his-tele-orders.js';
import { signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('upload-safety', () => {
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  let maleeCase: string;

  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), Buffer.alloc(120, 0), Buffer.from('This program cannot be run in DOS mode.')]);
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c8c6e' } }).png().toBuffer();

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    db = app.api.get(DataSource);
    s = await signInAll(app, ['malee', 'somchai', 'nurse']);
    const [row] = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, 1, 4, DATE '2031-05-06', '09:00', 'ผื่นคันที่แขน', $1) RETURNING id`,
      [s.malee.userID],
    );
    maleeCase = row.id;
    // Issue 28 item 1: a slip is taken only on a case that owes money: this case is at −3 with the HIS's costs.
    await db.query(`UPDATE tele_requests SET flow_status = -3 WHERE id = $1`, [maleeCase]);
    await enterLocalHisTeleOrders(db, maleeCase, { costs: [{ svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 300, netdisc: 0, netcost: 300 }] });
  }, 60_000);
  afterAll(() => app?.close());

  const upload = (who: Session, bytes: Buffer, fileName: string, fileType: string, fileCategoryID?: number) =>
    app.request('POST', '/api/v1/tele/upload', {
      token: who.token,
      body: { teleID: maleeCase, fileName, fileType, fileSize: bytes.length, fileBase64: `data:${fileType};base64,${bytes.toString('base64')}`, ...(fileCategoryID === undefined ? {} : { fileCategoryID }) },
    });
  const read = (who: Session, fileID: string) => app.request('GET', `/api/v1/tele/upload/${fileID}`, { token: who.token });
  const fileCount = async () => (await db.query(`SELECT count(*)::int AS n FROM stored_files`))[0].n as number;
  const storedDirs = () => {
    const dir = path.join(app.config.filesDir, 'tele-files');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  it("refuses the probe's exact upload (an .exe that says it is a PNG) in every category: 400, Thai message, nothing stored", async () => {
    const rows = await fileCount();
    const dirs = storedDirs();
    const probe = await upload(s.malee, EXE, 'slip\u202Egnp.exe', 'image/png');
    expect({ status: probe.status, message: probe.body?.message }).toEqual({ status: 400, message: UPLOAD_TYPE_MESSAGES.picturesOnly });
    const asSlip = await upload(s.malee, EXE, 'slip\u202Egnp.exe', 'image/png', 2);
    expect({ status: asSlip.status, message: asSlip.body?.message }).toEqual({ status: 400, message: UPLOAD_TYPE_MESSAGES.imageOrPdf });
    const byStaff = await upload(s.nurse, EXE, 'lab.pdf', 'application/pdf', 1);
    expect({ status: byStaff.status, message: byStaff.body?.message }).toEqual({ status: 400, message: UPLOAD_TYPE_MESSAGES.imageOrPdf });
    expect(await fileCount()).toBe(rows);
    expect(storedDirs()).toBe(dirs);
  });

  it('stores a real PNG named "slip\\u202Egnp.exe" as "slipgnp.png": no bidi control, the extension of what it is', async () => {
    const res = await upload(s.malee, await png(), 'slip\u202Egnp.exe', 'image/png', 2);
    expect(res.status).toBe(200);
    const { fileID } = res.body.data;
    const [row] = await db.query(`SELECT file_name, content_type FROM stored_files WHERE id = $1`, [fileID]);
    expect(row).toEqual({ file_name: 'slipgnp.png', content_type: 'image/png' });
    const got = await read(s.nurse, fileID);
    expect(got.body.data).toMatchObject({ FileType: 'image/png', fileName: 'slipgnp.png' });
    const list = await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.nurse.token });
    expect(list.body.data.find((f: { fileID: string }) => f.fileID === fileID).fileName).toBe('slipgnp.png');
  });

  it('a PDF slip (2) and a staff PDF (1) are accepted, a GIF photo too (any picture, §5); a PDF as a patient photo (0) is refused', async () => {
    const slip = await upload(s.malee, PDF, 'สลิปโอนเงิน.png', 'image/png', 2);
    expect(slip).toMatchObject({ status: 200, body: { data: { state: 'stored' } } });
    expect((await read(s.malee, slip.body.data.fileID)).body.data).toMatchObject({ FileType: 'application/pdf', fileName: 'สลิปโอนเงิน.pdf' });
    const staff = await upload(s.nurse, PDF, 'ผลแล็บ.pdf', 'application/pdf', 1);
    expect(staff).toMatchObject({ status: 200, body: { data: { state: 'stored' } } });

    const rows = await fileCount();
    const photo = await upload(s.malee, PDF, 'ผื่น.jpg', 'image/jpeg', 0);
    expect({ status: photo.status, message: photo.body?.message }).toEqual({ status: 400, message: UPLOAD_TYPE_MESSAGES.picturesOnly });
    expect(await fileCount()).toBe(rows);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } }).gif().toBuffer();
    expect(await upload(s.malee, gif, 'a.gif', 'image/gif', 0)).toMatchObject({ status: 200, body: { data: { state: 'stored' } } });
    expect(await upload(s.malee, gif, 'a.gif', 'image/gif', 2)).toMatchObject({ status: 200 });
  });

  it('a file kept before this rule is served under the extension of its sniffed type', async () => {
    const stored = app.api.get(StoredFiles);
    const target = { teleID: maleeCase, bookingID: null, ownerID: s.malee.userID, uploadedBy: s.malee.userID };
    const old = await stored.add(target, { fileName: 'slip\u202Egnp.exe', declaredType: 'image/png', contentType: 'application/octet-stream', bytes: EXE, category: 0 });
    const got = await read(s.nurse, old.fileID);
    expect(got.body.data).toMatchObject({ FileType: 'application/octet-stream', fileName: 'slipgnp.bin' });
    const list = await app.request('GET', `/api/v1/tele/imagelist/${maleeCase}`, { token: s.nurse.token });
    expect(list.body.data.find((f: { fileID: string }) => f.fileID === old.fileID).fileName).toBe('slipgnp.bin');
  });

  it('a booking image must be an image: an .exe or a PDF is refused and nothing is stored', async () => {
    const [booking] = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES (floor(random() * 100000)::int + 1, $1, 1, 1, DATE '2033-02-03', '09:00', 'ผื่นที่แขน', $1) RETURNING id`,
      [s.somchai.userID],
    );
    const rows = await fileCount();
    for (const [bytes, type] of [[EXE, 'image/png'], [PDF, 'application/pdf']] as const) {
      const res = await app.request('POST', '/api/v1/bookings/upload', {
        token: s.somchai.token,
        body: { bookingID: booking.id, fileName: 'slip\u202Egnp.exe', fileType: type, fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 0 },
      });
      expect({ status: res.status, message: res.body?.message }).toEqual({ status: 400, message: UPLOAD_TYPE_MESSAGES.picturesOnly });
    }
    expect(await fileCount()).toBe(rows);
    const ok = await app.request('POST', '/api/v1/bookings/upload', {
      token: s.somchai.token,
      body: { bookingID: booking.id, fileName: 'ผื่น\u200F.exe', fileType: 'image/png', fileBase64: (await png()).toString('base64') },
    });
    expect(ok.status).toBe(200);
    expect((await db.query(`SELECT file_name FROM stored_files WHERE id = $1`, [ok.body.data.fileID]))[0].file_name).toBe('ผื่น.png');
  });
});

/**
 * Issue 32 item 5 (optional part): 'สแกนเช็คอิน' with a camera. Chromium's fake camera plays a
 * Y4M file that shows a ticket's QR (as video.e2e.ts feeds a fake camera); the nurse on
 * /admin/booking opens the scanner and the booking is checked in from the video frames alone
 * (headless Chromium on Linux has no BarcodeDetector: this is the jsQR path).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHECK_IN_MESSAGES, inBangkok } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectText, startE2E, submitLogin, type E2E } from './support.js';

describe('check-in-camera', () => {
  type QrCodeLib = { create(text: string, options: { errorCorrectionLevel: string }): { modules: { size: number; get(row: number, col: number): number | boolean } } };
  const qrcode = createRequire(import.meta.url)('qrcode') as QrCodeLib;

  const CODE = `CK1${randomBytes(16).toString('hex')}`;
  const W = 640;
  const H = 480;

  /** A few seconds of a still frame (Y4M, 4:2:0): the QR of `text`, black on white, centred, 10 px per module. */
  function qrVideo(text: string): string {
    const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' });
    const scale = 10;
    const side = (modules.size + 8) * scale; // a 4-module quiet zone each side
    const x0 = Math.floor((W - side) / 2);
    const y0 = Math.floor((H - side) / 2);
    const y = Buffer.alloc(W * H, 235);
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (!modules.get(r, c)) continue;
        for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + (r + 4) * scale + dy) * W + x0 + (c + 4) * scale, (y0 + (r + 4) * scale + dy) * W + x0 + (c + 5) * scale);
      }
    }
    const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
    const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'check-in-cam-')), 'qr.y4m');
    writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
    return file;
  }

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({
      chromiumArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(CODE)}`, '--autoplay-policy=no-user-gesture-required'],
    });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const malee = DEMO_ACCOUNTS.find((a) => a.role === null && a.login === '3100600445635')!;

  test('the scanner reads the QR off the camera and checks the booking in', async () => {
    const { rows } = await e2e.db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status, check_in_code)
     SELECT 9, id, 1, 1, $2, '08:30', 'ผื่นคันที่แขน', 1, $3 FROM users WHERE id_card = $1
     RETURNING id`,
      [malee.login, inBangkok().format('YYYY-MM-DD'), CODE],
    );
    const bookingID: string = rows[0].id;

    const { page } = await e2e.newPage();
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/admin/booking');
    await page.getByTestId('booking-board').waitFor();
    await page.getByTestId('check-in-scan').click();
    await page.getByTestId('check-in-video').waitFor();
    await expectText(page, 'check-in-result', CHECK_IN_MESSAGES.checkedIn, 20_000);
    const after = await e2e.db.query(`SELECT arrived_at FROM bookings WHERE id = $1`, [bookingID]);
    expect(after.rows[0].arrived_at).not.toBeNull();
  }, 120_000);
});

/**
 * Issue 16 items 9 and 10, in Chromium at 390×844, as a patient and a nurse would meet them.
 *  9: the photo picker shows thumbnails (object URLs, revoked when a photo goes), a remove
 *     button per photo ('ลบรูปที่ 2', at least 44 px), a 'ถ่ายรูป' button whose input opens the
 *     camera (capture="environment") beside 'เลือกจากคลังภาพ', never a file name; the upload
 *     shows one figure (bytes sent of all, the bar, aria-valuenow and the text agree); a failed
 *     upload says so in Thai. The payment slip and staff upload pages use the same picker.
 * 10: a dark, a blurred and a tiny photo (made here with sharp) each get their warning in the
 *     page; the patient keeps one, retakes another; each photo is tagged with a body site, which
 *     is stored with the file and shown to the nurse in the case gallery and the image viewer.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { PHOTO_QUALITY_MESSAGES, dayProblem, inBangkok } from '@hospital/rules';
import { DEMO_PASSWORD, demoAccount, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('phone-polish-uploads', () => {
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const TEST_TIMEOUT_MS = 120_000;
  const PHONE = { width: 390, height: 844 };

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);


  async function signedIn(role: string | null, login?: string, viewport = PHONE): Promise<Page> {
    const { context, page } = await e2e.newPage();
    // Count the object URLs alive, to see thumbnails released when a photo goes.
    await context.addInitScript(() => {
      const live = new Set<string>();
      const create = URL.createObjectURL.bind(URL);
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.createObjectURL = (o: Blob | MediaSource) => {
        const url = create(o);
        live.add(url);
        return url;
      };
      URL.revokeObjectURL = (url: string) => {
        live.delete(url);
        revoke(url);
      };
      (window as unknown as { liveObjectUrls: () => number }).liveObjectUrls = () => live.size;
    });
    await page.setViewportSize(viewport);
    await submitLogin(page, login ?? demoAccount(role).login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  /** The first day from tomorrow on that a doctor visit (type 1) may be booked, with a free 13:30 slot. */
  async function bookableDay(skip = 0): Promise<string> {
    let found = 0;
    for (let i = 1; i < 90; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() })) continue;
      const { rowCount } = await e2e.db.query(`SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1`, [date]);
      if (rowCount) continue;
      if (found++ === skip) return date;
    }
    throw new Error('no bookable day');
  }

  async function fillTele(page: Page, day: string): Promise<void> {
    await page.goto('/tele');
    await page.getByTestId('service-type-1').waitFor();
    if (await page.getByTestId('intro-close').isVisible().catch(() => false)) await page.getByTestId('intro-close').click();
    await page.getByTestId('service-type-1').click();
    while (!(await page.getByTestId(`day-${day}`).isVisible())) await page.getByTestId('month-next').click();
    await page.getByTestId(`day-${day}`).click();
    await page.getByTestId('slot-13:30').click();
    await page.getByTestId('phone').fill('0812345678');
    await page.getByTestId('shipping-address').fill('99/1 หมู่ 2 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000');
    await page.getByTestId('description').fill('ผื่นแดงคันที่แขน เป็นมา 2 สัปดาห์');
  }

  const photoCount = (page: Page) => page.getByTestId('picked-photo').count();

  /** Photos made for the quality checks: a sharp bright one, a dark one, a blurred one and a tiny one. */
  async function testPhotos(): Promise<Record<'good' | 'dark' | 'blurred' | 'tiny', Buffer>> {
    const noise = (w: number, h: number, lo: number, hi: number) => {
      const px = Buffer.alloc(w * h * 3);
      for (let i = 0; i < w * h; i++) {
        const v = (Math.floor(i / w / 8) + Math.floor((i % w) / 8)) % 2 ? hi : lo;
        px[i * 3] = v;
        px[i * 3 + 1] = Math.max(0, v - 30);
        px[i * 3 + 2] = Math.max(0, v - 40);
      }
      return sharp(px, { raw: { width: w, height: h, channels: 3 } });
    };
    return {
      good: await noise(1000, 800, 90, 230).jpeg({ quality: 90 }).toBuffer(),
      dark: await noise(1000, 800, 5, 40).jpeg({ quality: 90 }).toBuffer(),
      blurred: await noise(1000, 800, 90, 230).blur(12).jpeg({ quality: 90 }).toBuffer(),
      tiny: await noise(200, 150, 90, 230).jpeg({ quality: 90 }).toBuffer(),
    };
  }
  const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

  describe('issue 16: uploads on a phone', () => {
    it('9: thumbnails, remove per photo, the camera, one honest progress figure, a Thai message when sending fails; slips and staff use the same picker', async () => {
      const page = await signedIn(null, '1103702071811');
      const day = await bookableDay(0);
      await fillTele(page, day);

      // Four photos from the library: four thumbnails, no file name anywhere on the page.
      await page.getByRole('button', { name: 'เลือกจากคลังภาพ' }).waitFor();
      await page.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="picked-thumbnail"]')].filter((i) => (i as HTMLImageElement).naturalWidth > 0).length === 4);
      expect(await page.locator('body').innerText()).not.toMatch(/rash-\d|\.jpg/i);
      const live = () => page.evaluate(() => (window as unknown as { liveObjectUrls: () => number }).liveObjectUrls());
      expect(await live()).toBe(4);

      // Remove the second: a 44 px target named for it; its object URL is released.
      const remove = page.getByRole('button', { name: 'ลบรูปที่ 2' });
      const box = (await remove.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await remove.click();
      expect(await photoCount(page)).toBe(3);
      await page.waitForFunction(() => (window as unknown as { liveObjectUrls: () => number }).liveObjectUrls() === 3);

      // The camera: its own button, an input that opens the back camera directly.
      await page.getByRole('button', { name: 'ถ่ายรูป', exact: true }).waitFor();
      const camera = page.getByTestId('images-camera');
      expect(await camera.getAttribute('capture')).toBe('environment');
      expect(await camera.getAttribute('accept')).toBe('image/*');
      await camera.setInputFiles(`${PHOTOS}rash-2.jpg`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="picked-thumbnail"]').length === 4);
      await keepShot(page, 'test-artifacts/phone-polish-uploads-picker.png', { fullPage: true });

      // Send: watch every change of the progress; the bar, aria-valuenow and the text say one figure.
      await page.route('**/api/v1/tele/upload', async (route) => {
        await new Promise((r) => setTimeout(r, 300));
        await route.continue();
      });
      await page.getByTestId('submit').click();
      await page.evaluate(() => {
        const samples: Array<{ now: number; width: string; drawn: number; text: string }> = [];
        (window as unknown as { samples: typeof samples }).samples = samples;
        const take = () => {
          const bar = document.querySelector('[data-testid="upload-progress"] [role="progressbar"]') as HTMLElement | null;
          if (!bar) return;
          const fill = bar.firstElementChild as HTMLElement;
          samples.push({
            now: Number(bar.getAttribute('aria-valuenow')),
            width: fill.style.width,
            drawn: fill.getBoundingClientRect().width / bar.getBoundingClientRect().width,
            text: document.querySelector('[data-testid="upload-progress"]')!.textContent ?? '',
          });
        };
        new MutationObserver(take).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await page.getByTestId('confirm').click();
      await page.getByTestId('success-ok').waitFor({ timeout: 30_000 });
      const samples = await page.evaluate(() => (window as unknown as { samples: Array<{ now: number; width: string; drawn: number; text: string }> }).samples);
      expect(samples.length).toBeGreaterThan(2);
      const totals = new Set<string>();
      let last = 0;
      for (const s of samples) {
        expect(s.width).toBe(`${s.now}%`);
        expect(Math.abs(s.drawn * 100 - s.now)).toBeLessThanOrEqual(2); // drawn as it says, at once
        expect(s.text).toContain(`(${s.now}%)`);
        const bytes = /ส่งแล้ว (.+) จาก (.+) \(/.exec(s.text);
        if (s.now === 0 && s.text.includes('กำลังเตรียมรูปภาพ')) continue; // before the first byte
        expect(bytes).not.toBeNull();
        totals.add(bytes![2]);
        expect(s.now).toBeGreaterThanOrEqual(last);
        last = s.now;
      }
      expect(totals.size).toBe(1); // the total of all files, known from the start
      await page.getByTestId('success-ok').click();

      // A failure while sending: a Thai message, never the browser's words.
      const day2 = await bookableDay(1);
      await fillTele(page, day2);
      await page.getByTestId('images-input').setInputFiles([1, 2, 3, 4].map((i) => `${PHOTOS}rash-${i}.jpg`));
      await page.unroute('**/api/v1/tele/upload');
      await page.route('**/api/v1/tele/upload', (route) => route.abort('connectionreset'));
      await page.getByTestId('submit').click();
      await page.getByTestId('confirm').click();
      await page.getByTestId('error-modal').waitFor();
      const message = await page.getByTestId('error-modal').innerText();
      expect(message).toContain('ส่งรูปภาพไม่สำเร็จ');
      expect(message).not.toMatch(/network|error/i);
      // The case was saved: confirming again sends the photos to it instead of booking twice.
      expect(message).toContain('กรุณากดยืนยันอีกครั้ง');
      await page.getByTestId('error-modal-close').click();
      await page.unroute('**/api/v1/tele/upload');
      await page.getByTestId('submit').click();
      await page.getByTestId('confirm').click();
      await page.getByTestId('success-ok').waitFor({ timeout: 30_000 });
      const retried = await e2e.db.query(
        `SELECT t.id, (SELECT count(*)::int FROM stored_files f WHERE f.tele_id = t.id) AS photos FROM tele_requests t WHERE t.appoint_date = $1 AND t.appoint_time = '13:30' AND t.slot_type = 4`,
        [day2],
      );
      expect(retried.rows).toEqual([{ id: expect.any(String), photos: 4 }]);
      await page.getByTestId('success-ok').click();

      // The payment slip page uses the same picker.
      const { rows } = await e2e.db.query(`SELECT id FROM tele_requests WHERE appoint_date = $1 AND appoint_time = '13:30' AND slot_type = 4`, [day]);
      await e2e.db.query(`UPDATE tele_requests SET flow_status = -3 WHERE id = $1`, [rows[0].id]);
      await e2e.db.query(`INSERT INTO his.tele_orders (tele_ref, kind, name, totcost, netdisc, netcost) VALUES ($1, 'cost', 'ค่ายา', 320, 0, 320)`, [rows[0].id]);
      await page.goto(`/payment/${rows[0].id}`);
      await page.getByTestId('payment-images-input').waitFor({ state: 'attached' });
      await page.getByTestId('payment-images-input').setInputFiles(`${PHOTOS}payment-slip.png`);
      await page.getByRole('button', { name: 'ลบรูปที่ 1' }).waitFor();
      expect(await page.getByTestId('payment-camera').getAttribute('capture')).toBe('environment');
      expect(await page.getByTestId('picked-thumbnail').count()).toBe(1);
      await keepShot(page, 'test-artifacts/phone-polish-uploads-payment.png', { fullPage: true });

      // And the staff upload on the case.
      const nurse = await signedIn('Nurse', undefined, { width: 1280, height: 800 });
      await nurse.goto(`/teleInfo/${rows[0].id}`);
      await nurse.getByTestId('tab-images').click();
      await nurse.getByTestId('staff-upload-input').setInputFiles(`${PHOTOS}rash-1.jpg`);
      await nurse.getByRole('button', { name: 'ลบรูปที่ 1' }).waitFor();
      expect(await nurse.getByTestId('staff-upload-camera').getAttribute('capture')).toBe('environment');
    }, TEST_TIMEOUT_MS);

    it('10: dark, blurred and tiny photos are warned about in the page; the body site goes with each photo to the nurse', async () => {
      const made = await testPhotos();
      const page = await signedIn(null, '1103702071811');
      const day = await bookableDay(2);
      await fillTele(page, day);
      await page.getByTestId('images-input').setInputFiles([jpeg('a.jpg', made.good), jpeg('b.jpg', made.dark), jpeg('c.jpg', made.blurred), jpeg('d.jpg', made.tiny)]);
      const problems = () => page.getByTestId('picked-photo').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-problems')));
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="picked-photo"]')].filter((r) => r.getAttribute('data-problems')).length >= 3);
      expect(await problems()).toEqual(['', 'dark', 'blurred', 'small']);
      const rows = page.getByTestId('picked-photo');
      expect(await rows.nth(0).getByTestId('photo-warning').count()).toBe(0);
      expect(await rows.nth(1).getByTestId('photo-warning').innerText()).toContain(PHOTO_QUALITY_MESSAGES.dark);
      expect(await rows.nth(2).getByTestId('photo-warning').innerText()).toContain(PHOTO_QUALITY_MESSAGES.blurred);
      expect(await rows.nth(3).getByTestId('photo-warning').innerText()).toContain(PHOTO_QUALITY_MESSAGES.small);

      // A body site per photo.
      const sites = ['arms', 'face', 'legs', 'nails'];
      for (const [i, site] of sites.entries()) await rows.nth(i).getByTestId('photo-body-site').selectOption(site);
      await keepShot(page.getByTestId('images-picker'), 'test-artifacts/phone-polish-uploads-quality.png');
      await keepShot(page, 'test-artifacts/phone-polish-uploads-quality-page.png', { fullPage: true });

      // Keep the tiny one; retake the dark one with the camera (in place, its site kept).
      await rows.nth(3).getByTestId('photo-keep').click();
      expect(await rows.nth(3).getByTestId('photo-warning').count()).toBe(0);
      await rows.nth(1).getByTestId('photo-retake').click();
      await page.getByTestId('images-camera').setInputFiles(jpeg('e.jpg', made.good));
      await page.waitForFunction(() => !document.querySelectorAll('[data-testid="picked-photo"]')[1]?.getAttribute('data-problems'));
      expect(await photoCount(page)).toBe(4);
      expect(await rows.nth(1).getByTestId('photo-body-site').inputValue()).toBe('face');
      expect(await rows.nth(1).getByTestId('photo-warning').count()).toBe(0);
      // The blurred one still warned: advice, not a block — the booking goes through.
      expect(await rows.nth(2).getByTestId('photo-warning').count()).toBe(1);

      await page.getByTestId('submit').click();
      await page.getByTestId('confirm').click();
      await page.getByTestId('success-ok').waitFor({ timeout: 30_000 });
      const { rows: cases } = await e2e.db.query(`SELECT id FROM tele_requests WHERE appoint_date = $1 AND appoint_time = '13:30' AND slot_type = 4`, [day]);
      const teleID = cases[0].id as string;
      const { rows: files } = await e2e.db.query(`SELECT body_site FROM stored_files WHERE tele_id = $1 ORDER BY created_at, id`, [teleID]);
      expect(files.map((f) => f.body_site)).toEqual(sites);

      // The nurse sees the site with each photo, in the gallery and the viewer.
      const nurse = await signedIn('Nurse');
      await nurse.goto(`/teleInfo/${teleID}`);
      await nurse.getByTestId('tab-images').click();
      await nurse.getByTestId('gallery-body-site').nth(3).waitFor({ timeout: 20_000 });
      expect(await nurse.getByTestId('gallery-body-site').allInnerTexts()).toEqual(['ตำแหน่ง: แขน', 'ตำแหน่ง: ใบหน้า', 'ตำแหน่ง: ขา', 'ตำแหน่ง: เล็บ']);
      await keepShot(nurse, 'test-artifacts/phone-polish-uploads-nurse.png', { fullPage: true });
      await nurse.getByTestId('gallery-image').first().getByRole('link').click();
      await nurse.getByTestId('image-viewer-body-site').waitFor();
      expect(await nurse.getByTestId('image-viewer-body-site').innerText()).toBe('ตำแหน่ง: แขน');
    }, TEST_TIMEOUT_MS);
  });
});

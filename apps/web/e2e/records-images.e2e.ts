/**
 * care-services §2 Image upload to the hospital record (/patientimage) and Image list
 * (/softconimg/{DocDT}), §5: a nurse picks today on the Buddhist-era calendar, searches the
 * demo patient by HN (7 characters at most), is told to attach an image when she saves
 * without one, picks today's visit, attaches two images (one progress bar each), saves, and
 * follows the link to the day's image list, where both rows show the patient and, once the
 * worker is done, their thumbnails. The HIS holds both images filed to the visit.
 */
import sharp from 'sharp';
import { RECORD_IMAGE_MESSAGES, bangkokDateKey, buddhistYear } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, pathOf, startE2E, submitLogin, type E2E } from './support.js';

describe('records-images', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const picture = (r: number, g: number, b: number, format: 'jpeg' | 'png') =>
    sharp({ create: { width: 1400, height: 900, channels: 3, background: { r, g, b } } })[format]().toBuffer();

  test("a nurse attaches two images to today's visit of the demo patient and sees them in the day's list", async () => {
    const today = bangkokDateKey();
    // The scene: today is a working day in this run (a public holiday would be red and not choosable).
    await e2e.db.query(`UPDATE holidays SET removed = true WHERE holiday_date = $1`, [today]);

    const { page } = await e2e.newPage();
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/login'));
    await page.goto('/patientimage');
    await page.getByTestId('patient-image-page').waitFor();
    expect(await page.getByTestId('month-title').innerText()).toContain(String(buddhistYear()));

    await page.getByTestId(`day-${today}`).click();
    const hn = page.getByTestId('hn-input');
    await hn.fill('65001234');
    expect(await hn.inputValue()).toBe('6500123'); // at most 7 characters
    await page.getByTestId('hn-search').click();
    expect(await page.getByTestId('patient-name').innerText()).toContain('สมชาย');

    // Saving with no image: §5 'Please attach at least 1 image' (the last error wins).
    await page.getByTestId('save-images').click();
    expect(await page.getByTestId('error-modal-message').innerText()).toBe(RECORD_IMAGE_MESSAGES.imageRequired);
    await page.getByTestId('error-modal-close').click();

    const visit = page.locator('[data-testid^="visit-"]').first();
    const visitKey = (await visit.getAttribute('value'))!;
    await visit.check();

    await page.getByTestId('image-files').setInputFiles([
      { name: 'ผื่นก่อนรักษา.jpg', mimeType: 'image/jpeg', buffer: await picture(200, 80, 70, 'jpeg') },
      { name: 'ผื่นหลังรักษา.png', mimeType: 'image/png', buffer: await picture(90, 160, 120, 'png') },
    ]);
    expect(await page.getByTestId('attachment').count()).toBe(2);
    await page.getByTestId('save-images').click();
    await page.getByTestId('save-success').waitFor({ timeout: 20_000 });
    for (const index of [0, 1]) {
      expect(await page.getByTestId(`upload-progress-${index}`).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }
    expect(await page.locator('[data-testid="attachment"][data-state="done"]').count()).toBe(2);
    await keepShot(page, 'test-artifacts/records-images-upload.png', { fullPage: true });

    await page.getByTestId('image-list-link').click();
    await page.waitForURL((url) => url.pathname === `/softconimg/${today}`);
    expect(pathOf(page)).toBe(`/softconimg/${today}`);
    const rows = page.locator(`[data-testid="image-row"]`);
    await page.locator('[data-testid="image-row"][data-state="ready"]').nth(1).waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBe(2);
    expect(await page.getByTestId('image-file-name').allInnerTexts()).toEqual(['ผื่นก่อนรักษา.jpg', 'ผื่นหลังรักษา.png']);
    expect(await page.getByTestId('image-code').allInnerTexts()).toEqual(['6500123', '6500123']);
    for (const name of await page.getByTestId('image-name').allInnerTexts()) expect(name).toContain('สมชาย');
    const thumbs = page.getByTestId('image-thumbnail');
    await thumbs.nth(1).waitFor();
    const sizes = await thumbs.evaluateAll((imgs) => imgs.map((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]));
    // 1400x900 → 1000x643 → the 200-pixel thumbnail (rounding differs by a pixel between formats).
    expect(sizes).toHaveLength(2);
    for (const [width, height] of sizes) {
      expect(width).toBe(200);
      expect(Math.abs(height - 129)).toBeLessThanOrEqual(1);
    }
    await keepShot(page, 'test-artifacts/records-images-list.png', { fullPage: true });

    // Both are filed into the HIS record of the visit (once the worker is done with each).
    const deadline = Date.now() + 20_000;
    let filed: Array<{ file_name: string }> = [];
    while (filed.length < 2 && Date.now() < deadline) {
      filed = (await e2e.db.query<{ file_name: string }>(`SELECT file_name FROM his.visit_images WHERE clinic_visit_key = $1 ORDER BY id`, [visitKey])).rows;
      if (filed.length < 2) await new Promise((r) => setTimeout(r, 200));
    }
    expect(filed.map((f) => f.file_name).sort()).toEqual(['ผื่นก่อนรักษา.jpg', 'ผื่นหลังรักษา.png'].sort());
  });
});

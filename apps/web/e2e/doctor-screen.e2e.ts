/**
 * Issue 35 item 1, the doctor's screen: a network doctor (N_DOCTOR) signs in, sees today's
 * doctor-stage cases in queue order on /hospital/doctor, opens one on /vdoadmin/{teleID}, the
 * call starts with the patient (Chromium's fake camera, as video.e2e.ts), the patient's photos
 * with their body sites sit beside the video at 1440 × 900 with the call's controls inside the
 * viewport (and at 1024 × 768), and 'แพทย์ตรวจแล้ว' moves the case on: the nurse's board row
 * moves live (as tele-board.e2e.ts).
 * The rest of the panel (issue 35 item 1, docs/decisions.md "Issue 35 item 1: the rest of the
 * doctor's screen"): the drug note as a warning, the last HIS visits in Buddhist era, the image
 * worker's quality note under the photo, the in-page viewer (zoom in, out, Escape) with the call
 * still live behind it, and a photo of the patient's earlier case with its date.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { bangkokDateKey } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, POLL_MS, remoteVideoLive, startE2E, submitLogin, type E2E } from './support.js';
import { axeFindings } from './route-walk-checks.js';

describe('doctor-screen', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    e2e = await startE2E({
      chromiumArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
    });
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const doctor = DEMO_ACCOUNTS.find((a) => a.role === 'N_DOCTOR')!;
  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const patient = DEMO_ACCOUNTS.find((a) => a.login === '1103702071811')!;

  async function insertCase(time: string, flowStatus: number, day = bangkokDateKey(), createdDaysAgo = 0): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by, created_at)
     SELECT id, 1, 4, $1, $2, 'ผื่นคันที่แขนซ้าย เป็นมา 3 วัน', $3, id, now() - make_interval(days => $5) FROM users WHERE id_card = $4 RETURNING id`,
      [day, time, flowStatus, patient.idCard, createdDaysAgo],
    );
    return rows[0].id;
  }

  /** Two HIS visits of the patient's HN, newer than any the demo HIS holds (so they are the panel's first), one naming its doctor. */
  async function insertHisVisits(): Promise<void> {
    const { rows } = await db.query<{ hn: string }>('SELECT hn FROM users WHERE id_card = $1', [patient.idCard]);
    const { rows: units } = await db.query<{ key: string }>('SELECT key FROM his.service_units ORDER BY key LIMIT 1');
    // The newest two: the demo seed's visit "today" is at 09:10 Bangkok, after now before 09:10.
    const { rows: latest } = await db.query<{ at: Date }>('SELECT greatest(now(), max(record_dt)) + interval \'3 minutes\' AS at FROM his.clinic_visits WHERE hn = $1', [rows[0].hn]);
    const newest = latest[0].at;
    for (const [key, minutesAgo, dx, doctor] of [['e2e-panel-1', 1, 'Atopic dermatitis', 'พญ.วรรณา ผิวงาม'], ['e2e-panel-2', 2, 'Contact dermatitis', '']] as const) {
      await db.query(
        `INSERT INTO his.clinic_visits (clinic_visit_key, hn, cn, service_unit_key, record_dt, mc, dx, doctor)
       VALUES ($1, $2, $1, $3, $7::timestamptz - make_interval(mins => $4), 'ผื่นคันที่แขน', $5, $6) ON CONFLICT (clinic_visit_key) DO NOTHING`,
        [key, rows[0].hn, units[0].key, minutesAgo, dx, doctor, newest],
      );
    }
  }

  async function apiLogin(login: string): Promise<{ token: string }> {
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
    });
    return res.json();
  }

  /**
   * The patient's photo, tagged with its body site (issue 16 item 10). One flat colour: the image
   * worker notes it 'ภาพอาจไม่ชัด' (no edges), and a dark one 'ภาพมืด' as well.
   */
  async function uploadPhoto(teleID: string, options: { fileName?: string; bodySite?: string; dark?: boolean } = {}): Promise<void> {
    const { token } = await apiLogin(patient.login);
    const background = options.dark ? { r: 20, g: 20, b: 25 } : { r: 190, g: 80, b: 70 };
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background } }).jpeg().toBuffer();
    const fileName = options.fileName ?? 'แขน.jpg';
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/tele/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ teleID, fileName, fileType: 'image/jpeg', fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 0, bodySite: options.bodySite ?? 'arms' }),
    });
    expect(res.status).toBe(200);
  }

  async function signedIn(login: string, size: { width: number; height: number }): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(size);
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  /** The element lies wholly inside the viewport (no scrolling needed to reach it). */
  async function inViewport(page: Page, testId: string): Promise<boolean> {
    const box = await page.getByTestId(testId).first().boundingBox();
    const view = page.viewportSize()!;
    return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  }

  test("the network doctor sees today's doctor-stage cases, examines one beside its photos and moves it on; the nurse board moves live", async () => {
    // The patient's earlier case (booked 40 days ago, at the nurse's first step while the photo is sent, then done).
    const earlierDay = bangkokDateKey(Date.now() - 35 * 86_400_000);
    const earlier = await insertCase('11:10', 0, earlierDay, 40);
    await uploadPhoto(earlier, { fileName: 'หน้าเดิม.jpg', bodySite: 'face' });
    await db.query('UPDATE tele_requests SET flow_status = 7 WHERE id = $1', [earlier]);
    const later = await insertCase('10:40', 2);
    const first = await insertCase('10:20', 2);
    const notYet = await insertCase('10:30', 1);
    await uploadPhoto(first);
    await uploadPhoto(first, { fileName: 'แขนมืด.jpg', dark: true });
    await insertHisVisits();

    const nursePage = await signedIn(nurse.login, { width: 1440, height: 900 });
    await nursePage.waitForURL((url) => url.pathname === '/admin');
    // The nurse's board opens on her own stages (0, 1); the doctor's stage is its 'แพทย์' view.
    await nursePage.getByTestId('board-view-doctor').click();
    await nursePage.waitForFunction(() => document.querySelector('[data-testid="tele-board"]')?.getAttribute('data-view') === 'doctor');
    const nurseRow = nursePage.getByTestId(`board-row-${first}`);
    await nurseRow.waitFor({ timeout: 10_000 });
    expect(await nurseRow.getAttribute('data-status')).toBe('2');

    // The doctor's board: today's stage-2 cases in queue order, nothing else.
    const doctorPage = await signedIn(doctor.login, { width: 1440, height: 900 });
    await doctorPage.goto('/hospital/doctor');
    await doctorPage.getByTestId('doctor-board').waitFor();
    await doctorPage.getByTestId(`board-row-${first}`).waitFor();
    const order = await doctorPage.locator('[data-testid^="board-row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(order.indexOf(`board-row-${first}`)).toBeLessThan(order.indexOf(`board-row-${later}`));
    expect(order).not.toContain(`board-row-${notYet}`);
    await keepShot(doctorPage, 'test-artifacts/doctor-board-1440.png', { fullPage: true });
    await doctorPage.setViewportSize({ width: 390, height: 844 });
    await keepShot(doctorPage, 'test-artifacts/doctor-board-390.png', { fullPage: true });
    await doctorPage.setViewportSize({ width: 1440, height: 900 });

    // Opens the case: the video screen.
    await doctorPage.getByTestId(`board-row-${first}`).locator('a').first().click();
    await doctorPage.waitForURL((url) => url.pathname === `/vdoadmin/${first}`);
    const patientPage = await signedIn(patient.login, { width: 390, height: 844 });
    await patientPage.goto(`/vdocall/${first}`);
    await Promise.all([remoteVideoLive(doctorPage), remoteVideoLive(patientPage)]);

    // Beside the video: the symptoms and the photo with its body site; the controls in view.
    await doctorPage.getByTestId('video-case-panel').waitFor();
    expect(await doctorPage.getByTestId('video-case-description').textContent()).toContain('ผื่นคันที่แขนซ้าย');
    await doctorPage.getByTestId('panel-photo-site').first().waitFor({ timeout: 15_000 });
    expect(await doctorPage.getByTestId('panel-photo-site').first().textContent()).toContain('แขน');
    for (const control of ['video-mute', 'video-camera', 'video-hangup', 'remote-video', 'video-case-seen']) {
      expect([control, await inViewport(doctorPage, control)]).toEqual([control, true]);
    }
    const video = (await doctorPage.getByTestId('video-call').boundingBox())!;
    const panel = (await doctorPage.getByTestId('video-case-panel').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(video.x + video.width - 1); // beside, not below
    await keepShot(doctorPage, 'test-artifacts/doctor-vdoadmin-1440x900.png');

    // A tablet: the controls stay in view too.
    await doctorPage.setViewportSize({ width: 1024, height: 768 });
    for (const control of ['video-mute', 'video-camera', 'video-hangup']) {
      expect([control, await inViewport(doctorPage, control)]).toEqual([control, true]);
    }
    await keepShot(doctorPage, 'test-artifacts/doctor-vdoadmin-1024x768.png');
    await doctorPage.setViewportSize({ width: 1440, height: 900 });

    // The drug note, prominent: the demo patient is allergic to penicillin.
    const drug = doctorPage.getByTestId('panel-drug-note');
    await drug.waitFor();
    expect(await drug.getAttribute('data-allergy')).toBe('true');
    expect(await drug.textContent()).toContain('แพ้ยา: แพ้ยาเพนิซิลลิน');
    // The last HIS visits, newest first, the day in Buddhist era and the doctor where the HIS names one.
    await doctorPage.getByTestId('panel-visit').first().waitFor();
    const visitDx = await doctorPage.getByTestId('panel-visit-dx').allTextContents();
    expect(visitDx.slice(0, 2)).toEqual(['Atopic dermatitis', 'Contact dermatitis']);
    expect(visitDx.length).toBeLessThanOrEqual(3);
    const visitDates = await doctorPage.getByTestId('panel-visit-date').allTextContents();
    expect(visitDates.every((d) => /25[6-9]\d$/.test(d.trim()))).toBe(true);
    expect(await doctorPage.getByTestId('panel-visit-doctor').allTextContents()).toContain('พญ.วรรณา ผิวงาม');
    // The image worker's quality notes under the photos: both flat ('ภาพอาจไม่ชัด'), the dark one 'ภาพมืด' too.
    await doctorPage.waitForFunction(() => document.querySelectorAll('[data-testid="panel-photo-quality"]').length >= 2, undefined, { timeout: 30_000, polling: POLL_MS });
    const notes = await doctorPage.getByTestId('panel-photo-quality').allTextContents();
    expect(notes.some((n) => n.includes('ภาพมืด'))).toBe(true);
    expect(notes.every((n) => n.includes('ภาพอาจไม่ชัด'))).toBe(true);
    // The earlier case's photo, with its day and body site.
    await doctorPage.getByTestId('panel-earlier-photo').first().waitFor({ timeout: 15_000 });
    const earlierTile = doctorPage.getByTestId('panel-earlier-photo').filter({ hasText: 'ใบหน้า' }).first();
    await earlierTile.waitFor();
    expect(await earlierTile.getByTestId('panel-earlier-photo-date').textContent()).toMatch(/25[6-9]\d$/);
    await keepShot(doctorPage, 'test-artifacts/doctor-panel-1440x900.png');

    // Tap to enlarge: a dialog over the call, zoom in and out, Escape closes; still on /vdoadmin, the call live.
    await doctorPage.getByTestId('panel-photo-open').first().click();
    const viewer = doctorPage.getByTestId('photo-zoom');
    await viewer.waitFor();
    await doctorPage.getByTestId('photo-zoom-image').waitFor({ timeout: 15_000 });
    expect(await doctorPage.getByTestId('photo-zoom-image').getAttribute('data-scale')).toBe('1');
    expect(await doctorPage.getByRole('button', { name: 'ขยายภาพ' }).count()).toBe(1);
    await doctorPage.getByTestId('photo-zoom-in').click();
    await doctorPage.getByTestId('photo-zoom-in').click();
    expect(await doctorPage.getByTestId('photo-zoom-image').getAttribute('data-scale')).toBe('2');
    expect(await doctorPage.getByTestId('photo-zoom-level').textContent()).toBe('200%');
    await doctorPage.getByTestId('photo-zoom-out').click();
    expect(await doctorPage.getByTestId('photo-zoom-image').getAttribute('data-scale')).toBe('1.5');
    const serious = await axeFindings(doctorPage);
    expect(serious).toEqual([]);
    await keepShot(doctorPage, 'test-artifacts/doctor-panel-zoom-1440x900.png');
    await doctorPage.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(new URL(doctorPage.url()).pathname).toBe(`/vdoadmin/${first}`);
    await remoteVideoLive(doctorPage);
    // The close button closes it too (an earlier photo this time).
    await earlierTile.getByTestId('panel-earlier-photo-open').click();
    await viewer.waitFor();
    await doctorPage.getByTestId('photo-zoom-close').click();
    await viewer.waitFor({ state: 'detached' });
    expect(await inViewport(doctorPage, 'video-hangup')).toBe(true);

    // Moves the case on; the nurse's board moves live.
    await doctorPage.getByTestId('video-case-seen').click();
    await doctorPage.getByTestId('video-case-notice').waitFor();
    await nursePage.waitForFunction((id) => document.querySelector(`[data-testid="board-row-${id}"]`)?.getAttribute('data-status') !== '2', first, { timeout: 10_000 });
    const { rows } = await db.query<{ flow_status: number }>('SELECT flow_status FROM tele_requests WHERE id = $1', [first]);
    expect(rows[0].flow_status).toBe(3);
    const { rows: history } = await db.query<{ by_role: string }>('SELECT by_role FROM tele_transitions WHERE tele_id = $1', [first]);
    expect(history.map((h) => h.by_role)).toEqual(['N_DOCTOR']);

    // Back on the doctor's board the case is gone; the next one is first.
    await doctorPage.goto('/hospital/doctor');
    await doctorPage.getByTestId(`board-row-${later}`).waitFor();
    expect(await doctorPage.getByTestId(`board-row-${first}`).count()).toBe(0);
  }, 120_000);
});

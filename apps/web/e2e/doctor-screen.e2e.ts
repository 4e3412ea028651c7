/**
 * Issue 35 item 1, the doctor's screen: a network doctor (N_DOCTOR) signs in, sees today's
 * doctor-stage cases in queue order on /hospital/doctor, opens one on /vdoadmin/{teleID}, the
 * call starts with the patient (Chromium's fake camera, as video.e2e.ts), the patient's photos
 * with their body sites sit beside the video at 1440 × 900 with the call's controls inside the
 * viewport (and at 1024 × 768), and 'แพทย์ตรวจแล้ว' moves the case on: the nurse's board row
 * moves live (as tele-board.e2e.ts).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { bangkokDateKey } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, remoteVideoLive, startE2E, submitLogin, type E2E } from './support.js';

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

async function insertCase(time: string, flowStatus: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
     SELECT id, 1, 4, $1, $2, 'ผื่นคันที่แขนซ้าย เป็นมา 3 วัน', $3, id FROM users WHERE id_card = $4 RETURNING id`,
    [bangkokDateKey(), time, flowStatus, patient.idCard],
  );
  return rows[0].id;
}

async function apiLogin(login: string): Promise<{ token: string }> {
  const res = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
  });
  return res.json();
}

/** The patient's photo of the arm, tagged with its body site (issue 16 item 10). */
async function uploadPhoto(teleID: string): Promise<void> {
  const { token } = await apiLogin(patient.login);
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 190, g: 80, b: 70 } } }).jpeg().toBuffer();
  const res = await fetch(`${e2e.product.baseUrl}/api/v1/tele/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ teleID, fileName: 'แขน.jpg', fileType: 'image/jpeg', fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 0, bodySite: 'arms' }),
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
  const later = await insertCase('10:40', 2);
  const first = await insertCase('10:20', 2);
  const notYet = await insertCase('10:30', 1);
  await uploadPhoto(first);

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
  await doctorPage.screenshot({ path: 'test-artifacts/doctor-board-1440.png', fullPage: true });
  await doctorPage.setViewportSize({ width: 390, height: 844 });
  await doctorPage.screenshot({ path: 'test-artifacts/doctor-board-390.png', fullPage: true });
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
  await doctorPage.getByTestId('gallery-body-site').first().waitFor({ timeout: 15_000 });
  expect(await doctorPage.getByTestId('gallery-body-site').first().textContent()).toContain('แขน');
  for (const control of ['video-mute', 'video-camera', 'video-hangup', 'remote-video', 'video-case-seen']) {
    expect([control, await inViewport(doctorPage, control)]).toEqual([control, true]);
  }
  const video = (await doctorPage.getByTestId('video-call').boundingBox())!;
  const panel = (await doctorPage.getByTestId('video-case-panel').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(video.x + video.width - 1); // beside, not below
  await doctorPage.screenshot({ path: 'test-artifacts/doctor-vdoadmin-1440x900.png' });

  // A tablet: the controls stay in view too.
  await doctorPage.setViewportSize({ width: 1024, height: 768 });
  for (const control of ['video-mute', 'video-camera', 'video-hangup']) {
    expect([control, await inViewport(doctorPage, control)]).toEqual([control, true]);
  }
  await doctorPage.screenshot({ path: 'test-artifacts/doctor-vdoadmin-1024x768.png' });
  await doctorPage.setViewportSize({ width: 1440, height: 900 });

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

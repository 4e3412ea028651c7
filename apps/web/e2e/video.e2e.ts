/**
 * care-services §2 video pages with the default provider (WebRTC signalled over our
 * Socket.IO), Chromium's fake camera and microphone: the patient on /vdocall/{teleID} and a
 * Nurse on /vdoadmin/{teleID} each receive the other's live video; hanging up tells the
 * other side. The device check previews the camera; a visitor without sign-in or link is
 * alerted and sent to /login (§8).
 */
import type { Page } from 'playwright-core';
import { MESSAGES, VIDEO_MESSAGES, inBangkok } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, pathOf, remoteVideoLive, startE2E, submitLogin, type E2E } from './support.js';

describe('video', () => {
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

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const patient = DEMO_ACCOUNTS.find((a) => a.login === '1103702071811')!;

  let slot = 0;
  async function insertCase(flowStatus: number): Promise<string> {
    slot += 1;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
     SELECT id, 1, 4, $1, $2, 'ผื่นที่แขน', $3, id FROM users WHERE id_card = $4 RETURNING id`,
      [`${inBangkok().year() + 1}-08-03`, `09:${String(slot * 10).padStart(2, '0')}`, flowStatus, patient.idCard],
    );
    return rows[0].id;
  }

  async function signedIn(login: string): Promise<Page> {
    const { page } = await e2e.newPage();
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  test('the patient and a nurse see each other’s live video, and hanging up tells the other side', async () => {
    const teleID = await insertCase(1);
    const patientPage = await signedIn(patient.login);
    const nursePage = await signedIn(nurse.login);

    await patientPage.goto(`/vdocall/${teleID}`);
    await patientPage.getByTestId('video-status').filter({ hasText: VIDEO_MESSAGES.waitingPeer }).waitFor();
    // the patient's own camera is on before anyone answers
    await patientPage.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]');
      return (v?.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState === 'live';
    });

    await nursePage.goto(`/vdoadmin/${teleID}`);
    await Promise.all([remoteVideoLive(patientPage), remoteVideoLive(nursePage)]);
    for (const page of [patientPage, nursePage]) {
      expect(await page.getByTestId('video-call').getAttribute('data-state')).toBe('connected');
      expect(await page.getByTestId('video-call').getAttribute('data-provider')).toBe('webrtc');
      expect(await page.getByTestId('video-status').textContent()).toBe(VIDEO_MESSAGES.connected);
    }

    await patientPage.getByTestId('video-hangup').click();
    await patientPage.getByTestId('video-status').filter({ hasText: VIDEO_MESSAGES.ended }).waitFor();
    await nursePage.getByTestId('video-status').filter({ hasText: VIDEO_MESSAGES.waitingPeer }).waitFor({ timeout: 10_000 });
    expect(await nursePage.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')?.srcObject ?? null)).toBeNull();
  }, 60_000);

  test('the device check previews the camera and enters the call', async () => {
    const teleID = await insertCase(2);
    const page = await signedIn(patient.login);
    await page.goto(`/camera/${teleID}`);
    expect(await page.getByTestId('camera-text').textContent()).toBe(VIDEO_MESSAGES.deviceCheck);
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="camera-preview"]');
      return !!v && v.videoWidth > 0 && (v.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState === 'live';
    });
    await page.getByTestId('camera-enter').click();
    await page.waitForURL((url) => url.pathname === `/vdocall/${teleID}`);
    await page.getByTestId('video-status').filter({ hasText: VIDEO_MESSAGES.waitingPeer }).waitFor();
  });

  test('a case at status 0 shows the message; a visitor without sign-in or link gets an alert and /login', async () => {
    const closed = await insertCase(0);
    const page = await signedIn(patient.login);
    await page.goto(`/vdocall/${closed}`);
    expect(await page.getByTestId('video-notice').textContent()).toBe(VIDEO_MESSAGES.notOpen);

    const open = await insertCase(1);
    const { page: visitor } = await e2e.newPage();
    const alerted = new Promise<string>((resolve) =>
      visitor.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await visitor.goto(`/vdocall/${open}`);
    expect(await alerted).toBe(MESSAGES.unauthenticated);
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(visitor)).toBe('/login');
  });
});

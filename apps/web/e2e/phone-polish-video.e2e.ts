/**
 * Issue 16 item 12 (video), at 390 × 844 with Chromium's fake camera and microphone (WebRTC,
 * the default provider):
 * - when the nurse hangs up, the patient's page says the call has ended, what comes next and
 *   the way back to the cases — not 'waiting' — whether the page learns it from the call status
 *   read (a patient who came by the LINE link, not signed in) or only from the realtime event
 *   (a signed-in patient still waiting, the call ended without ever connecting);
 * - mute and camera switches on both sides (≥ 44 px, aria-pressed, Thai labels) that really
 *   turn the local audio and video tracks off and on;
 * - the staff page names the patient (name and HN), read through the case the nurse may read;
 * - /call and /answer without a meeting to go to: the Thai message, and no failed request.
 * Screenshots: test-artifacts/phone-polish/video-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { Page } from 'playwright-core';
import { VIDEO_MESSAGES, inBangkok } from '@hospital/rules';
import { purposeKey } from '../../../libs/integrations/src/video/video.port.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, remoteVideoLive, startE2E, submitLogin, type E2E } from './support.js';

describe('phone-polish-video', () => {
  const PHONE = { width: 390, height: 844 };
  const here = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
  const OUT = path.resolve(here, '../../../test-artifacts/phone-polish');

  let e2e: E2E;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    e2e = await startE2E({
      chromiumArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
    });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const patient = DEMO_ACCOUNTS.find((a) => a.login === '1103702071811')!;

  let slot = 0;
  async function insertCase(flowStatus: number): Promise<{ teleID: string; userID: string }> {
    slot += 1;
    const { rows } = await e2e.db.query<{ id: string; user_id: string }>(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, created_by)
     SELECT id, 1, 4, $1, $2, 'ผื่นที่แขน', $3, id FROM users WHERE id_card = $4 RETURNING id, user_id`,
      [`${inBangkok().year() + 1}-08-04`, `10:${String(slot * 10).padStart(2, '0')}`, flowStatus, patient.idCard],
    );
    return { teleID: rows[0].id, userID: rows[0].user_id };
  }

  /** The patient's signed link of the LINE message (VideoLinkSigner's format), for a visit without sign-in. */
  function linkFor(teleID: string, userID: string): string {
    const key = purposeKey(e2e.product.env.JWT_SECRET!, 'video-link');
    return jwt.sign({ tid: teleID }, key, { algorithm: 'HS256', audience: 'video-link', subject: userID, expiresIn: 3600 });
  }

  async function phonePage(login?: string): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    if (login) {
      await submitLogin(page, login, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    return page;
  }

  /** Whether the page's own microphone / camera track is enabled. */
  function localTrackEnabled(page: Page, kind: 'audio' | 'video'): Promise<boolean | null> {
    return page.evaluate((k) => {
      const stream = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]')?.srcObject as MediaStream | null;
      const track = (k === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks())?.[0];
      return track ? track.enabled : null;
    }, kind);
  }

  /** The two switches: Thai label by state, aria-pressed, at least 44 × 44 px, inside the 390 px screen; they really switch the tracks. */
  async function checkToggles(page: Page): Promise<void> {
    const mute = page.getByRole('button', { name: VIDEO_MESSAGES.mute, exact: true });
    const camera = page.getByRole('button', { name: VIDEO_MESSAGES.cameraOff, exact: true });
    for (const button of [mute, camera]) {
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await localTrackEnabled(page, 'audio')).toBe(true);
    expect(await localTrackEnabled(page, 'video')).toBe(true);

    await mute.click();
    const unmute = page.getByRole('button', { name: VIDEO_MESSAGES.unmute, exact: true });
    expect(await unmute.getAttribute('aria-pressed')).toBe('true');
    expect(await localTrackEnabled(page, 'audio')).toBe(false);
    expect(await localTrackEnabled(page, 'video')).toBe(true);

    await camera.click();
    const cameraOn = page.getByRole('button', { name: VIDEO_MESSAGES.cameraOn, exact: true });
    expect(await cameraOn.getAttribute('aria-pressed')).toBe('true');
    expect(await localTrackEnabled(page, 'video')).toBe(false);

    // and back on
    await unmute.click();
    await cameraOn.click();
    expect(await page.getByRole('button', { name: VIDEO_MESSAGES.mute, exact: true }).getAttribute('aria-pressed')).toBe('false');
    expect(await localTrackEnabled(page, 'audio')).toBe(true);
    expect(await localTrackEnabled(page, 'video')).toBe(true);
  }

  async function expectCallEnded(page: Page): Promise<void> {
    await page.getByTestId('video-ended').waitFor({ timeout: 15_000 });
    const text = (await page.getByTestId('video-ended').textContent()) ?? '';
    expect(text).toContain(VIDEO_MESSAGES.callEnded);
    expect(text).toContain(VIDEO_MESSAGES.callEndedNext);
    expect(text).not.toContain(VIDEO_MESSAGES.waitingPeer);
    expect(await page.getByTestId('video-status').count()).toBe(0);
    expect(await page.getByRole('link', { name: VIDEO_MESSAGES.myCases }).getAttribute('href')).toBe('/home');
    expect(await page.getByTestId('video-hangup').count()).toBe(0);
  }

  test('the nurse sees the patient’s name and HN, both sides mute and turn the camera off, and the nurse’s hang-up tells the patient the call ended', async () => {
    const { teleID, userID } = await insertCase(1);
    const { rows } = await e2e.db.query<{ first_name: string; last_name: string; hn: string | null }>(`SELECT first_name, last_name, hn FROM users WHERE id = $1`, [userID]);
    const person = rows[0];
    expect(person.hn).toBeTruthy();

    // the patient came by the LINE link (not signed in): only the call status read can tell them
    const patientPage = await phonePage();
    await patientPage.goto(`/vdocall/${teleID}?t=${encodeURIComponent(linkFor(teleID, userID))}`);
    await patientPage.getByTestId('video-status').filter({ hasText: VIDEO_MESSAGES.waitingPeer }).waitFor({ timeout: 15_000 });

    const nursePage = await phonePage(nurse.login);
    await nursePage.goto(`/vdoadmin/${teleID}`);
    await Promise.all([remoteVideoLive(patientPage), remoteVideoLive(nursePage)]);

    const named = nursePage.getByTestId('video-patient');
    await named.filter({ hasText: person.first_name }).waitFor();
    const label = (await named.textContent()) ?? '';
    expect(label).toContain(`${person.first_name} ${person.last_name}`);
    expect(label).toContain(person.hn!);
    // the patient's page does not show the patient a label of themselves
    expect(await patientPage.getByTestId('video-patient').count()).toBe(0);

    await checkToggles(nursePage);
    await checkToggles(patientPage);
    // the nurse's page photographed muted, with the name
    await nursePage.getByRole('button', { name: VIDEO_MESSAGES.mute, exact: true }).click();
    await keepShot(nursePage, path.join(OUT, 'video-staff-390.png'));

    await nursePage.getByTestId('video-hangup').click();
    await expectCallEnded(patientPage);
    // and it stays ended (the page does not fall back to 'waiting')
    await patientPage.waitForTimeout(1_500);
    await expectCallEnded(patientPage);
    expect(await patientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepShot(patientPage, path.join(OUT, 'video-ended-390.png'));

    // opening the link again after the end says the same, without opening the camera
    await patientPage.goto(`/vdocall/${teleID}?t=${encodeURIComponent(linkFor(teleID, userID))}`);
    await expectCallEnded(patientPage);
  }, 90_000);

  test('a signed-in patient still waiting learns the end from the realtime event alone', async () => {
    const { teleID } = await insertCase(2);
    const patientPage = await phonePage(patient.login);
    await patientPage.goto(`/vdocall/${teleID}`);
    await patientPage.getByTestId('video-status').filter({ hasText: VIDEO_MESSAGES.waitingPeer }).waitFor({ timeout: 15_000 });
    await patientPage.waitForTimeout(500); // the page's realtime room is joined

    // the nurse never connected (no one leaves the room): the end is told only by the event
    const login = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: nurse.login, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const ended = await fetch(`${e2e.product.baseUrl}/api/v1/tele/call/${teleID}/end`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(ended.status).toBe(200);
    await expectCallEnded(patientPage);
  }, 60_000);

  test('/call and /answer with no meeting to go to: the Thai message and no failed request', async () => {
    const { teleID } = await insertCase(1);
    for (const [login, route] of [
      [nurse.login, `/call/${teleID}`],
      [patient.login, `/answer/${teleID}`],
    ] as const) {
      const page = await phonePage(login);
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      page.on('console', (m) => {
        if (m.type() === 'error') failed.push(m.text());
      });
      await page.goto(route);
      await page.getByTestId('video-notice').filter({ hasText: VIDEO_MESSAGES.notMeetingHost }).waitFor();
      expect(failed).toEqual([]);
    }
  }, 60_000);
});

/**
 * Issue 14 item 3, "Done when" line 2, in Chromium: Shipping enters a tracking number on the case
 * page's shipping tab; the Thailand Post stand-in moves the parcel; the patient's page (a 390 px
 * phone) shows 'out for delivery' then 'delivered' live, with the 'ได้รับพัสดุแล้ว' button; the
 * LINE stand-in has each of the two messages exactly once (checked again after further polls);
 * and once the clock passes the configured days after delivery, the case closes itself, recorded
 * as moved by the system, which the staff page shows live. The job polls every second.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pushText } from '@hospital/integrations/stand-ins';
import { DEMO_PASSWORD, demoAccount, expectText, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('parcel-tracking', () => {
  const DAY = 24 * 3600_000;
  const LINE_USER = `U${'9a7c'.repeat(8)}`;
  const BARCODE = 'EF582046915TH';
  const HEARTBEAT = 'EF582046929TH';

  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { PARCELS_TRACK_POLL_MS: '1000', PARCELS_AUTO_RECEIVE_DAYS: '7' } });
    mkdirSync('test-artifacts', { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = demoAccount(null, '1103702071811');

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  /** Moves a parcel at the stand-in through its dev endpoint (what Thailand Post's own system would do). */
  async function moveParcel(barcode: string, status: string): Promise<void> {
    const res = await fetch(`${e2e.product.standIns.thailandPost.url}/__dev/parcels/${barcode}`, { method: 'POST', body: JSON.stringify({ status }) });
    expect(res.status).toBe(200);
  }

  const parcelMessages = () =>
    e2e.product.standIns.line.pushes
      .filter((p) => p.to === LINE_USER)
      .map(pushText)
      .filter((t) => t.includes(BARCODE) && t.includes('นำจ่าย'));

  /** Resolves after the job has asked Thailand Post twice more (the heartbeat parcel is asked every poll). */
  async function twoMorePolls(): Promise<void> {
    const asked = () => e2e.product.standIns.thailandPost.requests.barcodesPerTrack.length;
    const start = asked();
    const deadline = Date.now() + 15_000;
    while (asked() < start + 2) {
      if (Date.now() > deadline) throw new Error('the parcels job did not poll');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  test('a tracking number typed once: the parcel is followed to the door, the patient told twice, the case closes itself', async () => {
    const db = e2e.db;
    const { rows: people } = await db.query(`UPDATE users SET line_user_id = $1 WHERE id_card = $2 RETURNING id`, [LINE_USER, patient.login]);
    const userID = people[0].id as string;
    // A paid case (5), waiting for Shipping; and another shipped parcel that never arrives (it shows each poll).
    const insert = (status: number, time: string, tracking: string[] | null) =>
      db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description, flow_status, tracking_numbers, cost_total, costs_ready_at)
       VALUES ($1, 2, NULL, (now() AT TIME ZONE 'Asia/Bangkok')::date, $2, '0812345678', '99 ถ.พระราม 6 อ.เมือง จ.ตรัง 92000', 'ขอรับยาเดิม', $3, coalesce($4::jsonb, '[]'::jsonb), 350, now()) RETURNING id`,
        [userID, time, status, tracking ? JSON.stringify(tracking) : null],
      );
    const teleID = (await insert(5, '09:00', null)).rows[0].id as string;
    await insert(6, '09:05', [HEARTBEAT]);

    // ── Shipping types the tracking number on the case page (the real path: PUT /api/v1/tele/transfer → 6) ──
    const shipping = (await e2e.newPage()).page;
    await signIn(shipping, demoAccount('Shipping').login);
    await shipping.goto(`/teleInfo/${teleID}`);
    await shipping.getByTestId('tab-shipping').click();
    await shipping.getByTestId('tracking-1').fill(BARCODE);
    await shipping.getByTestId('save-tracking').click();
    await shipping.getByTestId(`parcel-timeline-${teleID}`).waitFor();
    await expectText(shipping, `parcel-timeline-${teleID}`, 'รอข้อมูลจากไปรษณีย์ไทย');

    // ── The patient watches their home on a phone ──
    const me = (await e2e.newPage()).page;
    await me.setViewportSize({ width: 390, height: 844 });
    await signIn(me, patient.login);
    await me.goto('/home');
    await me.getByTestId(`parcel-timeline-${teleID}`).waitFor();

    // ── Thailand Post moves the parcel; the pages follow without a reload ──
    await moveParcel(BARCODE, 'accepted');
    await expectText(me, `parcel-timeline-${teleID}`, 'ไปรษณีย์รับฝากพัสดุแล้ว');
    await moveParcel(BARCODE, 'in_transit');
    await moveParcel(BARCODE, 'out_for_delivery');
    await expectText(me, `parcel-timeline-${teleID}`, 'พัสดุกำลังนำจ่าย');
    expect(await me.getByTestId(`parcel-confirm-${teleID}`).count()).toBe(0);
    await keepShot(me, 'test-artifacts/parcel-out-for-delivery-390.png', { fullPage: true });

    await moveParcel(BARCODE, 'delivered');
    await expectText(me, `parcel-timeline-${teleID}`, 'นำจ่ายสำเร็จ');
    const confirm = me.getByTestId(`parcel-confirm-${teleID}`);
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('ได้รับพัสดุแล้ว');
    // The generic 'received' button gives way to the parcel's own: one button, inside the phone's width.
    expect(await me.getByTestId(`home-action-${teleID}`).count()).toBe(0);
    const box = (await confirm.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Buddhist-era dates on the timeline.
    const beYear = String(new Date().getFullYear() + 543).slice(2);
    await expectText(me, `parcel-timeline-${teleID}`, ` ${beYear}, `);
    await keepShot(me, 'test-artifacts/parcel-delivered-390.png', { fullPage: true });

    // The staff page saw it too.
    await expectText(shipping, `parcel-timeline-${teleID}`, 'รอผู้ป่วยยืนยันการได้รับ');
    await keepShot(shipping, 'test-artifacts/parcel-shipping-tab-1280.png', { fullPage: true });

    // ── LINE: 'out for delivery' and 'delivered', each exactly once, however many polls follow ──
    const deadline = Date.now() + 15_000;
    while (parcelMessages().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await twoMorePolls();
    const messages = parcelMessages();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('อยู่ระหว่างการนำจ่าย');
    expect(messages[1]).toContain('นำจ่ายสำเร็จ');
    expect(e2e.product.standIns.line.repeatedRetryKeys).toEqual([]);

    // ── 7 days after delivery, the case closes itself; the staff page shows it was the system ──
    e2e.product.moveClock(7 * DAY + 60_000);
    await expectText(shipping, `parcel-timeline-${teleID}`, 'ระบบบันทึกว่าได้รับยาแล้วโดยอัตโนมัติ', 15_000);
    const { rows } = await db.query(`SELECT flow_status FROM tele_requests WHERE id = $1`, [teleID]);
    expect(rows[0].flow_status).toBe(7);
    const { rows: history } = await db.query(`SELECT by_user, by_role FROM tele_transitions WHERE tele_id = $1 AND to_status = 7`, [teleID]);
    expect(history).toEqual([{ by_user: null, by_role: 'system' }]);
    // The patient's home: the visit leaves 'next' for the history, live.
    await me.getByTestId(`home-card-tele-${teleID}`).waitFor({ state: 'detached', timeout: 10_000 });
    await keepShot(shipping, 'test-artifacts/parcel-closed-by-system-1280.png', { fullPage: true });
  });
});

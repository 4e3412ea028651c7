/**
 * Issue 31 item 5, in the browser: a patient who followed the hospital's LINE Official Account
 * (answered by reply) and then blocked it. Staff see 'ติดต่อทาง LINE ไม่ได้' on her profile and on
 * her telemedicine case, and the messages sent to her with their results; the chat is driven
 * through the LINE stand-in's signed webhook events, as LINE would send them.
 */
import { mkdirSync } from 'node:fs';
import { pushText } from '../../../libs/integrations/src/stand-ins/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('line-oa', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { DEMO_CASES: '1' } }); // the demo's cases: one of hers is opened by staff
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  /** The value once `read` answers one that `ok` accepts (the worker answers LINE's events a moment later). */
  async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const MALEE_ID_CARD = '3100600445635';
  const LINE_ID = `U${'a1'.repeat(16)}`;

  test("staff see that a patient blocked the hospital's LINE, on her profile and her case, with the messages sent to her", async () => {
    mkdirSync('test-artifacts', { recursive: true });
    const { rows: [malee] } = await e2e.db.query<{ id: string }>(`UPDATE users SET line_user_id = $1 WHERE id_card = $2 RETURNING id`, [LINE_ID, MALEE_ID_CARD]);
    const line = e2e.product.standIns.line;
    // She adds the OA as a friend: the welcome-back card comes by reply (free).
    expect((await line.follow(LINE_ID)).status).toBe(200);
    const replies = await until(() => line.pushes.filter((p) => p.to === LINE_ID && p.kind === 'reply').map(pushText), (r) => r.length > 0, 'the reply to her follow');
    expect(replies).toEqual([expect.stringContaining('ยินดีต้อนรับกลับ')]);
    // Then she blocks it.
    expect((await line.unfollow(LINE_ID)).status).toBe(200);
    await until(async () => (await e2e.db.query(`SELECT line_unfollowed_at IS NOT NULL AS gone FROM users WHERE id = $1`, [malee.id])).rows[0].gone, (gone) => gone === true, 'her unfollow');

    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/user/${malee.id}`);
    const badge = page.getByTestId('line-status');
    await badge.waitFor();
    expect(await badge.innerText()).toContain('ติดต่อทาง LINE ไม่ได้');
    expect(await badge.getAttribute('data-status')).toBe('unreachable');
    await page.getByTestId('line-messages').locator('summary').click();
    // Her welcome-back message, sent. Not necessarily the newest row: the worker's reminder run
    // may push her a reminder of a demo appointment meanwhile (sent, or 'unreachable' once she
    // blocked the OA), and her list shows every outcome.
    const row = page.getByTestId('line-message').filter({ hasText: 'ยินดีต้อนรับกลับ' }).first();
    await row.waitFor();
    expect(await row.getAttribute('data-result')).toBe('sent');
    await keepShot(page, 'test-artifacts/line-status-profile-1440.png', { fullPage: true });

    const { rows: [teleCase] } = await e2e.db.query<{ id: string }>(`SELECT id FROM tele_requests WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [malee.id]);
    expect(teleCase).toBeDefined();
    await page.goto(`/teleInfo/${teleCase.id}`);
    await page.getByTestId('line-status').waitFor();
    expect(await page.getByTestId('line-status').innerText()).toContain('ติดต่อทาง LINE ไม่ได้');
    await keepShot(page, 'test-artifacts/line-status-case-1440.png', { fullPage: true });
  }, 90_000);
});

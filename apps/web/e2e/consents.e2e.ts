/**
 * Issue 15 item 1 ("Done when": a new consent version makes the next sign-in ask again): Admin
 * publishes a new registration text on /admin/consents; the patient's next sign-in goes to
 * /consent-renew first, shows the new text, and after "ยินยอม" goes on to the home page; the
 * ledger holds the agreement to the new text's hash. Phone width for the patient (390×844).
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('consents', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!;
  const somchai = DEMO_ACCOUNTS.find((a) => a.idCard === '1103702071811')!;
  const NEW_TEXT = [
    'หนังสือแสดงความยินยอมรับบริการการแพทย์ทางไกล (ฉบับปรับปรุง)',
    'ข้าพเจ้ายินยอมรับบริการตรวจรักษาโรคผิวหนังผ่านระบบการแพทย์ทางไกลของโรงพยาบาล และส่งรูปถ่ายผิวหนังผ่าน LINE',
    'โรงพยาบาลเก็บรักษาข้อมูลตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
  ].join('\n');

  test('Admin publishes a new registration text; the next sign-in asks again, then goes on', async () => {
    mkdirSync('test-artifacts', { recursive: true });
    const { page: adminPage } = await e2e.newPage();
    await submitLogin(adminPage, admin.login, DEMO_PASSWORD);
    await adminPage.waitForURL((url) => url.pathname === '/admin');
    await adminPage.click('[data-testid="consents-link"]');
    await adminPage.locator('[data-testid="consent-version-2026-11-v1"]').waitFor();
    // An empty text is refused in Thai.
    await adminPage.fill('[data-testid="consent-version"]', '2027-01-v2');
    await adminPage.click('[data-testid="consent-publish-submit"]');
    await adminPage.locator('[data-testid="consent-publish-error"]', { hasText: 'กรุณากรอกข้อความความยินยอม' }).waitFor();
    await adminPage.fill('[data-testid="consent-text"]', NEW_TEXT);
    await adminPage.click('[data-testid="consent-publish-submit"]');
    await adminPage.locator('[data-testid="consent-published"]').waitFor();
    await adminPage.locator('[data-testid="consent-version-2027-01-v2"]', { hasText: 'ฉบับที่มีผล' }).waitFor();
    await keepShot(adminPage, 'test-artifacts/consents-admin-1280.png', { fullPage: true });

    const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, locale: 'th-TH', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await submitLogin(page, somchai.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/consent-renew');
    await page.locator('[data-testid="consent-text-registration"]', { hasText: 'ฉบับปรับปรุง' }).waitFor();
    // Phone-first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepShot(page, 'test-artifacts/consent-renew-390.png', { fullPage: true });
    // Another page is not reachable before answering.
    await page.goto('/tele');
    await page.waitForURL((url) => url.pathname === '/consent-renew');
    await page.locator('[data-testid="consent-agree-registration"]').click();
    await page.waitForURL((url) => url.pathname === '/tele');

    const { rows } = await e2e.db.query(
      `SELECT l.text_sha256 FROM consent_ledger l JOIN users u ON u.id = l.user_id WHERE u.id_card = $1 AND l.purpose = 'registration' ORDER BY l.given_at DESC LIMIT 1`,
      [somchai.idCard],
    );
    expect(rows[0].text_sha256).toBe(createHash('sha256').update(NEW_TEXT).digest('hex'));
    await context.close();
  });
});

/**
 * care-services §2 Staff pages: the Nurse's live board. A case written to the database with
 * its `tele.changed` outbox row (as TeleEvents writes it, in the same transaction) appears on
 * the nurse view without a reload; moved to the doctor (2) it leaves the nurse view and
 * appears on a doctor view that is already open — both through the outbox relay and
 * Socket.IO, no polling.
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { CONSULT_SERVICE_TYPE, bangkokDateKey, boardOf } from '@hospital/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startE2E, submitLogin, type E2E } from './support.js';

describe('tele-board', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    e2e = await startE2E();
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const nurse = DEMO_ACCOUNTS.find((a) => a.role === 'Nurse')!;
  const somchai = DEMO_ACCOUNTS.find((a) => a.idCard === '1103702071811')!;

  /** The rooms TeleEvents.changed writes (roomsOfCase in libs/telemedicine cases/tele-events.ts). */
  function roomsOf(c: { userID: string; serviceType: number; flowStatus: number; from: number | null }): string[] {
    const rooms = new Set(['board:admin', `board:${boardOf(c.flowStatus)}`, `patient:${c.userID}`]);
    if (c.from !== null) rooms.add(`board:${boardOf(c.from)}`);
    if (c.serviceType === CONSULT_SERVICE_TYPE) rooms.add('board:network');
    return [...rooms];
  }

  /** One transaction: the change and its realtime outbox row, then pg_notify wakes the relay (Outbox.realtime). */
  async function inTransaction(
    change: (c: pg.Client) => Promise<{ teleID: string; userID: string; serviceType: number; flowStatus: number; from: number | null; reason: string; networkOf?: string[] }>,
  ): Promise<string> {
    await db.query('BEGIN');
    try {
      const c = await change(db);
      // A consultation's event names its network accounts (issue 28: board:network hears only them; networkOfCase).
      const event = { teleID: c.teleID, userID: c.userID, flowStatus: c.flowStatus, from: c.from, reason: c.reason, ...(c.networkOf ? { networkOf: c.networkOf } : {}) };
      await db.query(`INSERT INTO outbox (kind, name, payload, rooms) VALUES ('realtime', 'tele.changed', $1, $2)`, [JSON.stringify(event), roomsOf(c)]);
      await db.query(`SELECT pg_notify('outbox', '')`);
      await db.query('COMMIT');
      return c.teleID;
    } catch (error) {
      await db.query('ROLLBACK');
      throw error;
    }
  }

  async function countOf(page: Page, status: number): Promise<number> {
    return Number(await page.getByTestId(`board-count-${status}`).getAttribute('data-count'));
  }

  async function openNurseBoard(): Promise<Page> {
    const { page } = await e2e.newPage();
    await submitLogin(page, nurse.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByTestId('tele-board').waitFor();
    await page.locator('[data-testid="board-live"]').waitFor();
    // A marker that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { boardMarker: number }).boardMarker = 1));
    return page;
  }
  const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { boardMarker?: number }).boardMarker === 1);

  test('a new case appears on the nurse board live; moved to the doctor it leaves it and appears on the doctor view', async () => {
    const nursePage = await openNurseBoard();
    expect(await nursePage.getByTestId('board-view-nurse').getAttribute('aria-selected')).toBe('true');
    expect(await nursePage.getByTestId('board-filter-date').getAttribute('data-value')).toBe(bangkokDateKey()); // issue 16: the input shows DD/MM/BBBB

    const doctorPage = await openNurseBoard();
    await doctorPage.getByTestId('board-view-doctor').click();
    await doctorPage.waitForFunction(() => document.querySelector('[data-testid="tele-board"]')?.getAttribute('data-view') === 'doctor');
    await doctorPage.getByTestId('board-count-2').waitFor();

    // wait until both boards have loaded their first answer
    await nursePage.getByTestId('board-count-0').waitFor();
    await nursePage.waitForFunction(() => !!document.querySelector('[data-testid="board-table"], [data-testid="board-empty"]'));
    await doctorPage.waitForFunction(() => !!document.querySelector('[data-testid="board-table"], [data-testid="board-empty"]'));
    const newBefore = await countOf(nursePage, 0);
    const doctorBefore = await countOf(doctorPage, 2);

    const [user] = (await db.query(`SELECT id FROM users WHERE id_card = $1`, [somchai.idCard])).rows;
    const teleID = await inTransaction(async (c) => {
      const { rows } = await c.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description, flow_status, created_by)
       VALUES ($1, 1, 4, $2, '07:13', '0812345678', 'ผื่นคันที่หลังมือ (ทดสอบกระดานงาน)', 0, $1) RETURNING id`,
        [user.id, bangkokDateKey()],
      );
      return { teleID: rows[0].id, userID: user.id, serviceType: 1, flowStatus: 0, from: null, reason: 'created' };
    });

    const row = nursePage.getByTestId(`board-row-${teleID}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain(`${somchai.titleName}${somchai.firstName} ${somchai.lastName}`);
    expect(await row.innerText()).toContain('07:13');
    expect(await row.locator('a').first().getAttribute('href')).toBe(`/teleInfo/${teleID}`);
    await nursePage.waitForFunction((n) => document.querySelector('[data-testid="board-count-0"]')?.getAttribute('data-count') === String(n), newBefore + 1);
    expect(await notReloaded(nursePage)).toBe(true);
    expect(await doctorPage.getByTestId(`board-row-${teleID}`).count()).toBe(0);

    // The nurse sends the case to the doctor: 0 → 2.
    await inTransaction(async (c) => {
      await c.query(`UPDATE tele_requests SET flow_status = 2, updated_at = now() WHERE id = $1`, [teleID]);
      await c.query(`INSERT INTO tele_transitions (tele_id, from_status, to_status, by_role) VALUES ($1, 0, 2, 'Nurse')`, [teleID]);
      return { teleID, userID: user.id, serviceType: 1, flowStatus: 2, from: 0, reason: 'transition' };
    });

    await row.waitFor({ state: 'detached', timeout: 10_000 });
    const doctorRow = doctorPage.getByTestId(`board-row-${teleID}`);
    await doctorRow.waitFor({ timeout: 10_000 });
    expect(await doctorRow.getAttribute('data-status')).toBe('2');
    await nursePage.waitForFunction((n) => document.querySelector('[data-testid="board-count-0"]')?.getAttribute('data-count') === String(n), newBefore);
    await doctorPage.waitForFunction((n) => document.querySelector('[data-testid="board-count-2"]')?.getAttribute('data-count') === String(n), doctorBefore + 1);
    expect(await notReloaded(nursePage)).toBe(true);
    expect(await notReloaded(doctorPage)).toBe(true);

    // The filters narrow the same board: keyword and status.
    await doctorPage.getByTestId('board-filter-keyword').fill('หลังมือ-ไม่มี');
    await doctorPage.getByTestId('board-empty').waitFor();
    await doctorPage.getByTestId('board-filter-keyword').fill(somchai.hn!);
    await doctorRow.waitFor();
    await doctorPage.getByTestId('board-filter-status').selectOption('3');
    await doctorRow.waitFor({ state: 'detached' });
    await doctorPage.getByTestId('board-filter-status').selectOption('2');
    await doctorRow.waitFor();
    await doctorPage.getByTestId('board-filter-service').selectOption('2');
    await doctorRow.waitFor({ state: 'detached' });
  });

  test('/hospital lists the network user their consultations live, each opening /consultInfo', async () => {
    const network = DEMO_ACCOUNTS.find((a) => a.role === 'N_NURSE')!;
    const doctor = DEMO_ACCOUNTS.find((a) => a.role === 'N_DOCTOR')!;
    const { page } = await e2e.newPage();
    await submitLogin(page, network.login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/hospital');
    await page.getByTestId('network-board').waitFor();
    await page.waitForFunction(() => !!document.querySelector('[data-testid="board-table"], [data-testid="board-empty"]'));
    await page.evaluate(() => ((window as unknown as { boardMarker: number }).boardMarker = 1));

    const users = async (login: string) => (await db.query(`SELECT id FROM users WHERE email = $1`, [login])).rows[0].id as string;
    const [patient] = (await db.query(`SELECT id FROM users WHERE id_card = $1`, [somchai.idCard])).rows;
    const [askedBy, askedOf] = [await users(network.login), await users(doctor.login)];
    const insertConsult = (createdBy: string | null, time: string) =>
      inTransaction(async (c) => {
        const { rows } = await c.query(
          `INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, description, flow_status, created_by, parent_id)
         VALUES ($1, 3, $2, $3, 'ขอปรึกษา (ทดสอบกระดานงานเครือข่าย)', 1, $4, $5) RETURNING id`,
          [patient.id, bangkokDateKey(), time, createdBy, askedOf],
        );
        return { teleID: rows[0].id, userID: patient.id, serviceType: 3, flowStatus: 1, from: null, reason: 'created', networkOf: [createdBy, askedOf].filter((id): id is string => !!id) };
      });
    const mine = await insertConsult(askedBy, '15:41');
    const notMine = await insertConsult(null, '15:42'); // asked by someone else of the doctor: not this user's

    const row = page.getByTestId(`board-row-${mine}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.locator('a').first().getAttribute('href')).toBe(`/consultInfo/${mine}`);
    expect(await row.innerText()).toContain(`${doctor.titleName}${doctor.firstName} ${doctor.lastName}`);
    expect(await page.getByTestId(`board-row-${notMine}`).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { boardMarker?: number }).boardMarker === 1)).toBe(true);
  });
});

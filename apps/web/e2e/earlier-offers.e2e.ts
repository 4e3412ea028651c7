/**
 * Issue 32 item 3, in the browser at 390 px: two patients tick 'แจ้งฉันถ้ามีคิวเร็วขึ้น' when they
 * book the special clinic a week later; a third cancels her earlier booking from LINE; both get
 * the card 'มีคิวว่างเร็วขึ้น' in the LINE stand-in; the first taps 'รับคิวนี้' (a signed postback)
 * and her home shows the earlier time; the second's tap is answered that it has gone.
 */
import type { Page } from 'playwright-core';
import { postbackDataOf } from '../../../libs/contracts/src/index.js';
import { pushText } from '../../../libs/integrations/src/stand-ins/index.js';
import { APPOINTMENT_MESSAGES, bookingWeekdayProblem, dayProblem, disabledKindFor, formatThaiAppointment, inBangkok, weekdayOf } from '../../../libs/rules/src/index.js';
import { DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('earlier-offers', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    e2e = await startE2E();
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const FIRST = { login: '1103702071811', line: `U${'e01a'.repeat(8)}` };
  const SECOND = { login: '3100600445635', line: `U${'e02b'.repeat(8)}` };
  const CANCELLING = { login: '1920100567894', line: `U${'e03c'.repeat(8)}` };
  const GONE = 'คิวนี้มีผู้รับไปแล้ว ขอบคุณที่สนใจค่ะ';

  /** The first day from `from` days ahead open for the special clinic (no holiday, no disabled date). */
  async function openDay(from: number): Promise<{ date: string; ahead: number }> {
    const kind = disabledKindFor({ kind: 'booking', slotType: 2 });
    for (let i = from; i < from + 40; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (bookingWeekdayProblem(2, date) || dayProblem({ kind: 'booking', slotType: 2, date, now: new Date() })) continue;
      const { rowCount } = await db.query(
        `SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1 AND kind = $2`,
        [date, kind],
      );
      if (!rowCount) return { date, ahead: i };
    }
    throw new Error('no open special-clinic day');
  }
  const slotsOf = (date: string) => (weekdayOf(date) === 6 ? ['08:00', '08:30'] : ['16:30', '17:00']);

  async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const line = () => e2e.product.standIns.line;
  const offerCards = (lineUserId: string) => line().pushes.filter((p) => p.to === lineUserId && pushText(p).startsWith('มีคิวว่างเร็วขึ้น'));

  /** Taps a postback as the LINE user; the chat's reply. */
  async function tap(lineUserId: string, data: string): Promise<string> {
    const before = line().pushes.filter((p) => p.to === lineUserId).length;
    expect((await line().postback(lineUserId, data)).status).toBe(200);
    const reply = await until(() => line().pushes.filter((p) => p.to === lineUserId).slice(before).find((p) => p.kind === 'reply'), (r) => r !== undefined, 'the chat reply');
    return pushText(reply!);
  }

  async function pickDay(page: Page, day: string): Promise<void> {
    while (!(await page.getByTestId(`day-${day}`).isVisible())) await page.getByTestId('month-next').click();
    await page.getByTestId(`day-${day}`).click();
  }

  /** Signs in at 390 px and books the special clinic at `day` `slot` with 'แจ้งฉันถ้ามีคิวเร็วขึ้น' ticked; the booking's id. */
  async function bookWithOffers(login: string, day: string, slot: string): Promise<{ page: Page; bookingID: string }> {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/booking');
    await page.getByTestId('booking-page').waitFor();
    await page.getByTestId('booking-type-2').check();
    await page.getByTestId('booking-next').click();
    await pickDay(page, day);
    await page.getByTestId(`slot-${slot}`).click();
    await page.getByTestId('booking-next').click();
    await page.getByTestId('description').fill('สิวอักเสบที่ใบหน้า อยากพบแพทย์เร็วขึ้น');
    const box = page.getByTestId('earlier-offers');
    expect(await page.getByText('แจ้งฉันถ้ามีคิวเร็วขึ้น').isVisible()).toBe(true);
    await box.check();
    await page.getByTestId('booking-submit').click();
    await page.getByTestId('confirm-modal').waitFor();
    await page.getByTestId('confirm').click();
    await page.getByTestId('booking-success').waitFor({ timeout: 20_000 });
    const bookingID = (await page.getByTestId('booking-ticket').getAttribute('data-booking-id'))!;
    await until(async () => (await db.query(`SELECT earlier_offers FROM bookings WHERE id = $1`, [bookingID])).rows[0]?.earlier_offers, (v) => v === true, 'the opt-in saved');
    // the page fits a phone: nothing wider than the viewport
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    return { page, bookingID };
  }

  test("a freed special-clinic seat is offered to two opted-in patients on LINE: the first 'รับคิวนี้' moves her, the second hears it has gone", async () => {
    const { date: early, ahead } = await openDay(2);
    const { date: later } = await openDay(ahead + 7);
    const [slot] = slotsOf(early);
    const [laterSlot, laterSlot2] = slotsOf(later);
    for (const p of [FIRST, SECOND, CANCELLING]) await db.query(`UPDATE users SET line_user_id = $1 WHERE id_card = $2`, [p.line, p.login]);

    // The third patient's earlier booking (made directly), to be cancelled.
    const { rows: [cancelling] } = await db.query<{ id: string }>(`SELECT id FROM users WHERE id_card = $1`, [CANCELLING.login]);
    const { rows: [counter] } = await db.query<{ last_number: number }>(
      `INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
     ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1 RETURNING last_number`,
      [early],
    );
    const { rows: [freed] } = await db.query<{ id: string }>(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
     VALUES ($1, $2, 2, 2, $3, $4, 'ผื่นคัน', $2) RETURNING id`,
      [counter.last_number, cancelling.id, early, slot],
    );

    // Two patients book a week later and tick 'แจ้งฉันถ้ามีคิวเร็วขึ้น'.
    const first = await bookWithOffers(FIRST.login, later, laterSlot);
    const second = await bookWithOffers(SECOND.login, later, laterSlot2);

    // The third cancels from LINE: both get the card.
    expect(await tap(CANCELLING.line, postbackDataOf('booking.cancel', { bookingID: freed.id }))).toContain('ยกเลิก');
    await until(() => [offerCards(FIRST.line).length, offerCards(SECOND.line).length], ([a, b]) => a === 1 && b === 1, 'the two offer cards');
    expect(pushText(offerCards(FIRST.line)[0])).toContain(formatThaiAppointment(early, slot));
    const offerOf = async (bookingID: string) => (await db.query<{ id: string }>(`SELECT id FROM earlier_slot_offers WHERE item_id = $1 ORDER BY created_at LIMIT 1`, [bookingID])).rows[0].id;

    // The first taps 'รับคิวนี้': moved; her home shows the earlier time.
    expect(await tap(FIRST.line, postbackDataOf('offer.accept', { offerID: await offerOf(first.bookingID) }))).toContain(APPOINTMENT_MESSAGES.rescheduled);
    await first.page.goto('/home');
    const card = first.page.getByTestId(`home-card-booking-${first.bookingID}`);
    await card.waitFor();
    expect(await card.innerText()).toContain(formatThaiAppointment(early, slot));
    // the card's own toggle shows she still asks for earlier offers
    const toggle = card.getByTestId('earlier-offers-toggle');
    await first.page.waitForFunction((tid) => { const el = document.querySelector(`[data-testid="${tid}"] [data-testid="earlier-offers-toggle"]`) as HTMLInputElement | null; return !!el && !el.disabled; }, `home-card-booking-${first.bookingID}`);
    expect(await toggle.isChecked()).toBe(true);
    await keepShot(first.page, 'test-artifacts/earlier-offer-home-390.png', { fullPage: true });

    // The second's tap: it has gone; her booking stays.
    expect(await tap(SECOND.line, postbackDataOf('offer.accept', { offerID: await offerOf(second.bookingID) }))).toContain(GONE);
    const { rows: [stays] } = await db.query<{ d: string }>(`SELECT appoint_date::text AS d FROM bookings WHERE id = $1`, [second.bookingID]);
    expect(stays.d).toBe(later);
  }, 180_000);
});

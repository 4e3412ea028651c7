/**
 * Issue 32 items 1 and 6 in Chromium, on a phone-sized page (390 × 844), for a patient with a
 * clinic booking on 30 November, a clinic booking earlier today (second in the queue) and a
 * video visit later today whose turn it is:
 *  - the home's first card is today's 'ถึงคิวของท่านแล้ว' (the video visit, though later today),
 *    then today's booking, then 30 November;
 *  - one queue number per card: the booking's card says 'คิวที่ 2' once — the number the staff
 *    board lists for it — and the wait ('รออีก 1 คิว'), never a second 'คิวที่' or 'บัตรคิว';
 *  - every card still to come offers 'เพิ่มลงปฏิทิน', which downloads an .ics with the Bangkok
 *    start time (and the video visit's join link);
 *  - the home does not scroll sideways at 390 px.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { CALENDAR_MESSAGES, inBangkok } from '@hospital/rules';
import { DEMO_PASSWORD, demoAccount, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('home-order', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    // A product of its own: today's bookings it writes take the demo patients' one active booking and the day's ticket numbers.
    e2e = await startE2E({ fresh: true });
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const somchai = demoAccount(null, '1103702071811');
  const malee = demoAccount(null, '3100600445635');
  const PHONE = { width: 390, height: 844 };

  async function phonePage(): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    return page;
  }

  /** The API as one person, for what staff see on their board (the board page itself: bookings.e2e.ts). */
  async function apiAs(login: string) {
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
    });
    const { token } = (await res.json()) as { token: string };
    return async (method: string, url: string) => {
      const r = await fetch(`${e2e.product.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}` } });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
  }

  /** A clinic booking (regular hours) as the booking page would have stored it, with its ticket number. */
  async function newBooking(login: string, date: string, bookingNumber: number): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status, created_by)
     SELECT $3, id, 1, 1, $2, '08:30', 'ผื่นคันที่แขน', 1, id FROM users WHERE id_card = $1
     RETURNING id`,
      [login, date, bookingNumber],
    );
    return rows[0].id;
  }

  /** A type-1 video visit of the patient on `date` at `time`, waiting (0). */
  async function newVideoVisit(login: string, date: string, time: string): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description)
     SELECT id, 1, 4, $2, $3, '0812345678', '99/1 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000', 'ผื่นคันที่แขน' FROM users WHERE id_card = $1
     RETURNING id`,
      [login, date, time],
    );
    return rows[0].id;
  }

  /** The next 30 November from today on (Bangkok); next year's when today is 30 November or later. */
  function next30November(): string {
    const now = inBangkok();
    const thisYear = `${now.year()}-11-30`;
    return now.format('YYYY-MM-DD') < thisYear ? thisYear : `${now.year() + 1}-11-30`;
  }

  const compact = (date: string) => date.replaceAll('-', '');

  async function icsOf(page: Page, testId: string): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
    return { name: (download as Download).suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
  }

  test("the home's first card is today's 'ถึงคิวของท่านแล้ว', one queue number per card, and each card offers the .ics", async () => {
    const today = inBangkok().format('YYYY-MM-DD');
    const nov30 = next30November();
    // Today's clinic queue: malee holds ticket 1, somchai ticket 2 (second in the queue: not his turn).
    await newBooking(malee.login, today, 1);
    const bookingToday = await newBooking(somchai.login, today, 2);
    const bookingNov30 = await newBooking(somchai.login, nov30, 5);
    // The video queue of today has no one else: somchai's visit, later today, is first — his turn.
    const video = await newVideoVisit(somchai.login, today, '23:30');

    const me = await phonePage();
    await submitLogin(me, somchai.login, DEMO_PASSWORD);
    await me.waitForURL((url) => url.pathname === '/home');
    await me.getByTestId(`home-card-booking-${bookingNov30}`).waitFor({ timeout: 15_000 });

    // ── In time order, the turn first ──
    const order = await me.locator('[data-testid="home-next"] .home-cards > article').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order.slice(0, 3)).toEqual([`home-card-tele-${video}`, `home-card-booking-${bookingToday}`, `home-card-booking-${bookingNov30}`]);
    const first = me.getByTestId(`home-card-tele-${video}`);
    expect(await first.innerText()).toContain('ถึงคิวของท่านแล้ว');
    expect(await first.getAttribute('data-turn')).toBe('true');
    expect(await me.getByTestId(`queue-place-${video}`).innerText()).toBe('คิวที่ 1');

    // ── One queue number per card: the ticket staff call ──
    const staff = await apiAs(demoAccount('Nurse').login);
    const board = (await staff('GET', `/api/v1/bookings?AppointDatetime=${today}`)) as { data: Array<{ bookingID: string; bookingNumber: number }> };
    const onBoard = board.data.find((b) => b.bookingID === bookingToday)!.bookingNumber;
    expect(onBoard).toBe(2);
    expect(await me.getByTestId(`queue-place-${bookingToday}`).innerText()).toBe(`คิวที่ ${onBoard}`);
    expect(await me.getByTestId(`queue-eta-${bookingToday}`).innerText()).toContain('รออีก 1 คิว');
    for (const id of [`home-card-tele-${video}`, `home-card-booking-${bookingToday}`, `home-card-booking-${bookingNov30}`]) {
      const text = await me.getByTestId(id).innerText();
      expect({ id, numbers: text.match(/คิวที่\s*\d+/g)?.length ?? 0, ticket: text.includes('บัตรคิว') }).toEqual({ id, numbers: 1, ticket: false });
    }
    expect(await me.getByTestId(`queue-place-${bookingNov30}`).innerText()).toBe('คิวที่ 5');

    // ── 'เพิ่มลงปฏิทิน' on every card still to come: the .ics in Bangkok time ──
    for (const id of [video, bookingToday, bookingNov30]) expect(await me.getByTestId(`calendar-download-${id}`).innerText()).toContain(CALENDAR_MESSAGES.add);
    const clinic = await icsOf(me, `calendar-download-${bookingNov30}`);
    expect(clinic.name).toBe(`appointment-${nov30}.ics`);
    const clinicLines = clinic.text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(clinicLines[0]).toBe('BEGIN:VCALENDAR');
    expect(clinicLines).toContain(`DTSTART;TZID=Asia/Bangkok:${compact(nov30)}T083000`);
    expect(clinicLines.find((l) => l.startsWith('SUMMARY:'))).toContain('คิวที่ 5');
    const visit = await icsOf(me, `calendar-download-${video}`);
    const visitLines = visit.text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(visitLines).toContain(`DTSTART;TZID=Asia/Bangkok:${compact(today)}T233000`);
    expect(visitLines.find((l) => l.startsWith('URL:'))).toContain(`/vdocall/${video}?t=`);

    // ── Fits a phone ──
    expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await keepShot(me, 'test-artifacts/home-order-390.png', { fullPage: true });
  }, 120_000);
});

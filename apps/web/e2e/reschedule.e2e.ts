/**
 * Issue 32 item 2, reschedule instead of cancel, in Chromium with the patient on a 390 × 844 phone:
 *  1. A nurse watches /admin/booking on the day the patient will move to. From the home card of
 *     a special-clinic booking the patient taps 'เลื่อนนัด', picks a new day and a free time and
 *     confirms: the home shows the new Buddhist-era day and time and the new queue number, and the
 *     nurse's board shows the booking arrive without a reload; then the nurse moves it again with
 *     her own 'เลื่อนนัด' and the patient's home follows without a reload. The patient gets the
 *     LINE card.
 *  2. A nurse watches the telemedicine board on the day the patient will move to. The patient
 *     moves a doctor visit (four photos attached) from its home card: the home shows the new time,
 *     the board shows the case arrive live, and the case still shows its four photos.
 *  Nothing on the phone scrolls sideways, and the picker stays inside the screen.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { APPOINTMENT_MESSAGES, bookingWeekdayProblem, dayProblem, disabledKindFor, formatThaiAppointment, inBangkok, weekdayOf, type BookingSlotType } from '@hospital/rules';
import { pushText } from '../../../libs/integrations/src/stand-ins/index.js';
import { DEMO_PASSWORD, demoAccount, expectText, keepShot, POLL_MS, startE2E, submitLogin, type E2E } from './support.js';

describe('reschedule', () => {
  const PHOTOS = fileURLToPath(new URL('../../../libs/telemedicine/demo-photos/', import.meta.url));
  const LINE_USER = `U${'5c4e'.repeat(8)}`;
  const PHONE = { width: 390, height: 844 };

  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    // A product of its own: it books the demo patient's clinic visit of today, which bookings.e2e also books.
    e2e = await startE2E({ fresh: true });
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = demoAccount(null, '1103702071811');
  const nurse = demoAccount('Nurse');

  async function signIn(page: Page, login: string): Promise<void> {
    await submitLogin(page, login, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  async function phonePage(): Promise<Page> {
    const { page } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    return page;
  }

  /** Whether nothing closes `date` for this list: a holiday or a disabled date of `kind`. */
  async function notClosed(date: string, kind: string): Promise<boolean> {
    const { rowCount } = await db.query(
      `SELECT 1 FROM holidays WHERE holiday_date = $1 AND NOT removed UNION ALL SELECT 1 FROM disabled_dates WHERE disabled_date = $1 AND kind = $2`,
      [date, kind],
    );
    return !rowCount;
  }

  /** The next `count` days after today (Bangkok) the special clinic is open. */
  async function specialClinicDays(count: number): Promise<string[]> {
    const days: string[] = [];
    for (let i = 1; days.length < count && i < 50; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      const slotType: BookingSlotType = 2;
      if (bookingWeekdayProblem(slotType, date) || dayProblem({ kind: 'booking', slotType, date, now: new Date() })) continue;
      if (await notClosed(date, disabledKindFor({ kind: 'booking', slotType }))) days.push(date);
    }
    return days;
  }

  /** The next `count` days after today a doctor visit (type 1) is open. */
  async function doctorVisitDays(count: number): Promise<string[]> {
    const days: string[] = [];
    for (let i = 1; days.length < count && i < 50; i++) {
      const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
      if (dayProblem({ kind: 'tele', serviceType: 1, date, now: new Date() })) continue;
      if (await notClosed(date, disabledKindFor({ kind: 'tele', serviceType: 1 }))) days.push(date);
    }
    return days;
  }

  /** The special clinic's first times of a day (§9: 08:00 on Saturday, 16:30 on its weekdays). */
  const clinicTimes = (date: string) => (weekdayOf(date) === 6 ? ['08:00', '08:30', '09:00'] : ['16:30', '17:00', '17:30']);

  /** The API as the patient, for what the booking pages (covered by their own tests) would have done. */
  async function apiAsPatient() {
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: patient.login, password: DEMO_PASSWORD }),
    });
    const { token } = (await res.json()) as { token: string };
    return async (method: string, url: string, body?: unknown) => {
      const r = await fetch(`${e2e.product.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
  }

  /** Opens the month of `day` in the picker of the open dialog and picks it. */
  async function pickDay(page: Page, day: string): Promise<void> {
    const modal = page.getByTestId('reschedule-modal');
    while (!(await modal.getByTestId(`day-${day}`).isVisible())) await modal.getByTestId('month-next').click();
    await modal.getByTestId(`day-${day}`).click();
  }

  /** Nothing scrolls sideways, and the open picker (if any) keeps inside the 390 px screen. */
  async function fitsThePhone(page: Page): Promise<void> {
    const fit = await page.evaluate(() => {
      const modal = document.querySelector('.reschedule-modal')?.getBoundingClientRect();
      const confirm = document.querySelector('[data-testid="reschedule-confirm"]')?.getBoundingClientRect();
      return {
        scrollWidth: document.documentElement.scrollWidth,
        modal: modal ? { left: modal.left, right: modal.right, top: modal.top, bottom: modal.bottom } : null,
        confirm: confirm ? { right: confirm.right, bottom: confirm.bottom } : null,
      };
    });
    expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    if (fit.modal) await keepShot(page, 'test-artifacts/reschedule-picker-390.png');
    if (fit.modal) {
      expect(fit.modal.left).toBeGreaterThanOrEqual(0);
      expect(fit.modal.right).toBeLessThanOrEqual(PHONE.width);
      expect(fit.modal.top).toBeGreaterThanOrEqual(0);
      expect(fit.modal.bottom).toBeLessThanOrEqual(PHONE.height);
    }
    if (fit.confirm) {
      expect(fit.confirm.right).toBeLessThanOrEqual(PHONE.width);
      expect(fit.confirm.bottom).toBeLessThanOrEqual(PHONE.height);
    }
  }

  test('a patient moves a clinic booking from the home; the staff board shows it live; staff move it again and the home follows', async () => {
    await db.query(`UPDATE users SET line_user_id = $1 WHERE id_card = $2`, [LINE_USER, patient.login]);
    const [dayA, dayB, dayC] = await specialClinicDays(3);
    const [timeA] = clinicTimes(dayA);
    const timeB = clinicTimes(dayB)[1];
    const timeC = clinicTimes(dayC)[2];
    const api = await apiAsPatient();
    const made = await api('POST', '/api/v1/bookings', { serviceType: 2, slotType: 2, appointDate: dayA, appointTime: timeA, description: 'สิวอักเสบที่ใบหน้า' });
    const bookingID: string = made.data.bookingID;

    // ── The nurse watches the board of the day the patient will move to ──
    const board = (await e2e.newPage()).page;
    await signIn(board, nurse.login);
    await board.goto('/admin/booking');
    await board.getByTestId('booking-board').waitFor();
    await board.getByTestId('board-filter-date').fill(dayB);
    await board.getByTestId('board-live').waitFor();
    // Not on dayB's list. (The board opens on dayA when today is a Sunday: its row leaves once dayB's list is in.)
    await board.getByTestId(`booking-row-${bookingID}`).waitFor({ state: 'detached' });

    // ── The patient, on a phone, taps 'เลื่อนนัด' on the home card ──
    const me = await phonePage();
    await signIn(me, patient.login);
    if (new URL(me.url()).pathname !== '/home') await me.goto('/home');
    await me.getByTestId(`home-card-booking-${bookingID}`).waitFor();
    await fitsThePhone(me);
    await me.getByTestId(`reschedule-${bookingID}`).click();
    await me.getByTestId('reschedule-modal').waitFor();
    expect(await me.getByTestId('reschedule-current').innerText()).toContain(formatThaiAppointment(dayA, timeA));
    expect(await me.getByTestId('reschedule-horizon').innerText()).toContain('จองล่วงหน้าได้ไม่เกิน 60 วัน');
    await fitsThePhone(me);
    await pickDay(me, dayB);
    await me.getByTestId(`reschedule-slot-${timeB}`).click();
    await fitsThePhone(me);
    await me.getByTestId('reschedule-confirm').click();
    await me.getByTestId('reschedule-modal').waitFor({ state: 'detached', timeout: 15_000 });

    // the home: the new day and time, and the new queue number
    const [moved] = (await db.query(`SELECT appoint_date::text AS d, appoint_time, booking_number FROM bookings WHERE id = $1`, [bookingID])).rows;
    expect(moved).toMatchObject({ d: dayB, appoint_time: timeB });
    await expectText(me, `reschedule-done-${bookingID}`, `คิวที่ ${moved.booking_number}`);
    await expectText(me, `home-card-booking-${bookingID}`, formatThaiAppointment(dayB, timeB));
    expect(await me.getByTestId(`reschedule-done-${bookingID}`).innerText()).toContain(APPOINTMENT_MESSAGES.rescheduled);
    await fitsThePhone(me);

    // ── The nurse's board shows it arrive, without a reload, with its new number ──
    await board.getByTestId(`booking-row-${bookingID}`).waitFor({ timeout: 10_000 });
    expect(await board.getByTestId(`booking-number-${bookingID}`).innerText()).toBe(String(moved.booking_number));
    expect(await board.getByTestId(`booking-row-${bookingID}`).innerText()).toContain(timeB);

    // ── The patient gets the LINE card with the new day, time and number ──
    const deadline = Date.now() + 20_000;
    let card = '';
    while (!card && Date.now() < deadline) {
      card = e2e.product.standIns.line.pushes.filter((p) => p.to === LINE_USER).map(pushText).find((t) => t.startsWith(APPOINTMENT_MESSAGES.rescheduled)) ?? '';
      if (!card) await new Promise((r) => setTimeout(r, 200));
    }
    expect(card).toContain(formatThaiAppointment(dayB, timeB));
    expect(card).toContain(`คิวที่ ${moved.booking_number}`);

    // ── The nurse moves it again from the board; the patient's home follows without a reload ──
    await board.getByTestId(`reschedule-${bookingID}`).click();
    await board.getByTestId('reschedule-modal').waitFor();
    await pickDay(board, dayC);
    await board.getByTestId(`reschedule-slot-${timeC}`).click();
    await board.getByTestId('reschedule-confirm').click();
    await board.getByTestId('reschedule-modal').waitFor({ state: 'detached', timeout: 15_000 });
    await expectText(board, 'reschedule-notice', formatThaiAppointment(dayC, timeC));
    await board.getByTestId(`booking-row-${bookingID}`).waitFor({ state: 'detached', timeout: 10_000 }); // it left this day
    await expectText(me, `home-card-booking-${bookingID}`, formatThaiAppointment(dayC, timeC), 15_000);
    await fitsThePhone(me);
  });

  test('a patient moves a telemedicine visit from the home; its photos stay; the nurse board shows it live', async () => {
    const [dayA, dayB] = await doctorVisitDays(2);
    const { rows } = await db.query(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description)
     SELECT id, 1, 4, $2, '13:30', '0812345678', '99/1 ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000', 'ผื่นคันที่แขน' FROM users WHERE id_card = $1
     RETURNING id`,
      [patient.login, dayA],
    );
    const teleID: string = rows[0].id;
    const api = await apiAsPatient();
    for (const name of ['rash-1.jpg', 'rash-2.jpg', 'rash-3.jpg', 'rash-4.jpg']) {
      const bytes = readFileSync(`${PHOTOS}${name}`);
      await api('POST', '/api/v1/tele/upload', { teleID, fileName: name, fileType: 'image/jpeg', fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID: 0 });
    }

    // ── The nurse watches her board on the day the patient will move to ──
    const board = (await e2e.newPage()).page;
    await signIn(board, nurse.login);
    await board.goto('/admin');
    await board.getByTestId('tele-board').waitFor();
    await board.getByTestId('board-view-nurse').click();
    await board.getByTestId('board-filter-date').fill(dayB);
    await board.getByTestId('board-live').waitFor();
    expect(await board.getByTestId(`board-row-${teleID}`).count()).toBe(0);

    // ── The patient moves the visit from the home card ──
    const me = await phonePage();
    await signIn(me, patient.login);
    if (new URL(me.url()).pathname !== '/home') await me.goto('/home');
    await me.getByTestId(`home-card-tele-${teleID}`).waitFor();
    await me.getByTestId(`reschedule-${teleID}`).click();
    await me.getByTestId('reschedule-modal').waitFor();
    await fitsThePhone(me);
    await pickDay(me, dayB);
    await me.getByTestId('reschedule-slot-14:00').click();
    await fitsThePhone(me);
    await me.getByTestId('reschedule-confirm').click();
    await me.getByTestId('reschedule-modal').waitFor({ state: 'detached', timeout: 15_000 });
    await expectText(me, `home-card-tele-${teleID}`, formatThaiAppointment(dayB, '14:00'));
    await expectText(me, `reschedule-done-${teleID}`, APPOINTMENT_MESSAGES.rescheduled);
    await fitsThePhone(me);

    // ── The board shows it arrive live; the case is the same case, with its four photos ──
    await board.getByTestId(`board-row-${teleID}`).waitFor({ timeout: 10_000 });
    await board.goto(`/teleInfo/${teleID}`);
    await board.getByTestId('tab-images').click();
    await board.getByTestId('case-gallery').waitFor();
    await board.waitForFunction(() => document.querySelectorAll('[data-testid="case-gallery"] [data-testid="gallery-image"]').length === 4, null, { timeout: 15_000, polling: POLL_MS });
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE tele_id = $1 AND category = 0`, [teleID])).rows;
    expect(n).toBe(4);
  });
});

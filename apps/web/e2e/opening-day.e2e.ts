/**
 * Issue 34 item 3, last sentence — opening day through the page, in Chromium (care-services §2
 * School vaccine booking, §5 check order, §8 vaccine errors): a school vaccine round of 2 seats
 * and 6 listed students. Six parents, each in a browser of their own at LINE's 390 px (the OA's
 * link opens /vaccinebooking in LINE's in-app browser; the page is open, no sign-in), fill their
 * child's form up to the last step — birth date, phone, house number, the round, the birth date
 * proved, the consent read and signed, the 'ยืนยันสิทธิ์การรับวัคซีน' dialog open — and press its
 * 'ยืนยัน' together. Their six confirmations are held until all six are on the wire and then let
 * go at once (the server sees one burst). Two parents get the queue ticket, queues 1 and 2; four
 * get the Thai 'full' answer (VACCINE_MESSAGES.eventFull) in the §8 dialog and, once it is
 * closed, beside the button, with their form kept and the next open round offered — one of them
 * books it. No spinner or busy button is left anywhere; the database holds exactly 2 seats,
 * queues 1 and 2. Nothing here is timed: the burst's times are the bench's opening-day row.
 *
 * The scene is set as an Admin would (the reference admin API: the vaccine type, the school, the
 * two rounds) and as the school's list arrives (the students, in the database: there is no API
 * for the target list). The open /api2 calls are limited per client address
 * (VACCINE_LOOKUP_RATE_LIMIT_MAX, 60 a minute): a parent here makes 3 of them (GET
 * /api2/school/cid2, POST birthcheck2, POST confirm2), 4 with the ticket page (cid2 again), the
 * one who books the next round 6 — 23 in all from 127.0.0.1 — and none may be answered 429.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { VACCINE_MESSAGES, bangkokDateKey, formatThaiAppointment } from '@hospital/rules';
import { DEMO_PASSWORD, drawSignature, keepShot, pathOf, startE2E, type E2E } from './support.js';
import { newNationalId } from '../../../test/fixtures/people.js';

describe('opening-day', () => {
  const TEST_TIMEOUT_MS = 240_000;
  const PHONE = { width: 390, height: 844 };
  /** LINE's in-app browser on an Android phone. */
  const LINE_USER_AGENT =
    'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Line/13.20.0';
  const PARENTS = 6;
  const SEATS = 2;
  const TYPE = 'od-hpv1';
  const SCHOOL = 'OD-E2E';
  const CLASS_YEAR_NAME = 'ประถมศึกษาปีที่ 5';
  const FIRST_NAMES = ['ณัฐธิดา', 'พิมพ์ชนก', 'กัญญาณัฐ', 'ปุณยวีร์', 'ชนัญชิดา', 'อรปรียา'];
  const LAST_NAMES = ['ใจดี', 'ศรีสุข', 'แก้วมณี', 'ทองคำ', 'บุญประเสริฐ', 'วงศ์สวัสดิ์'];

  interface Round {
    vaccineEventKey: string;
    vaccineEventName: string;
    /** 'YYYY-MM-DDTHH:mm', Bangkok. */
    vaccineEventDT: string;
    vaccinePlace: string;
    capacity: number;
  }

  interface Student {
    cid: string;
    firstName: string;
    lastName: string;
    /** 'YYYY-MM-DD'. */
    birthDT: string;
    phone: string;
    addressNo: string;
  }

  interface Parent {
    student: Student;
    page: Page;
    /** Every /api2 answer the page got: path and status. */
    api2: Array<{ path: string; status: number }>;
  }

  let e2e: E2E;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    await e2e?.close();
  }, 60_000);

  /** 'YYYY-MM-DD' plus `days`. */
  const addDays = (dateKey: string, days: number): string => {
    const [y, m, d] = dateKey.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  };

  /** Signs in through the API as the demo Admin; the bearer token. */
  async function adminToken(): Promise<string> {
    const answer = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.skin.go.th', password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  }

  /** POST /api/v1/vaccine-admin/{what} as Admin (the reference admin of issue 7). */
  async function adminPost(token: string, what: 'types' | 'schools' | 'events', body: unknown): Promise<void> {
    const answer = await fetch(`${e2e.product.baseUrl}/api/v1/vaccine-admin/${what}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect({ what, status: answer.status }).toEqual({ what, status: 200 });
  }

  /** The campaign: an HPV dose-1 type, the school, the opening round (2 seats) and the next one a week later. */
  async function openCampaign(): Promise<{ full: Round; next: Round }> {
    const token = await adminToken();
    await adminPost(token, 'types', { code: TYPE, family: 'hpv', brandName: 'HPV (Gardasil 9)', doseNumber: 1, disease: 'hpv', forChildren: false });
    await adminPost(token, 'schools', { schoolKey: SCHOOL, schoolName: 'โรงเรียนบ้านวันเปิดจอง', classes: [{ classYear: 'P5', classYearName: CLASS_YEAR_NAME }] });
    const day = addDays(bangkokDateKey(), 30);
    const full: Round = {
      vaccineEventKey: 'OD-E2E-1',
      vaccineEventName: 'วัคซีน HPV เข็ม 1 นักเรียนหญิง ป.5 (วันเปิดจอง)',
      vaccineEventDT: `${day}T09:00`,
      vaccinePlace: 'หอประชุมโรงเรียนบ้านวันเปิดจอง',
      capacity: SEATS,
    };
    const next: Round = {
      vaccineEventKey: 'OD-E2E-2',
      vaccineEventName: 'วัคซีน HPV เข็ม 1 นักเรียนหญิง ป.5 (รอบเพิ่ม)',
      vaccineEventDT: `${addDays(day, 7)}T09:00`,
      vaccinePlace: 'หอประชุมโรงเรียนบ้านวันเปิดจอง',
      capacity: 10,
    };
    for (const round of [full, next]) await adminPost(token, 'events', { ...round, vaccineType: TYPE, venueKind: 'general' });
    return { full, next };
  }

  /** The school's list: PARENTS girls of ป.5 (10–11 years old), on the HPV dose-1 list, without phone or house number yet. */
  async function listStudents(): Promise<Student[]> {
    const year = Number(bangkokDateKey().slice(0, 4)) - 11;
    const students = FIRST_NAMES.slice(0, PARENTS).map((firstName, i) => ({
      cid: newNationalId(),
      firstName,
      lastName: LAST_NAMES[i],
      birthDT: `${year}-${String(i + 2).padStart(2, '0')}-${10 + i}`,
      phone: `08123456${String(10 + i)}`,
      addressNo: `${12 + i}/3 หมู่ 4`,
    }));
    for (const s of students) {
      await e2e.db.query(
        `INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, school_key, class_year, class_year_name, class_room,
                                     th_subdistrict_key, th_district_key, th_province_key, vaccine_type, is_new)
       VALUES ($1, '002', 'เด็กหญิง', $2, $3, $4, $5, 'P5', $6, '1', '920101', '9201', '92', $7, false)`,
        [s.cid, s.firstName, s.lastName, s.birthDT, SCHOOL, CLASS_YEAR_NAME, TYPE],
      );
    }
    return students;
  }

  /** A parent's own phone browser: LINE's in-app browser at 390 × 844, the /api2 answers recorded. */
  async function openBrowser(student: Student): Promise<Parent> {
    const context = await e2e.browser.newContext({ baseURL: e2e.product.baseUrl, locale: 'th-TH', viewport: PHONE, userAgent: LINE_USER_AGENT });
    // The same bounds as support.ts's newPage: how long a loaded machine may take before a wait says what it waited for.
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    contexts.push(context);
    const page = await context.newPage();
    const parent: Parent = { student, page, api2: [] };
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api2/')) parent.api2.push({ path, status: r.status() });
    });
    return parent;
  }

  const option = (page: Page, round: Round) => page.locator(`[data-testid="event-option"][data-key="${round.vaccineEventKey}"]`);

  async function chooseRound(page: Page, round: Round): Promise<void> {
    await option(page, round).waitFor();
    await option(page, round).locator('input').check();
  }

  /** 'ยืนยันสิทธิ์' → the birth date proved → the consent read and signed → the confirm dialog open (its 'ยืนยัน' not pressed). */
  async function signUpToConfirm(parent: Parent, round: Round): Promise<void> {
    const { page, student } = parent;
    expect((await page.getByTestId('booking-confirm').innerText()).trim()).toBe('ยืนยันสิทธิ์');
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('consent-modal').waitFor();
    await page.getByTestId('consent-sign').click();
    await drawSignature(page);
    await page.getByTestId('signature-accept').click();
    await page.getByTestId('booking-submit-modal').waitFor();
    const summary = await page.getByTestId('booking-summary').innerText();
    expect(summary).toContain(`${student.firstName} ${student.lastName}`);
    expect(summary).toContain(round.vaccinePlace);
    expect((await page.getByTestId('booking-submit-submit').innerText()).trim()).toBe('ยืนยัน');
  }

  /** The parent types the child's national ID, fills what the list lacks and chooses the round, up to the confirm dialog. */
  async function fillToLastStep(parent: Parent, round: Round): Promise<void> {
    const { page, student } = parent;
    await page.goto('/vaccinebooking');
    await page.getByTestId('booking-cid').fill(student.cid);
    await page.getByTestId('booking-record').waitFor();
    expect(await page.getByTestId('booking-record').getAttribute('data-booked')).toBe('no');
    // Issue 18 finding 4: the lookup leaves the birth date out; the parent picks it.
    const [y, m, d] = student.birthDT.split('-').map(Number);
    for (const [part, value] of [['year', y], ['month', m], ['day', d]] as const) await page.getByTestId(`stu-birth-${part}`).selectOption(String(value));
    await page.getByTestId('stu-phone').fill(student.phone);
    await page.getByTestId('stu-addressNo').fill(student.addressNo);
    await chooseRound(page, round);
    expect((await option(page, round).getByTestId('event-seats').innerText()).trim()).toBe(`ว่าง ${round.capacity} ที่`);
    await signUpToConfirm(parent, round);
  }

  /** The page's answer is on screen: the queue ticket page, or the failure dialog. */
  const answered = (page: Page) =>
    page.locator('[data-testid="queue-ticket"], [data-testid="queue-none"], [data-testid="queue-missing"], [data-testid="vaccine-failure"]').first().waitFor();

  /** No spinner and nothing busy anywhere on the page. */
  const nothingBusy = (page: Page) =>
    page.waitForFunction(() => document.querySelector('[data-testid="spinner"], [aria-busy="true"]') === null);

  /** The element is wholly inside the 390 × 844 screen. */
  async function expectOnScreen(what: string, element: Locator): Promise<void> {
    const box = (await element.boundingBox())!;
    const inside = { left: box.x >= 0, right: box.x + box.width <= PHONE.width, top: box.y >= 0, bottom: box.y + box.height <= PHONE.height };
    expect({ what, ...inside }).toEqual({ what, left: true, right: true, top: true, bottom: true });
  }

  const confirmCalls = (parent: Parent) => parent.api2.filter((c) => c.path === '/api2/pfizer/confirm2');

  /** The ticket page of a booked parent: their queue number (as the database holds it), date, time and place. */
  async function expectTicket(parent: Parent, round: Round, queueNumber: number): Promise<void> {
    const { page, student } = parent;
    expect(pathOf(page)).toBe(`/vaccinequeue/${student.cid}`);
    await page.getByTestId('queue-ticket').first().waitFor();
    expect(await page.getByTestId('queue-ticket').count()).toBe(1);
    expect((await page.getByTestId('queue-number').innerText()).trim()).toBe(String(queueNumber));
    const [date, time] = round.vaccineEventDT.split('T');
    expect((await page.getByTestId('queue-date').innerText()).trim()).toBe(formatThaiAppointment(date));
    expect((await page.getByTestId('queue-time').innerText()).trim()).toBe(`${time} น.`);
    await page.waitForFunction((place) => document.querySelector('[data-testid="queue-place"]')?.textContent?.trim() === place, round.vaccinePlace);
  }

  async function seatsOf(round: Round): Promise<Array<{ queue_number: number; cid: string }>> {
    const { rows } = await e2e.db.query<{ queue_number: number; cid: string }>(
      `SELECT queue_number, cid FROM vaccine_event_seats WHERE event_key = $1 ORDER BY queue_number`,
      [round.vaccineEventKey],
    );
    return rows;
  }

  test(
    "opening day: six parents confirm 2 seats at the same moment — 2 queue tickets (1 and 2), 4 Thai 'full' answers beside a form still usable, no spinner left",
    async () => {
      const { full, next } = await openCampaign();
      const students = await listStudents();
      const parents: Parent[] = [];
      for (const student of students) {
        const parent = await openBrowser(student);
        await fillToLastStep(parent, full);
        parents.push(parent);
      }
      expect(await seatsOf(full)).toEqual([]);

      // Each page's confirmation is held until all six are sent, then all go at once.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      let allHeld!: () => void;
      const everyoneSent = new Promise<void>((resolve) => (allHeld = resolve));
      for (const { page } of parents) {
        await page.route('**/api2/pfizer/confirm2', async (route) => {
          if (++held === PARENTS) allHeld();
          await gate;
          await route.continue();
        });
      }
      await Promise.all(parents.map(({ page }) => page.getByTestId('booking-submit-submit').click()));
      await everyoneSent;
      // In flight: every confirm button disabled with its spinner (one press is one request).
      for (const { page } of parents) {
        await page.locator('[data-testid="booking-submit-submit"]:disabled').waitFor();
        expect(await page.getByTestId('booking-submit-modal').getByTestId('spinner').count()).toBe(1);
      }
      release();
      await Promise.all(parents.map(({ page }) => answered(page)));
      await Promise.all(parents.map(({ page }) => page.unroute('**/api2/pfizer/confirm2')));

      const booked = parents.filter(({ page, student }) => pathOf(page) === `/vaccinequeue/${student.cid}`);
      const refused = parents.filter((p) => !booked.includes(p));
      expect(booked).toHaveLength(SEATS);
      expect(refused).toHaveLength(PARENTS - SEATS);
      for (const p of parents) expect(confirmCalls(p)).toEqual([{ path: '/api2/pfizer/confirm2', status: booked.includes(p) ? 200 : 409 }]);

      // The database: exactly the two seats, queues 1 and 2, held by the two ticket pages' children.
      const seats = await seatsOf(full);
      expect(seats.map((s) => s.queue_number)).toEqual([1, 2]);
      expect(seats.map((s) => s.cid).sort()).toEqual(booked.map((p) => p.student.cid).sort());
      const { rows: held2 } = await e2e.db.query<{ booked: number; students: number; consents: number }>(
        `SELECT (SELECT booked FROM vaccine_events WHERE event_key = $1) AS booked,
              (SELECT count(*)::int FROM vaccine_students WHERE slot_id = $1) AS students,
              (SELECT count(*)::int FROM vaccine_consents WHERE event_key = $1) AS consents`,
        [full.vaccineEventKey],
      );
      expect(held2[0]).toEqual({ booked: SEATS, students: SEATS, consents: SEATS });

      // The two tickets: queue numbers 1 and 2, no repeat, each the one the database gave that child.
      for (const p of booked) await expectTicket(p, full, seats.find((s) => s.cid === p.student.cid)!.queue_number);
      const shown = await Promise.all(booked.map(async ({ page }) => Number((await page.getByTestId('queue-number').innerText()).trim())));
      expect(shown.sort()).toEqual([1, 2]);

      // The four others: the §8 dialog, titled 'ไม่สามารถยืนยันสิทธิ์ได้', with the Thai 'full' and the round's name, on screen at 390 px.
      for (const { page } of refused) {
        await page.getByTestId('vaccine-failure').waitFor();
        expect((await page.locator('#vaccine-failure-title').innerText()).trim()).toBe(VACCINE_MESSAGES.confirmFailedTitle);
        expect((await page.getByTestId('vaccine-failure-msg').innerText()).trim()).toBe(VACCINE_MESSAGES.eventFull);
        expect((await page.getByTestId('vaccine-failure-desc').innerText()).trim()).toBe(full.vaccineEventName);
        await expectOnScreen('the full message in the dialog', page.getByTestId('vaccine-failure-msg'));
        await expectOnScreen("the dialog's close button", page.getByTestId('vaccine-failure-close'));
        expect(await page.getByTestId('booking-submit-modal').count()).toBe(0);
      }
      // No page is left with a spinner or a busy button once the answers are in.
      for (const { page } of parents) {
        await nothingBusy(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      }
      await keepShot(refused[0].page, 'test-artifacts/opening-day-full-390.png');
      await keepShot(booked[0].page, 'test-artifacts/opening-day-booked-390.png', { fullPage: true });

      // Closed, the dialog leaves the answer beside the button (role alert, on screen), the form as
      // typed, the full round gone from the list and nothing chosen; the next round is offered.
      for (const { page, student } of refused) {
        await page.getByTestId('vaccine-failure-close').click();
        await page.getByTestId('vaccine-failure').waitFor({ state: 'detached' });
        const alert = page.getByRole('alert').filter({ hasText: VACCINE_MESSAGES.eventFull });
        expect(await alert.count()).toBe(1);
        expect(await alert.getAttribute('data-testid')).toBe('booking-full');
        expect((await page.getByTestId('booking-full-msg').innerText()).trim()).toBe(VACCINE_MESSAGES.eventFull);
        expect((await page.getByTestId('booking-full-event').innerText()).trim()).toBe(full.vaccineEventName);
        await expectOnScreen('the full answer beside the button', page.getByTestId('booking-full'));
        expect(await page.getByTestId('booking-confirm').isEnabled()).toBe(true);
        expect(await page.getByTestId('stu-phone').inputValue()).toBe(student.phone);
        expect(await page.getByTestId('stu-addressNo').inputValue()).toBe(student.addressNo);
        expect(await page.getByTestId('stu-birth-day').inputValue()).toBe(String(Number(student.birthDT.slice(8))));
        await option(page, full).waitFor({ state: 'detached' });
        await option(page, next).waitFor();
        expect((await option(page, next).getByTestId('event-seats').innerText()).trim()).toBe(`ว่าง ${next.capacity} ที่`);
        expect(await page.locator('[data-testid="event-option"] input:checked').count()).toBe(0);
        await nothingBusy(page);
      }
      await keepShot(refused[0].page, 'test-artifacts/opening-day-full-form-390.png');

      // What to do next: 'เลือกรอบอื่น' brings the rounds on screen; choosing one clears the answer,
      // and the same form books the next round (the consent signed again for it) — queue 1 there.
      const again = refused[0];
      await again.page.getByTestId('booking-full-choose').click();
      await expectOnScreen('the next round', option(again.page, next));
      await chooseRound(again.page, next);
      await again.page.getByTestId('booking-full').waitFor({ state: 'detached' });
      await signUpToConfirm(again, next);
      await again.page.getByTestId('booking-submit-submit').click();
      await again.page.waitForURL((url) => url.pathname === `/vaccinequeue/${again.student.cid}`);
      expect(await seatsOf(next)).toEqual([{ queue_number: 1, cid: again.student.cid }]);
      await expectTicket(again, next, 1);
      await nothingBusy(again.page);
      expect((await seatsOf(full)).map((s) => s.queue_number)).toEqual([1, 2]);

      // The per-address limit of the open /api2 calls (60 a minute from 127.0.0.1) was never reached.
      const refusedCalls = parents.flatMap((p) => p.api2.filter((c) => c.status === 429));
      expect(refusedCalls).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});

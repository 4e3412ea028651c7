// Issue 32 item 4, a fair share and a horizon, with the product's limits (not the wide ones of the
// other tests): Admin's settings (GET for anyone, PUT for Admin only, bounds in Thai); a booking
// on the horizon's last day is accepted and one the day after refused — clinic, telemedicine,
// the slot list and a reschedule — as soon as Admin changes it; the (max+1)th future clinic
// booking is refused; and a patient's seventh try at a refill slot of one day does not give them a
// seventh slot (issue 32 found six of one morning held by one patient).
import { DataSource } from 'typeorm';
import { APPOINTMENT_MESSAGES, APPOINTMENT_SETTINGS_DEFAULTS, BOOKING_OPEN_WEEKDAYS, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { DEFAULT_SLOT_TIMES } from '../src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { newNationalId } from '../../../test/fixtures/people.js';

describe('appointment-limits', () => {
  type Session = { token: string; userID: string };

  let app: TestApp;
  let db: DataSource;
  let admin: Session;
  let nurse: Session;
  let somchai: Session;
  let malee: Session;

  const REFILL = DEFAULT_SLOT_TIMES[5];
  const dayAfter = (date: string, n = 1) => inBangkok(`${date}T12:00:00+07:00`).add(n, 'day').format('YYYY-MM-DD');
  const settings = () => app.request('GET', '/api/v1/calendar/appointment-settings');
  const save = (who: Session | null, body: unknown) => app.request('PUT', '/api/v1/calendar/appointment-settings', { token: who?.token, body });
  const clinic = (who: Session, date: string) =>
    app.request('POST', '/api/v1/bookings', { token: who.token, body: { serviceType: 1, slotType: 1, appointDate: date, description: 'ผื่นคันที่แขน' } });
  const refill = (who: Session, date: string, time = REFILL[0]) =>
    app.request('POST', '/api/v1/tele', {
      token: who.token,
      body: { serviceType: 2, appointDate: date, appointTime: time, phone: '0812345678', shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000', description: 'ขอรับยาเดิม', imageCount: 0 },
    });

  /** Whether regular hours and refills are open on `date`: a weekday with no holiday and no disabled date of their lists. */
  async function openForBoth(date: string): Promise<boolean> {
    if (!BOOKING_OPEN_WEEKDAYS[1].includes(weekdayOf(date))) return false;
    const [{ n }] = await db.query(
      `SELECT (SELECT count(*) FROM holidays WHERE holiday_date = $1 AND NOT removed) + (SELECT count(*) FROM disabled_dates WHERE disabled_date = $1 AND kind IN ('booking', 'teleremed'))::int AS n`,
      [date],
    );
    return Number(n) === 0;
  }

  async function newPatient(): Promise<Session> {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const web = {
      username: `share${stamp}`,
      email: `share${stamp}@example.com`,
      password: 'ผิวดี-2569',
      confirmPassword: 'ผิวดี-2569',
      firstName: 'แบ่ง',
      lastName: 'ปัน',
      idCard: newNationalId(),
      phone: '0811111111',
      birthDate: '1980-01-01',
    };
    const res = await app.request('POST', '/api/v1/identity/web-register', { body: web });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const session = await app.login(web.username, web.password);
    await db.query(`UPDATE users SET is_active = 1 WHERE id = $1`, [session.userID]);
    return session;
  }

  beforeAll(async () => {
    app = await startTestApp({ appointmentLimits: 'product' });
    db = app.api.get(DataSource);
    admin = await app.login('admin@demo.skin.go.th');
    nurse = await app.login('nurse@demo.skin.go.th');
    somchai = await app.login('1103702071811');
    malee = await app.login('3100600445635');
  }, 60_000);
  afterAll(() => app?.close());

  describe("Admin's appointment settings", () => {
    it('anyone reads the defaults (60 days, 3 future clinic bookings, offers 120 minutes to 2 patients)', async () => {
      const res = await settings();
      expect(res).toMatchObject({ status: 200, body: { data: { ...APPOINTMENT_SETTINGS_DEFAULTS, updatedAt: null } } });
    });

    it('only Admin changes them: 401 signed out, 403 for a patient and for staff; values out of bounds are 400 in Thai, nothing saved', async () => {
      expect((await save(null, { horizonDays: 30 })).status).toBe(401);
      expect((await save(somchai, { horizonDays: 30 })).status).toBe(403);
      expect((await save(nurse, { horizonDays: 30 })).status).toBe(403);
      const refused: Array<[Record<string, unknown>, string]> = [
        [{ horizonDays: 0 }, APPOINTMENT_MESSAGES.horizonInvalid],
        [{ horizonDays: 3661 }, APPOINTMENT_MESSAGES.horizonInvalid],
        [{ horizonDays: 'หกสิบ' }, APPOINTMENT_MESSAGES.horizonInvalid],
        [{ horizonDays: 1.5 }, APPOINTMENT_MESSAGES.horizonInvalid],
        [{ maxFutureClinicBookings: 0 }, APPOINTMENT_MESSAGES.maxFutureInvalid],
        [{ maxFutureClinicBookings: 51 }, APPOINTMENT_MESSAGES.maxFutureInvalid],
        [{ offerExpiryMinutes: 4 }, APPOINTMENT_MESSAGES.offerExpiryInvalid],
        [{ offersPerSlot: 11 }, APPOINTMENT_MESSAGES.offersPerSlotInvalid],
      ];
      for (const [body, message] of refused) {
        const res = await save(admin, body);
        expect({ body, status: res.status, message: res.body?.message }).toEqual({ body, status: 400, message });
      }
      expect((await settings()).body.data).toMatchObject(APPOINTMENT_SETTINGS_DEFAULTS);
    });

    it('Admin changes some; the others stay; the bounds themselves are accepted', async () => {
      const res = await save(admin, { offerExpiryMinutes: 5, offersPerSlot: '10' });
      expect(res).toMatchObject({ status: 200, body: { msg: APPOINTMENT_MESSAGES.settingsSaved, data: { ...APPOINTMENT_SETTINGS_DEFAULTS, offerExpiryMinutes: 5, offersPerSlot: 10 } } });
      expect(res.body.data.updatedAt).toEqual(expect.any(String));
      expect((await settings()).body.data).toMatchObject({ horizonDays: 60, offerExpiryMinutes: 5, offersPerSlot: 10 });
      expect((await save(admin, { offerExpiryMinutes: 1440, offersPerSlot: 1 })).status).toBe(200);
      expect((await save(admin, { offerExpiryMinutes: 120, offersPerSlot: 2 })).status).toBe(200);
    });
  });

  describe('the horizon', () => {
    /** A weekday D open for regular hours and refills, with D + 1 open too, between 14 and 59 days ahead. */
    let last: string;
    let horizon: number;

    beforeAll(async () => {
      const today = inBangkok().format('YYYY-MM-DD');
      for (let i = 14; i < 59 && !last; i++) {
        const date = dayAfter(today, i);
        if ((await openForBoth(date)) && (await openForBoth(dayAfter(date)))) {
          last = date;
          horizon = i;
        }
      }
      if (!last) throw new Error('no two open weekdays in a row in the next two months');
    });

    it("accepts horizon + 0 days and refuses horizon + 1, for clinic and telemedicine, as soon as Admin sets it; the slot list stops there; a move is held to it", async () => {
      const beyond = dayAfter(last);
      // under the default 60 days, the day after `last` is still open
      const early = await clinic(malee, beyond);
      expect(early.status).toBe(200);

      expect((await save(admin, { horizonDays: horizon })).status).toBe(200);
      expect((await settings()).body.data.horizonDays).toBe(horizon);
      const message = APPOINTMENT_MESSAGES.beyondHorizon(horizon);

      expect(await clinic(somchai, beyond)).toMatchObject({ status: 400, body: { message } });
      const onLast = await clinic(somchai, last);
      expect(onLast.status).toBe(200);
      expect(await refill(somchai, beyond)).toMatchObject({ status: 400, body: { message } });
      expect((await refill(somchai, last)).status).toBe(200);
      expect((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${beyond}&SlotType=5`)).body.data).toEqual([]);
      expect((await app.request('GET', `/api/v1/timeslot?AppointDatetime=${beyond}&SlotType=1`)).body.data).toEqual([]);
      expect((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${last}&SlotType=5`)).body.data.length).toBeGreaterThan(0);
      // a reschedule past the horizon is refused too
      const move = await app.request('PUT', `/api/v1/bookings/${onLast.body.data.bookingID}`, { token: somchai.token, body: { appointDate: beyond } });
      expect(move).toMatchObject({ status: 400, body: { message } });
      // the booking made before the change stays
      expect((await db.query(`SELECT booking_status FROM bookings WHERE id = $1`, [early.body.data.bookingID]))[0].booking_status).toBe(0);

      expect((await save(admin, { horizonDays: 60 })).status).toBe(200);
    });
  });

  describe('a fair share', () => {
    it('the (max+1)th future clinic booking is refused in Thai; a cancelled or past one does not count', async () => {
      const patient = await newPatient();
      const today = inBangkok().format('YYYY-MM-DD');
      const days: string[] = [];
      for (let i = 1; days.length < 5 && i < 60; i++) {
        const date = dayAfter(today, i);
        if (await openForBoth(date)) days.push(date);
      }
      // a booking of last month, never served: not a future one
      await db.query(
        `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by)
       VALUES (1, $1, 1, 1, $2::date, '08:30', 'นัดเก่า', $1)`,
        [patient.userID, dayAfter(today, -30)],
      );
      for (const date of days.slice(0, 3)) expect((await clinic(patient, date)).status).toBe(200);
      const fourth = await clinic(patient, days[3]);
      expect(fourth).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.tooManyFutureBookings(3) } });
      const active = async () => (await db.query(`SELECT count(*)::int AS n FROM bookings WHERE user_id = $1 AND booking_status IN (0, 1) AND appoint_date >= $2`, [patient.userID, today]))[0].n;
      expect(await active()).toBe(3);
      // cancelling one gives the place back
      const [{ id }] = await db.query(`SELECT id FROM bookings WHERE user_id = $1 AND appoint_date = $2`, [patient.userID, days[0]]);
      expect((await app.request('PUT', `/api/v1/bookings/updatestatus/${id}`, { token: patient.token, body: { bookingStatus: -1 } })).status).toBe(200);
      expect((await clinic(patient, days[3])).status).toBe(200);
      expect(await active()).toBe(3);
      // Admin allows four: the next one goes through
      expect((await save(admin, { maxFutureClinicBookings: 4 })).status).toBe(200);
      expect((await clinic(patient, days[4])).status).toBe(200);
      expect((await save(admin, { maxFutureClinicBookings: 3 })).status).toBe(200);
    });

    it('seven tries at the refill slots of one day, one after another and all at once, leave the patient one case that day', async () => {
      const today = inBangkok().format('YYYY-MM-DD');
      const open: string[] = [];
      for (let i = 2; open.length < 2 && i < 50; i++) {
        const date = dayAfter(today, i);
        if (await openForBoth(date)) open.push(date);
      }
      const patient = await newPatient();
      await db.query(`UPDATE users SET hn = $1 WHERE id = $2`, [String(Date.now()).slice(-7), patient.userID]);
      const morning = REFILL.slice(0, 7); // the six of the morning (09:00–11:30) and the first after lunch
      expect(morning).toHaveLength(7);
      const casesOn = async (date: string) => (await db.query(`SELECT id FROM tele_requests WHERE user_id = $1 AND appoint_date = $2`, [patient.userID, date])).map((r: { id: string }) => r.id);

      const answers = [];
      for (const time of morning) answers.push(await refill(patient, open[0], time));
      expect(answers.map((a) => a.status)).toEqual(morning.map(() => 200));
      const first = answers[0].body.data.teleID;
      expect(answers.every((a) => a.body.data.teleID === first)).toBe(true);
      expect(await casesOn(open[0])).toEqual([first]);
      // the six other times of that morning are still free for other patients
      const free = (await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${open[0]}&SlotType=5`)).body.data.map((s: { slotTime: string }) => s.slotTime);
      expect(morning.slice(1).every((t) => free.includes(t))).toBe(true);

      const together = await Promise.all(morning.map((time) => refill(patient, open[1], time)));
      expect(together.filter((a) => a.status >= 500)).toEqual([]);
      expect(await casesOn(open[1])).toHaveLength(1);
    });
  });
});

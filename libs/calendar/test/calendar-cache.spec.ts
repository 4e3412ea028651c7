// Issue 17 item 1: the calendar (holidays, disabled dates, slot times) is kept in memory by
// every api instance and read again once its version (bumped by any change) moves, so an Admin's change is seen
// by the very next slot list and booking on the api that took it AND on a second api sharing
// the database and Redis; a slot already taken is answered 409 before any other work.
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CalendarService, DEFAULT_SLOT_TIMES } from '../src/index.js';
import { ConsentLedger } from '../../identity/src/index.js';
import { PatientRecords } from '../../patients/src/index.js';
import { MESSAGES, TELE_MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('calendar-cache', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Session;
  let somchai: Session;
  let malee: Session;

  /** Mondays of June, four years ahead: no seeded holiday, no clock rule of today reaches them. */
  const YEAR = inBangkok().year() + 4;
  const MONDAYS = Array.from({ length: 30 }, (_, i) => `${YEAR}-06-${String(i + 1).padStart(2, '0')}`).filter((d) => weekdayOf(d) === 1);
  const TIMES = DEFAULT_SLOT_TIMES[4];

  function booking(date: string, time: string) {
    return {
      serviceType: 1,
      appointDatetime: `${date}T${time}`,
      appointDate: date,
      appointTime: time,
      lineID: '',
      phone: '0812345678',
      shippingAddress: '12 หมู่ 3 ต.ทับเที่ยง อ.เมืองตรัง จ.ตรัง 92000',
      description: 'ผื่นคันที่แขน',
      imageCount: 4,
    };
  }

  const slots = async (app: TestApp, date: string) =>
    ((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=4`)).body.data as Array<{ slotTime: string }>).map((s) => s.slotTime);
  const book = (app: TestApp, who: Session, date: string, time: string) => app.request('POST', '/api/v1/tele', { token: who.token, body: booking(date, time) });
  const asAdmin = (method: string, path: string, body?: unknown) => a.request(method, path, { token: admin.token, body });

  beforeAll(async () => {
    a = await startTestApp();
    // The second instance: the same database, Redis prefix and signing key, as behind one load balancer.
    b = await startTestApp({ env: { DATABASE_URL: a.config.databaseUrl, REDIS_PREFIX: a.config.redisPrefix, JWT_SECRET: a.config.jwtSecret } });
    admin = await a.login(DEMO_LOGINS.admin);
    somchai = await a.login(DEMO_LOGINS.somchai);
    malee = await a.login(DEMO_LOGINS.malee);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  describe("an Admin's change is seen at once, on both api instances", () => {
    it('a new holiday closes the day for the next slot list and booking; removing it opens the day again', async () => {
      const day = MONDAYS[0];
      // Both instances have read (and kept) the day's calendar.
      expect(await slots(a, day)).toEqual(TIMES);
      expect(await slots(b, day)).toEqual(TIMES);

      expect((await asAdmin('POST', '/api/v1/calendar/holidays', { holidayDate: day, name: 'วันหยุดพิเศษ' })).status).toBe(200);
      expect(await slots(b, day)).toEqual([]);
      expect(await slots(a, day)).toEqual([]);
      for (const app of [b, a]) {
        expect(await book(app, somchai, day, TIMES[0])).toMatchObject({ status: 400, body: { message: MESSAGES.calendarHoliday + 'วันหยุดพิเศษ' } });
      }
      expect((await b.request('GET', `/api/holiday/${YEAR}/6`)).body.data).toContainEqual({ holidayDate: day, name: 'วันหยุดพิเศษ' });

      expect((await asAdmin('DELETE', `/api/v1/calendar/holidays/${day}`)).status).toBe(200);
      expect(await slots(b, day)).toEqual(TIMES);
      expect(await slots(a, day)).toEqual(TIMES);
    });

    it('a disabled date refuses the next booking on either instance, with its name', async () => {
      const day = MONDAYS[1];
      expect(await slots(b, day)).toEqual(TIMES);
      expect((await asAdmin('POST', '/api/v1/calendar/disabled/tele', { disabledDatetime: day, name: 'ประชุมวิชาการ' })).status).toBe(200);
      expect(await book(b, somchai, day, TIMES[0])).toMatchObject({ status: 400, body: { message: MESSAGES.calendarDisabled + 'ประชุมวิชาการ' } });
      expect(await book(a, somchai, day, TIMES[0])).toMatchObject({ status: 400, body: { message: MESSAGES.calendarDisabled + 'ประชุมวิชาการ' } });
      expect(await slots(b, day)).toEqual([]);
      expect((await asAdmin('DELETE', `/api/v1/calendar/disabled/tele/${day}`)).status).toBe(200);
      expect(await slots(b, day)).toEqual(TIMES);
    });

    it('a removed slot time is gone from the next list and refused; added back, it is offered again', async () => {
      const day = MONDAYS[2];
      const time = TIMES[1];
      expect(await slots(b, day)).toContain(time);
      expect((await asAdmin('DELETE', `/api/v1/calendar/slots/4/${time}`)).status).toBe(200);
      expect(await slots(b, day)).not.toContain(time);
      expect(await slots(a, day)).not.toContain(time);
      expect(await book(b, somchai, day, time)).toMatchObject({ status: 400, body: { message: TELE_MESSAGES.slotRequired } });
      expect((await asAdmin('POST', '/api/v1/calendar/slots/4', { slotTime: time })).status).toBe(200);
      expect(await slots(b, day)).toContain(time);
      expect((await book(b, somchai, day, time)).status).toBe(200);
    });

    it('a change written straight to the tables (a seed, an operator) is seen too', async () => {
      const day = MONDAYS[3];
      expect(await slots(a, day)).toEqual(TIMES);
      expect(await slots(b, day)).toEqual(TIMES);
      const db = a.api.get(DataSource);
      await db.query(`INSERT INTO disabled_dates (kind, disabled_date, name) VALUES ('tele', $1, 'ปิดปรับปรุงระบบ')`, [day]);
      expect(await slots(b, day)).toEqual([]);
      expect(await slots(a, day)).toEqual([]);
      await db.query(`DELETE FROM disabled_dates WHERE kind = 'tele' AND disabled_date = $1`, [day]);
      expect(await slots(b, day)).toEqual(TIMES);
    });
  });

  describe('a slot already taken', () => {
    it('is answered 409 with the Thai message before the patient, the consent or the calendar is read', async () => {
      const day = MONDAYS[0];
      const time = TIMES[5];
      expect((await book(a, somchai, day, time)).status).toBe(200);

      const spies = [
        jest.spyOn(a.api.get(PatientRecords), 'load'),
        jest.spyOn(a.api.get(ConsentLedger), 'forTelemedicineBooking'),
        jest.spyOn(a.api.get(CalendarService), 'holidays'),
        jest.spyOn(a.api.get(CalendarService), 'disabled'),
        jest.spyOn(a.api.get(CalendarService), 'slotTimes'),
      ];
      try {
        const res = await book(a, malee, day, time);
        expect(res).toMatchObject({ status: 409, body: { message: TELE_MESSAGES.slotTaken(time) } });
        for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });

    it("many at once on two instances: exactly one row; the winner's own repeats answer that case (issue 28), every other 409, no 5xx", async () => {
      const day = MONDAYS[1];
      const time = TIMES[6];
      const who = (i: number) => (i % 3 ? somchai : malee);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => book(i % 2 ? a : b, who(i), day, time)));
      expect(answers.filter((r) => r.status >= 500)).toEqual([]);
      // Issue 28 item 1: a repeat by the patient who got the slot is a double submit: it answers that same case.
      const winner = who(answers.findIndex((r) => r.status === 200));
      const mine = answers.filter((_, i) => who(i) === winner);
      const theirs = answers.filter((_, i) => who(i) !== winner);
      expect(mine.map((r) => r.status)).toEqual(mine.map(() => 200));
      expect(new Set(mine.map((r) => r.body.data.teleID)).size).toBe(1);
      expect(theirs.map((r) => r.status)).toEqual(theirs.map(() => 409));
      for (const r of theirs) expect(r.body.message).toBe(TELE_MESSAGES.slotTaken(time));
      const [{ n }] = await a.api.get(DataSource).query(`SELECT count(*)::int AS n FROM tele_requests WHERE slot_type = 4 AND appoint_date = $1 AND appoint_time = $2`, [day, time]);
      expect(n).toBe(1);
    });
  });
});

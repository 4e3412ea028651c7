// care-services §3/§5/§7 calendars: the public reads in the spec's shapes, Admin management,
// the day rules applied to slot times, and the start-up holiday seed that respects staff edits.
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { DEFAULT_SLOT_TIMES } from '../src/index.js';
import { MESSAGES, inBangkok, weekdayOf } from '../../rules/src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('calendar', () => {
  let app: TestApp;
  let admin: string;
  let nurse: string;
  let patient: string;
  const year = inBangkok().year();

  beforeAll(async () => {
    app = await startTestApp();
    const login = (pick: (a: (typeof DEMO_ACCOUNTS)[number]) => boolean) => app.login(DEMO_ACCOUNTS.find(pick)!.login).then((s) => s.token);
    admin = await login((a) => a.role === 'Admin');
    nurse = await login((a) => a.role === 'Nurse');
    patient = await login((a) => a.role === null);
  });
  afterAll(() => app.close());

  /** The first date with this weekday in March, three years ahead: no seeded holiday there. */
  function futureDay(weekday: number): string {
    for (let d = 1; ; d++) {
      const date = `${year + 3}-03-${String(d).padStart(2, '0')}`;
      if (weekdayOf(date) === weekday) return date;
    }
  }

  describe('public reads (§7)', () => {
    it('lists the seeded public holidays of the month as {holidayDate, name}', async () => {
      const jan = await app.request('GET', `/api/holiday/${year}/1`);
      expect(jan.status).toBe(200);
      expect(jan.body.data).toContainEqual({ holidayDate: `${year}-01-01`, name: expect.any(String) });
      expect(Object.keys(jan.body.data[0]).sort()).toEqual(['holidayDate', 'name']);
      const april = await app.request('GET', `/api/holiday/${year}/4`);
      expect(april.body.data.map((h: { holidayDate: string }) => h.holidayDate)).toEqual(
        expect.arrayContaining([`${year}-04-13`, `${year}-04-14`, `${year}-04-15`]),
      );
      // next year too, and a Buddhist-era year reads the same month
      expect((await app.request('GET', `/api/holiday/${year + 1}/1`)).body.data).toContainEqual({ holidayDate: `${year + 1}-01-01`, name: expect.any(String) });
      expect((await app.request('GET', `/api/holiday/${year + 543}/1`)).body).toEqual(jan.body);
    });

    it('refuses a bad month or kind with a Thai 400', async () => {
      for (const path of ['/api/holiday/abc/1', `/api/holiday/${year}/13`, '/api/holiday/:year/:month']) {
        const res = await app.request('GET', path);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.calendarMonthInvalid);
      }
      const res = await app.request('GET', `/api/v1/disabled/other/${year}/1`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.calendarKindInvalid);
    });

    it('answers the time-slot calls; [] on a day the rules refuse; 400 for a bad date or slot type', async () => {
      const monday = futureDay(1);
      const tuesday = futureDay(2);
      const saturday = futureDay(6);
      const wednesday = futureDay(3);
      const tele = (date: string, slot: number) => app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=${slot}`);
      const inPerson = (date: string, slot: number) => app.request('GET', `/api/v1/timeslot?AppointDatetime=${date}&SlotType=${slot}`);

      const mon4 = await tele(monday, 4);
      expect(mon4.status).toBe(200);
      expect(mon4.body.data).toEqual(DEFAULT_SLOT_TIMES[4].map((slotTime) => ({ slotTime })));
      expect((await tele(tuesday, 4)).body).toEqual({ data: [] }); // doctor: not on Tuesday
      expect((await tele(tuesday, 5)).body.data.length).toBeGreaterThan(0); // refill: Tuesday open
      expect((await tele(`${year - 1}-03-02`, 5)).body).toEqual({ data: [] }); // past

      const sat2 = await inPerson(saturday, 2);
      expect(sat2.body.data.length).toBeGreaterThan(0);
      expect(sat2.body.data.every((s: { slotTime: string }) => s.slotTime >= '08:00' && s.slotTime < '12:00')).toBe(true);
      const mon2 = (await inPerson(monday, 2)).body.data;
      expect(mon2.every((s: { slotTime: string }) => s.slotTime >= '16:30')).toBe(true);
      expect((await inPerson(wednesday, 2)).body).toEqual({ data: [] }); // special clinic: not Wednesday
      expect((await inPerson(saturday, 1)).body).toEqual({ data: [] }); // regular: Mon–Fri

      for (const [res, message] of [
        [await tele('soon', 4), MESSAGES.calendarDateRequired],
        [await app.request('GET', '/api/v1/tele/timeslot'), MESSAGES.calendarDateRequired],
        [await inPerson(monday, 4), MESSAGES.calendarSlotTypeRequired],
        [await tele(monday, 1), MESSAGES.calendarSlotTypeRequired],
      ] as const) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe('Admin management', () => {
    it('adds and removes a disabled date per kind; the public list and the slots follow', async () => {
      const monday = futureDay(1);
      const [y, m] = monday.split('-');
      const add = await app.request('POST', '/api/v1/calendar/disabled/tele', { token: admin, body: { disabledDatetime: monday, name: 'ประชุมวิชาการ' } });
      expect(add.status).toBe(200);
      expect(add.body.data).toEqual({ disabledDatetime: monday, name: 'ประชุมวิชาการ' });

      const list = await app.request('GET', `/api/v1/disabled/tele/${y}/${Number(m)}`);
      expect(list.body).toEqual({ data: [{ disabledDatetime: monday, name: 'ประชุมวิชาการ' }] });
      expect((await app.request('GET', `/api/v1/disabled/teleremed/${y}/${m}`)).body).toEqual({ data: [] });
      expect((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${monday}&SlotType=4`)).body).toEqual({ data: [] });
      expect((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${monday}&SlotType=5`)).body.data.length).toBeGreaterThan(0);
      expect((await app.request('GET', `/api/v1/calendar/disabled/tele/${y}/${m}`, { token: admin })).body.data).toHaveLength(1);

      expect((await app.request('DELETE', `/api/v1/calendar/disabled/tele/${monday}`, { token: admin })).status).toBe(200);
      expect((await app.request('GET', `/api/v1/disabled/tele/${y}/${m}`)).body).toEqual({ data: [] });
      expect((await app.request('DELETE', `/api/v1/calendar/disabled/tele/${monday}`, { token: admin })).status).toBe(404);
    });

    it('adds a holiday (public list, slots refused) and removes it', async () => {
      const wednesday = futureDay(3);
      const [y, m] = wednesday.split('-');
      const add = await app.request('POST', '/api/v1/calendar/holidays', { token: admin, body: { holidayDate: wednesday, name: 'วันหยุดพิเศษ' } });
      expect(add.status).toBe(200);
      expect((await app.request('GET', `/api/holiday/${y}/${m}`)).body.data).toEqual([{ holidayDate: wednesday, name: 'วันหยุดพิเศษ' }]);
      expect((await app.request('GET', `/api/v1/calendar/holidays/${y}/${m}`, { token: admin })).body.data).toEqual([
        { holidayDate: wednesday, name: 'วันหยุดพิเศษ', source: 'staff' },
      ]);
      expect((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${wednesday}&SlotType=5`)).body).toEqual({ data: [] });
      expect((await app.request('DELETE', `/api/v1/calendar/holidays/${wednesday}`, { token: admin })).status).toBe(200);
      expect((await app.request('GET', `/api/holiday/${y}/${m}`)).body.data).toEqual([]);
      expect((await app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${wednesday}&SlotType=5`)).body.data.length).toBeGreaterThan(0);
    });

    it('adds and removes a slot time', async () => {
      expect((await app.request('POST', '/api/v1/calendar/slots/6', { token: admin, body: { slotTime: '16:45' } })).status).toBe(200);
      expect((await app.request('GET', '/api/v1/calendar/slots/6', { token: admin })).body.data).toContainEqual({ slotTime: '16:45' });
      expect((await app.request('DELETE', '/api/v1/calendar/slots/6/16:45', { token: admin })).status).toBe(200);
      expect((await app.request('GET', '/api/v1/calendar/slots/6', { token: admin })).body.data).not.toContainEqual({ slotTime: '16:45' });
    });

    it('refuses bad input with Thai 400 messages, saving nothing', async () => {
      const cases: Array<[string, string, unknown, string]> = [
        ['POST', '/api/v1/calendar/holidays', { holidayDate: `${year}-02-30`, name: 'x' }, MESSAGES.calendarDateRequired],
        ['POST', '/api/v1/calendar/holidays', { holidayDate: futureDay(4), name: '  ' }, MESSAGES.calendarNameRequired],
        ['POST', '/api/v1/calendar/disabled/xyz', { disabledDatetime: futureDay(4), name: 'x' }, MESSAGES.calendarKindInvalid],
        ['POST', '/api/v1/calendar/disabled/smc', {}, MESSAGES.calendarDateRequired],
        ['POST', '/api/v1/calendar/slots/3', { slotTime: '08:00' }, MESSAGES.calendarSlotTypeRequired],
        ['POST', '/api/v1/calendar/slots/1', { slotTime: '25:00' }, MESSAGES.calendarSlotTimeInvalid],
        ['DELETE', '/api/v1/calendar/holidays/tomorrow', undefined, MESSAGES.calendarDateRequired],
      ];
      for (const [method, path, body, message] of cases) {
        const res = await app.request(method, path, { token: admin, body });
        expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message });
      }
      const [y, m] = futureDay(4).split('-');
      expect((await app.request('GET', `/api/holiday/${y}/${m}`)).body.data).toEqual([]);
    });

    it('is Admin only: a patient or Nurse is refused, anonymous must sign in', async () => {
      const body = { holidayDate: futureDay(5), name: 'x' };
      expect((await app.request('POST', '/api/v1/calendar/holidays', { token: patient, body })).status).toBe(403);
      expect((await app.request('POST', '/api/v1/calendar/holidays', { token: nurse, body })).status).toBe(403);
      expect((await app.request('POST', '/api/v1/calendar/holidays', { body })).status).toBe(401);
      expect((await app.request('DELETE', `/api/v1/calendar/slots/4/13:00`, { token: nurse })).status).toBe(403);
      expect((await app.request('GET', '/api/v1/calendar/slots/4', { token: patient })).status).toBe(403);
      const [y, m] = futureDay(5).split('-');
      expect((await app.request('GET', `/api/holiday/${y}/${m}`)).body.data).toEqual([]);
    });
  });

  it('a removed seeded holiday stays removed after a restart; staff edits survive the seed', async () => {
    expect((await app.request('DELETE', `/api/v1/calendar/holidays/${year}-04-13`, { token: admin })).status).toBe(200);
    await app.request('POST', '/api/v1/calendar/holidays', { token: admin, body: { holidayDate: `${year}-04-14`, name: 'สงกรานต์ (แก้ไข)' } });

    const second = await startTestApp({ env: { DATABASE_URL: app.config.databaseUrl } });
    try {
      const april = (await second.request('GET', `/api/holiday/${year}/4`)).body.data as Array<{ holidayDate: string; name: string }>;
      expect(april.map((h) => h.holidayDate)).not.toContain(`${year}-04-13`);
      expect(april).toContainEqual({ holidayDate: `${year}-04-14`, name: 'สงกรานต์ (แก้ไข)' });
      expect(april.map((h) => h.holidayDate)).toContain(`${year}-04-15`);
    } finally {
      await second.close();
    }
  });
});

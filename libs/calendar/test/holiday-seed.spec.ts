// Issue 35 item 2, holidays: the start-up seed lays down 2026–2028 from the one data file
// (thai-public-holidays.ts) with the Buddhist days and the substitute days (วันหยุดชดเชย), so
// Monday 7 December 2026 (วันพ่อ on Saturday 5 December) cannot be booked; Admin reads a year's
// list (Buddhist-era year accepted), substitutes marked, and confirms it.
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from '../../identity/src/demo/demo-accounts.js';
import { HOLIDAY_YEAR_MESSAGES, MESSAGES } from '../../rules/src/index.js';
import { HolidaySeeder } from '../src/index.js';
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('holiday-seed', () => {
  let app: TestApp;
  let admin: string;
  let nurse: string;

  beforeAll(async () => {
    app = await startTestApp();
    const login = (pick: (a: (typeof DEMO_ACCOUNTS)[number]) => boolean) => app.login(DEMO_ACCOUNTS.find(pick)!.login).then((s) => s.token);
    admin = await login((a) => a.role === 'Admin');
    nurse = await login((a) => a.role === 'Nurse');
  });
  afterAll(() => app.close());

  const month = (y: number, m: number) => app.request('GET', `/api/holiday/${y}/${m}`).then((r) => r.body.data as Array<{ holidayDate: string; name: string }>);

  describe('the seed', () => {
    it('has the substitute days: 7 December 2026 for วันพ่อ, 1 June 2026 for วิสาขบูชา, 20 July 2027 after อาสาฬหบูชา and เข้าพรรษา', async () => {
      expect(await month(2026, 12)).toContainEqual({ holidayDate: '2026-12-07', name: expect.stringMatching(/^วันหยุดชดเชย.*วันพ่อแห่งชาติ/) });
      expect((await month(2026, 6)).map((h) => h.holidayDate)).toContain('2026-06-01');
      const july2027 = await month(2027, 7);
      expect(july2027.map((h) => h.holidayDate)).toEqual(expect.arrayContaining(['2027-07-18', '2027-07-19', '2027-07-20', '2027-07-28']));
      expect((await month(2028, 1)).map((h) => h.holidayDate)).toEqual(['2028-01-01', '2028-01-03']); // วันขึ้นปีใหม่ on Saturday
    });

    it('has the Buddhist days of 2027 and 2028, which the old source did not know', async () => {
      expect(await month(2027, 2)).toContainEqual({ holidayDate: '2027-02-21', name: 'วันมาฆบูชา' });
      expect((await month(2027, 2)).map((h) => h.holidayDate)).toContain('2027-02-22'); // its substitute (Sunday)
      expect(await month(2027, 5)).toContainEqual({ holidayDate: '2027-05-20', name: 'วันวิสาขบูชา' });
      expect(await month(2028, 2)).toContainEqual({ holidayDate: '2028-02-10', name: 'วันมาฆบูชา' });
      expect((await month(2028, 7)).map((h) => h.name)).toEqual(expect.arrayContaining(['วันอาสาฬหบูชา', 'วันเข้าพรรษา']));
    });

    it('a second start adds nothing, and leaves a removed substitute removed', async () => {
      expect((await app.request('DELETE', '/api/v1/calendar/holidays/2028-01-03', { token: admin })).status).toBe(200);
      expect(await app.api.get(HolidaySeeder).seed(2026)).toBe(0);
      expect((await month(2028, 1)).map((h) => h.holidayDate)).toEqual(['2028-01-01']);
      await app.request('POST', '/api/v1/calendar/holidays', { token: admin, body: { holidayDate: '2028-01-03', name: 'วันหยุดชดเชยวันขึ้นปีใหม่', substitute: true } });
    });
  });

  describe('booking around วันพ่อ 2026 (the clock on Monday 30 November 2026)', () => {
    beforeAll(() => app.moveClock(Date.parse('2026-11-30T08:00:00+07:00') - Date.now()));
    afterAll(() => app.moveClock(0));
    const tele = (date: string, slot: number) => app.request('GET', `/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=${slot}`);
    const clinic = (date: string, slot: number) => app.request('GET', `/api/v1/timeslot?AppointDatetime=${date}&SlotType=${slot}`);

    it('Monday 7 December 2026 offers no time, clinic or telemedicine; Friday 4 December does', async () => {
      for (const slot of [4, 5]) expect((await tele('2026-12-07', slot)).body).toEqual({ data: [] });
      expect((await tele('2026-12-04', 5)).body.data.length).toBeGreaterThan(0); // refill: open on Friday
      expect((await tele('2026-12-14', 4)).body.data.length).toBeGreaterThan(0); // doctor (Mon, Wed, Thu): the next Monday opens
      expect((await clinic('2026-12-07', 1)).body).toEqual({ data: [] });
      expect((await clinic('2026-12-04', 1)).body.data.length).toBeGreaterThan(0);
    });
  });

  describe("Admin's year list", () => {
    it('lists 2570 (Buddhist era) as 2027: every holiday in date order, substitutes marked, the source named, not confirmed yet', async () => {
      const res = await app.request('GET', '/api/v1/calendar/holiday-years/2570', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ year: 2027, basis: 'computed', confirmed: null, source: expect.stringContaining('คณะรัฐมนตรี') });
      const rows = res.body.data as Array<{ holidayDate: string; name: string; substitute: boolean; source: string }>;
      expect(rows.map((r) => r.holidayDate)).toEqual([...rows.map((r) => r.holidayDate)].sort());
      expect(rows.every((r) => r.holidayDate.startsWith('2027-'))).toBe(true);
      expect(rows.filter((r) => r.substitute).map((r) => r.holidayDate)).toEqual(['2027-02-22', '2027-07-20', '2027-10-25', '2027-12-06']);
      expect(rows.find((r) => r.holidayDate === '2027-07-19')).toMatchObject({ name: 'วันเข้าพรรษา', substitute: false, source: 'seed' });
      expect((await app.request('GET', '/api/v1/calendar/holiday-years/2028', { token: admin })).body.basis).toBe('computed');
    });

    it('Admin confirms the year: who and when is kept; a day Admin marks as a substitute shows marked', async () => {
      const res = await app.request('POST', '/api/v1/calendar/holiday-years/2027/confirm', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe(HOLIDAY_YEAR_MESSAGES.confirmed(2570));
      expect(res.body.data.confirmed).toEqual({ at: expect.any(String), by: expect.any(String) });
      const add = await app.request('POST', '/api/v1/calendar/holidays', { token: admin, body: { holidayDate: '2027-11-15', name: 'วันหยุดพิเศษ (มติ ครม.)', substitute: false } });
      expect(add.status).toBe(200);
      // renaming a seeded substitute without the flag keeps its mark
      await app.request('POST', '/api/v1/calendar/holidays', { token: admin, body: { holidayDate: '2027-12-06', name: 'ชดเชยวันพ่อ' } });
      const rows = (await app.request('GET', '/api/v1/calendar/holiday-years/2027', { token: admin })).body.data as Array<{ holidayDate: string; substitute: boolean }>;
      expect(rows.find((r) => r.holidayDate === '2027-12-06')).toMatchObject({ substitute: true, name: 'ชดเชยวันพ่อ' });
      expect(rows.find((r) => r.holidayDate === '2027-11-15')).toMatchObject({ substitute: false });
      await app.api.get(DataSource).query(`DELETE FROM holidays WHERE holiday_date = '2027-11-15'`);
    });

    it('refuses a bad year or substitute mark in Thai, and anyone but Admin', async () => {
      expect(await app.request('GET', '/api/v1/calendar/holiday-years/27', { token: admin })).toMatchObject({ status: 400, body: { message: MESSAGES.calendarMonthInvalid } });
      const bad = await app.request('POST', '/api/v1/calendar/holidays', { token: admin, body: { holidayDate: '2027-11-16', name: 'x', substitute: 'yes' } });
      expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining(HOLIDAY_YEAR_MESSAGES.badSubstitute) } });
      expect((await app.request('GET', '/api/v1/calendar/holiday-years/2027', { token: nurse })).status).toBe(403);
      expect((await app.request('POST', '/api/v1/calendar/holiday-years/2027/confirm', { token: nurse })).status).toBe(403);
      expect((await app.request('GET', '/api/v1/calendar/holiday-years/2027')).status).toBe(401);
    });
  });
});

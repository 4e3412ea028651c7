import {
  DEFAULT_SLAS,
  OFFICE_HOURS,
  SLA_STATUSES,
  byUrgency,
  durationText,
  officeMinutesBetween,
  slaAmberAt,
  slaDueAt,
  slaLevelAt,
  slaState,
  waitedText,
  type OfficeCalendar,
  type SlaLimit,
} from './sla.js';
import { weekdayOf } from './calendar.js';
import * as units from './sla.js';

describe('sla', () => {
  // Issue 14 item 1 ("Done when" line 4): SLA counting across office hours, weekends, holidays
  // and disabled dates, each limit at the limit and one past it.
  // 2026-11-23 is a Monday; 2026-11-27 Friday, 28 Saturday, 29 Sunday, 30 Monday.
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
  const open: OfficeCalendar = { closedDates: [] };
  const MIN = 60_000;
  const office = (minutes: number): SlaLimit => ({ minutes, counting: 'office' });

  describe('office hours', () => {
    it('are Monday–Friday 08:30–16:30 Bangkok', () => {
      expect(OFFICE_HOURS).toEqual({ weekdays: [1, 2, 3, 4, 5], start: '08:30', end: '16:30' });
      expect(weekdayOf('2026-11-23')).toBe(1);
      expect(weekdayOf('2026-11-28')).toBe(6);
    });

    it('count only the minutes inside office hours', () => {
      expect(officeMinutesBetween(at('2026-11-23', '09:00'), at('2026-11-23', '09:30'), open)).toBe(30);
      // before opening and after closing do not count
      expect(officeMinutesBetween(at('2026-11-23', '07:00'), at('2026-11-23', '08:30'), open)).toBe(0);
      expect(officeMinutesBetween(at('2026-11-23', '08:29'), at('2026-11-23', '08:31'), open)).toBe(1);
      expect(officeMinutesBetween(at('2026-11-23', '16:00'), at('2026-11-23', '18:00'), open)).toBe(30);
      // overnight: 16:00–16:30 and 08:30–09:00 next day
      expect(officeMinutesBetween(at('2026-11-23', '16:00'), at('2026-11-24', '09:00'), open)).toBe(60);
      // a whole working day
      expect(officeMinutesBetween(at('2026-11-23', '00:00'), at('2026-11-24', '00:00'), open)).toBe(480);
      expect(officeMinutesBetween(at('2026-11-23', '10:00'), at('2026-11-23', '09:00'), open)).toBe(0);
    });

    it('skip the weekend', () => {
      expect(officeMinutesBetween(at('2026-11-27', '16:00'), at('2026-11-30', '08:30'), open)).toBe(30);
      expect(officeMinutesBetween(at('2026-11-28', '09:00'), at('2026-11-29', '15:00'), open)).toBe(0);
      expect(officeMinutesBetween(at('2026-11-27', '16:00'), at('2026-11-30', '08:45'), open)).toBe(45);
    });

    it('skip holidays and disabled dates given as closed dates', () => {
      const closed: OfficeCalendar = { closedDates: ['2026-11-24', '2026-11-25'] };
      expect(officeMinutesBetween(at('2026-11-23', '16:00'), at('2026-11-26', '09:00'), closed)).toBe(60);
      expect(officeMinutesBetween(at('2026-11-24', '09:00'), at('2026-11-24', '15:00'), closed)).toBe(0);
      expect(officeMinutesBetween(at('2026-11-24', '09:00'), at('2026-11-24', '15:00'), { closedDates: new Set(['2026-11-24']) })).toBe(0);
    });
  });

  describe('new case → nurse within 30 office minutes (status 0)', () => {
    const limit = DEFAULT_SLAS[0]!;
    it('is the default', () => expect(limit).toEqual({ minutes: 30, counting: 'office' }));

    it('inside office hours: due 30 minutes later; ok, amber at 75 %, amber at the limit, red one minute past', () => {
      const since = at('2026-11-23', '09:00');
      expect(slaDueAt(since, limit, open)).toEqual(at('2026-11-23', '09:30'));
      expect(slaAmberAt(since, limit, open)).toEqual(new Date(at('2026-11-23', '09:22').getTime() + 30_000));
      const state = (now: Date) => slaState({ since, now, limit, calendar: open });
      expect(state(at('2026-11-23', '09:22')).level).toBe('ok');
      expect(state(new Date(at('2026-11-23', '09:22').getTime() + 30_000)).level).toBe('amber');
      expect(state(at('2026-11-23', '09:30'))).toMatchObject({ level: 'amber', overdue: false, elapsedMinutes: 30 });
      expect(state(at('2026-11-23', '09:31'))).toMatchObject({ level: 'red', overdue: true, elapsedMinutes: 31 });
    });

    it('before opening: the clock starts at 08:30', () => {
      const since = at('2026-11-23', '06:10');
      expect(slaDueAt(since, limit, open)).toEqual(at('2026-11-23', '09:00'));
      expect(slaState({ since, now: at('2026-11-23', '09:00'), limit, calendar: open }).overdue).toBe(false);
      expect(slaState({ since, now: at('2026-11-23', '09:01'), limit, calendar: open }).overdue).toBe(true);
    });

    it('Friday 16:00: 30 minutes end at closing, so the case is due at Monday opening and red just after', () => {
      const since = at('2026-11-27', '16:00');
      expect(slaDueAt(since, limit, open)).toEqual(at('2026-11-30', '08:30'));
      expect(slaState({ since, now: at('2026-11-28', '12:00'), limit, calendar: open })).toMatchObject({ level: 'amber', overdue: false });
      expect(slaState({ since, now: at('2026-11-30', '08:30'), limit, calendar: open }).overdue).toBe(false);
      expect(slaState({ since, now: at('2026-11-30', '08:31'), limit, calendar: open })).toMatchObject({ level: 'red', overdue: true });
    });

    it('Friday 16:10 with Monday a holiday: due Tuesday 08:40', () => {
      const since = at('2026-11-27', '16:10');
      const calendar = { closedDates: ['2026-11-30'] };
      expect(slaDueAt(since, limit, calendar)).toEqual(at('2026-12-01', '08:40'));
      expect(slaState({ since, now: at('2026-11-30', '15:00'), limit, calendar }).overdue).toBe(false);
      expect(slaState({ since, now: at('2026-12-01', '08:40'), limit, calendar }).overdue).toBe(false);
      expect(slaState({ since, now: at('2026-12-01', '08:41'), limit, calendar }).overdue).toBe(true);
    });

    it('a case made on a disabled date waits for the next open day', () => {
      const since = at('2026-11-25', '10:00');
      const calendar = { closedDates: ['2026-11-25'] };
      expect(slaDueAt(since, limit, calendar)).toEqual(at('2026-11-26', '09:00'));
    });
  });

  describe('slip attached → finance within 2 office hours (status 4)', () => {
    const limit = DEFAULT_SLAS[4]!;
    it('is the default', () => expect(limit).toEqual({ minutes: 120, counting: 'office' }));
    it('15:30 Thursday: 1 hour today, 1 hour Friday morning; red one minute past', () => {
      const since = at('2026-11-26', '15:30');
      expect(slaDueAt(since, limit, open)).toEqual(at('2026-11-27', '09:30'));
      expect(slaState({ since, now: at('2026-11-27', '09:30'), limit, calendar: open }).level).toBe('amber');
      expect(slaState({ since, now: at('2026-11-27', '09:31'), limit, calendar: open }).level).toBe('red');
      // 75 % = 90 minutes: 16:30 Thursday has 60, Friday 09:00 reaches 90
      expect(slaAmberAt(since, limit, open)).toEqual(at('2026-11-27', '09:00'));
      expect(slaState({ since, now: at('2026-11-27', '08:59'), limit, calendar: open }).level).toBe('ok');
    });
  });

  describe('paid → shipped within 1 working day (status 5)', () => {
    const limit = DEFAULT_SLAS[5]!;
    it('is 480 office minutes', () => expect(limit).toEqual({ minutes: 480, counting: 'office' }));
    it('Friday 10:00 is due Monday 10:00; with Monday a holiday, Tuesday 10:00', () => {
      const since = at('2026-11-27', '10:00');
      expect(slaDueAt(since, limit, open)).toEqual(at('2026-11-30', '10:00'));
      expect(slaState({ since, now: at('2026-11-30', '10:00'), limit, calendar: open }).overdue).toBe(false);
      expect(slaState({ since, now: at('2026-11-30', '10:01'), limit, calendar: open }).overdue).toBe(true);
      expect(slaDueAt(since, limit, { closedDates: ['2026-11-30'] })).toEqual(at('2026-12-01', '10:00'));
    });
    it('a whole day from opening is due at the next opening (exactly 480 at closing)', () => {
      expect(slaDueAt(at('2026-11-23', '08:30'), limit, open)).toEqual(at('2026-11-24', '08:30'));
      expect(slaState({ since: at('2026-11-23', '08:30'), now: at('2026-11-23', '20:00'), limit, calendar: open })).toMatchObject({ level: 'amber', overdue: false });
    });
  });

  describe('shipped → received within 7 days (status 6, calendar time)', () => {
    const limit = DEFAULT_SLAS[6]!;
    it('counts every minute, weekends and holidays too', () => {
      expect(limit).toEqual({ minutes: 7 * 24 * 60, counting: 'calendar' });
      const since = at('2026-11-27', '15:00');
      const calendar = { closedDates: ['2026-11-30', '2026-12-01'] };
      expect(slaDueAt(since, limit, calendar)).toEqual(at('2026-12-04', '15:00'));
      expect(slaState({ since, now: at('2026-12-04', '15:00'), limit, calendar })).toMatchObject({ level: 'amber', overdue: false });
      expect(slaState({ since, now: at('2026-12-04', '15:01'), limit, calendar })).toMatchObject({ level: 'red', overdue: true });
      expect(slaState({ since, now: new Date(at('2026-11-27', '15:00').getTime() + 0.75 * 7 * 24 * 60 * MIN - MIN), limit, calendar }).level).toBe('ok');
      expect(slaState({ since, now: new Date(at('2026-11-27', '15:00').getTime() + 0.75 * 7 * 24 * 60 * MIN), limit, calendar }).level).toBe('amber');
    });
  });

  describe('no limit, and every day closed', () => {
    it('a status without a limit is never overdue', () => {
      expect(slaState({ since: at('2026-01-01', '00:00'), now: at('2026-11-23', '00:00'), limit: null, calendar: open })).toEqual({
        level: 'none',
        overdue: false,
        dueAt: null,
        amberAt: null,
        elapsedMinutes: 0,
      });
      expect(SLA_STATUSES).not.toContain(7);
      expect(SLA_STATUSES).toHaveLength(9);
    });
    it('with no office day in reach there is no due time (never red)', () => {
      const hours = { weekdays: [] as never[], start: '08:30', end: '16:30' };
      expect(slaDueAt(at('2026-11-23', '09:00'), office(30), { closedDates: [], hours })).toBeNull();
      expect(slaState({ since: at('2026-11-23', '09:00'), now: at('2027-11-23', '09:00'), limit: office(30), calendar: { closedDates: [], hours } }).overdue).toBe(false);
    });
  });

  describe('the page between fetches', () => {
    const row = { slaDueAt: at('2026-11-23', '09:30').toISOString(), slaAmberAt: at('2026-11-23', '09:22').toISOString(), slaLevel: 'ok' as const };
    it('ticks ok → amber → red on the server’s instants', () => {
      expect(slaLevelAt(row, at('2026-11-23', '09:21').getTime())).toBe('ok');
      expect(slaLevelAt(row, at('2026-11-23', '09:22').getTime())).toBe('amber');
      expect(slaLevelAt(row, at('2026-11-23', '09:30').getTime())).toBe('amber');
      expect(slaLevelAt(row, at('2026-11-23', '09:30').getTime() + 1)).toBe('red');
      expect(slaLevelAt({ ...row, slaLevel: 'red' }, at('2026-11-23', '09:00').getTime())).toBe('red');
      expect(slaLevelAt({ slaDueAt: null, slaAmberAt: null, slaLevel: 'none' }, Date.now())).toBe('none');
    });
    it('sorts by urgency: earliest due first, no limit last, stable', () => {
      const rows = [
        { id: 'a', slaDueAt: null },
        { id: 'b', slaDueAt: '2026-11-23T03:00:00.000Z' },
        { id: 'c', slaDueAt: '2026-11-23T01:00:00.000Z' },
        { id: 'd', slaDueAt: null },
      ];
      expect(byUrgency(rows).map((r) => r.id)).toEqual(['c', 'b', 'a', 'd']);
    });
    it('says the wait in Thai', () => {
      expect(waitedText(0.5)).toBe('เพิ่งเข้าสถานะนี้');
      expect(waitedText(1)).toBe('รอมาแล้ว 1 นาที');
      expect(waitedText(60 * 26 + 5)).toBe('รอมาแล้ว 1 วัน 2 ชม. 5 นาที');
      expect(durationText(0)).toBe('0 นาที');
      expect(durationText(120)).toBe('2 ชม.');
    });
  });

  describe('the Admin page’s units', () => {
    it('states each default in the largest whole unit, and back', () => {
      const { limitInUnits, limitOfUnits } = units;
      expect(limitInUnits(DEFAULT_SLAS[0]!)).toEqual({ value: 30, unit: 'officeMinutes' });
      expect(limitInUnits(DEFAULT_SLAS[4]!)).toEqual({ value: 2, unit: 'officeHours' });
      expect(limitInUnits(DEFAULT_SLAS[5]!)).toEqual({ value: 1, unit: 'workingDays' });
      expect(limitInUnits(DEFAULT_SLAS[6]!)).toEqual({ value: 7, unit: 'calendarDays' });
      expect(limitInUnits({ minutes: 90, counting: 'calendar' })).toEqual({ value: 90, unit: 'calendarMinutes' });
      expect(limitOfUnits(2, 'officeHours')).toEqual({ minutes: 120, counting: 'office' });
      expect(limitOfUnits(1.5, 'workingDays')).toEqual({ minutes: 720, counting: 'office' });
      expect(units.slaLimitText(DEFAULT_SLAS[5]!)).toBe('1 วันทำการ');
      expect(units.slaLimitText(DEFAULT_SLAS[4]!)).toBe('2 ชม. (เวลาทำการ)');
      expect(units.slaLimitText(DEFAULT_SLAS[6]!)).toBe('7 วัน (ตามปฏิทิน)');
    });
  });
});

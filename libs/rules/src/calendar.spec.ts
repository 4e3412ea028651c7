import {
  BOOKING_CLOSED_TODAY,
  BOOKING_OPEN_WEEKDAYS,
  NETWORK_OPEN_WEEKDAYS,
  STAFF_BOOKING_OPEN_WEEKDAYS,
  TELE_OPEN_WEEKDAYS,
  TELE_SLOT_TYPE,
  THAI_WEEKDAYS,
  calendarDateOf,
  dayProblem,
  daysOfMonth,
  disabledKindFor,
  isDateKey,
  isDisabledKind,
  isSlotTime,
  slotTimeFitsDay,
  ruleForSlotType,
  weekdayOf,
  type CalendarRule,
  type Weekday,
} from './calendar.js';
import { MESSAGES } from './messages.js';

describe('calendar', () => {
  // 2026-11-23 is a Monday; the week runs to Sunday 2026-11-29.
  const WEEK: Record<Weekday, string> = {
    1: '2026-11-23',
    2: '2026-11-24',
    3: '2026-11-25',
    4: '2026-11-26',
    5: '2026-11-27',
    6: '2026-11-28',
    0: '2026-11-29',
  };
  /** Bangkok is UTC+7: 'HH:mm' Bangkok on a Bangkok date → the instant. */
  const bangkok = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
  const EARLIER = bangkok('2026-11-20', '12:00');
  const closed = (w: Weekday) => MESSAGES.calendarClosedOn + THAI_WEEKDAYS[w];
  const weekdays = [0, 1, 2, 3, 4, 5, 6] as Weekday[];

  describe('weekday tables (care-services §5)', () => {
    it('knows its weekdays', () => {
      for (const [w, date] of Object.entries(WEEK)) expect(weekdayOf(date)).toBe(Number(w));
    });

    // [rule, open weekdays as the spec states them]
    const cases: Array<[string, CalendarRule, Weekday[]]> = [
      ['tele type 1 (not Sun, Tue, Fri, Sat)', { kind: 'tele', serviceType: 1 }, [1, 3, 4]],
      ['tele type 2 (not Sat, Sun)', { kind: 'tele', serviceType: 2 }, [1, 2, 3, 4, 5]],
      ['tele type 5 (as type 1)', { kind: 'tele', serviceType: 5 }, [1, 3, 4]],
      ['in-person slot 1 (Mon–Fri)', { kind: 'booking', slotType: 1 }, [1, 2, 3, 4, 5]],
      ['in-person slot 2 (Mon, Tue, Thu, Fri, Sat)', { kind: 'booking', slotType: 2 }, [1, 2, 4, 5, 6]],
      ['staff booking (not Sunday)', { kind: 'staffBooking' }, [1, 2, 3, 4, 5, 6]],
      ['network (not Sat, Sun)', { kind: 'network' }, [1, 2, 3, 4, 5]],
    ];
    describe.each(cases)('%s', (_name, rule, open) => {
      it.each(weekdays)('weekday %i', (w) => {
        const problem = dayProblem({ ...rule, date: WEEK[w], now: EARLIER });
        expect(problem).toBe(open.includes(w) ? null : closed(w));
      });
    });

    it('exports the tables as written', () => {
      expect(TELE_OPEN_WEEKDAYS).toEqual({ 1: [1, 3, 4], 2: [1, 2, 3, 4, 5], 5: [1, 3, 4] });
      expect(BOOKING_OPEN_WEEKDAYS).toEqual({ 1: [1, 2, 3, 4, 5], 2: [1, 2, 4, 5, 6] });
      expect(STAFF_BOOKING_OPEN_WEEKDAYS).toEqual([1, 2, 3, 4, 5, 6]);
      expect(NETWORK_OPEN_WEEKDAYS).toEqual([1, 2, 3, 4, 5]);
      expect(TELE_SLOT_TYPE).toEqual({ 1: 4, 2: 5, 5: 6 });
    });
  });

  describe('unknown types', () => {
    it('asks for the service or slot type', () => {
      expect(dayProblem({ kind: 'tele', serviceType: 3, date: WEEK[1], now: EARLIER })).toBe(MESSAGES.calendarServiceTypeRequired);
      expect(dayProblem({ kind: 'booking', slotType: 4, date: WEEK[1], now: EARLIER })).toBe(MESSAGES.calendarSlotTypeRequired);
    });
    it('asks for a valid date', () => {
      for (const date of ['', '2026-02-30', '23/11/2026', '2026-1-5']) {
        expect(dayProblem({ kind: 'network', date, now: EARLIER })).toBe(MESSAGES.calendarDateRequired);
      }
    });
  });

  describe("today's cut-off (Bangkok clock)", () => {
    const today = WEEK[1]; // a Monday: every telemedicine type is open
    const cases: Array<[number, string, string | null]> = [
      [1, '09:59', null],
      [1, '10:00', MESSAGES.teleDoctorCutoff],
      [1, '10:01', MESSAGES.teleDoctorCutoff],
      [1, '14:59', MESSAGES.teleDoctorCutoff],
      [5, '09:59', null],
      [5, '10:00', MESSAGES.teleDoctorCutoff],
      [5, '10:01', MESSAGES.teleDoctorCutoff],
      [2, '09:59', null],
      [2, '10:00', null],
      [2, '14:59', null],
      [2, '15:00', MESSAGES.teleRefillCutoff],
      [2, '15:01', MESSAGES.teleRefillCutoff],
      [2, '23:59', MESSAGES.teleRefillCutoff],
    ];
    it.each(cases)('type %i at %s', (serviceType, time, expected) => {
      expect(dayProblem({ kind: 'tele', serviceType, date: today, now: bangkok(today, time) })).toBe(expected);
    });
    it.each([1, 2, 5])('type %i: tomorrow is open whatever the hour', (serviceType) => {
      // Monday 23:59 → Wednesday (open for every type); Tuesday only for type 2.
      expect(dayProblem({ kind: 'tele', serviceType, date: WEEK[3], now: bangkok(today, '23:59') })).toBeNull();
    });
    it('keeps the spec wording: the message says 11:00, the cut-off is 10:00', () => {
      expect(MESSAGES.teleDoctorCutoff).toContain('11:00');
      expect(dayProblem({ kind: 'tele', serviceType: 1, date: today, now: bangkok(today, '10:30') })).toBe(MESSAGES.teleDoctorCutoff);
    });
    it('has no cut-off for staff or network calendars; in-person closes today once its hours end (issue 28 item 6)', () => {
      const late = bangkok(today, '23:00');
      expect(dayProblem({ kind: 'booking', slotType: 1, date: today, now: late })).toBe(BOOKING_CLOSED_TODAY);
      expect(dayProblem({ kind: 'booking', slotType: 2, date: today, now: late })).toBe(BOOKING_CLOSED_TODAY);
      expect(dayProblem({ kind: 'staffBooking', date: today, now: late })).toBeNull();
      expect(dayProblem({ kind: 'network', date: today, now: late })).toBeNull();
    });
  });

  describe('midnight: UTC and Bangkok disagree about the date', () => {
    it('00:30 Bangkok Monday (17:30 UTC Sunday): Monday is today, Sunday is past', () => {
      const now = new Date('2026-11-22T17:30:00Z');
      expect(dayProblem({ kind: 'tele', serviceType: 1, date: '2026-11-23', now })).toBeNull();
      expect(dayProblem({ kind: 'staffBooking', date: '2026-11-22', now })).toBe(MESSAGES.calendarPastDate);
    });
    it('09:30 Bangkok is 02:30 UTC: before the 10:00 cut-off', () => {
      expect(dayProblem({ kind: 'tele', serviceType: 1, date: '2026-11-23', now: new Date('2026-11-23T02:30:00Z') })).toBeNull();
    });
    it('03:00 UTC is 10:00 Bangkok: the cut-off has passed', () => {
      expect(dayProblem({ kind: 'tele', serviceType: 1, date: '2026-11-23', now: new Date('2026-11-23T03:00:00Z') })).toBe(MESSAGES.teleDoctorCutoff);
    });
    it('23:59 Bangkok Monday (16:59 UTC): Monday is today; 17:00 UTC it is past', () => {
      expect(dayProblem({ kind: 'staffBooking', date: '2026-11-23', now: new Date('2026-11-23T16:59:00Z') })).toBeNull();
      expect(dayProblem({ kind: 'staffBooking', date: '2026-11-23', now: new Date('2026-11-23T17:00:00Z') })).toBe(MESSAGES.calendarPastDate);
    });
  });

  describe('past dates, holidays and disabled dates', () => {
    it('refuses yesterday and earlier (only dates after yesterday)', () => {
      const now = bangkok('2026-11-24', '08:00');
      expect(dayProblem({ kind: 'booking', slotType: 1, date: '2026-11-23', now })).toBe(MESSAGES.calendarPastDate);
      expect(dayProblem({ kind: 'booking', slotType: 1, date: '2025-12-31', now })).toBe(MESSAGES.calendarPastDate);
      expect(dayProblem({ kind: 'booking', slotType: 1, date: '2026-11-24', now })).toBeNull();
    });
    it('refuses a holiday with its name, then a disabled date with its name', () => {
      const holidays = [{ date: WEEK[3], name: 'วันหยุดทดสอบ' }];
      const disabled = [{ date: WEEK[4], name: 'ประชุมประจำปี' }];
      const rule = { kind: 'tele', serviceType: 2 } as const;
      expect(dayProblem({ ...rule, date: WEEK[3], now: EARLIER, holidays, disabled })).toBe(MESSAGES.calendarHoliday + 'วันหยุดทดสอบ');
      expect(dayProblem({ ...rule, date: WEEK[4], now: EARLIER, holidays, disabled })).toBe(MESSAGES.calendarDisabled + 'ประชุมประจำปี');
      expect(dayProblem({ ...rule, date: WEEK[2], now: EARLIER, holidays, disabled })).toBeNull();
    });
    it('reports the closed weekday before the holiday', () => {
      expect(dayProblem({ kind: 'network', date: WEEK[6], now: EARLIER, holidays: [{ date: WEEK[6], name: 'x' }] })).toBe(closed(6));
    });
  });

  describe('helpers', () => {
    it('maps calendars to their disabled-date list', () => {
      expect(disabledKindFor({ kind: 'tele', serviceType: 1 })).toBe('tele');
      expect(disabledKindFor({ kind: 'tele', serviceType: 5 })).toBe('tele');
      expect(disabledKindFor({ kind: 'tele', serviceType: 2 })).toBe('teleremed');
      expect(disabledKindFor({ kind: 'booking', slotType: 1 })).toBe('booking');
      expect(disabledKindFor({ kind: 'booking', slotType: 2 })).toBe('smc');
      expect(disabledKindFor({ kind: 'staffBooking' })).toBe('booking');
      expect(disabledKindFor({ kind: 'network' })).toBe('tele');
    });
    it('maps slot types to rules', () => {
      expect(ruleForSlotType(4)).toEqual({ kind: 'tele', serviceType: 1 });
      expect(ruleForSlotType(5)).toEqual({ kind: 'tele', serviceType: 2 });
      expect(ruleForSlotType(6)).toEqual({ kind: 'tele', serviceType: 5 });
      expect(ruleForSlotType(1)).toEqual({ kind: 'booking', slotType: 1 });
      expect(ruleForSlotType(2)).toEqual({ kind: 'booking', slotType: 2 });
      expect(ruleForSlotType(3)).toBeNull();
    });
    it('reads dates the pages send', () => {
      expect(calendarDateOf('2026-11-23')).toBe('2026-11-23');
      expect(calendarDateOf('2026-11-23T08:30')).toBe('2026-11-23');
      expect(calendarDateOf('2026-11-22T17:30:00.000Z')).toBe('2026-11-23');
      expect(calendarDateOf('2026-11-23T08:30:00+07:00')).toBe('2026-11-23');
      expect(calendarDateOf('2026-02-30')).toBeNull();
      expect(calendarDateOf('soon')).toBeNull();
      expect(calendarDateOf(undefined)).toBeNull();
      expect(isDateKey('2028-02-29')).toBe(true);
      expect(isDateKey('2027-02-29')).toBe(false);
    });
    it('checks slot times and lists month days', () => {
      expect(['08:00', '23:59', '00:00'].every(isSlotTime)).toBe(true);
      expect(['8:00', '24:00', '12:60', '', 'x'].some(isSlotTime)).toBe(false);
      expect(daysOfMonth(2028, 2)).toHaveLength(29);
      expect(daysOfMonth(2026, 11)[0]).toBe('2026-11-01');
    });
    it('offers special-clinic times inside the day window of §9', () => {
      expect(slotTimeFitsDay(2, WEEK[1], '16:30')).toBe(true);
      expect(slotTimeFitsDay(2, WEEK[1], '19:30')).toBe(true);
      expect(slotTimeFitsDay(2, WEEK[1], '20:00')).toBe(false);
      expect(slotTimeFitsDay(2, WEEK[1], '09:00')).toBe(false);
      expect(slotTimeFitsDay(2, WEEK[6], '08:00')).toBe(true);
      expect(slotTimeFitsDay(2, WEEK[6], '11:30')).toBe(true);
      expect(slotTimeFitsDay(2, WEEK[6], '16:30')).toBe(false);
      expect(slotTimeFitsDay(1, WEEK[6], '16:30')).toBe(true);
    });
  });

  // Issue 18, "Tests that would notice": the shapes a page may send, at the edge.
  describe('calendar rules at their edges', () => {
    it('knows the kinds of disabled dates', () => {
      for (const kind of ['tele', 'teleremed', 'booking', 'smc']) expect(isDisabledKind(kind)).toBe(true);
      for (const kind of ['Tele', '', 5, null]) expect(isDisabledKind(kind)).toBe(false);
    });

    it('takes a date only as YYYY-MM-DD text', () => {
      expect(isDateKey('2026-01-01')).toBe(true);
      expect(isDateKey('x2026-01-01')).toBe(false);
      expect(isDateKey(['2026-01-01'])).toBe(false); // a query parameter sent twice
      expect(isDateKey('0050-01-01')).toBe(false); // not read as 1950
    });

    it('reads the date a page sent, with or without time and zone', () => {
      expect(calendarDateOf(' 2026-01-01 ')).toBe('2026-01-01');
      expect(calendarDateOf('2026-01-01T10:00:05')).toBe('2026-01-01');
      expect(calendarDateOf('2026-01-01 10:00:05.123')).toBe('2026-01-01');
      expect(calendarDateOf('2026-01-01T20:00:00+0000')).toBe('2026-01-02'); // 03:00 in Bangkok
      for (const value of ['x2026-01-01T10:00', '2026-01-01T10:00:5', '2026-01-01T10:00:05.', 'x2026-01-01T10:00Z', '2026-01-01T10:00x']) {
        expect(calendarDateOf(value)).toBeNull();
      }
    });

    it('applies the telemedicine cut-off hour to today only', () => {
      const noonMonday = new Date('2026-11-23T12:00:00+07:00');
      expect(dayProblem({ kind: 'tele', serviceType: 1, date: '2026-11-25', now: noonMonday })).toBeNull();
      expect(dayProblem({ kind: 'tele', serviceType: 1, date: '2026-11-23', now: noonMonday })).toBe(MESSAGES.teleDoctorCutoff);
    });

    it('takes a slot time only as HH:mm text', () => {
      expect(isSlotTime('08:30')).toBe(true);
      for (const value of [['08:30'], 'x08:30', '08:30x', '8:30']) expect(isSlotTime(value)).toBe(false);
    });

    it('lists the days of a month with two-digit months and days', () => {
      expect(daysOfMonth(2026, 2)).toHaveLength(28);
      expect(daysOfMonth(2026, 2)[0]).toBe('2026-02-01');
      expect(daysOfMonth(2024, 2).at(-1)).toBe('2024-02-29');
    });
  });
});

import { substituteHolidays } from './substitute-holidays.js';

describe('substitute-holidays', () => {
  const days = (list: Array<[string, string]>) => list.map(([date, name]) => ({ date, name }));
  const dates = (list: Array<[string, string]>) => substituteHolidays(days(list)).map((s) => s.date);

  describe('issue 35 item 2: วันหยุดชดเชย for a holiday on the weekend', () => {
    it('วันพ่อ on Saturday 5 December 2026 is made up on Monday 7 December', () => {
      expect(substituteHolidays(days([['2026-12-05', 'วันพ่อแห่งชาติ']]))).toEqual([
        { date: '2026-12-07', name: 'วันหยุดชดเชยวันพ่อแห่งชาติ', substitute: true, forDates: ['2026-12-05'] },
      ]);
    });

    it('a Sunday holiday is made up on Monday; a Friday or a Monday holiday gives nothing', () => {
      expect(dates([['2026-05-31', 'วันวิสาขบูชา']])).toEqual(['2026-06-01']);
      expect(dates([['2026-10-23', 'วันปิยมหาราช']])).toEqual([]); // Friday
      expect(dates([['2026-05-04', 'วันฉัตรมงคล']])).toEqual([]); // Monday
    });

    it('a Sunday holiday before a Monday holiday is made up on Tuesday (อาสาฬหบูชา 18, เข้าพรรษา 19 July 2027)', () => {
      expect(dates([['2027-07-18', 'วันอาสาฬหบูชา'], ['2027-07-19', 'วันเข้าพรรษา']])).toEqual(['2027-07-20']);
    });

    it('one weekend gives one substitute, however many holidays fall on it (31 Dec 2022 and 1 Jan 2023 → 2 Jan)', () => {
      const [sub, ...rest] = substituteHolidays(days([['2022-12-31', 'วันสิ้นปี'], ['2023-01-01', 'วันขึ้นปีใหม่']]));
      expect(rest).toEqual([]);
      expect(sub).toMatchObject({ date: '2023-01-02', name: 'วันหยุดชดเชยวันสิ้นปี และ วันขึ้นปีใหม่', forDates: ['2022-12-31', '2023-01-01'] });
      // two holidays on one Saturday (3 June 2023): one substitute
      expect(dates([['2023-06-03', 'วันเฉลิมฯ พระราชินี'], ['2023-06-03', 'วันวิสาขบูชา']])).toEqual(['2023-06-05']);
    });

    it('Songkran on Saturday to Monday is made up on Tuesday, skipping the holidays after the weekend', () => {
      expect(dates([['2028-04-13', 'วันสงกรานต์'], ['2028-04-14', 'วันสงกรานต์'], ['2028-04-15', 'วันสงกรานต์']])).toEqual(['2028-04-17']);
      expect(dates([['2024-04-13', 'วันสงกรานต์'], ['2024-04-14', 'วันสงกรานต์'], ['2024-04-15', 'วันสงกรานต์']])).toEqual(['2024-04-16']);
    });

    it('a substitute may fall in the next year (วันสิ้นปี on Sunday 31 December 2028, 1 January a holiday → 2 January 2029)', () => {
      expect(dates([['2028-12-31', 'วันสิ้นปี'], ['2029-01-01', 'วันขึ้นปีใหม่']])).toEqual(['2029-01-02']);
    });

    it('two weekends in a row give two substitute days, never the same day twice', () => {
      expect(dates([['2027-12-05', 'วันพ่อ'], ['2027-12-11', 'x'], ['2027-12-06', 'y']])).toEqual(['2027-12-07', '2027-12-13']);
    });
  });
});

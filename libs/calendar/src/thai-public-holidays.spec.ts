import { weekdayOf } from '@hospital/rules';
import { HOLIDAY_YEARS, THAI_HOLIDAYS_SOURCE, listedThaiHolidays } from './thai-public-holidays.js';

describe('thai-public-holidays', () => {
  const list = listedThaiHolidays();
  const subs = (year: number) => list.filter((h) => h.substitute && h.date.startsWith(`${year}-`)).map((h) => h.date);

  describe('issue 35 item 2: the holiday data file, 2026–2028', () => {
    it('names its source and lists the four Buddhist days of every year', () => {
      expect(THAI_HOLIDAYS_SOURCE).toContain('คณะรัฐมนตรี');
      expect(THAI_HOLIDAYS_SOURCE).toContain('ธนาคารแห่งประเทศไทย');
      for (const year of [2026, 2027, 2028]) {
        const names = list.filter((h) => h.date.startsWith(`${year}-`)).map((h) => h.name);
        for (const day of ['วันมาฆบูชา', 'วันวิสาขบูชา', 'วันอาสาฬหบูชา', 'วันเข้าพรรษา']) expect(names).toContain(day);
        const b = HOLIDAY_YEARS[year].buddhist;
        // เข้าพรรษา is the day after อาสาฬหบูชา
        expect(Date.parse(b.khaoPhansa) - Date.parse(b.asalha)).toBe(86_400_000);
      }
    });

    it('has the substitute days of each year, each on a weekday that is no other holiday', () => {
      expect(subs(2026)).toEqual(['2026-06-01', '2026-12-07']);
      expect(subs(2027)).toEqual(['2027-02-22', '2027-07-20', '2027-10-25', '2027-12-06']);
      expect(subs(2028)).toEqual(['2028-01-03', '2028-04-17', '2028-06-05', '2028-08-14', '2028-12-11']);
      expect(subs(2029)).toEqual(['2029-01-02']); // วันสิ้นปี 2028 on Sunday, 1 January a holiday
      for (const h of list.filter((x) => x.substitute)) expect([0, 6]).not.toContain(weekdayOf(h.date));
    });

    it('has one row a date', () => {
      const dates = list.map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates).toEqual([...dates].sort());
    });
  });

  it('calls a substitute day by the short name of its holiday', () => {
    expect(list.find((h) => h.date === '2026-12-07')).toEqual({ date: '2026-12-07', name: 'วันหยุดชดเชยวันพ่อแห่งชาติ', substitute: true });
    expect(list.find((h) => h.date === '2026-06-01')!.name).toBe('วันหยุดชดเชยวันวิสาขบูชา');
  });
});

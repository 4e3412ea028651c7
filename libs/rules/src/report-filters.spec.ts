import { REPORT_EXPORT_MAX_ROWS, REPORT_FILTER_MESSAGES, REPORT_MAX_DAYS, daysInRange, daysOf, formatThaiRange, isIsoDay, reportColumnsFor, reportRangeProblem, reportShowsIdentity } from './report-filters.js';

describe('report-filters', () => {
  // Issue 14 item 4: the report's range, columns and who sees names.
  describe('the report range', () => {
    it(`reads at most ${REPORT_MAX_DAYS} days, both ends counted: at the bound, one past it`, () => {
      expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
      expect(reportRangeProblem('2026-01-01', '2027-01-01')).toBeNull(); // 366 days
      expect(reportRangeProblem('2026-01-01', '2027-01-02')).toBe(REPORT_FILTER_MESSAGES.tooLong);
      expect(reportRangeProblem('2028-01-01', '2028-12-31')).toBeNull(); // a leap year: 366
    });

    it('refuses a reversed range and days that are not real', () => {
      expect(reportRangeProblem('2026-03-02', '2026-03-01')).toBe(REPORT_FILTER_MESSAGES.reversed);
      expect(reportRangeProblem('2026-02-29', '2026-03-01')).toBe(REPORT_FILTER_MESSAGES.badDate);
      expect(isIsoDay('2028-02-29')).toBe(true);
      expect(isIsoDay('2026-1-01')).toBe(false);
    });

    it('lists every day and reads it in Buddhist era', () => {
      expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
      expect(formatThaiRange('2026-03-01', '2026-03-31')).toBe('1 มีนาคม 2569 – 31 มีนาคม 2569');
      expect(formatThaiRange('2026-03-01', '2026-03-01')).toBe('1 มีนาคม 2569');
    });

    it('shows names and HN to Admin and network readers (their own rows), never to others', () => {
      expect(reportShowsIdentity('Admin')).toBe(true);
      expect(reportShowsIdentity('N_HOSPITAL')).toBe(true);
      expect(reportShowsIdentity('Finance')).toBe(false);
      expect(reportShowsIdentity(null)).toBe(false);
      expect(reportColumnsFor(false).map((c) => c.key)).not.toContain('hn');
      expect(reportColumnsFor(true).map((c) => c.key)).toContain('fullName');
      expect(REPORT_EXPORT_MAX_ROWS).toBe(10_000);
    });
  });
});

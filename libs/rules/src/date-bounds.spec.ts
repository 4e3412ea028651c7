import { BE_YEAR_MAX, BE_YEAR_MIN, CE_YEAR_MAX, CE_YEAR_MIN, DATE_SPAN_MAX_DAYS, boundedDaysOf, boundedSpanDays, boundedYearOf, dateSpanProblem, isBoundedDay, isOutOfBoundsYear } from './date-bounds.js';
import { MESSAGES } from './messages.js';
import { REPORT_FILTER_MESSAGES, daysOf, reportRangeProblem } from './report-filters.js';

describe('date-bounds', () => {
  // Issue 28 item 4: every date or range a call takes is bounded, and day loops end by construction.
  describe('the date bounds', () => {
    it('takes Common Era years 1900–2200: at each end, and one past it', () => {
      expect([CE_YEAR_MIN, CE_YEAR_MAX]).toEqual([1900, 2200]);
      expect(isBoundedDay('1900-01-01')).toBe(true);
      expect(isBoundedDay('2200-12-31')).toBe(true);
      expect(isBoundedDay('1899-12-31')).toBe(false);
      expect(isBoundedDay('2201-01-01')).toBe(false);
      expect(isBoundedDay('9999-12-31')).toBe(false);
      expect(isBoundedDay('2026-02-30')).toBe(false);
      expect(isBoundedDay(20260101)).toBe(false);
    });

    it('reads a year written either way: 1900–2200 as is, Buddhist era 2400–2700 less 543', () => {
      expect([BE_YEAR_MIN, BE_YEAR_MAX]).toEqual([2400, 2700]);
      expect(boundedYearOf(1900)).toBe(1900);
      expect(boundedYearOf(2200)).toBe(2200);
      expect(boundedYearOf(2400)).toBe(1857);
      expect(boundedYearOf(2700)).toBe(2157);
      for (const past of [1899, 2201, 2399, 2701, 9999, 10000, -1, 2026.5]) expect(boundedYearOf(past)).toBeNull();
    });

    it('tells a year past the bounds from a malformed day', () => {
      expect(isOutOfBoundsYear('9999-12-31')).toBe(true);
      expect(isOutOfBoundsYear('10000-01-01')).toBe(true);
      expect(isOutOfBoundsYear('2201-01-01T10:00')).toBe(true);
      expect(isOutOfBoundsYear('2200-12-31')).toBe(false);
      expect(isOutOfBoundsYear('31/12/9999')).toBe(false);
    });

    it(`spans at most ${DATE_SPAN_MAX_DAYS} days, both ends counted: at the limit, and one past it`, () => {
      expect(boundedSpanDays('2026-01-01', '2027-01-01')).toBe(366);
      expect(dateSpanProblem('2026-01-01', '2027-01-01')).toBeNull();
      expect(dateSpanProblem('2026-01-01', '2027-01-02')).toBe(MESSAGES.dateSpanTooLong);
      expect(MESSAGES.dateSpanTooLong).toContain(String(DATE_SPAN_MAX_DAYS));
    });

    it('lists the days of a range by counting, never more than the limit', () => {
      expect(boundedDaysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
      expect(boundedDaysOf('2200-12-31', '2200-12-31')).toEqual(['2200-12-31']);
      expect(boundedDaysOf('2026-01-01', '2030-01-01')).toHaveLength(DATE_SPAN_MAX_DAYS);
      expect(boundedDaysOf('2026-03-02', '2026-03-01')).toEqual([]);
      expect(boundedDaysOf('9999-12-31', '9999-12-31')).toEqual([]);
    });
  });

  describe('the report range (issue 28 item 4)', () => {
    it('refuses 9999-12-31 with the year message instead of reading it', () => {
      expect(reportRangeProblem('9999-12-31', '9999-12-31')).toBe(MESSAGES.dateYearOutOfRange);
      expect(reportRangeProblem('2200-12-31', '2200-12-31')).toBeNull();
      expect(reportRangeProblem('2201-01-01', '2201-01-01')).toBe(MESSAGES.dateYearOutOfRange);
      expect(reportRangeProblem('1900-01-01', '1900-01-01')).toBeNull();
      expect(reportRangeProblem('1899-12-31', '1900-01-01')).toBe(MESSAGES.dateYearOutOfRange);
      expect(reportRangeProblem('2026-1-1', '2026-01-02')).toBe(REPORT_FILTER_MESSAGES.badDate);
    });

    it('lists days by counting: a long range stops at the limit, year 10000 never comes after 9999', () => {
      // Before issue 28 this compared texts: 4 years of days, and '10000-01-01' < '9999-12-31' ran on for ever.
      expect(daysOf('2026-01-01', '2030-01-01')).toHaveLength(366);
      expect(daysOf('9999-12-31', '9999-12-31')).toEqual([]);
    });
  });
});

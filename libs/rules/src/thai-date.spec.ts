import { buddhistYear, birthYearOptions, formatThaiLongDate, formatThaiShortDateTime, bangkokDateKey, THAI_WEEKDAY_ABBREVIATIONS, formatThaiDateInput, parseThaiDateInput, formatThaiDateRange } from './thai-date.js';

describe('thai-date', () => {
  describe('Buddhist-era dates', () => {
    it("formats 'D MMMM BBBB' in Thai", () => {
      expect(formatThaiLongDate('2026-11-21T03:00:00Z')).toBe('21 พฤศจิกายน 2569');
    });

    it("formats 'D MMM YY, HH:mm' with the Thai time suffix, in Bangkok time", () => {
      // 18:30 UTC is 01:30 the next day in Bangkok.
      expect(formatThaiShortDateTime('2026-11-21T18:30:00Z')).toBe('22 พ.ย. 69, 01:30 น.');
    });

    it('keys dates by the Bangkok calendar, not the machine zone', () => {
      expect(bangkokDateKey('2026-12-31T17:00:00Z')).toBe('2027-01-01');
    });

    it('turns the Bangkok day at 17:00 UTC: one millisecond before is still the day before', () => {
      expect(bangkokDateKey(new Date('2026-11-27T16:59:59.999Z'))).toBe('2026-11-27');
      expect(bangkokDateKey(new Date('2026-11-27T17:00:00.000Z'))).toBe('2026-11-28');
      expect(bangkokDateKey(Date.parse('2024-02-28T17:00:00Z'))).toBe('2024-02-29');
      expect(bangkokDateKey('not a date')).toBe('Invalid Date');
    });

    it('lists 101 birth years from this year back 100, in Buddhist era', () => {
      const years = birthYearOptions('2026-06-01T00:00:00Z');
      expect(years).toHaveLength(101);
      expect(years[0]).toEqual({ label: '2569', value: 2026 });
      expect(years[100]).toEqual({ label: '2469', value: 1926 });
    });

    it('gives the Buddhist-era year of the Bangkok calendar', () => {
      expect(buddhistYear('2026-12-31T16:59:00Z')).toBe(2569);
      expect(buddhistYear('2026-12-31T17:00:00Z')).toBe(2570);
    });

    it('turns the year at Bangkok midnight on New Year', () => {
      expect(birthYearOptions('2026-12-31T17:30:00Z')[0].value).toBe(2027);
    });
  });

  describe('issue 16: Thai calendars and date inputs', () => {
    it('abbreviates the weekdays as Thai calendars print them, Sunday first', () => {
      expect(THAI_WEEKDAY_ABBREVIATIONS).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    });

    it("shows a date in an input as 'DD/MM/BBBB' and nothing for none", () => {
      expect(formatThaiDateInput('2026-11-24')).toBe('24/11/2569');
      expect(formatThaiDateInput('2027-01-05')).toBe('05/01/2570');
      expect(formatThaiDateInput('')).toBe('');
    });

    it('reads a typed Buddhist-era or Gregorian date, and ISO', () => {
      expect(parseThaiDateInput('24/11/2569')).toBe('2026-11-24');
      expect(parseThaiDateInput(' 5-1-2570 ')).toBe('2027-01-05');
      expect(parseThaiDateInput('24.11.2026')).toBe('2026-11-24');
      expect(parseThaiDateInput('2026-11-24')).toBe('2026-11-24');
      // The year limit: 2400 is Buddhist era (1857), 2399 Gregorian (a real year, though far).
      expect(parseThaiDateInput('01/01/2400')).toBe('1857-01-01');
      expect(parseThaiDateInput('01/01/2399')).toBe('2399-01-01');
    });

    it('refuses what is not a real day', () => {
      for (const text of ['', '24/11', '24/11/69', '31/11/2569', '29/02/2569', '00/01/2569', '01/13/2569', '2026-02-30', 'พรุ่งนี้']) {
        expect(parseThaiDateInput(text)).toBeNull();
      }
      // 29 February exists in a leap year (2571 = 2028) and not the year before.
      expect(parseThaiDateInput('29/02/2571')).toBe('2028-02-29');
    });

    it('writes a range for a header in Buddhist era', () => {
      expect(formatThaiDateRange('2026-11-24', '2026-11-24')).toBe('24 พฤศจิกายน 2569');
      expect(formatThaiDateRange('2026-11-24', '2026-12-01')).toBe('24 พฤศจิกายน 2569 ถึง 1 ธันวาคม 2569');
    });
  });
});

import { buddhistYear, birthYearOptions, formatThaiLongDate, formatThaiShortDateTime, bangkokDateKey } from './thai-date.js';

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

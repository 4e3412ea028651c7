import { formatThaiDateTimeInput, joinDateTimeValue, parseThaiTimeInput, splitDateTimeValue } from './index.js';

describe('thai-time-input', () => {
  describe('the 24-hour time input (issue 35 item 2: never the browser’s AM/PM)', () => {
    it('reads 13:05, 13.05, 1305, 9:05 and 9 น.', () => {
      expect(parseThaiTimeInput('13:05')).toBe('13:05');
      expect(parseThaiTimeInput('13.05')).toBe('13:05');
      expect(parseThaiTimeInput('1305')).toBe('13:05');
      expect(parseThaiTimeInput(' 9:05 ')).toBe('09:05');
      expect(parseThaiTimeInput('9 น.')).toBe('09:00');
    });
    it('takes 23:59 and refuses one past it, and what is not a time', () => {
      expect(parseThaiTimeInput('23:59')).toBe('23:59');
      expect(parseThaiTimeInput('24:00')).toBeNull();
      expect(parseThaiTimeInput('12:60')).toBeNull();
      for (const wrong of ['', '1:5', '01:00 PM', 'บ่ายโมง']) expect(parseThaiTimeInput(wrong)).toBeNull();
    });
  });

  describe('a date-and-time value in Buddhist era', () => {
    it('splits and joins the datetime-local form the forms keep', () => {
      expect(splitDateTimeValue('2026-04-12T13:00')).toEqual({ date: '2026-04-12', time: '13:00' });
      expect(splitDateTimeValue('')).toEqual({ date: '', time: '' });
      expect(joinDateTimeValue('2026-04-12', '13:00')).toBe('2026-04-12T13:00');
      expect(joinDateTimeValue('2026-04-12', '')).toBe('2026-04-12T00:00');
      expect(joinDateTimeValue('', '13:00')).toBe('');
    });
    it("shows 12 April 2026, 1 pm as '12/04/2569 13:00 น.', not '12/04/2026, 01:00 PM'", () => {
      expect(formatThaiDateTimeInput('2026-04-12T13:00')).toBe('12/04/2569 13:00 น.');
      expect(formatThaiDateTimeInput('')).toBe('');
    });
  });
});

// Issue 32 item 5: the check-in rules, the no-show day's end and the queue's arrival order, at their limits.
import {
  CHECK_IN_CODE_PATTERN,
  CHECK_IN_MESSAGES,
  alreadyCheckedInText,
  arrivedText,
  checkInProblem,
  compareQueue,
  isNoShowDue,
  noShowLastDay,
} from './check-in.js';

describe('check-in', () => {
  describe('checkInProblem', () => {
    const now = '2026-11-28T01:00:00Z'; // 08:00 Bangkok, 28 Nov
    it("checks in today's pending or confirmed booking", () => {
      expect(checkInProblem({ bookingStatus: 0, appointDate: '2026-11-28' }, now)).toBeNull();
      expect(checkInProblem({ bookingStatus: 1, appointDate: '2026-11-28' }, now)).toBeNull();
    });
    it('refuses a cancelled one, and another day’s with its Buddhist-era day', () => {
      expect(checkInProblem({ bookingStatus: -1, appointDate: '2026-11-28' }, now)).toBe(CHECK_IN_MESSAGES.cancelled);
      expect(checkInProblem({ bookingStatus: 1, appointDate: '2026-11-29' }, now)).toBe('นัดวันที่ 29 พฤศจิกายน 2569 ไม่ใช่วันนี้');
      expect(checkInProblem({ bookingStatus: 1, appointDate: '2026-11-27' }, now)).toBe('นัดวันที่ 27 พฤศจิกายน 2569 ไม่ใช่วันนี้');
    });
    it("takes 'today' in Bangkok: 23:59 Bangkok is still the 28th, 00:00 the 29th", () => {
      expect(checkInProblem({ bookingStatus: 1, appointDate: '2026-11-28' }, '2026-11-28T16:59:59Z')).toBeNull();
      expect(checkInProblem({ bookingStatus: 1, appointDate: '2026-11-28' }, '2026-11-28T17:00:00Z')).not.toBeNull();
    });
    it('says the time of the first check-in in Bangkok', () => {
      expect(alreadyCheckedInText('2026-11-28T02:05:00Z')).toBe('เช็คอินแล้วเมื่อ 09:05');
      expect(arrivedText('2026-11-28T02:05:00Z')).toBe('มาถึงแล้ว 09:05');
    });
    it('knows a code from a booking id or an altered one by its form', () => {
      expect(CHECK_IN_CODE_PATTERN.test(`CK1${'a'.repeat(32)}`)).toBe(true);
      expect(CHECK_IN_CODE_PATTERN.test(`CK1${'a'.repeat(31)}`)).toBe(false);
      expect(CHECK_IN_CODE_PATTERN.test(`CK1${'a'.repeat(33)}`)).toBe(false);
      expect(CHECK_IN_CODE_PATTERN.test('0fcd18e0-2841-489d-a98b-dc2f1748d08d')).toBe(false);
    });
  });

  describe('the no-show day’s end (23:30 Bangkok)', () => {
    it('is yesterday until 23:29:59 and today from 23:30', () => {
      expect(noShowLastDay('2026-11-28T23:29:59+07:00')).toBe('2026-11-27');
      expect(noShowLastDay('2026-11-28T23:30:00+07:00')).toBe('2026-11-28');
    });
    const base = { bookingStatus: 1, appointDate: '2026-11-28', servedAt: null, arrivedAt: null, noShowAt: null };
    const at = '2026-11-28T23:30:00+07:00';
    it('marks a pending or confirmed booking neither served nor arrived, once', () => {
      expect(isNoShowDue(base, at)).toBe(true);
      expect(isNoShowDue({ ...base, bookingStatus: 0 }, at)).toBe(true);
      expect(isNoShowDue({ ...base, noShowAt: '2026-11-28T16:30:00Z' }, at)).toBe(false);
    });
    it('leaves the served, the arrived, the cancelled and the days not finished', () => {
      expect(isNoShowDue({ ...base, servedAt: 'x' }, at)).toBe(false);
      expect(isNoShowDue({ ...base, arrivedAt: 'x' }, at)).toBe(false);
      expect(isNoShowDue({ ...base, bookingStatus: -1 }, at)).toBe(false);
      expect(isNoShowDue(base, '2026-11-28T23:29:59+07:00')).toBe(false);
      expect(isNoShowDue({ ...base, appointDate: '2026-11-29' }, at)).toBe(false);
    });
    it('looks back 7 days: the 7th day before still, the 8th not', () => {
      expect(isNoShowDue({ ...base, appointDate: '2026-11-22' }, at)).toBe(true);
      expect(isNoShowDue({ ...base, appointDate: '2026-11-21' }, at)).toBe(false);
    });
  });

  describe('the clinic queue order (compareQueue)', () => {
    const a = { bookingNumber: 1, arrivedAt: null };
    const b = { bookingNumber: 2, arrivedAt: '2026-11-28T02:10:00Z' };
    const c = { bookingNumber: 3, arrivedAt: '2026-11-28T02:00:00Z' };
    const d = { bookingNumber: 4, arrivedAt: null };
    const sorted = (order: 'appointment' | 'arrival') => [d, c, b, a].sort((x, y) => compareQueue(order, x, y)).map((x) => x.bookingNumber);
    it('by appointment (the default) keeps the queue numbers whoever arrived', () => {
      expect(sorted('appointment')).toEqual([1, 2, 3, 4]);
    });
    it('by arrival calls the arrived first in arrival order, then the others by number', () => {
      expect(sorted('arrival')).toEqual([3, 2, 1, 4]);
    });
    it('by arrival, two arrived at the same moment go by number', () => {
      expect(compareQueue('arrival', { bookingNumber: 5, arrivedAt: c.arrivedAt }, { bookingNumber: 3, arrivedAt: c.arrivedAt })).toBeGreaterThan(0);
    });
  });
});

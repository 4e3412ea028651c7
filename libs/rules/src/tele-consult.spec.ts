import { MESSAGES } from './messages.js';
import { consultProblem, consultSlotOf } from './tele-consult.js';
import { TELE_MESSAGES } from './tele-messages.js';

describe('tele-consult', () => {
  // Wednesday 2026-11-25, 09:30 in Bangkok.
  const NOW = '2026-11-25T02:30:00Z';
  const ok = { description: 'ผื่นคันที่แขน', parentID: 'd0c7c61e-0000-4000-8000-000000000001', appointDatetime: '2026-11-26T10:00' };

  describe('consultProblem (care-services §5 Consultation)', () => {
    it('accepts a weekday in the future with symptoms and a doctor', () => {
      expect(consultProblem(ok, { now: NOW })).toBeNull();
    });

    it('checks in the order symptoms, doctor, date', () => {
      expect(consultProblem({ description: ' ', parentID: '', appointDatetime: 'x' }, { now: NOW })).toBe(TELE_MESSAGES.consultDescriptionRequired);
      expect(consultProblem({ ...ok, parentID: '', appointDatetime: 'x' }, { now: NOW })).toBe(TELE_MESSAGES.consultDoctorRequired);
      expect(consultProblem({ ...ok, appointDatetime: '2026-02-30T10:00' }, { now: NOW })).toBe(TELE_MESSAGES.consultDateRequired);
      expect(consultProblem({ ...ok, appointDatetime: '2026-11-26' }, { now: NOW })).toBe(TELE_MESSAGES.consultDateRequired);
    });

    it.each([
      ['Saturday', '2026-11-28T10:00'],
      ['Sunday', '2026-11-29T10:00'],
    ])('refuses %s', (_day, appointDatetime) => {
      expect(consultProblem({ ...ok, appointDatetime }, { now: NOW })).toBe(TELE_MESSAGES.consultWeekend);
    });

    it('refuses yesterday and an earlier time today, accepts a later time today', () => {
      expect(consultProblem({ ...ok, appointDatetime: '2026-11-24T10:00' }, { now: NOW })).toBe(TELE_MESSAGES.consultPast);
      expect(consultProblem({ ...ok, appointDatetime: '2026-11-25T09:30' }, { now: NOW })).toBe(TELE_MESSAGES.consultPast);
      expect(consultProblem({ ...ok, appointDatetime: '2026-11-25T09:45' }, { now: NOW })).toBeNull();
    });

    it('refuses a holiday with its name', () => {
      const holidays = [{ date: '2026-11-26', name: 'วันทดสอบ' }];
      expect(consultProblem(ok, { now: NOW, holidays })).toBe(MESSAGES.calendarHoliday + 'วันทดสอบ');
    });

    it('reads the date and time of the page', () => {
      expect(consultSlotOf('2026-11-26T10:00:00')).toEqual({ date: '2026-11-26', time: '10:00' });
      expect(consultSlotOf('2026-11-26 24:00')).toBeNull();
    });
  });
});

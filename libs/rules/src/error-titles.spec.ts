import { ERROR_TITLES, errorTitleFor } from './error-titles.js';
import { MESSAGES } from './messages.js';

describe('error-titles', () => {
  describe('issue 16 item 13: error titles by status and context', () => {
    it('titles a calendar rule as the day, never as a failed save', () => {
      expect(errorTitleFor(null, 'day')).toBe('ไม่สามารถจองวันนี้ได้');
      expect(errorTitleFor(409, 'day')).toBe(ERROR_TITLES.dayUnavailable);
      expect(errorTitleFor(null, 'day')).not.toBe(MESSAGES.unableToSave);
    });

    it("keeps the spec's title for the page's own form check and asks to check a 4xx", () => {
      expect(errorTitleFor(null)).toBe(MESSAGES.unableToSave);
      expect(errorTitleFor(null, 'form')).toBe('กรุณาตรวจสอบข้อมูล');
      expect(errorTitleFor(400)).toBe('กรุณาตรวจสอบข้อมูล');
      expect(errorTitleFor(499)).toBe(ERROR_TITLES.checkInput);
    });

    it('says the system broke only for 5xx and no answer (the 499/500 limit)', () => {
      expect(errorTitleFor(500)).toBe('ระบบขัดข้อง');
      expect(errorTitleFor(503, 'day')).toBe(ERROR_TITLES.systemDown);
      expect(errorTitleFor(0)).toBe(ERROR_TITLES.systemDown);
      expect(errorTitleFor(499)).not.toBe(ERROR_TITLES.systemDown);
    });
  });
});

import { PATIENT_NAME_MAX, TELE_MAX_TEXT, charCountNote, tooLongMessage } from './index.js';

describe('form-limits', () => {
  describe('charCountNote (issue 35 item 2: a text box shows its limit as the person nears it)', () => {
    it('says nothing below 90 % of the limit', () => {
      expect(charCountNote(0, TELE_MAX_TEXT)).toBeNull();
      expect(charCountNote(1_799, TELE_MAX_TEXT)).toBeNull();
    });
    it('counts from 90 %: 1,950/2,000', () => {
      expect(charCountNote(1_800, TELE_MAX_TEXT)).toEqual({ text: '1,800/2,000', full: false, over: false });
      expect(charCountNote(1_950, TELE_MAX_TEXT)?.text).toBe('1,950/2,000');
    });
    it('says in words that the box is full at the limit', () => {
      expect(charCountNote(2_000, TELE_MAX_TEXT)).toEqual({ text: '2,000/2,000 · ครบ 2,000 ตัวอักษรแล้ว', full: true, over: false });
    });
    it('one past the limit says what the server will answer', () => {
      expect(charCountNote(2_001, TELE_MAX_TEXT)).toEqual({ text: '2,001/2,000 · ยาวเกิน 2,000 ตัวอักษร', full: false, over: true });
    });
    it('a name box of 100 counts from 90', () => {
      expect(charCountNote(89, PATIENT_NAME_MAX)).toBeNull();
      expect(charCountNote(90, PATIENT_NAME_MAX)?.text).toBe('90/100');
      expect(charCountNote(100, PATIENT_NAME_MAX)?.full).toBe(true);
      expect(charCountNote(101, PATIENT_NAME_MAX)?.over).toBe(true);
    });
    it('the too-long message writes the limit with a thousands comma', () => {
      expect(tooLongMessage(100)).toBe('ยาวเกิน 100 ตัวอักษร');
      expect(tooLongMessage(2000)).toBe('ยาวเกิน 2,000 ตัวอักษร');
    });
  });
});

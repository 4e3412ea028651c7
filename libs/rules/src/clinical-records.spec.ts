import {
  CCNOTE_MAX_LENGTH,
  CLINICAL_MESSAGES,
  ICD10_KEYWORD_MAX,
  ICD10_MAX_CODES_PER_VISIT,
  ICD10_SEARCH_LIMIT,
  VISIT_LIST_MAX_DAYS,
  ccNoteProblem,
  icd10Keyword,
  icd10Label,
  icd10Selection,
  normalizeIcd10Code,
  visitRangeProblem,
} from './clinical-records.js';

describe('clinical-records', () => {
  // Issue 18, "Tests that would notice": each limit at the limit and one past it.
  describe('the limits staff pages and the api share (care-services §2, §5)', () => {
    it('are the documented numbers', () => {
      expect({ CCNOTE_MAX_LENGTH, ICD10_MAX_CODES_PER_VISIT, ICD10_SEARCH_LIMIT, ICD10_KEYWORD_MAX, VISIT_LIST_MAX_DAYS }).toEqual({
        CCNOTE_MAX_LENGTH: 4000,
        ICD10_MAX_CODES_PER_VISIT: 20,
        ICD10_SEARCH_LIMIT: 50,
        ICD10_KEYWORD_MAX: 100,
        VISIT_LIST_MAX_DAYS: 366,
      });
    });

    it('say the limits in Thai with the same numbers', () => {
      expect(CLINICAL_MESSAGES.dateRangeTooLong).toBe('ช่วงวันที่ต้องไม่เกิน 366 วัน');
      expect(CLINICAL_MESSAGES.icd10TooMany).toBe('เลือกรหัส ICD10 ได้ไม่เกิน 20 รหัสต่อการรับบริการ');
      expect(CLINICAL_MESSAGES.ccNoteTooLong).toBe('CCNote ยาวได้ไม่เกิน 4000 ตัวอักษร');
    });
  });

  describe('the visit list date range (CCNote, ICD10 admin)', () => {
    it('accepts one day and up to 366 calendar days, both ends counted', () => {
      expect(visitRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
      expect(visitRangeProblem('2026-01-01', '2027-01-01')).toBeNull(); // 366 days
      expect(visitRangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // leap year: 366 days
    });

    it('refuses 367 days, with the Thai message', () => {
      expect(visitRangeProblem('2026-01-01', '2027-01-02')).toBe('ช่วงวันที่ต้องไม่เกิน 366 วัน');
      expect(visitRangeProblem('2024-01-01', '2025-01-01')).toBe(CLINICAL_MESSAGES.dateRangeTooLong);
    });

    it('counts days across months and years, not just the day of the month', () => {
      expect(visitRangeProblem('2026-03-31', '2026-04-01')).toBeNull();
      expect(visitRangeProblem('2026-02-01', '2026-01-31')).toBe(CLINICAL_MESSAGES.dateRangeInvalid);
      expect(visitRangeProblem('2027-01-01', '2026-12-31')).toBe(CLINICAL_MESSAGES.dateRangeInvalid);
      expect(visitRangeProblem('2026-01-02', '2026-01-01')).toBe('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
    });

    it('names the bad date: start first, then end', () => {
      expect(visitRangeProblem('2026-13-01', 'x')).toBe('วันที่เริ่มต้นไม่ถูกต้อง (รูปแบบ YYYY-MM-DD)');
      expect(visitRangeProblem(undefined, '2026-01-01')).toBe(CLINICAL_MESSAGES.startDateInvalid);
      expect(visitRangeProblem('2026-01-01', '2026-02-30')).toBe('วันที่สิ้นสุดไม่ถูกต้อง (รูปแบบ YYYY-MM-DD)');
      expect(visitRangeProblem('2026-01-01', 20260101)).toBe(CLINICAL_MESSAGES.endDateInvalid);
    });
  });

  describe('the CCNote of a save', () => {
    it('accepts text up to 4000 characters, and an empty note', () => {
      expect(ccNoteProblem('')).toBeNull();
      expect(ccNoteProblem('ก'.repeat(4000))).toBeNull();
    });

    it('refuses 4001 characters and anything that is not text', () => {
      expect(ccNoteProblem('ก'.repeat(4001))).toBe('CCNote ยาวได้ไม่เกิน 4000 ตัวอักษร');
      expect(ccNoteProblem(null)).toBe('CCNote ต้องเป็นข้อความ');
      expect(ccNoteProblem(12)).toBe(CLINICAL_MESSAGES.ccNoteInvalid);
    });
  });

  describe('the ICD-10 search keyword (§5)', () => {
    it('sends the trimmed keyword, nothing for blank or non-text', () => {
      expect(icd10Keyword('  atopic ')).toBe('atopic');
      expect(icd10Keyword('   ')).toBeNull();
      expect(icd10Keyword('')).toBeNull();
      expect(icd10Keyword(undefined)).toBeNull();
      expect(icd10Keyword(['L20'])).toBeNull();
    });

    it('reads 100 characters and cuts the 101st', () => {
      expect(icd10Keyword('a'.repeat(100))).toBe('a'.repeat(100));
      expect(icd10Keyword('a'.repeat(100) + 'b')).toBe('a'.repeat(100));
    });
  });

  describe('an ICD-10 code as stored', () => {
    it.each([
      ['l20', 'L20'],
      [' L20.9 ', 'L20.9'],
      ['l40.50', 'L40.50'],
      ['B35A', 'B35A'],
      ['T78.4XXA', 'T78.4XXA'],
    ])('keeps %p as %p', (typed, stored) => {
      expect(normalizeIcd10Code(typed)).toBe(stored);
    });

    it.each(['', 'L2', '120', 'LL20', 'L20.', 'L20.12345', 'L20 9', 'xL20', 'L20x.', 'L209A'])('refuses %p', (typed) => {
      expect(normalizeIcd10Code(typed)).toBeNull();
    });

    it('refuses what is not text', () => {
      expect(normalizeIcd10Code(20)).toBeNull();
    });

    it('labels an option as code, a space, the title', () => {
      expect(icd10Label('L20.9', 'Atopic dermatitis, unspecified')).toBe('L20.9 Atopic dermatitis, unspecified');
    });
  });

  describe('the codes of an ICD-10 save', () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `L${String(10 + i).padStart(2, '0')}`);

    it('accepts 20 different codes, normalized, duplicates dropped (first kept)', () => {
      expect(icd10Selection(codes(20))).toEqual({ codes: codes(20) });
      expect(icd10Selection(['l20.9', 'L20.9', 'L30'])).toEqual({ codes: ['L20.9', 'L30'] });
      expect(icd10Selection([])).toEqual({ codes: [] });
    });

    it('refuses 21 codes with the Thai message', () => {
      expect(icd10Selection(codes(21))).toEqual({ problem: 'เลือกรหัส ICD10 ได้ไม่เกิน 20 รหัสต่อการรับบริการ' });
    });

    it('counts a repeated code once toward the 20', () => {
      expect(icd10Selection([...codes(20), 'L10'])).toEqual({ codes: codes(20) });
    });

    it('names the first unknown code, cut to 20 characters', () => {
      expect(icd10Selection(['L20', ' nope ', 'zz'])).toEqual({ problem: 'ไม่พบรหัส ICD10: nope' });
      expect(icd10Selection(['x'.repeat(30)])).toEqual({ problem: CLINICAL_MESSAGES.icd10Unknown + 'x'.repeat(20) });
    });

    it('refuses a body that is not a list of text', () => {
      expect(icd10Selection('L20')).toEqual({ problem: 'กรุณาส่งรายการรหัส ICD10 (labels) เป็นรายการข้อความ' });
      expect(icd10Selection(['L20', 7])).toEqual({ problem: CLINICAL_MESSAGES.icd10LabelsInvalid });
    });
  });
});

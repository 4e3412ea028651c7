import { deactivateProblem, DEACTIVATE_MESSAGES } from './deactivation.js';
import { PATIENT_SEARCH_MESSAGES, keywordProblem, mayFindPatients, normalizeKeyword, pageOf } from './patient-search.js';
import { mayReadReport } from './report.js';

describe('patient-search', () => {
  describe('patient search keyword (care-services §5: from the 3rd character)', () => {
    it.each([
      ['', PATIENT_SEARCH_MESSAGES.keywordTooShort],
      ['สม', PATIENT_SEARCH_MESSAGES.keywordTooShort],
      ['  a b ', null],
      ['มชา', null],
      ['  65 ', PATIENT_SEARCH_MESSAGES.keywordTooShort],
      ['x'.repeat(101), PATIENT_SEARCH_MESSAGES.keywordTooLong],
      [['abc'], PATIENT_SEARCH_MESSAGES.keywordTooShort],
      [undefined, PATIENT_SEARCH_MESSAGES.keywordTooShort],
    ])('%j → %s', (keyword, problem) => {
      expect(keywordProblem(keyword)).toBe(problem);
    });

    it('normalizes spaces', () => {
      expect(normalizeKeyword('  สมชาย   รัก ')).toBe('สมชาย รัก');
    });
  });

  describe('pageOf (§9 page size 50)', () => {
    it('defaults to page 1 of 50 and reads strings', () => {
      expect(pageOf(undefined, undefined)).toEqual({ pageNumber: 1, pageSize: 50 });
      expect(pageOf('3', '7')).toEqual({ pageNumber: 3, pageSize: 7 });
    });
    it.each([['0', '50'], ['1', '51'], ['1', '0'], ['-1', '5'], ['x', '5'], ['1', '1.5'], [['1'], '5']])('refuses %j / %j', (n, s) => {
      expect(pageOf(n, s)).toBeNull();
    });
  });

  describe('who may search patients and read the report', () => {
    it.each([['Admin', true], ['Medrec', true], ['Nurse', true], ['N_DOCTOR', true], ['N_NURSE', true], ['Finance', false], ['Shipping', false], [null, false]])(
      '%s → %s',
      (role, may) => {
        expect(mayFindPatients(role)).toBe(may);
      },
    );
    it('the report: Admin and the telemedicine hospital’s own network account only', () => {
      expect(mayReadReport({ role: 'Admin' }, 'รพ.ผิวหนัง')).toBe(true);
      expect(mayReadReport({ role: 'N_HOSPITAL', fullName: 'รพ.ผิวหนัง' }, 'รพ.ผิวหนัง')).toBe(true);
      expect(mayReadReport({ role: 'N_NURSE', fullName: 'พยาบาล' }, 'รพ.ผิวหนัง')).toBe(false);
      expect(mayReadReport({ role: null, fullName: 'รพ.ผิวหนัง' }, 'รพ.ผิวหนัง')).toBe(false);
      expect(mayReadReport(null, 'รพ.ผิวหนัง')).toBe(false);
    });
  });

  describe('deactivate payload (§3: isDelete boolean)', () => {
    it.each([[{ isDelete: true }, null], [{ isDelete: false }, null], [{}, DEACTIVATE_MESSAGES.isDeleteRequired], [{ isDelete: 'true' }, DEACTIVATE_MESSAGES.isDeleteRequired], [null, DEACTIVATE_MESSAGES.isDeleteRequired], [undefined, DEACTIVATE_MESSAGES.isDeleteRequired]])(
      '%j → %s',
      (body, problem) => {
        expect(deactivateProblem(body)).toBe(problem);
      },
    );
  });

  // Issue 18, "Tests that would notice": each limit at the limit and one past it.
  describe('patient search limits, at the limit and one past it', () => {
    it('searches 100 characters and refuses 101 (Thai letters counted as typed)', () => {
      expect(keywordProblem('ก'.repeat(100))).toBeNull();
      expect(keywordProblem('ก'.repeat(101))).toBe(PATIENT_SEARCH_MESSAGES.keywordTooLong);
      expect(PATIENT_SEARCH_MESSAGES.keywordTooLong).toBe('คำค้นยาวเกิน 100 ตัวอักษร');
    });

    it('pages 1 to 50 rows, as text of up to 6 digits or a number; missing means page 1 of 50', () => {
      expect(pageOf(undefined, undefined)).toEqual({ pageNumber: 1, pageSize: 50 });
      expect(pageOf('', '')).toEqual({ pageNumber: 1, pageSize: 50 });
      expect(pageOf('999999', '1')).toEqual({ pageNumber: 999999, pageSize: 1 });
      expect(pageOf(2, 50)).toEqual({ pageNumber: 2, pageSize: 50 });
      expect(pageOf('12', '50')).toEqual({ pageNumber: 12, pageSize: 50 });
      for (const [page, size] of [['1', '51'], ['1', '0'], ['0', '10'], ['1000000', '10'], ['x1', '10'], ['1x', '10'], ['1.5', '10'], [1.5, 10], [true, 10], [null, 10]]) {
        expect(pageOf(page, size)).toBeNull();
      }
    });
  });
});

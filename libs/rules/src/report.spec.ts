import { REPORT_MESSAGES, REPORT_PAGE_SIZE, mayReadReport } from './report.js';

describe('report', () => {
  const HOSPITAL = 'โรงพยาบาลโรคผิวหนังเขตร้อนภาคใต้';

  // Issue 18, "Tests that would notice": who reads the report (care-services §2, accounts §6).
  describe('the report', () => {
    it('is read by Admin and by the telemedicine hospital’s own network account', () => {
      expect(mayReadReport({ role: 'Admin' }, HOSPITAL)).toBe(true);
      expect(mayReadReport({ role: 'N_HOSPITAL', fullName: HOSPITAL }, HOSPITAL)).toBe(true);
    });

    it('is not read by another network hospital, other staff, a patient or nobody', () => {
      expect(mayReadReport({ role: 'N_HOSPITAL', fullName: 'โรงพยาบาลอื่น' }, HOSPITAL)).toBe(false);
      expect(mayReadReport({ role: 'Doctor', fullName: HOSPITAL }, HOSPITAL)).toBe(false);
      expect(mayReadReport({ role: null, fullName: HOSPITAL }, HOSPITAL)).toBe(false);
      expect(mayReadReport({ role: '', fullName: HOSPITAL }, HOSPITAL)).toBe(false);
      expect(mayReadReport(null, HOSPITAL)).toBe(false);
    });

    it('is paged 50 rows a page, with Thai words', () => {
      expect(REPORT_PAGE_SIZE).toBe(50);
      expect(REPORT_MESSAGES).toEqual({ title: 'รายงาน', empty: 'ไม่มีข้อมูลรายงาน' });
    });
  });
});

import { MESSAGES } from './messages.js';
import { VACCINE_MESSAGES } from './vaccine-rules.js';
import { VACCINE_ADMIN_ROLES, mayAdministerVaccines, vaccineConditionProblem, vaccineUploadFlags } from './vaccine-forms.js';

describe('vaccine-forms', () => {
  const NOW = new Date('2026-06-01T03:00:00Z');
  const OK = { cid: '1103702071811', birthDT: '2010-05-04', titleKey: '1', titleName: 'ด.ช.', firstName: 'ต้น', lastName: 'ไม้' };

  describe('vaccine registration check (/vaccinebooking2)', () => {
    it('accepts a complete form', () => {
      expect(vaccineConditionProblem(OK, NOW)).toBeNull();
    });

    it('checks in screen order: ID, birth date, title, names', () => {
      expect(vaccineConditionProblem({ ...OK, cid: '1103702071812', birthDT: '' }, NOW)).toBe(MESSAGES.nationalIdChecksum);
      expect(vaccineConditionProblem({ ...OK, cid: '123' }, NOW)).toBe(MESSAGES.nationalIdLength);
      expect(vaccineConditionProblem({ ...OK, birthDT: '2010-02-30', titleKey: '' }, NOW)).toBe(MESSAGES.birthDateRequired);
      expect(vaccineConditionProblem({ ...OK, titleKey: '', titleName: ' ', firstName: '' }, NOW)).toBe(VACCINE_MESSAGES.titleRequired);
      expect(vaccineConditionProblem({ ...OK, firstName: ' ', lastName: '' }, NOW)).toBe(VACCINE_MESSAGES.firstNameRequired);
      expect(vaccineConditionProblem({ ...OK, lastName: '' }, NOW)).toBe(VACCINE_MESSAGES.lastNameRequired);
    });

    it('refuses a birth date in the future', () => {
      expect(vaccineConditionProblem({ ...OK, birthDT: '2026-07-01' }, NOW)).toBe(MESSAGES.birthDateRequired);
    });

    it("maps the route's role to the upload flags", () => {
      expect(vaccineUploadFlags('admin')).toEqual({ isUpload1: true, isUpload2: false });
      expect(vaccineUploadFlags('pz4')).toEqual({ isUpload1: false, isUpload2: true });
      expect(vaccineUploadFlags('other')).toEqual({ isUpload1: false, isUpload2: false });
      expect(vaccineUploadFlags(undefined)).toEqual({ isUpload1: false, isUpload2: false });
    });
  });

  describe('vaccine admin roles', () => {
    it('lets Admin and Nurse edit, nobody else', () => {
      expect(mayAdministerVaccines('Admin')).toBe(true);
      expect(mayAdministerVaccines('Nurse')).toBe(true);
      for (const role of ['Finance', 'Medrec', 'N_DOCTOR', '', null, undefined]) expect(mayAdministerVaccines(role)).toBe(false);
    });
  });

  // Issue 18, "Tests that would notice": a title is a key OR a name; only both missing is refused.
  describe('the title of the vaccine registration form', () => {
    it('accepts a title chosen from the list (key) without a typed name, and a typed name without a key', () => {
      expect(vaccineConditionProblem({ ...OK, titleKey: '1', titleName: '' }, NOW)).toBeNull();
      expect(vaccineConditionProblem({ ...OK, titleKey: undefined, titleName: 'ด.ญ.' }, NOW)).toBeNull();
    });

    it('refuses a form with neither, in Thai', () => {
      expect(vaccineConditionProblem({ ...OK, titleKey: ' ', titleName: undefined }, NOW)).toBe(VACCINE_MESSAGES.titleRequired);
      expect(VACCINE_MESSAGES.titleRequired).toMatch(/[\u0E00-\u0E7F]/);
    });

    it('reads the ID with spaces around it, and refuses names of spaces', () => {
      expect(vaccineConditionProblem({ ...OK, cid: ' 1103702071811 ' }, NOW)).toBeNull();
      expect(vaccineConditionProblem({ ...OK, cid: 1103702071811 }, NOW)).toBe('เลขบัตรประชาชนไม่ครบ 13 หลัก');
      expect(vaccineConditionProblem({ ...OK, lastName: '  ' }, NOW)).toBe(VACCINE_MESSAGES.lastNameRequired);
    });

    it('maps the route role whatever its case', () => {
      expect(vaccineUploadFlags('ADMIN')).toEqual({ isUpload1: true, isUpload2: false });
      expect(vaccineUploadFlags('PZ4')).toEqual({ isUpload1: false, isUpload2: true });
      expect(vaccineUploadFlags(null)).toEqual({ isUpload1: false, isUpload2: false });
    });

    it('lets only Admin and Nurse edit records', () => {
      expect(VACCINE_ADMIN_ROLES).toEqual(['Admin', 'Nurse']);
    });
  });
});

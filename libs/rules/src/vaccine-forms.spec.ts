import { MESSAGES } from './messages.js';
import { VACCINE_MESSAGES } from './vaccine-rules.js';
import { mayAdministerVaccines, vaccineConditionProblem, vaccineUploadFlags } from './vaccine-forms.js';

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

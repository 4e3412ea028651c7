import type { PatientFields } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { FIELD_LABELS, emptyPatientFields, fieldsFromCreate, fieldsFromUpdate, patientFormError, requiredFields, shortFormError, updateFromFields } from './profile.js';

describe('profile', () => {
  const NOW = new Date('2026-11-21T05:00:00Z');

  const complete: PatientFields = {
    titleKey: '003', firstName: 'สมชาย', lastName: 'รักดี', genderKey: '1', birthDate: '1980-01-31', phone: '0812345678',
    address: '12', moo: '3', soi: '', road: 'พระราม 6', thDistrict: '920101', thAmphur: '9201', thProvince: '92', postcode: '92000',
    isSameAddress: true, r_Address: '', r_Moo: '', r_District: '', r_Amphur: '', r_Province: '', r_Postcode: '',
    maritalStatusKey: '1', marTitleKey: '', mar_FirstName: '', mar_LastName: '',
    nationalityKey: '099', raceKey: '099', religionKey: '01', occupationKey: '001', educationLevelKey: '07', bloodGroup: 'O',
    fatherTitleKey: '003', father_FirstName: 'สมหมาย', father_LastName: 'รักดี', motherTitleKey: '005', mother_FirstName: 'สมใจ', mother_LastName: 'รักดี',
    drugNote: '', ptnNote: '',
  };
  const specify = (field: keyof typeof FIELD_LABELS) => MESSAGES.specify + FIELD_LABELS[field];

  describe('the patient form and profile edit (accounts §5): the first missing field, in order', () => {
    it('passes a complete form; moo, soi, road and notes are optional', () => {
      expect(patientFormError('profile', complete, NOW)).toBeNull();
    });

    it('walks the profile order field by field: only what a first booking needs (issue 16 item 1)', () => {
      const order = requiredFields('profile', complete);
      expect(order).toEqual([
        'titleKey', 'firstName', 'lastName', 'genderKey', 'birthDate', 'phone', 'address', 'thDistrict', 'thAmphur', 'thProvince', 'postcode',
        'maritalStatusKey',
      ]);
      expect(requiredFields('his', complete)).toEqual(order);
      // Empty every field: each fix reveals the next message of the order.
      const fields: PatientFields = { ...complete };
      for (const f of order) (fields as unknown as Record<string, string>)[f] = '';
      for (const f of order) {
        const expected = f === 'birthDate' ? MESSAGES.profileBirthDate : specify(f);
        expect(patientFormError('profile', fields, NOW)).toBe(expected);
        (fields as unknown as Record<string, unknown>)[f] = complete[f];
      }
      expect(patientFormError('profile', fields, NOW)).toBeNull();
    });

    it('asks for race before nationality on the create form', () => {
      expect(patientFormError('create', { ...complete, nationalityKey: '', raceKey: '' }, NOW)).toBe(specify('raceKey'));
      // Issue 16 item 1: the profile asks them later.
      expect(patientFormError('profile', { ...complete, nationalityKey: '', raceKey: '' }, NOW)).toBeNull();
    });

    it('asks for the spouse only when marital status is 2', () => {
      expect(patientFormError('profile', { ...complete, maritalStatusKey: '1' }, NOW)).toBeNull();
      const married = { ...complete, maritalStatusKey: '2' };
      expect(patientFormError('profile', married, NOW)).toBe(specify('marTitleKey'));
      expect(patientFormError('profile', { ...married, marTitleKey: '005' }, NOW)).toBe(specify('mar_FirstName'));
      expect(patientFormError('profile', { ...married, marTitleKey: '005', mar_FirstName: 'ก' }, NOW)).toBe(specify('mar_LastName'));
    });

    it('needs only the first group (through marital status and spouse) for the HIS', () => {
      expect(patientFormError('his', { ...complete, bloodGroup: '', father_FirstName: '' }, NOW)).toBeNull();
      expect(patientFormError('his', { ...complete, postcode: '' }, NOW)).toBe(specify('postcode'));
    });

    it('checks a real past birth date, a 10-digit phone and a 5-digit postcode', () => {
      expect(patientFormError('profile', { ...complete, birthDate: '2026-11-21' }, NOW)).toBe(MESSAGES.profileBirthDate);
      expect(patientFormError('profile', { ...complete, phone: '08123456789' }, NOW)).toBe(MESSAGES.phoneInvalid);
      expect(patientFormError('profile', { ...complete, postcode: '9200' }, NOW)).toBe(MESSAGES.postcodeInvalid);
    });
  });

  describe('the short form (accounts §5): first name, last name, national id, a valid birth date', () => {
    const short = { titleKey: '003', firstName: 'ก', lastName: 'ข', idCard: '1103702071811', birthDate: '2000-01-01', phone: '' };
    it.each([
      [{}, null],
      [{ firstName: '' }, MESSAGES.specify + FIELD_LABELS.firstName],
      [{ lastName: '' }, MESSAGES.specify + FIELD_LABELS.lastName],
      [{ idCard: '1103702071812' }, MESSAGES.nationalIdChecksum],
      [{ idCard: '11037020718' }, MESSAGES.nationalIdLength],
      [{ birthDate: '2030-01-01' }, MESSAGES.profileBirthDate],
      [{ phone: '081' }, MESSAGES.phoneInvalid],
    ])('%o → %s', (overrides, message) => expect(shortFormError({ ...short, ...overrides }, NOW)).toBe(message));
  });

  describe('payload names', () => {
    it('maps the update payload to the fields and back', () => {
      const fields = { ...complete, isSameAddress: false, r_Address: '9', r_Moo: '1', r_District: '920102', r_Amphur: '9201', r_Province: '92', r_Postcode: '92000' };
      expect(fieldsFromUpdate(updateFromFields(fields))).toEqual(fields);
    });

    it('copies the current address to the registered one when "same address" is ticked', () => {
      const f = fieldsFromCreate({ ...complete, isSameAddress: true });
      expect([f.r_Address, f.r_District, f.r_Postcode]).toEqual(['12', '920101', '92000']);
    });
  });

  // Issue 18, "Tests that would notice": "same address" both ways, from either payload.
  describe('"same address" (isSameAddress) both ways', () => {
    const typedRegistered = { r_Address: '9', r_Moo: '1', r_District: '920102', r_Amphur: '9202', r_Province: '93', r_Postcode: '93000' };
    const current = { r_Address: '12', r_Moo: '3', r_District: '920101', r_Amphur: '9201', r_Province: '92', r_Postcode: '92000' };
    const registered = (f: PatientFields) => ({
      r_Address: f.r_Address, r_Moo: f.r_Moo, r_District: f.r_District, r_Amphur: f.r_Amphur, r_Province: f.r_Province, r_Postcode: f.r_Postcode,
    });
    const update = (isSameAddress: unknown) => ({ ...updateFromFields({ ...complete, ...typedRegistered, isSameAddress: false }), isSameAddress }) as never;

    it.each([true, 'true', '1', 1])('ticked (%p): the registered address is the current one', (ticked) => {
      expect(registered(fieldsFromUpdate(update(ticked)))).toEqual(current);
      expect(fieldsFromUpdate(update(ticked)).isSameAddress).toBe(true);
      expect(registered(fieldsFromCreate({ ...complete, ...typedRegistered, isSameAddress: ticked as never }))).toEqual(current);
      expect(fieldsFromCreate({ ...complete, isSameAddress: ticked as never }).isSameAddress).toBe(true);
    });

    it.each([false, 'false', '0', 0, undefined, null, ''])('not ticked (%p): the registered address stays as typed', (ticked) => {
      expect(registered(fieldsFromUpdate(update(ticked)))).toEqual(typedRegistered);
      expect(fieldsFromUpdate(update(ticked)).isSameAddress).toBe(false);
      expect(registered(fieldsFromCreate({ ...complete, ...typedRegistered, isSameAddress: ticked as never }))).toEqual(typedRegistered);
      expect(fieldsFromCreate({ ...complete, isSameAddress: ticked as never }).isSameAddress).toBe(false);
    });
  });

  describe('the patient form at its edges (issue 18, "Tests that would notice")', () => {
    it('asks for nationality on the create form when only it is missing', () => {
      expect(patientFormError('create', { ...complete, nationalityKey: '' }, NOW)).toBe('กรุณาระบุสัญชาติ');
      expect(requiredFields('create', complete).slice(12, 14)).toEqual(['raceKey', 'nationalityKey']);
    });

    it('takes a postcode of exactly 5 digits (spaces around are fine), refuses 4, 6 or letters', () => {
      expect(patientFormError('profile', { ...complete, postcode: ' 92000 ' }, NOW)).toBeNull();
      for (const postcode of ['9200', '920001', 'x92000', '92000x', '9200a']) {
        expect(patientFormError('profile', { ...complete, postcode }, NOW)).toBe('กรุณาระบุรหัสไปรษณีย์ 5 หลัก');
      }
    });

    it('counts a value that is not text as filled, and a missing one as missing', () => {
      expect(patientFormError('his', { ...complete, titleKey: 3 as never }, NOW)).toBeNull();
      expect(patientFormError('his', { ...complete, titleKey: null as never }, NOW)).toBe('กรุณาระบุคำนำหน้าชื่อ');
      expect(patientFormError('his', { ...complete, titleKey: undefined }, NOW)).toBe(specify('titleKey'));
      expect(patientFormError('his', { ...complete, firstName: '   ' }, NOW)).toBe('กรุณาระบุชื่อ');
      expect(patientFormError('his', { ...complete, maritalStatusKey: undefined }, NOW)).toBe(specify('maritalStatusKey'));
    });

    it('reads the short form’s national id with spaces around it, and asks for it when missing', () => {
      const short = { titleKey: '003', firstName: 'ก', lastName: 'ข', birthDate: '2000-01-01', phone: '' };
      expect(shortFormError({ ...short, idCard: ' 1103702071811 ' }, NOW)).toBeNull();
      expect(shortFormError(short, NOW)).toBe('เลขบัตรประชาชนไม่ครบ 13 หลัก');
      expect(shortFormError({ ...short, idCard: '1103702071811', phone: '0812345678' }, NOW)).toBeNull();
    });

    it('trims what the update payload sends and leaves what it does not send empty', () => {
      const f = fieldsFromUpdate({ firstName: '  สมชาย ', lastName: null as never });
      expect([f.firstName, f.lastName, f.phone, f.postcode, f.r_Postcode]).toEqual(['สมชาย', '', '', '', '']);
    });

    it('takes the postcode from zipcode when postcode is not sent, postcode first', () => {
      expect(fieldsFromUpdate({ zipcode: '92000', r_Zipcode: '93000' })).toMatchObject({ postcode: '92000', r_Postcode: '93000' });
      expect(fieldsFromUpdate({ postcode: '92000', zipcode: '11111', r_Postcode: '93000', r_Zipcode: '22222' })).toMatchObject({ postcode: '92000', r_Postcode: '93000' });
      expect(fieldsFromCreate({ zipcode: '92000', r_Zipcode: '93000' })).toMatchObject({ postcode: '92000', r_Postcode: '93000' });
      expect(fieldsFromCreate({ postcode: '92000', zipcode: '11111', r_Postcode: '93000', r_Zipcode: '22222' })).toMatchObject({ postcode: '92000', r_Postcode: '93000' });
    });

    it('takes the create form’s marital status from mar_Status when maritalStatusKey is not sent', () => {
      expect(fieldsFromCreate({ mar_Status: '2' }).maritalStatusKey).toBe('2');
      expect(fieldsFromCreate({ maritalStatusKey: '1', mar_Status: '2' }).maritalStatusKey).toBe('1');
    });

    it('starts a new form empty, "same address" not ticked', () => {
      const empty = emptyPatientFields();
      expect(empty.isSameAddress).toBe(false);
      expect(Object.entries(empty).filter(([k, v]) => k !== 'isSameAddress' && v !== '')).toEqual([]);
      expect(Object.keys(empty)).toHaveLength(Object.keys(complete).length);
    });
  });
});

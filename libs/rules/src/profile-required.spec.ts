import type { PatientFields } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { FIELD_LABELS, emptyPatientFields, requiredFields } from './profile.js';
import { patientErrorsMessage, patientFieldErrors } from './profile-errors.js';
import { FIRST_BOOKING_FIELDS, LATER_PROFILE_FIELDS, SPOUSE_FIELDS, firstBookingFields } from './profile-required.js';

describe('profile-required', () => {
  // Issue 16 item 1: the fields a first booking needs, defined once, every problem at once.
  const NOW = new Date('2026-11-21T05:00:00Z');
  const needed: PatientFields = {
    ...emptyPatientFields(),
    titleKey: '004', firstName: 'ปรียา', lastName: 'ใจดี', genderKey: '2', birthDate: '1990-05-06', phone: '0891112233',
    address: '7', thDistrict: '920101', thAmphur: '9201', thProvince: '92', postcode: '92000', maritalStatusKey: '1',
  };
  const specify = (f: keyof typeof FIELD_LABELS) => MESSAGES.specify + FIELD_LABELS[f];

  describe('the fields needed before a first booking', () => {
    it('is the profile\'s and the HIS\'s required list; the spouse only when married', () => {
      expect(requiredFields('profile', needed)).toEqual([...FIRST_BOOKING_FIELDS]);
      expect(requiredFields('his', needed)).toEqual([...FIRST_BOOKING_FIELDS]);
      expect(requiredFields('profile', { maritalStatusKey: '2' })).toEqual([...FIRST_BOOKING_FIELDS, ...SPOUSE_FIELDS]);
      expect(firstBookingFields(true)).toEqual([...FIRST_BOOKING_FIELDS, ...SPOUSE_FIELDS]);
      // Nothing is both needed now and asked later; the staff's full create form still asks everything.
      expect(LATER_PROFILE_FIELDS.filter((f) => FIRST_BOOKING_FIELDS.includes(f))).toEqual([]);
      for (const f of LATER_PROFILE_FIELDS) expect(requiredFields('create', needed)).toContain(f);
    });

    it('passes a profile with only the needed fields', () => {
      expect(patientFieldErrors('profile', needed, NOW)).toEqual([]);
      expect(patientErrorsMessage([])).toBeNull();
    });

    it('lists every problem at once, in the form order, and names the missing ones in one message', () => {
      const errors = patientFieldErrors('profile', { ...emptyPatientFields(), firstName: 'ปรียา', birthDate: '2026-11-21', phone: '08123' }, NOW);
      expect(errors.map((e) => [e.field, e.message])).toEqual([
        ['titleKey', specify('titleKey')],
        ['lastName', specify('lastName')],
        ['genderKey', specify('genderKey')],
        ['birthDate', MESSAGES.profileBirthDate],
        ['phone', MESSAGES.phoneInvalid],
        ['address', specify('address')],
        ['thDistrict', specify('thDistrict')],
        ['thAmphur', specify('thAmphur')],
        ['thProvince', specify('thProvince')],
        ['postcode', specify('postcode')],
        ['maritalStatusKey', specify('maritalStatusKey')],
      ]);
      expect(patientErrorsMessage(errors)).toBe(
        'กรุณาระบุคำนำหน้าชื่อ, นามสกุล, เพศ, บ้านเลขที่, ตำบล, อำเภอ, จังหวัด, รหัสไปรษณีย์, สถานภาพสมรส ' +
          `${MESSAGES.profileBirthDate} ${MESSAGES.phoneInvalid}`,
      );
    });

    it('names one missing field as before', () => {
      const errors = patientFieldErrors('profile', { ...needed, titleKey: '' }, NOW);
      expect(patientErrorsMessage(errors)).toBe(specify('titleKey'));
    });

    it('checks the postcode at 5 digits and one short', () => {
      expect(patientFieldErrors('profile', { ...needed, postcode: '92000' }, NOW)).toEqual([]);
      expect(patientFieldErrors('profile', { ...needed, postcode: '9200' }, NOW)).toEqual([{ field: 'postcode', missing: false, message: MESSAGES.postcodeInvalid }]);
    });
  });

  // Issue 28 item 6: only a complete profile (isActive 1) books.
  test('mayBookWithProfile: isActive 1 books; 0, null and anything else do not', async () => {
    const { mayBookWithProfile } = await import('./profile-required.js');
    expect(mayBookWithProfile(1)).toBe(true);
    for (const v of [0, null, undefined, 2]) expect(mayBookWithProfile(v)).toBe(false);
  });
});

import type { PatientFields } from '@hospital/contracts';

type Field = keyof PatientFields;

/**
 * Issue 16 item 1: what the hospital needs before a first booking — the person the hospital
 * information system registers for an HN (accounts §5 'hospital-number registration needs only
 * the first group of fields'): who they are, how to reach them, where they live, marital
 * status. Everything else of the profile (nationality, race, religion, occupation, education,
 * blood group, parents, notes) is asked later and may stay empty. In the form's order; the
 * profile page, the profile save (PUT /api/v1/user/{id}) and the HIS registration use this one
 * list (through `requiredFields`).
 */
export const FIRST_BOOKING_FIELDS: readonly Field[] = [
  'titleKey', 'firstName', 'lastName', 'genderKey', 'birthDate', 'phone',
  'address', 'thDistrict', 'thAmphur', 'thProvince', 'postcode', 'maritalStatusKey',
];

/** Asked with the first-booking fields when the marital status is 'married' (accounts §4). */
export const SPOUSE_FIELDS: readonly Field[] = ['marTitleKey', 'mar_FirstName', 'mar_LastName'];

/** The fields needed before a first booking, the spouse's when married. */
export function firstBookingFields(married: boolean): Field[] {
  return married ? [...FIRST_BOOKING_FIELDS, ...SPOUSE_FIELDS] : [...FIRST_BOOKING_FIELDS];
}

/** The profile fields asked later (issue 16 item 1): shown as 'may be filled in later'. */
export const LATER_PROFILE_FIELDS: readonly Field[] = [
  'nationalityKey', 'raceKey', 'religionKey', 'occupationKey', 'educationLevelKey', 'bloodGroup',
  'fatherTitleKey', 'father_FirstName', 'father_LastName', 'motherTitleKey', 'mother_FirstName', 'mother_LastName',
];

/**
 * Issue 28 item 6: an account whose profile is not complete yet (users.is_active 0: registered
 * without the HIS knowing the person, profile not saved) cannot book a telemedicine case or a
 * clinic visit — the hospital could not register or reach the person, so the booking could not
 * be kept. Refused 403 with this message; the page sends the person to their profile.
 */
export const PROFILE_INCOMPLETE_FOR_BOOKING = 'กรุณากรอกข้อมูลส่วนตัวให้ครบถ้วนก่อนจองนัดหมาย';

/** Whether an account of this isActive may book (telemedicine or a clinic visit). */
export function mayBookWithProfile(isActive: number | null | undefined): boolean {
  return isActive === 1;
}

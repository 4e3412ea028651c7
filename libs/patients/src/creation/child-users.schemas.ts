import { z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import {
  PATIENT_ADDRESS_MAX,
  PATIENT_BIRTH_DATE_MAX,
  PATIENT_ID_CARD_MAX,
  PATIENT_NAME_MAX,
  PATIENT_NOTE_MAX,
  PATIENT_PHONE_MAX,
  PATIENT_POSTCODE_MAX,
  createCode,
  createText,
  sameAddressFlag,
} from '../profiles/patient-fields.schemas.js';

/**
 * POST /api/v1/childuser (accounts §3 patient create, full or short; sent as JSON or
 * application/json-patch+json). One schema for both forms: the short form is the body that
 * carries none of FULL_FORM_ONLY, so an absent field stays absent here. Fields in the create
 * form's order (race before nationality); which may be empty is patientFormError's or
 * shortFormError's, the national ID nationalIdError's.
 */
export const PatientCreateBody = z
  .object({
    titleKey: createCode('titleKey'),
    firstName: createText(PATIENT_NAME_MAX, 'firstName'),
    lastName: createText(PATIENT_NAME_MAX, 'lastName'),
    idCard: createCode('idCard', PATIENT_ID_CARD_MAX, MESSAGES.nationalIdLength).meta({ description: 'national ID, 13 digits', example: '1103702071811' }),
    genderKey: createCode('genderKey'),
    birthDate: createText(PATIENT_BIRTH_DATE_MAX, 'birthDate', MESSAGES.profileBirthDate).meta({ example: '1985-03-14' }),
    phone: createText(PATIENT_PHONE_MAX, 'phone', MESSAGES.phoneInvalid).meta({ example: '0812345678' }),
    address: createText(PATIENT_ADDRESS_MAX, 'address'),
    moo: createText(PATIENT_ADDRESS_MAX, 'moo'),
    soi: createText(PATIENT_ADDRESS_MAX, 'soi'),
    road: createText(PATIENT_ADDRESS_MAX, 'road'),
    thDistrict: createCode('thDistrict').meta({ description: 'sub-district (ตำบล) code', example: '920101' }),
    thAmphur: createCode('thAmphur').meta({ description: 'district (อำเภอ) code', example: '9201' }),
    thProvince: createCode('thProvince').meta({ example: '92' }),
    postcode: createCode('postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    zipcode: createCode('postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    isSameAddress: sameAddressFlag(),
    r_Address: createText(PATIENT_ADDRESS_MAX, 'r_Address'),
    r_Moo: createText(PATIENT_ADDRESS_MAX, 'r_Moo'),
    r_District: createCode('r_District'),
    r_Amphur: createCode('r_Amphur'),
    r_Province: createCode('r_Province'),
    r_Postcode: createCode('r_Postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    r_Zipcode: createCode('r_Postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    maritalStatusKey: createCode('maritalStatusKey'),
    mar_Status: createCode('maritalStatusKey').meta({ description: 'maritalStatusKey under its other name' }),
    marTitleKey: createCode('marTitleKey'),
    mar_FirstName: createText(PATIENT_NAME_MAX, 'mar_FirstName'),
    mar_LastName: createText(PATIENT_NAME_MAX, 'mar_LastName'),
    raceKey: createCode('raceKey'),
    nationalityKey: createCode('nationalityKey'),
    religionKey: createCode('religionKey'),
    occupationKey: createCode('occupationKey'),
    educationLevelKey: createCode('educationLevelKey'),
    bloodGroup: createCode('bloodGroup'),
    fatherTitleKey: createCode('fatherTitleKey'),
    father_FirstName: createText(PATIENT_NAME_MAX, 'father_FirstName'),
    father_LastName: createText(PATIENT_NAME_MAX, 'father_LastName'),
    motherTitleKey: createCode('motherTitleKey'),
    mother_FirstName: createText(PATIENT_NAME_MAX, 'mother_FirstName'),
    mother_LastName: createText(PATIENT_NAME_MAX, 'mother_LastName'),
    drugNote: createText(PATIENT_NOTE_MAX, 'drugNote'),
    ptnNote: createText(PATIENT_NOTE_MAX, 'ptnNote'),
  })
  .prefault({});
export type PatientCreateInput = z.output<typeof PatientCreateBody>;

/** {status: 200, userId, msg} (accounts §7). */
export const PatientCreateAnswer = z.object({ status: z.number().int(), userId: z.uuid().nullable(), msg: z.string() });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ PatientCreateBody, PatientCreateAnswer });

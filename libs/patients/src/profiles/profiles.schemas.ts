import { LineStatusAnswer } from '@hospital/contracts';
import { idParam, z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import {
  PATIENT_ADDRESS_MAX,
  PATIENT_BIRTH_DATE_MAX,
  PATIENT_NAME_MAX,
  PATIENT_NOTE_MAX,
  PATIENT_PHONE_MAX,
  PATIENT_POSTCODE_MAX,
  PatientFieldsAnswer,
  formCode,
  formText,
  sameAddressFlag,
} from './patient-fields.schemas.js';

/**
 * The person of /user/Id/:userID, /user/network/:userID and PUT /user/:userID. Not checked
 * to be a uuid here: a made-up id answers 404 'ไม่พบข้อมูลผู้ป่วย' (accounts §7).
 */
export const PatientUserParam = idParam('the person (users.id)');

/**
 * PUT /api/v1/user/{userId} (accounts §3 profile update payload, the short names), sent as
 * application/json or application/json-patch+json. In the profile form's order; every field
 * may be absent here (as '') because patientFormError names the first missing one, in that
 * order, with its own Thai message. No body at all reads as an empty form.
 */
export const ProfileUpdateBody = z
  .object({
    title: formCode('titleKey'),
    firstName: formText(PATIENT_NAME_MAX, 'firstName'),
    lastName: formText(PATIENT_NAME_MAX, 'lastName'),
    gender: formCode('genderKey'),
    birthDate: formText(PATIENT_BIRTH_DATE_MAX, 'birthDate', MESSAGES.profileBirthDate).meta({ example: '1985-03-14' }),
    phone: formText(PATIENT_PHONE_MAX, 'phone', MESSAGES.phoneInvalid).meta({ example: '0812345678' }),
    address: formText(PATIENT_ADDRESS_MAX, 'address'),
    moo: formText(PATIENT_ADDRESS_MAX, 'moo'),
    soi: formText(PATIENT_ADDRESS_MAX, 'soi'),
    road: formText(PATIENT_ADDRESS_MAX, 'road'),
    district: formCode('thDistrict').meta({ description: 'sub-district (ตำบล) code', example: '920101' }),
    amphur: formCode('thAmphur').meta({ description: 'district (อำเภอ) code', example: '9201' }),
    province: formCode('thProvince').meta({ example: '92' }),
    postcode: formCode('postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    zipcode: formCode('postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid).meta({ description: 'postcode under its other name' }),
    isSameAddress: sameAddressFlag(),
    r_Address: formText(PATIENT_ADDRESS_MAX, 'r_Address'),
    r_Moo: formText(PATIENT_ADDRESS_MAX, 'r_Moo'),
    r_District: formCode('r_District'),
    r_Amphur: formCode('r_Amphur'),
    r_Province: formCode('r_Province'),
    r_Postcode: formCode('r_Postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    r_Zipcode: formCode('r_Postcode', PATIENT_POSTCODE_MAX, MESSAGES.postcodeInvalid),
    mar_Status: formCode('maritalStatusKey').meta({ description: "marital status code; '2' married asks the spouse" }),
    mar_Title: formCode('marTitleKey'),
    mar_FirstName: formText(PATIENT_NAME_MAX, 'mar_FirstName'),
    mar_LastName: formText(PATIENT_NAME_MAX, 'mar_LastName'),
    nation: formCode('nationalityKey'),
    race: formCode('raceKey'),
    religion: formCode('religionKey'),
    occupation: formCode('occupationKey'),
    education: formCode('educationLevelKey'),
    bloodGroup: formCode('bloodGroup'),
    father_Title: formCode('fatherTitleKey'),
    father_FirstName: formText(PATIENT_NAME_MAX, 'father_FirstName'),
    father_LastName: formText(PATIENT_NAME_MAX, 'father_LastName'),
    mother_Title: formCode('motherTitleKey'),
    mother_FirstName: formText(PATIENT_NAME_MAX, 'mother_FirstName'),
    mother_LastName: formText(PATIENT_NAME_MAX, 'mother_LastName'),
    drugNote: formText(PATIENT_NOTE_MAX, 'drugNote'),
    ptnNote: formText(PATIENT_NOTE_MAX, 'ptnNote'),
  })
  .prefault({});
export type ProfileUpdateInput = z.output<typeof ProfileUpdateBody>;

/** Profile (accounts §3 profile read): the fields with codes, and labels beside them. */
export const ProfileAnswer = PatientFieldsAnswer.extend({
  userID: z.uuid(),
  idCard: z.string().nullable(),
  hn: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.number().int().meta({ description: '1 a complete, registered profile' }),
  link: z.number().int().meta({ description: '1 when a LINE account is linked' }),
  title: z.string(),
  gender: z.string(),
  district: z.string(),
  amphur: z.string(),
  province: z.string(),
  zipcode: z.string(),
  r_Zipcode: z.string(),
  mar_Status: z.string(),
  mar_Title: z.string(),
  nation: z.string(),
  race: z.string(),
  hisPending: z.boolean().meta({ description: 'an HIS registration was asked and is not finished' }),
  lineStatus: LineStatusAnswer, // issue 31 item 5: staff see 'ติดต่อทาง LINE ไม่ได้'
});

export const ProfileAddressAnswer = z.object({
  phone: z.string(),
  fullAddress: z.string(),
  fullName: z.string(),
  isNewPatient: z.boolean(),
});

export const ProfileUpdateAnswer = z.object({ message: z.string(), profile: ProfileAnswer });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ProfileUpdateBody, ProfileAnswer, ProfileAddressAnswer, ProfileUpdateAnswer });

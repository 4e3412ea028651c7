import { VaccineConditionAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { MESSAGES, VACCINE_MESSAGES, isValidBirthDate } from '@hospital/rules';
import { Api2Answer, formText, nationalId, registrationNationalId } from '../http/api2-schemas.js';

export const REGISTRATION_MAX_NAME = 100;

/** The upload flags of /vaccinebooking2/{role} (vaccineUploadFlags): missing is false. */
const uploadFlag = z.boolean().optional().default(false);

/**
 * POST /api2/pfizer/condition2 (§2 /vaccinebooking2, §5): in the screen's order — national ID,
 * birth date, then title, first name and surname. The title is either a key or a name, so who
 * is missing what among those three is vaccineConditionProblem's (libs/rules, the page runs it
 * too); the schema holds the ID, the birth date, and types and limits.
 */
export const VaccineConditionBody = z.object({
  cid: registrationNationalId(),
  birthDT: z
    .string({ error: MESSAGES.birthDateRequired })
    .trim()
    .refine((v) => isValidBirthDate(v), { error: MESSAGES.birthDateRequired })
    .meta({ description: "'YYYY-MM-DD' ค.ศ.", example: '1985-03-14' }),
  titleKey: formText(10, VACCINE_MESSAGES.titleUnknown, VACCINE_MESSAGES.titleUnknown),
  titleName: formText(REGISTRATION_MAX_NAME, VACCINE_MESSAGES.titleRequired),
  firstName: formText(REGISTRATION_MAX_NAME, VACCINE_MESSAGES.firstNameRequired),
  lastName: formText(REGISTRATION_MAX_NAME, VACCINE_MESSAGES.lastNameRequired),
  isUpload1: uploadFlag,
  isUpload2: uploadFlag,
});
export type VaccineConditionInput = z.output<typeof VaccineConditionBody>;

/** 200 eligible (vaccineType, msg); 201 already registered: declared once in libs/contracts (vaccines-calls.ts, issue 30 item 2). */
export { VaccineConditionAnswer };

/**
 * POST /api2/pfizer/register2: confirms the entitlement condition2 gave. The birth date and the
 * vaccine type must be the checked ones (the service compares them with what it remembered).
 */
export const VaccineRegisterBody = z.object({
  cid: nationalId(),
  birthDT: formText(10, VACCINE_MESSAGES.birthDateInvalid, VACCINE_MESSAGES.birthDateInvalid),
  vaccineType: formText(20, VACCINE_MESSAGES.vaccineTypeMismatch, VACCINE_MESSAGES.vaccineTypeMismatch),
  isUpload1: uploadFlag,
  isUpload2: uploadFlag,
});
export type VaccineRegisterInput = z.output<typeof VaccineRegisterBody>;

export { Api2Answer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VaccineConditionBody, VaccineConditionAnswer, VaccineRegisterBody });

import { Api2Answer } from '@hospital/contracts';
import { text, z, nameSchemas } from '@hospital/core';
import { MESSAGES, VACCINE_MESSAGES, isValidNationalId } from '@hospital/rules';

/**
 * The pieces every /api2 call schema repeats (care-services §5 National ID, §7 the envelope).
 * A realistic valid national ID for the docs (13 digits, its check digit right: accounts §5).
 */
export const EXAMPLE_CID = '1103702071811';

/**
 * §5 National ID of an /api2 call: 13 digits whose check digit is right; anything else (missing,
 * not text, short, wrong digit) answers the registry-rules message, as the calls always did.
 */
export const nationalId = (message: string = VACCINE_MESSAGES.nationalIdInvalid) =>
  z
    .string({ error: message })
    .regex(/^\d{13}$/, { error: message, abort: true })
    .refine(isValidNationalId, { error: message })
    .meta({ description: 'เลขบัตรประจำตัวประชาชน 13 หลัก', example: EXAMPLE_CID });

/**
 * The registration form's national ID (/vaccinebooking2, §5): a short or non-digit value says
 * "not 13 digits", a wrong check digit the registry-rules message (nationalIdError's two words).
 */
export const registrationNationalId = () =>
  z
    .string({ error: MESSAGES.nationalIdLength })
    .regex(/^\d{13}$/, { error: MESSAGES.nationalIdLength, abort: true })
    .refine(isValidNationalId, { error: MESSAGES.nationalIdChecksum })
    .meta({ description: 'เลขบัตรประจำตัวประชาชน 13 หลัก', example: EXAMPLE_CID });

/** The national ID in a path (/api2/school/cid2/{cid}, /api2/pfizer/clearbooking2/{cid}). */
export const nationalIdParam = () => nationalId();

/** §7 The answer envelope (status 200 is success; msg and desc say why not): declared once in libs/contracts (vaccines-calls.ts, issue 30 item 2), Api2Result inferred from it. */
export { Api2Answer };

/**
 * A form's optional text (missing or null reads as ''), trimmed, at most `max` characters. Not
 * text at all answers the field's own message, as the form's checks always did (core's
 * optionalText answers the general message there); past the limit `tooLong`, else the general
 * 'ข้อมูลไม่ถูกต้อง'.
 */
export const formText = (max: number, message?: string, tooLong?: string) =>
  z
    .union([text(max, message, tooLong), z.null()], message ? { error: message } : undefined)
    .optional()
    .transform((v) => v ?? '');

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ Api2Answer });

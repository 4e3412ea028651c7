import { MAX_SIGNATURE_BYTES, intLike, optionalText, text, z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { LINE_ID_TOKEN_MAX, lineIdToken } from '../line/line-login.schemas.js';
import { PASSWORD_MAX, SessionUserAnswer } from '../login/login.schemas.js';

/** Longest name, username and email kept. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** A PNG data URL of at most MAX_SIGNATURE_BYTES (past it: 'signature invalid', as before). */
export const SIGNATURE_MAX_CHARS = 'data:image/png;base64,'.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;
export const THAID_TICKET_MAX = 8192;

/**
 * The person's fields of both registrations (accounts §3, §5). The schema says each is text
 * (missing or not text: the field's own message) within its limit; whether it is right (a
 * real birth date, 10 phone digits, a national ID's check digit, not empty) is the rule
 * functions' (validateLineRegistration / validateWebRegistration, run by the page too), which
 * the service runs. In the order the page shows their problems: the name first.
 */
const personFields = {
  firstName: text(NAME_MAX, MESSAGES.firstNameRequired),
  lastName: text(NAME_MAX, MESSAGES.lastNameRequired),
  idCard: text(20, MESSAGES.nationalIdLength, MESSAGES.nationalIdLength).meta({ example: '1103702071811' }),
  phone: text(20, MESSAGES.phoneRequired, MESSAGES.phoneInvalid).meta({ example: '0891234567' }),
  birthDate: text(40, MESSAGES.birthDateRequired, MESSAGES.birthDateRequired).meta({ description: 'YYYY-MM-DD, Gregorian', example: '1988-04-12' }),
};

/**
 * POST /api/v1/identity/line-register (accounts §3, §7): registration through LINE, and
 * through ThaiD (isThaid 1, with the ThaiD ticket, title, genderKey and address).
 */
export const LineRegisterBody = z.object({
  ...personFields,
  signBase64: z
    .string({ error: MESSAGES.signatureRequired })
    .max(SIGNATURE_MAX_CHARS, { error: MESSAGES.signatureInvalid })
    .meta({ description: 'The hand-drawn signature, a PNG data URL' }),
  consentVersion: z.string().max(40).optional().meta({ description: 'The consent text version the person signed (409 when not the current one)' }),
  idToken: lineIdToken(),
  isThaid: intLike().optional().meta({ description: '1: registration through ThaiD' }),
  thaidTicket: optionalText(THAID_TICKET_MAX, MESSAGES.thaidTicketInvalid, MESSAGES.thaidTicketInvalid),
  title: optionalText(NAME_MAX),
  genderKey: intLike().optional().meta({ description: '-1 male, -2 female (accounts §9)' }),
  address: optionalText(1000),
});
export type LineRegisterInput = z.output<typeof LineRegisterBody>;

export const LineRegisterAnswer = SessionUserAnswer;

/**
 * POST /api/v1/identity/web-register (accounts §3, §7). The fields in the order the page shows
 * their problems (the username first); `errors` of a refusal lists every problem.
 * `confirmPassword` is checked when sent; `idToken` links the LINE account inside LINE.
 */
export const WebRegisterBody = z.object({
  username: text(NAME_MAX, MESSAGES.usernameRequired),
  email: text(EMAIL_MAX, MESSAGES.emailRequired).meta({ example: 'somsri@example.com' }),
  confirmPassword: z.string({ error: MESSAGES.passwordMismatch }).max(PASSWORD_MAX).optional(),
  password: z.string({ error: MESSAGES.passwordInvalid }).max(PASSWORD_MAX).meta({ description: 'At least 8 characters' }),
  ...personFields,
  idToken: z
    .string({ error: MESSAGES.lineTokenInvalid })
    .max(LINE_ID_TOKEN_MAX, { error: MESSAGES.lineTokenInvalid })
    .optional()
    .meta({ description: 'The LIFF ID token inside LINE (links the LINE account); empty or absent outside LINE' }),
});
export type WebRegisterInput = z.output<typeof WebRegisterBody>;

export const WebRegisterAnswer = z.object({
  errors: z.array(z.string()).meta({ description: 'Empty on success' }),
  userID: z.uuid().optional(),
});

/**
 * GET /api/v1/identity/consent-text (issue 28 item 3): the registration consent in force — what
 * the registration pages show and sign (`version` goes back as line-register's consentVersion).
 * The text's first line is its title, each further line a paragraph.
 */
export const RegistrationConsentAnswer = z.object({
  version: z.string(),
  textSha256: z.string().meta({ description: 'SHA-256 (hex) of the text' }),
  text: z.string(),
  publishedAt: z.iso.datetime(),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LineRegisterBody, LineRegisterAnswer, WebRegisterBody, WebRegisterAnswer, RegistrationConsentAnswer });

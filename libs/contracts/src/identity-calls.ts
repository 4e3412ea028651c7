import { DEACTIVATE_MESSAGES } from './input/deactivation.js';
import { MESSAGES } from './input/messages.js';
import { intLike, optionalText, text } from './input/fields.js';
import { MAX_SIGNATURE_BYTES } from './input/signature.js';
import { z } from './input/zod-thai.js';
import { CONSENT_PURPOSES } from './privacy.js';

/**
 * Issue 30 item 2, one declaration per call: the sign-in and deactivation calls' bodies and the
 * session user, declared once as the zod schemas the api checks and documents; their types are
 * inferred here (the web imports them from @hospital/contracts). The identity domain's
 * *.schemas.ts re-export these and name them.
 */

/** The longest sign-in name read (an email, a username or a 13-digit national ID). */
export const LOGIN_MAX = 254;
/** The longest password read, at sign-in and at registration. */
export const PASSWORD_MAX = 200;

/**
 * POST /api/v1/identity/login (accounts §5, §7) {email, password}: both required, in the
 * form's order (the login name first). The 'local' strategy parses the body with it (guards
 * run before pipes); the controller declares it for the docs.
 */
export const LoginBody = z.object({
  email: text(LOGIN_MAX, MESSAGES.usernameRequired)
    .min(1, { error: MESSAGES.usernameRequired })
    .meta({ description: 'An email, a username or a 13-digit national ID', example: 'nurse@demo.skin.go.th' }),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }).max(PASSWORD_MAX),
});
/** POST /api/v1/identity/login body; `email` may hold an email or a 13-digit national ID. */
export type LoginRequest = z.input<typeof LoginBody>;

/** The session user every sign-in answers. */
export const SessionUserAnswer = z.object({
  token: z.string().meta({ description: 'The JWT for Authorization: Bearer' }),
  role: z.string().nullable().meta({ description: 'Staff role; null for a patient' }),
  isActive: z.number().int().meta({ description: '1 when the profile is complete (or known to the HIS)' }),
  fullName: z.string(),
  titleName: z.string().nullable(),
  idCard: z.string().nullable(),
  phone: z.string().nullable(),
  hn: z.string().nullable(),
  link: z.number().int().meta({ description: '1 when a LINE account is linked' }),
  userID: z.uuid(),
  consentsDue: z
    .array(z.enum(CONSENT_PURPOSES))
    .optional()
    .meta({ description: 'Issue 15: purposes whose current consent text the person must agree to before going on (the app asks first, /consent-renew)' }),
});
/**
 * The session user of the specs (accounts §3, care-services §3), kept by the web app in
 * localStorage `currentUser`.
 */
export type SessionUser = z.output<typeof SessionUserAnswer>;

/** POST /api/v1/identity/deactivate {isDelete} (care-services §3 Deactivate payload): a boolean, nothing else. */
export const DeactivateBody = z.object(
  {
    isDelete: z
      .boolean({ error: DEACTIVATE_MESSAGES.isDeleteRequired })
      .meta({ description: 'true: also remove the personal data and the appointments from today on' }),
  },
  { error: DEACTIVATE_MESSAGES.isDeleteRequired },
);
/** POST /api/v1/identity/deactivate (§3 Deactivate payload); its answer is DeactivateResponse (call-schemas.ts). */
export type DeactivateRequest = z.input<typeof DeactivateBody>;

/** The longest LIFF ID token read (a JWT of a few hundred characters). */
export const LINE_ID_TOKEN_MAX = 4096;

/** A LIFF ID token: missing, not text or past the limit reads as 'LINE did not verify you' (accounts §4). */
export const lineIdToken = () =>
  z
    .string({ error: MESSAGES.lineTokenInvalid })
    .min(1, { error: MESSAGES.lineTokenInvalid })
    .max(LINE_ID_TOKEN_MAX, { error: MESSAGES.lineTokenInvalid })
    .meta({ description: 'The LIFF ID token (liff.getIDToken()), verified with LINE' });

/**
 * POST /api/v1/identity/line-login {idToken}: silent sign-in from the LINE mini-app (accounts §4).
 * The LIFF ID token proves the LINE user; the server verifies it with LINE. The 'line-id-token'
 * strategy parses the body with it (guards run before pipes); the controller declares it for the docs.
 */
export const LineLoginBody = z.object({ idToken: lineIdToken() });
export type LineLoginRequest = z.input<typeof LineLoginBody>;

/**
 * Issue 16 item 14: no account is linked to this LINE user yet (→ /lineregister) — a 200 the page
 * reads, not an error, so a new user's first page logs none; message: 'ยังไม่ได้ลงทะเบียน…' (MESSAGES.lineNotRegistered).
 */
export const LineNotRegisteredAnswer = z.object({
  registered: z.literal(false).meta({ description: 'No account is linked to this LINE user yet: the page goes to /lineregister' }),
  message: z.string(),
});
export type LineNotRegistered = z.output<typeof LineNotRegisteredAnswer>;

/** The answer of line-login: the session user, or not registered yet (401: the token did not verify). */
export const LineLoginAnswer = z.union([SessionUserAnswer, LineNotRegisteredAnswer]);
export type LineLoginAnswer = z.output<typeof LineLoginAnswer>;

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
 * POST /api/v1/identity/line-register (accounts §3 messaging-app registration, §7): registration
 * through LINE, and through ThaiD (isThaid 1, with the ThaiD ticket the callback answered — the
 * proof the person data came from ThaiD — and title, genderKey and address). The LINE user is
 * taken from the verified `idToken`, never from a field the browser sets.
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
export type LineRegisterRequest = z.input<typeof LineRegisterBody>;

/**
 * POST /api/v1/identity/web-register (accounts §3 web register payload, §7). The fields in the
 * order the page shows their problems (the username first); `errors` of a refusal lists every
 * problem. `confirmPassword` (the page's confirmation field) is checked when sent; `idToken`
 * links the LINE account inside LINE.
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
export type WebRegisterRequest = z.input<typeof WebRegisterBody>;

/**
 * Answer of web-register: `errors` lists every failing check, the one to show first (200 with an
 * empty list on success, 400 otherwise, with `message` = errors[0]).
 */
export const WebRegisterAnswer = z.object({
  errors: z.array(z.string()).meta({ description: 'Empty on success' }),
  userID: z.uuid().optional(),
});
export type WebRegisterResponse = z.output<typeof WebRegisterAnswer>;

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
export type RegistrationConsentText = z.output<typeof RegistrationConsentAnswer>;

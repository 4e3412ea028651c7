import type { SessionUser } from './session.js';

/**
 * POST /api/v1/identity/line-login: silent sign-in from the LINE mini-app (accounts §4).
 * The LIFF ID token proves the LINE user; the server verifies it with LINE.
 * 200: the session user, or (issue 16 item 14) `{registered: false, message}` when no account is
 * linked to this LINE user yet (→ /lineregister): an expected answer, not a failure, so a new
 * user's first page logs no error. 401: the token did not verify.
 */
export interface LineLoginRequest {
  idToken: string;
}

/** The answer of line-login for a LINE user with no account yet (issue 16 item 14). */
export interface LineNotRegistered {
  registered: false;
  /** 'ยังไม่ได้ลงทะเบียน…' (MESSAGES.lineNotRegistered). */
  message: string;
}

export type LineLoginAnswer = SessionUser | LineNotRegistered;

/** Whether line-login found no account (issue 16 item 14). */
export function isLineNotRegistered(answer: LineLoginAnswer): answer is LineNotRegistered {
  return (answer as Partial<LineNotRegistered>).registered === false;
}

/** Gender codes at registration (accounts §9): -1 male, -2 female. */
export type RegistrationGenderKey = -1 | -2;

/**
 * POST /api/v1/identity/line-register (accounts §3 messaging-app registration payload).
 * The LINE user is taken from the verified `idToken`, never from a field the browser sets.
 * The ThaiD variant (isThaid = 1) also sends title, genderKey and address, and the `thaidTicket`
 * the callback answered, which proves the person data came from ThaiD.
 */
export interface LineRegisterRequest {
  idToken: string;
  firstName: string;
  lastName: string;
  idCard: string;
  phone: string;
  /** YYYY-MM-DD, Gregorian. */
  birthDate: string;
  /** The hand-drawn signature, a PNG data URL. */
  signBase64: string;
  /** The version of the consent text the person read and signed. */
  consentVersion?: string;
  title?: string;
  genderKey?: RegistrationGenderKey;
  address?: string;
  isThaid?: 0 | 1;
  thaidTicket?: string;
}

/**
 * GET /api/v1/identity/consent-text (issue 28 item 3): the registration consent in force. The
 * page shows it (first line the title, each further line a paragraph) and sends `version` back
 * as line-register's consentVersion.
 */
export interface RegistrationConsentText {
  version: string;
  textSha256: string;
  text: string;
  publishedAt: string;
}

/** Answer of line-register: the signed-in session user (isActive and hn are what the page reads). */
export type LineRegisterResponse = SessionUser;

/** POST /api/v1/identity/web-register (accounts §3 web register payload). */
export interface WebRegisterRequest {
  username: string;
  password: string;
  /** The confirmation field of the page; checked on the server too when sent. */
  confirmPassword?: string;
  email: string;
  firstName: string;
  lastName: string;
  idCard: string;
  phone: string;
  birthDate: string;
  /** A LIFF ID token when the page runs inside LINE: links the LINE account. */
  idToken?: string;
}

/**
 * Answer of web-register: `errors` lists every failing check, the one to show first
 * (200 with an empty list on success, 400 otherwise, with `message` = errors[0]).
 */
export interface WebRegisterResponse {
  errors: string[];
  userID?: string;
}

/** The person data ThaiD releases (accounts §3 national digital ID data), in its claim names. */
export interface ThaidClaims {
  /** 13-digit national ID. */
  pid: string;
  titleTh: string;
  given_name: string;
  family_name: string;
  titleEn: string;
  given_name_en: string;
  family_name_en: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  address: { formatted: string };
  gender: 'male' | 'female';
}

/**
 * GET /api/thaid/v2/callback?code=&state=: the claims plus `ticket`, our signed proof of this
 * data for line-register (15 minutes).
 */
export interface ThaidPerson extends ThaidClaims {
  ticket: string;
  /** The LIFF app the registration continues in (from authorize), else the default id. */
  liffId: string | null;
}

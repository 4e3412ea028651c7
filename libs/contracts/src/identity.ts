import type { LineLoginAnswer, LineNotRegistered, SessionUser } from './identity-calls.js';

/**
 * The sign-in, LINE and registration calls' bodies and answers (LineLoginRequest, LineLoginAnswer,
 * LineNotRegistered, LineRegisterRequest, WebRegisterRequest, WebRegisterResponse,
 * RegistrationConsentText) are inferred from their schemas (identity-calls.ts, issue 30 item 2).
 */

/** Whether line-login found no account (issue 16 item 14). */
export function isLineNotRegistered(answer: LineLoginAnswer): answer is LineNotRegistered {
  return (answer as Partial<LineNotRegistered>).registered === false;
}

/** Gender codes at registration (accounts §9): -1 male, -2 female. */
export type RegistrationGenderKey = -1 | -2;

/** Answer of line-register: the signed-in session user (isActive and hn are what the page reads). */
export type LineRegisterResponse = SessionUser;

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

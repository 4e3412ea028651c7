import type { ConsentPurpose } from './privacy.js';

/** POST /api/v1/identity/login body; `email` may hold an email or a 13-digit national ID. */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * The session user of the specs (accounts §3, care-services §3), kept by the web app in
 * localStorage `currentUser`.
 */
export interface SessionUser {
  token: string;
  role: string | null;
  isActive: number;
  fullName: string;
  titleName: string | null;
  idCard: string | null;
  phone: string | null;
  hn: string | null;
  /** 1 when a LINE account is linked to this user, else 0. */
  link: number;
  userID: string;
  /** Issue 15 item 1: purposes whose current text the person has not agreed to; the app asks first (/consent-renew). */
  consentsDue?: ConsentPurpose[];
}

/** The claims inside our JWT. */
export interface TokenClaims {
  sub: string;
  role: string | null;
  name: string;
}

/** Every error answer: `message` is Thai text fit to show a person. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  /** Every problem of a form, the one to show first (web-register). */
  errors?: string[];
  /** A request that did not fit its schema: the first problem of each field, by field name ('' is the body itself). */
  fields?: Record<string, string>;
}

import type {
  DeactivateRequest,
  DeactivateResponse,
  LineLoginAnswer,
  LineLoginRequest,
  LineRegisterRequest,
  LineRegisterResponse,
  LoginRequest,
  RegistrationConsentText,
  SessionUser,
  ThaidPerson,
  WebRegisterRequest,
  WebRegisterResponse,
} from '@hospital/contracts';
import { api } from './client';

/**
 * The sign-in, registration and account calls of accounts §4/§7. Sign-in and registration go
 * without a token; registrations are sent as application/json-patch+json.
 */

/** POST /api/v1/identity/login: the session user with its token. */
export function login(body: LoginRequest): Promise<SessionUser> {
  return api.post<SessionUser>('/api/v1/identity/login', body, { auth: false });
}

/** POST /api/v1/identity/line-login: the session user, or 'not registered yet' (a 200 answer). */
export function lineLogin(idToken: string): Promise<LineLoginAnswer> {
  return api.post<LineLoginAnswer>('/api/v1/identity/line-login', { idToken } satisfies LineLoginRequest, { auth: false });
}

/** POST /api/v1/identity/line-register (json-patch+json). */
export function lineRegister(payload: LineRegisterRequest): Promise<LineRegisterResponse> {
  return api.post<LineRegisterResponse>('/api/v1/identity/line-register', payload, { auth: false, jsonPatch: true });
}

/** POST /api/v1/identity/web-register (json-patch+json). */
export function webRegister(payload: WebRegisterRequest): Promise<WebRegisterResponse> {
  return api.post<WebRegisterResponse>('/api/v1/identity/web-register', payload, { auth: false, jsonPatch: true });
}

/** POST /api/v1/identity/deactivate {isDelete} (json-patch+json). */
export function deactivateAccount(body: DeactivateRequest): Promise<DeactivateResponse> {
  return api.post<DeactivateResponse>('/api/v1/identity/deactivate', body, { jsonPatch: true });
}

/** GET /api/v1/identity/consent-text (public, issue 28 item 3): the registration consent in force. */
export function fetchRegistrationConsentText(): Promise<RegistrationConsentText> {
  return api.get<RegistrationConsentText>('/api/v1/identity/consent-text', { auth: false });
}

/** GET /api/thaid/v2/callback?code&state[&iss] (public): the person ThaID answered for. */
export function thaidCallback(code: string, state: string, iss: string): Promise<ThaidPerson> {
  const query = new URLSearchParams({ code, state });
  if (iss) query.set('iss', iss);
  return api.get<ThaidPerson>(`/api/thaid/v2/callback?${query.toString()}`, { auth: false });
}

/** Where the browser goes to start a ThaID sign-in for a LIFF page (GET /api/thaid/v2/authorize, a redirect). */
export function thaidAuthorizeUrl(liffId: string): string {
  return `/api/thaid/v2/authorize?liffId=${encodeURIComponent(liffId)}`;
}

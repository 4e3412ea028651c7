import type { ApiErrorBody } from '@hospital/contracts';
import { ACTING_FOR_HEADER, PEOPLE_MESSAGES } from '@hospital/contracts/input/people-messages';
import { actingForStore } from '../session/acting-for-store';
import { sessionStore } from '../session/session-store';

/** An error answer of the API (accounts §8): message is the server's Thai text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (or json-patch+json when `jsonPatch`). FormData is sent as is. */
  body?: unknown;
  /** accounts §7: updates and registrations use application/json-patch+json. */
  jsonPatch?: boolean;
  /** Attach the Bearer token when signed in (default true). The login call passes false. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Give up after this long (issue 16 point 11): default 15 s, 2 minutes for a FormData upload. */
  timeoutMs?: number;
  /** Issue 33: send X-Acting-For for the chosen person (default true); the account's own calls pass false. */
  actingFor?: boolean;
}

/**
 * Issue 16 point 11 (slow and offline): what a person reads when the network, not the server,
 * failed. A call never spins forever: offline it fails at once, otherwise after `timeoutMs`.
 */
export const NETWORK_MESSAGES = {
  /** The banner while the phone has no network (components/OfflineBanner.tsx). */
  banner: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต ข้อมูลจะโหลดต่อเองเมื่อกลับมาออนไลน์',
  offline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต กรุณาตรวจสอบสัญญาณแล้วลองใหม่อีกครั้ง',
  timeout: 'ระบบไม่ตอบกลับในเวลาที่กำหนด อาจเป็นเพราะสัญญาณอินเทอร์เน็ตช้า กรุณาลองใหม่อีกครั้ง',
  unreachable: 'ติดต่อระบบไม่ได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
} as const;

/** A JSON call waits at most this long for the whole answer (slow 4G answers in well under 2 s). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** An upload (FormData: photos, slips) may take longer on a slow uplink. */
export const UPLOAD_TIMEOUT_MS = 120_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure of the network (status 0), in Thai; the caller's own abort stays an abort. */
function networkError(error: unknown, timedOut: boolean, callerSignal: AbortSignal | undefined): unknown {
  if (callerSignal?.aborted) return error;
  if (isOffline()) return new ApiError(NETWORK_MESSAGES.offline, 0, null);
  if (timedOut) return new ApiError(NETWORK_MESSAGES.timeout, 0, null);
  return error instanceof TypeError ? new ApiError(NETWORK_MESSAGES.unreachable, 0, null) : error;
}

/**
 * Issue 33 item 2: `X-Acting-For` while a signed-in patient acts for someone of their list
 * (none for oneself, staff or signed out); also for the calls made outside apiRequest
 * (uploads, file downloads).
 */
export function actingForHeaders(token: string | undefined): Record<string, string> {
  const actingFor = token ? actingForStore.get() : null;
  return actingFor ? { [ACTING_FOR_HEADER]: actingFor.userID } : {};
}

/** Same-origin base: the SPA is served by the api (and proxied by Vite in dev). */
export const API_BASE = '';

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, jsonPatch, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? sessionStore.get()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  // Issue 33 item 2: a patient acting for someone of their list names them on every call.
  const actingFor = token && options.actingFor !== false ? actingForStore.get() : null;
  if (actingFor) headers[ACTING_FOR_HEADER] = actingFor.userID;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = jsonPatch ? 'application/json-patch+json' : 'application/json';
    payload = JSON.stringify(body);
  }

  // Issue 16 point 11: offline, say so at once instead of waiting for the browser to give up.
  if (isOffline()) throw new ApiError(NETWORK_MESSAGES.offline, 0, null);
  // One signal for the caller's abort and the timeout (AbortSignal.any is missing in older LINE browsers).
  const abort = new AbortController();
  const forward = () => abort.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? (body instanceof FormData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal: abort.signal });
    text = await response.text();
  } catch (error) {
    throw networkError(error, timedOut, signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }

  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && typeof (parsed as Partial<ApiErrorBody>).message === 'string'
        ? (parsed as ApiErrorBody).message
        : response.statusText || `HTTP ${response.status}`;
    // Issue 33: the chosen person refused (the link ended): back to oneself, still signed in.
    if (actingFor && message === PEOPLE_MESSAGES.notYours) actingForStore.clear();
    // A rejected token on an authenticated call ends the session (accounts §8).
    else if (token && (response.status === 401 || response.status === 403)) sessionStore.signOut();
    throw new ApiError(message, response.status, parsed);
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

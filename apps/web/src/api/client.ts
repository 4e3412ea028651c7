import type { ApiErrorBody } from '@hospital/contracts';
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
}

/** Same-origin base: the SPA is served by the api (and proxied by Vite in dev). */
export const API_BASE = '';

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, jsonPatch, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? sessionStore.get()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = jsonPatch ? 'application/json-patch+json' : 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  const text = await response.text();
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
    // A rejected token on an authenticated call ends the session (accounts §8).
    if (token && (response.status === 401 || response.status === 403)) sessionStore.signOut();
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

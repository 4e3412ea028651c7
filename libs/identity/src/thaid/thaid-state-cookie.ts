// The short-lived state of one ThaiD sign-in, kept in the browser as an HttpOnly cookie,
// encrypted and authenticated (AES-256-GCM, key derived from JWT_SECRET): state, nonce,
// the PKCE verifier, the redirect URI used and the LIFF id. Nothing is kept on the server.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { deriveKey } from './thaid-ticket.service.js';

export const THAID_STATE_COOKIE = 'thaid_oauth';
/** Only the ThaiD endpoints receive it. */
export const THAID_STATE_COOKIE_PATH = '/api/thaid/v2';
export const THAID_STATE_TTL_SECONDS = 10 * 60;

export interface ThaidFlowState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  liffId: string | null;
  /** Milliseconds since epoch. */
  expiresAt: number;
}

@Injectable()
export class ThaidStateCookie {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = deriveKey(config.jwtSecret, 'thaid-state-cookie');
  }

  seal(flow: Omit<ThaidFlowState, 'expiresAt'>, now = Date.now()): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(THAID_STATE_COOKIE));
    const body = Buffer.concat([cipher.update(JSON.stringify({ ...flow, expiresAt: now + THAID_STATE_TTL_SECONDS * 1000 }), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The flow state of an authentic, unexpired cookie, else null. */
  open(value: string | undefined, now = Date.now()): ThaidFlowState | null {
    if (!value || value.length > 4096) return null;
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(THAID_STATE_COOKIE));
      decipher.setAuthTag(raw.subarray(12, 28));
      const flow = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as ThaidFlowState;
      if (typeof flow.expiresAt !== 'number' || flow.expiresAt <= now) return null;
      if (![flow.state, flow.nonce, flow.codeVerifier, flow.redirectUri].every((v) => typeof v === 'string' && v)) return null;
      return flow;
    } catch {
      return null;
    }
  }
}

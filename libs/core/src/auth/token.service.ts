import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { TokenClaims } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface AuthUser {
  userID: string;
  role: string | null;
  fullName: string;
  /** Token expiry, seconds since epoch. */
  exp: number;
  /**
   * Issue 33: set when a caregiver's call acts for a person of their list (X-Acting-For). Then
   * userID, role and fullName are the person's, and this is who really acted: audit rows,
   * 'จองโดยผู้ดูแล' and the person's access log name them.
   */
  actingBy?: { userID: string; fullName: string; phone: string | null };
}

/** How many verified tokens are remembered (a token is one person's session: a busy day's worth). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Signs and reads our JWT (HS256); the same token serves HTTP and the socket handshake.
 * The secret is a KeyObject made once: given a string, jsonwebtoken first tries to read it
 * as a public key on every call, which cost a third of the api's CPU in `npm run bench`.
 * A token must carry `iat` and `exp`, and live no longer than the configured session
 * (JWT_TTL_SECONDS): one signed with the right key but without an expiry, or with a longer
 * one, is no token. A token once verified is remembered by its exact text until it expires
 * (a session sends the same token with every request; the HMAC and two JSON parses were the
 * largest cost of a read after the query).
 */
@Injectable()
export class TokenService {
  private readonly key: KeyObject;
  private readonly ttlSeconds: number;
  /** Verified tokens by their text, oldest first. */
  private readonly verified = new Map<string, AuthUser>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.ttlSeconds = config.jwtTtlSeconds;
  }

  sign(claims: TokenClaims, expiresInSeconds = this.ttlSeconds): string {
    return jwt.sign(claims, this.key, { algorithm: 'HS256', expiresIn: expiresInSeconds });
  }

  /**
   * Issue 28 item 5: a token for one purpose only (the queue dashboard's short session): it
   * carries `pur`, so `verify` (sign-in sessions, HTTP and sockets) refuses it, and only
   * `verifyFor` with the same purpose reads it.
   */
  signFor(purpose: string, claims: TokenClaims, expiresInSeconds: number): string {
    return jwt.sign({ ...claims, pur: purpose }, this.key, { algorithm: 'HS256', expiresIn: expiresInSeconds });
  }

  /**
   * The user of a valid, unexpired token made by `signFor(purpose)` that lives at most
   * `maxSeconds`; null for anything else (a 12-hour sign-in token included).
   */
  verifyFor(token: string | undefined | null, purpose: string, maxSeconds: number): AuthUser | null {
    if (!token) return null;
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as TokenClaims & { exp?: unknown; iat?: unknown; pur?: unknown };
      const { exp, iat } = claims;
      if (claims.pur !== purpose || typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > maxSeconds) return null;
      return Object.freeze({ userID: claims.sub, role: claims.role ?? null, fullName: claims.name, exp });
    } catch {
      return null;
    }
  }

  /** The user of a valid, unexpired token, or null. The answer is shared: never change it. */
  verify(token: string | undefined | null): AuthUser | null {
    if (!token) return null;
    const now = Date.now() / 1000;
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > now) return known;
      this.verified.delete(token);
      return null;
    }
    const user = this.check(token);
    if (!user) return null;
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, user);
    return user;
  }

  private check(token: string): AuthUser | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as TokenClaims & { exp?: unknown; iat?: unknown; pur?: unknown };
      const { exp, iat } = claims;
      // A purpose token (signFor: the queue dashboard's session) is no sign-in session.
      if (claims.pur !== undefined || typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > this.ttlSeconds) return null;
      return Object.freeze({ userID: claims.sub, role: claims.role ?? null, fullName: claims.name, exp });
    } catch {
      return null;
    }
  }
}

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
}

/**
 * Signs and reads our JWT (HS256); the same token serves HTTP and the socket handshake.
 * The secret is a KeyObject made once: given a string, jsonwebtoken first tries to read it
 * as a public key on every call, which cost a third of the api's CPU in `npm run bench`.
 */
@Injectable()
export class TokenService {
  private readonly key: KeyObject;
  private readonly ttlSeconds: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.ttlSeconds = config.jwtTtlSeconds;
  }

  sign(claims: TokenClaims, expiresInSeconds = this.ttlSeconds): string {
    return jwt.sign(claims, this.key, { algorithm: 'HS256', expiresIn: expiresInSeconds });
  }

  /** The user of a valid, unexpired token, or null. */
  verify(token: string | undefined | null): AuthUser | null {
    if (!token) return null;
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as TokenClaims & { exp: number };
      return { userID: claims.sub, role: claims.role ?? null, fullName: claims.name, exp: claims.exp };
    } catch {
      return null;
    }
  }
}

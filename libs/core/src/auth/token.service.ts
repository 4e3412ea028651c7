import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { TokenClaims } from '@hospital/contracts';

export interface AuthUser {
  userID: string;
  role: string | null;
  fullName: string;
  /** Token expiry, seconds since epoch. */
  exp: number;
}

/** Signs and reads our JWT; the same token serves HTTP and the socket handshake. */
@Injectable()
export class TokenService {
  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  sign(claims: TokenClaims, expiresInSeconds?: number): string {
    return this.jwt.sign(claims, expiresInSeconds ? { expiresIn: expiresInSeconds } : undefined);
  }

  /** The user of a valid token, or null. */
  verify(token: string | undefined | null): AuthUser | null {
    if (!token) return null;
    try {
      const claims = this.jwt.verify<TokenClaims & { exp: number }>(token);
      return { userID: claims.sub, role: claims.role ?? null, fullName: claims.name, exp: claims.exp };
    } catch {
      return null;
    }
  }
}

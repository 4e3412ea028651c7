import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with its recommended cost. */
@Injectable()
export class PasswordHasher {
  /** Verified against when no user matches, so a wrong login costs as long as a wrong password. */
  private readonly decoy = hash('decoy-password-never-used');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  /** False for an account without a password (LINE, ThaiD, staff-created), after the same work. */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await verify(passwordHash ?? (await this.decoy), password);
      return ok && passwordHash !== null;
    } catch {
      return false;
    }
  }
}

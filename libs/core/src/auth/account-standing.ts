import { Inject, Injectable } from '@nestjs/common';
import { People } from './people.js';

/** How long an instance trusts that an account it has looked up is still active. */
export const STANDING_TTL_MS = 10_000;
const MAX_REMEMBERED = 50_000;

/**
 * Whether the account behind a valid JWT may still act (care-services §4 Deactivate: a
 * deactivated account's tokens stop working). The JWT alone cannot say, so JwtStrategy asks
 * here: one primary-key read per account per STANDING_TTL_MS, answered from memory in
 * between, so a busy session costs no extra query per request. Deactivation is final, so a
 * 'gone' answer is remembered for good; the instance that deactivates an account learns it
 * at once (`forget`), other api instances within STANDING_TTL_MS.
 */
@Injectable()
export class AccountStanding {
  private readonly activeUntil = new Map<string, number>();
  private readonly gone = new Set<string>();
  /** Issue 34: the read under way per account, shared by the requests that came meanwhile (a burst of one session's calls reads once). */
  private readonly reading = new Map<string, Promise<boolean>>();

  /** The account's row is identity's (issue 30 item 1): asked through the People token it binds. */
  constructor(@Inject(People) private readonly people: People) {}

  async isActive(userID: string): Promise<boolean> {
    if (this.gone.has(userID)) return false;
    const until = this.activeUntil.get(userID);
    if (until !== undefined && until > Date.now()) return true;
    let read = this.reading.get(userID);
    if (!read) {
      read = this.read(userID).finally(() => this.reading.delete(userID));
      this.reading.set(userID, read);
    }
    return read;
  }

  private async read(userID: string): Promise<boolean> {
    if (!(await this.people.isActiveAccount(userID))) {
      this.markGone(userID);
      return false;
    }
    if (this.activeUntil.size >= MAX_REMEMBERED) this.activeUntil.clear();
    this.activeUntil.set(userID, Date.now() + STANDING_TTL_MS);
    return true;
  }

  /** Called by the deactivation once it has committed. */
  markGone(userID: string): void {
    this.activeUntil.delete(userID);
    if (this.gone.size >= MAX_REMEMBERED) this.gone.clear();
    this.gone.add(userID);
  }
}

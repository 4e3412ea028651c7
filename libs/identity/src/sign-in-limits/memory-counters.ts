// Issue 18 finding 12: the sign-in counters kept in this api process's memory, used while
// Redis cannot be reached (and still consulted after it returns, until their window ends),
// so sign-ins keep working and stay limited instead of failing open.

interface Counter {
  count: number;
  expiresAt: number;
}

/** Beyond this many live counters, expired ones are swept; beyond MAX_COUNTERS the oldest go. */
const SWEEP_AT = 10_000;
const MAX_COUNTERS = 50_000;

/** Fixed-window counters by key, each window starting at its key's first count. */
export class MemoryCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The key's count in its current window (0 when none). */
  count(key: string): number {
    const counter = this.counters.get(key);
    if (!counter) return 0;
    if (counter.expiresAt <= this.now()) {
      this.counters.delete(key);
      return 0;
    }
    return counter.count;
  }

  /**
   * Adds one to every key when each is under its maximum; else changes nothing. True when
   * added (synchronous, so atomic within this process).
   */
  reserve(keys: readonly string[], maxima: readonly number[], windowMs: number): boolean {
    if (keys.some((key, i) => this.count(key) >= maxima[i])) return false;
    for (const key of keys) {
      const counter = this.counters.get(key);
      if (counter) counter.count += 1;
      else this.counters.set(key, { count: 1, expiresAt: this.now() + windowMs });
    }
    this.bound();
    return true;
  }

  /** Takes one back from a key (a reservation that ended well). */
  release(key: string): void {
    const counter = this.counters.get(key);
    if (!counter) return;
    counter.count -= 1;
    if (counter.count <= 0) this.counters.delete(key);
  }

  delete(key: string): void {
    this.counters.delete(key);
  }

  private bound(): void {
    if (this.counters.size <= SWEEP_AT) return;
    const now = this.now();
    for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
    // Still too many (a flood of distinct logins): the oldest windows go first.
    for (const key of this.counters.keys()) {
      if (this.counters.size <= MAX_COUNTERS) break;
      this.counters.delete(key);
    }
  }
}

/** How an attempt for a slot ended, as its waiters learn it. */
interface Landed<T> {
  /** The slot is taken now (this attempt booked it, or found it taken). */
  taken: boolean;
  /** What the attempt answered, when it did not throw. */
  result?: T;
}

export interface FlightRules<T> {
  /** Whether a failed attempt's error means the slot is taken (its waiters are then refused too). */
  tookSlot: (error: unknown) => boolean;
  /** Whether a successful attempt's answer holds the slot (false: the patient's earlier case elsewhere). */
  holdsSlot: (result: T) => boolean;
  /** The waiter's refusal when the slot is taken. */
  taken: () => Error;
  /**
   * The waiter's own answer in the attempt's, or null: the same patient's repeated submit
   * (a double tap, a retry) is answered with the case the attempt made (issue 28 item 1).
   */
  yours: (result: T) => T | null;
}

/**
 * Issue 17 item 1, "answer a slot that is already taken before any other work": in one api
 * process, one booking attempt per slot at a time. Requests for a slot whose attempt is under
 * way wait for it. When it booked the slot (or found it taken), the same patient's repeated
 * submit gets the case it made and everyone else is answered 409, both without a query. When it
 * failed for its own reason (a refused form, a consent to renew) or answered the patient's
 * earlier case on another slot, the next waiter tries. The database's unique index still decides
 * between processes; this only spares the waiters' work, so the answers are those the index
 * would give: one case, every other patient's request for the slot 409.
 */
export class SlotFlights<T> {
  /** Per slot key, the attempt under way. */
  private readonly inFlight = new Map<string, Promise<Landed<T>>>();

  /** `rules` are the caller's own: who it is, which slot time its refusal names. */
  async run(key: string, attempt: () => Promise<T>, rules: FlightRules<T>): Promise<T> {
    for (let flight = this.inFlight.get(key); flight; flight = this.inFlight.get(key)) {
      const landed = await flight;
      const mine = landed.result === undefined ? null : rules.yours(landed.result);
      if (mine !== null) return mine;
      if (landed.taken) throw rules.taken();
    }
    let settle!: (landed: Landed<T>) => void;
    this.inFlight.set(key, new Promise<Landed<T>>((resolve) => (settle = resolve)));
    try {
      const result = await attempt();
      settle({ taken: rules.holdsSlot(result), result });
      return result;
    } catch (error) {
      settle({ taken: rules.tookSlot(error) });
      throw error;
    } finally {
      this.inFlight.delete(key); // before the waiters wake (they resume on a later microtask)
    }
  }
}

/**
 * Issue 17 item 1, "answer a slot that is already taken before any other work": in one api
 * process, one booking attempt per slot at a time. Requests for a slot whose attempt is under
 * way wait for it; when it booked the slot (or found it taken), they are answered 409 at once,
 * without loading the patient, the consent or the calendar. When it failed for its own reason
 * (a refused form, a consent to renew) the next waiter tries. The database's unique index
 * still decides between processes; this only spares the losers' work, so the answers are those
 * the index would give: one 200, every other request for the slot 409.
 */
export class SlotFlights {
  /** Per slot key, the attempt under way: resolves true when the slot is taken. */
  private readonly inFlight = new Map<string, Promise<boolean>>();

  async run<T>(key: string, attempt: () => Promise<T>, tookSlot: (error: unknown) => boolean, taken: () => Error): Promise<T> {
    for (let flight = this.inFlight.get(key); flight; flight = this.inFlight.get(key)) {
      if (await flight) throw taken();
    }
    let settle!: (taken: boolean) => void;
    this.inFlight.set(key, new Promise<boolean>((resolve) => (settle = resolve)));
    try {
      const result = await attempt();
      settle(true);
      return result;
    } catch (error) {
      settle(tookSlot(error));
      throw error;
    } finally {
      this.inFlight.delete(key); // before the waiters wake (they resume on a later microtask)
    }
  }
}

// Issue 17 item 1: one booking attempt per slot at a time in a process; the waiters are told
// "taken" when it booked (or found the slot taken), and try themselves when it failed otherwise.
// Issue 34: the same patient's repeated submit gets the attempt's case, with no attempt of its own.
import { SlotFlights, type FlightRules } from './slot-flights.js';

describe('slot-flights', () => {
  class Taken extends Error {}
  interface Booked {
    by: string;
    made: boolean;
  }
  /** The rules of a waiter who is patient `me`. */
  const rulesOf = (me: string): FlightRules<Booked> => ({
    tookSlot: (error) => error instanceof Taken,
    holdsSlot: (result) => result.made,
    taken: () => new Taken(),
    yours: (result) => (result.by === me ? result : null),
  });

  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  }

  describe('SlotFlights', () => {
    it('answers other patients "taken" and the same patient the case, without running them, once the attempt under way booked', async () => {
      const flights = new SlotFlights<Booked>();
      const g = gate();
      let runs = 0;
      const attempt = async () => {
        runs++;
        await g.opened;
        return { by: 'somchai', made: true };
      };
      const callers = ['somchai', 'malee', 'somchai', 'malee'];
      const all = Promise.allSettled(callers.map((me) => flights.run('4 2030-06-03 13:00', attempt, rulesOf(me))));
      g.open();
      const results = await all;
      expect(runs).toBe(1);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
      expect(results[2].status === 'fulfilled' && results[2].value).toEqual({ by: 'somchai', made: true });
      expect([results[1], results[3]].every((r) => r.status === 'rejected' && r.reason instanceof Taken)).toBe(true);
    });

    it('lets the next waiter try when the attempt failed for its own reason', async () => {
      const flights = new SlotFlights<Booked>();
      const g = gate();
      const order: string[] = [];
      const refused = flights.run('k', async () => {
        order.push('refused');
        await g.opened;
        throw new Error('imagesRequired');
      }, rulesOf('somchai'));
      const next = flights.run('k', async () => {
        order.push('next');
        return { by: 'malee', made: true };
      }, rulesOf('malee'));
      g.open();
      await expect(refused).rejects.toThrow('imagesRequired');
      await expect(next).resolves.toEqual({ by: 'malee', made: true });
      expect(order).toEqual(['refused', 'next']);
    });

    it("lets another patient try when the attempt answered its patient's earlier case on another slot", async () => {
      const flights = new SlotFlights<Booked>();
      const g = gate();
      const earlier = flights.run('k', async () => {
        await g.opened;
        return { by: 'somchai', made: false };
      }, rulesOf('somchai'));
      const again = flights.run('k', async () => ({ by: 'somchai', made: true }), rulesOf('somchai'));
      const other = flights.run('k', async () => ({ by: 'malee', made: true }), rulesOf('malee'));
      g.open();
      await expect(earlier).resolves.toEqual({ by: 'somchai', made: false });
      await expect(again).resolves.toEqual({ by: 'somchai', made: false }); // the same earlier case
      await expect(other).resolves.toEqual({ by: 'malee', made: true });
    });

    it('passes "taken" on when the attempt found the slot taken, and keeps other slots apart', async () => {
      const flights = new SlotFlights<Booked>();
      const g = gate();
      let other = 0;
      const first = flights.run('a', async () => {
        await g.opened;
        throw new Taken();
      }, rulesOf('somchai'));
      const waiter = flights.run('a', async () => ({ by: 'somchai', made: true }), rulesOf('somchai'));
      const elsewhere = flights.run('b', async () => ({ by: String(++other), made: true }), rulesOf('malee'));
      await expect(elsewhere).resolves.toEqual({ by: '1', made: true });
      g.open();
      await expect(first).rejects.toBeInstanceOf(Taken);
      await expect(waiter).rejects.toBeInstanceOf(Taken);
      // After the attempt, the key is free: a later request runs its own attempt.
      await expect(flights.run('a', async () => ({ by: 'later', made: true }), rulesOf('later'))).resolves.toEqual({ by: 'later', made: true });
    });
  });
});

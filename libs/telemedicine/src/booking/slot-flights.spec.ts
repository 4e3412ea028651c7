// Issue 17 item 1: one booking attempt per slot at a time in a process; the waiters are told
// "taken" when it booked (or found the slot taken), and try themselves when it failed otherwise.
import { SlotFlights } from './slot-flights.js';

describe('slot-flights', () => {
  class Taken extends Error {}
  const tookSlot = (error: unknown) => error instanceof Taken;

  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  }

  describe('SlotFlights', () => {
    it('answers the waiters "taken" without running them once the attempt under way booked', async () => {
      const flights = new SlotFlights();
      const g = gate();
      let runs = 0;
      const attempt = async () => {
        runs++;
        await g.opened;
        return 'booked';
      };
      const all = Promise.allSettled([0, 1, 2, 3].map(() => flights.run('4 2030-06-03 13:00', attempt, tookSlot, () => new Taken())));
      g.open();
      const results = await all;
      expect(runs).toBe(1);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
      expect(results.slice(1).every((r) => r.status === 'rejected' && r.reason instanceof Taken)).toBe(true);
    });

    it('lets the next waiter try when the attempt failed for its own reason', async () => {
      const flights = new SlotFlights();
      const g = gate();
      const order: string[] = [];
      const refused = flights.run('k', async () => {
        order.push('refused');
        await g.opened;
        throw new Error('imagesRequired');
      }, tookSlot, () => new Taken());
      const next = flights.run('k', async () => {
        order.push('next');
        return 'booked';
      }, tookSlot, () => new Taken());
      g.open();
      await expect(refused).rejects.toThrow('imagesRequired');
      await expect(next).resolves.toBe('booked');
      expect(order).toEqual(['refused', 'next']);
    });

    it('passes "taken" on when the attempt found the slot taken, and keeps other slots apart', async () => {
      const flights = new SlotFlights();
      const g = gate();
      let other = 0;
      const first = flights.run('a', async () => {
        await g.opened;
        throw new Taken();
      }, tookSlot, () => new Taken());
      const waiter = flights.run('a', async () => 'never', tookSlot, () => new Taken());
      const elsewhere = flights.run('b', async () => ++other, tookSlot, () => new Taken());
      await expect(elsewhere).resolves.toBe(1);
      g.open();
      await expect(first).rejects.toBeInstanceOf(Taken);
      await expect(waiter).rejects.toBeInstanceOf(Taken);
      // After the attempt, the key is free: a later request runs its own attempt.
      await expect(flights.run('a', async () => 'later', tookSlot, () => new Taken())).resolves.toBe('later');
    });
  });
});

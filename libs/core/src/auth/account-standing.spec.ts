// Issue 34 (the slot race: one session's burst of calls): AccountStanding reads an account's
// standing once for every request that asked while that read ran, and remembers the answer.
import { AccountStanding } from './account-standing.js';
import type { People } from './people.js';

describe('account-standing', () => {
  function peopleAnswering(active: boolean) {
    let reads = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const people = {
      isActiveAccount: async () => {
        reads++;
        await opened;
        return active;
      },
    } as unknown as People;
    return { people, open, reads: () => reads };
  }

  it('reads once for a burst of 200 calls of one active account, then answers from memory', async () => {
    const { people, open, reads } = peopleAnswering(true);
    const standing = new AccountStanding(people);
    const burst = Promise.all(Array.from({ length: 200 }, () => standing.isActive('u-1')));
    open();
    expect(await burst).toEqual(Array(200).fill(true));
    expect(reads()).toBe(1);
    await expect(standing.isActive('u-1')).resolves.toBe(true);
    expect(reads()).toBe(1);
  });

  it('answers every caller of the burst false for a deactivated account, and keeps it so', async () => {
    const { people, open, reads } = peopleAnswering(false);
    const standing = new AccountStanding(people);
    const burst = Promise.all([standing.isActive('u-2'), standing.isActive('u-2'), standing.isActive('u-2')]);
    open();
    expect(await burst).toEqual([false, false, false]);
    await expect(standing.isActive('u-2')).resolves.toBe(false);
    expect(reads()).toBe(1);
  });

  it('reads each account on its own, and again for a caller after a failed read', async () => {
    let reads = 0;
    let fail = true;
    const people = {
      isActiveAccount: async () => {
        reads++;
        if (fail) throw new Error('database away');
        return true;
      },
    } as unknown as People;
    const standing = new AccountStanding(people);
    await expect(standing.isActive('u-3')).rejects.toThrow('database away');
    fail = false;
    await expect(standing.isActive('u-3')).resolves.toBe(true);
    await expect(standing.isActive('u-4')).resolves.toBe(true);
    expect(reads).toBe(3);
  });
});

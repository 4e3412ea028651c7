import { GroupedReads, GroupedWrites } from './grouped-statements.js';

describe('grouped-statements', () => {
  describe('GroupedWrites (group commit)', () => {
    it('writes the rows added together in one statement, and those added while it ran in the next', async () => {
      const statements: number[][] = [];
      let release: () => void = () => undefined;
      let first = true;
      const writes = new GroupedWrites<number>(async (rows) => {
        statements.push(rows);
        if (first) {
          first = false;
          await new Promise<void>((r) => (release = r));
        }
      });
      const a = [1, 2, 3].map((n) => writes.add(n));
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      expect(statements).toEqual([[1, 2, 3]]);
      const b = [4, 5].map((n) => writes.add(n));
      release();
      await Promise.all([...a, ...b]);
      expect(statements).toEqual([[1, 2, 3], [4, 5]]);
    });

    it("rejects only the failed statement's rows, and splits a burst at mostRows", async () => {
      const statements: number[][] = [];
      const writes = new GroupedWrites<number>(
        async (rows) => {
          statements.push(rows);
          if (rows.includes(3)) throw new Error('refused');
        },
        { mostRows: 2 },
      );
      const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => writes.add(n)));
      expect(statements).toEqual([[1, 2], [3, 4], [5]]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
      await writes.flushed();
    });
  });

  describe('GroupedReads', () => {
    it('answers each read with its own value, reading the keys asked while a read ran in the next statement', async () => {
      const statements: string[][] = [];
      let release: () => void = () => undefined;
      let first = true;
      const reads = new GroupedReads<string, string>(async (keys) => {
        statements.push(keys);
        if (first) {
          first = false;
          await new Promise<void>((r) => (release = r));
        }
        return keys.map((k) => k.toUpperCase());
      });
      const a = ['a', 'b'].map((k) => reads.read(k));
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      const b = ['c', 'a'].map((k) => reads.read(k));
      release();
      expect(await Promise.all([...a, ...b])).toEqual(['A', 'B', 'C', 'A']);
      expect(statements).toEqual([['a', 'b'], ['c', 'a']]);
    });

    it("rejects only the failed statement's reads", async () => {
      const reads = new GroupedReads<number, number>(
        async (keys) => {
          if (keys.includes(2)) throw new Error('database away');
          return keys.map((k) => k * 10);
        },
        { mostRows: 2 },
      );
      const results = await Promise.allSettled([1, 2, 3].map((k) => reads.read(k)));
      expect(results).toEqual([
        { status: 'rejected', reason: new Error('database away') },
        { status: 'rejected', reason: new Error('database away') },
        { status: 'fulfilled', value: 30 },
      ]);
    });
  });
});

import { GroupedWrites } from './grouped-writes.js';

describe('grouped-writes', () => {
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
});

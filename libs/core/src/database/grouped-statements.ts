/**
 * Calls made one by one on a busy path, carried out together: each call resolves with ITS
 * answer (rejects with its whole statement's error), and the calls made while the last
 * statement ran go together in the next one. An idle path runs at once (a batch of one, after
 * `gatherMs`, 0 by default: the same turn of the event loop); a busy one runs one statement per
 * round trip instead of one per call — on this machine each statement is a system call on both
 * sides, and a burst's cost was its round trips (issues 17 and 34). Never a cache: every answer
 * comes from a statement that started after its call.
 */
class Grouped<T, R> {
  private waiting: Array<{ item: T; done: (answer: R) => void; failed: (error: Error) => void }> = [];
  private running: Promise<void> | null = null;

  constructor(
    /** Carries out the items in one statement; answers one result per item, in their order. */
    private readonly runItems: (items: T[]) => Promise<R[]>,
    private readonly options: { gatherMs?: number; mostRows?: number } = {},
  ) {}

  protected call(item: T): Promise<R> {
    return new Promise((done, failed) => {
      this.waiting.push({ item, done, failed });
      if (!this.running) this.running = this.drain();
    });
  }

  /** Waits for the statements under way (shutdown). */
  async flushed(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Until nothing waits: gather, take what waits (at most `mostRows`), carry it out in one statement. */
  private async drain(): Promise<void> {
    const { gatherMs = 0, mostRows = 1000 } = this.options;
    try {
      while (this.waiting.length > 0) {
        await new Promise<void>((resolve) => (gatherMs > 0 ? setTimeout(resolve, gatherMs) : setImmediate(resolve)));
        const batch = this.waiting.splice(0, mostRows);
        try {
          const answers = await this.runItems(batch.map((w) => w.item));
          batch.forEach((w, i) => w.done(answers[i]));
        } catch (error) {
          batch.forEach((w) => w.failed(error as Error));
        }
      }
    } finally {
      this.running = null;
    }
  }
}

/**
 * Group commit for rows written one by one: `add` resolves once ITS row is written. Used by the
 * worker's settled marks, the LINE outcomes and the vaccine lookup audit.
 */
export class GroupedWrites<T> extends Grouped<T, void> {
  constructor(writeRows: (rows: T[]) => Promise<void>, options?: { gatherMs?: number; mostRows?: number }) {
    super(async (rows) => {
      await writeRows(rows);
      return rows.map(() => undefined);
    }, options);
  }

  /** Resolves once the row is written. */
  add(row: T): Promise<void> {
    return this.call(row);
  }
}

/**
 * Reads asked one by one, read together (issue 34, opening day: the 10,000 confirmations' first
 * read of the child and the event): `read` resolves with ITS answer, from a statement that
 * started after it was asked. `readKeys` answers one value per key, in their order.
 */
export class GroupedReads<K, V> extends Grouped<K, V> {
  constructor(readKeys: (keys: K[]) => Promise<V[]>, options?: { gatherMs?: number; mostRows?: number }) {
    super(readKeys, options);
  }

  read(key: K): Promise<V> {
    return this.call(key);
  }
}

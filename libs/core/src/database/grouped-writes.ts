/**
 * Group commit for rows written one by one on a busy path: each `add` resolves once ITS row is
 * written (rejects with its whole statement's error), and the rows added while the last
 * statement ran are written together in the next one. An idle path writes at once (a batch of
 * one, after `gatherMs`, 0 by default: the same turn of the event loop); a busy one writes one
 * statement per round trip instead of one per row — on this machine each statement is a
 * system call on both sides, and a burst's cost was its round trips (issues 17 and 34).
 * Used by the worker's settled marks, the LINE outcomes and the vaccine lookup audit.
 */
export class GroupedWrites<T> {
  private waiting: Array<{ row: T; done: () => void; failed: (error: Error) => void }> = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly writeRows: (rows: T[]) => Promise<void>,
    private readonly options: { gatherMs?: number; mostRows?: number } = {},
  ) {}

  /** Resolves once the row is written. */
  add(row: T): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ row, done, failed });
      if (!this.writing) this.writing = this.drain();
    });
  }

  /** Waits for the writes under way (shutdown). */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Until nothing waits: gather, take what waits (at most `mostRows`), write it in one statement. */
  private async drain(): Promise<void> {
    const { gatherMs = 0, mostRows = 1000 } = this.options;
    try {
      while (this.waiting.length > 0) {
        await new Promise<void>((resolve) => (gatherMs > 0 ? setTimeout(resolve, gatherMs) : setImmediate(resolve)));
        const batch = this.waiting.splice(0, mostRows);
        try {
          await this.writeRows(batch.map((w) => w.row));
          batch.forEach((w) => w.done());
        } catch (error) {
          batch.forEach((w) => w.failed(error as Error));
        }
      }
    } finally {
      this.writing = null;
    }
  }
}

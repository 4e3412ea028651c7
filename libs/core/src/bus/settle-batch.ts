import type { DataSource } from 'typeorm';
import { GroupedWrites } from '../database/grouped-statements.js';

/**
 * Issue 17 item 2 (10,000 LINE pushes drained): the worker marks finished jobs' outbox rows
 * settled with one `UPDATE … WHERE id = ANY($1)` for every job that finished while the last
 * one ran, instead of one UPDATE per job. A job's processor still waits for its own row's
 * UPDATE (so "settled" keeps meaning what it meant: done before BullMQ calls it completed);
 * an idle worker writes at once (a batch of one), a busy one writes a batch per round trip.
 */
export class SettleBatch {
  private readonly marks: GroupedWrites<string>;

  constructor(private readonly dataSource: DataSource) {
    this.marks = new GroupedWrites(async (ids) => {
      await this.dataSource.query(`UPDATE outbox SET settled_at = now() WHERE id = ANY($1::bigint[]) AND settled_at IS NULL`, [ids]);
    }, { mostRows: Number.POSITIVE_INFINITY });
  }

  /** Resolves once the row is marked settled (rejects if that UPDATE failed). */
  settle(outboxId: string): Promise<void> {
    return this.marks.add(outboxId);
  }

  /** Issue 17 item 2: which of these rows are settled already (a retried envelope skips them). */
  async settledOf(outboxIds: readonly string[]): Promise<Set<string>> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id::text AS id FROM outbox WHERE id = ANY($1::bigint[]) AND settled_at IS NOT NULL`,
      [outboxIds],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Waits for the writes under way (shutdown). */
  flushed(): Promise<void> {
    return this.marks.flushed();
  }
}

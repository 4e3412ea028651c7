import type { DataSource } from 'typeorm';
import { GroupedWrites } from '@hospital/core';
import { LINE_MESSAGE_COLUMNS, lineMessageValues, type LineDelivery } from './line-deliveries.js';

/** Rows one INSERT takes at most (a drain's burst is split, each statement stays small). */
const MOST_ROWS = 1000;
/** A burst's rows are collected this long before they are written (one commit for many pushes). */
export const LINE_DELIVERY_GATHER_MS = 10;

/**
 * Issue 31 item 5 on the push path (10,000 pushes drained, issue 17 item 2): each push's outcome
 * is written together with the outcomes of the pushes finishing within LINE_DELIVERY_GATHER_MS of
 * it, and of those that finished while the last INSERT ran, in one
 * `INSERT … SELECT FROM unnest(…)` (as LineRecipients batches its reads), instead of one
 * statement — one commit — per push. `record` resolves once its row is committed (the job is
 * settled only after that), and fails with its whole statement (the job then runs again: a push
 * LINE took answers 409 and is recorded as sent then — at least once, never lost).
 */
export class LineDeliveryBatch {
  private readonly rows: GroupedWrites<LineDelivery>;

  constructor(dataSource: DataSource) {
    this.rows = new GroupedWrites(
      async (deliveries) => {
        const rows = deliveries.map(lineMessageValues);
        await dataSource.query(
          `INSERT INTO line_messages (${LINE_MESSAGE_COLUMNS})
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
          [0, 1, 2, 3, 4, 5].map((column) => rows.map((row) => row[column])),
        );
      },
      { gatherMs: LINE_DELIVERY_GATHER_MS, mostRows: MOST_ROWS },
    );
  }

  record(delivery: LineDelivery): Promise<void> {
    return this.rows.add(delivery);
  }
}

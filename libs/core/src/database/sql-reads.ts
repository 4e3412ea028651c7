import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { ANSWER_TYPES } from './iso-timestamps.js';

/**
 * A plain read on TypeORM's own pg pool, for the hot reads that need no entity and no
 * transaction (a board, a list of sign-ins). `dataSource.query` builds, connects, broadcasts
 * and releases a QueryRunner per call; this asks the pool directly (`npm run bench`, read
 * figure). The rows are exactly what `dataSource.query` answers: the same pool, the same
 * pg type parsers. Writes and anything inside a transaction stay with TypeORM.
 */
@Injectable()
export class SqlReads {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async rows<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool().query(text, values as unknown[])).rows as T[];
  }

  /**
   * The rows as an answer carries them (issue 17 item 3): timestamptz columns as ISO-8601 text,
   * exactly `date.toISOString()` of what `rows` gives (iso-timestamps.ts), every other column
   * as `rows` gives it. For reads whose rows go straight into a JSON answer.
   */
  async answerRows<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool().query({ text, values: values as unknown[], types: ANSWER_TYPES })).rows as T[];
  }

  private pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

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
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query(text, values as unknown[])).rows as T[];
  }
}

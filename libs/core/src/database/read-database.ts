import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { GuardedPgClient } from './guarded-pg-client.js';
import { ANSWER_TYPES } from './iso-timestamps.js';
import { SqlReads } from './sql-reads.js';

/** The longest a read waits for a connection to the replica before it goes to the primary. */
export const REPLICA_CONNECT_TIMEOUT_MS = 2000;
/** After the replica failed to answer, reads go straight to the primary this long, then try it again. */
export const REPLICA_RETRY_AFTER_MS = 5000;
/** The longest a fresh read waits for the replica to replay the primary's WAL before it reads the primary. */
export const FRESH_WAIT_MS = 500;

export interface ReadOptions {
  /**
   * Read the replica only once it has replayed everything the primary had committed when the
   * read began (its WAL flush position), else the primary: the read sees every change whose
   * event or answer the caller could have had (a board refetching after a realtime event, a
   * nurse searching for the patient she just registered). Without it, the replica as it is
   * (reports: a few hundred milliseconds of lag change no figure anyone acts on).
   */
  fresh?: boolean;
}

/** Where the reads went since the start (tests, metrics). */
export interface ReadCounts {
  replica: number;
  primary: number;
  /** Reads that tried the replica and went to the primary after all (down, failing, or behind). */
  fellBack: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 29 item 6: the heavy reads (reports, patient search, the boards' lists) on a streaming
 * replica when DATABASE_READ_URL is set, on the primary (SqlReads, TypeORM's own pool)
 * otherwise. Same interface as SqlReads, same rows (pg's default type parsers on both pools).
 *
 * Reads only, never in a transaction, and never a read that must see the caller's own write
 * (a patient's page after saving stays on the primary, through DataSource or SqlReads).
 * The replica is a convenience, not a dependency: any read it fails (down, not yet accepting
 * connections, a query cancelled by a conflict with recovery, a table a migration has not
 * brought yet) is answered by the primary, and a replica that cannot be reached is left alone
 * for REPLICA_RETRY_AFTER_MS, one log line when it goes and one when it is back.
 */
@Injectable()
export class ReadDatabase implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private readonly pool: pg.Pool | null;
  private skipUntil = 0;
  private downSince: number | null = null;
  readonly counts: ReadCounts = { replica: 0, primary: 0, fellBack: 0 };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SqlReads) private readonly primary: SqlReads,
  ) {
    this.pool = config.databaseReadUrl
      ? new pg.Pool({
          connectionString: config.databaseReadUrl,
          max: config.databasePoolMax,
          connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
          // Issue 36: every pooled client listens for 'error' from birth.
          Client: GuardedPgClient as unknown as typeof pg.Client,
        })
      : null;
    this.pool?.on('error', (error) => this.logger.warn(`A replica connection broke: ${error.message}`));
  }

  /** True when DATABASE_READ_URL names a replica. */
  get hasReplica(): boolean {
    return this.pool !== null;
  }

  /** The replica answers (null: there is none). Readiness does not depend on it (docs/decisions.md). */
  async health(): Promise<'up' | 'down' | null> {
    if (!this.pool) return null;
    try {
      await this.pool.query('SELECT 1');
      this.back();
      return 'up';
    } catch {
      return 'down';
    }
  }

  async rows<T>(text: string, values: readonly unknown[] = [], options: ReadOptions = {}): Promise<T[]> {
    return this.read<T>({ text, values: values as unknown[] }, options, () => this.primary.rows<T>(text, values));
  }

  /** As SqlReads.answerRows: timestamptz columns as ISO-8601 text. */
  async answerRows<T>(text: string, values: readonly unknown[] = [], options: ReadOptions = {}): Promise<T[]> {
    return this.read<T>({ text, values: values as unknown[], types: ANSWER_TYPES }, options, () => this.primary.answerRows<T>(text, values));
  }

  private async read<T>(query: pg.QueryConfig, options: ReadOptions, onPrimary: () => Promise<T[]>): Promise<T[]> {
    if (!this.pool || Date.now() < this.skipUntil) return this.onPrimary(onPrimary, false);
    let target: string | null = null;
    if (options.fresh) {
      try {
        target = await this.primaryPosition();
      } catch (error) {
        // The primary is away: the replica as it is (nothing newer can have been written). It
        // cannot say its position for another reason: the read stays fresh on the primary.
        if (!isDatabaseUnavailable(error)) {
          this.logger.warn(`The primary's WAL position is not readable (${(error as Error).message}): fresh reads stay on the primary`);
          return this.onPrimary(onPrimary, true);
        }
      }
    }
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.failed(error);
      return this.onPrimary(onPrimary, true);
    }
    try {
      if (target && !(await this.caughtUp(client, target))) {
        client.release();
        return this.onPrimary(onPrimary, true);
      }
      const rows = (await client.query(query)).rows as T[];
      client.release();
      this.counts.replica += 1;
      this.back();
      return rows;
    } catch (error) {
      client.release(error as Error);
      this.failed(error);
      return this.onPrimary(onPrimary, true);
    }
  }

  private async onPrimary<T>(read: () => Promise<T[]>, fellBack: boolean): Promise<T[]> {
    this.counts.primary += 1;
    if (fellBack) this.counts.fellBack += 1;
    return read();
  }

  /** The primary's WAL flush position now (every commit acknowledged so far is at or before it). */
  private async primaryPosition(): Promise<string> {
    const [{ lsn }] = await this.primary.rows<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn');
    return lsn;
  }

  /** Waits (at most FRESH_WAIT_MS) until the replica has replayed `lsn`; false if it has not, or is no standby. */
  private async caughtUp(client: pg.PoolClient, lsn: string): Promise<boolean> {
    const deadline = Date.now() + FRESH_WAIT_MS;
    for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
      const [{ replayed }] = (await client.query<{ replayed: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS replayed', [lsn])).rows;
      if (replayed) return true;
      if (Date.now() + wait > deadline) return false;
      await sleep(wait);
    }
  }

  private failed(error: unknown): void {
    const message = (error as Error)?.message ?? String(error);
    if (!isDatabaseUnavailable(error)) {
      this.logger.warn(`The replica could not answer a read (${message}): read on the primary`);
      return;
    }
    this.skipUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.logger.warn(`The read replica is unreachable (${message}): its reads go to the primary meanwhile`);
  }

  private back(): void {
    if (this.downSince === null) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = null;
    this.logger.log(`The read replica answers again after ${seconds} s`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
  }
}

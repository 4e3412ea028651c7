import { Logger } from '@nestjs/common';
import pg from 'pg';

const logger = new Logger('Database');

/**
 * Issue 36: a pg Client that is never without an 'error' listener, from the moment it exists.
 *
 * pg emits 'error' on a client whose connection breaks (PostgreSQL restarted, a backend
 * terminated, a failover); with no listener Node throws it and the process ends. pg-pool
 * listens while a client is idle and stops listening the moment it hands the client out;
 * whoever took it listens only from a later tick (TypeORM's QueryRunner attaches its listener
 * in a promise callback). When the server's 'terminating connection' (57P01) arrives in the
 * same read as the ReadyForQuery that completed a new connection, it is emitted inside that
 * gap, with nobody listening: the api process died (npm run chaos, scenario 3).
 *
 * This listener only records: the client is no longer queryable after the error, so its
 * holder's next query fails (a request answers 503 in Thai, a job retries) and pg-pool
 * discards it when it comes back. Every other listener (the pool's, TypeORM's, the relay's)
 * still runs as before.
 */
export class GuardedPgClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error) => logger.warn(`A database connection broke: ${error.message}`));
  }
}

/** A stand-alone client (a LISTEN connection, a tool's own) that is guarded the same way. */
export function guardedClient(connectionString: string, options: Omit<pg.ClientConfig, 'connectionString'> = {}): pg.Client {
  return new GuardedPgClient({ connectionString, ...options });
}

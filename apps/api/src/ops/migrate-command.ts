import { createDataSource, migrate } from '@hospital/core';
import { SCHEMA } from '@hospital/domains';

/** What `npm run migrate[:revert|:show]` prints to. */
export interface Out {
  log(line: string): void;
  error(line: string): void;
}

const ACTIONS = ['run', 'revert', 'show'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * Issue 29 item 6: migrations as a step of their own (a deployment's migration Job, before the
 * new api starts with MIGRATE_ON_START=0). `run` applies the pending ones under the same
 * advisory lock as the api's start (one runner at a time), `revert` undoes the last one,
 * `show` lists the pending ones and answers 1 when there are any (a deploy gate). Answers the
 * exit code.
 */
export async function runMigrateCommand(args: string[], env: NodeJS.ProcessEnv, out: Out): Promise<number> {
  const action = (args[0] ?? 'run') as Action;
  if (!ACTIONS.includes(action)) {
    out.error(`Unknown action '${args[0]}': use run, revert or show.`);
    return 2;
  }
  if (!env.DATABASE_URL) {
    out.error('DATABASE_URL is required (postgres://user:password@host:5432/database).');
    return 2;
  }
  const dataSource = createDataSource(env.DATABASE_URL, SCHEMA, 2);
  await dataSource.initialize();
  try {
    if (action === 'run') {
      const before = await pendingNames(dataSource);
      await migrate(dataSource);
      out.log(before.length ? `Applied ${before.length} migration(s): ${before.join(', ')}` : 'No pending migrations: the schema is up to date.');
      return 0;
    }
    if (action === 'revert') {
      await dataSource.undoLastMigration({ transaction: 'each' });
      out.log('Reverted the last migration.');
      return 0;
    }
    const pending = await pendingNames(dataSource);
    out.log(pending.length ? `Pending: ${pending.join(', ')}` : 'No pending migrations.');
    return pending.length ? 1 : 0;
  } finally {
    await dataSource.destroy();
  }
}

async function pendingNames(dataSource: ReturnType<typeof createDataSource>): Promise<string[]> {
  const applied = new Set<string>();
  const exists = (await dataSource.query(`SELECT to_regclass('schema_migrations') IS NOT NULL AS ok`)) as Array<{ ok: boolean }>;
  if (exists[0]?.ok) for (const row of (await dataSource.query('SELECT name FROM schema_migrations')) as Array<{ name: string }>) applied.add(row.name);
  return dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !applied.has(name));
}

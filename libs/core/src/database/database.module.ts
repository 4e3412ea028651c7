import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GuardedPgClient } from './guarded-pg-client.js';
import { ReadDatabase } from './read-database.js';
import { SqlReads } from './sql-reads.js';

export interface SchemaParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/** Any advisory-lock number will do, as long as every instance uses the same one. */
const MIGRATION_LOCK = 7_355_001;

/**
 * Issue 17 item 1: connections in one process's pool unless DATABASE_POOL_MAX says otherwise
 * (AppConfig). Measured on this 2-core machine with the read figure (20 concurrent requests):
 * 5 connections served about half of 10 or 20; on a lightly loaded machine 20 beat 10 (read
 * figure 0.76–0.80× against 0.59–0.73×, alternating runs), on a saturated one they were equal.
 * The slot race does not depend on it (a taken slot costs at most one read, SlotFlights).
 */
export const DEFAULT_DATABASE_POOL_MAX = 20;

export function createDataSource(url: string, parts: SchemaParts, poolMax = DEFAULT_DATABASE_POOL_MAX): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: parts.entities,
    migrations: parts.migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Issue 36: every pooled client listens for 'error' from birth (guarded-pg-client.ts).
    extra: { max: poolMax, Client: GuardedPgClient },
  });
}

/** Runs pending migrations once, even when several instances start together. */
export async function migrate(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** The TypeORM data source; the schema changes only through migrations. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(parts: SchemaParts, options: { migrate: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig) => {
            const dataSource = createDataSource(config.databaseUrl, parts, config.databasePoolMax);
            await dataSource.initialize();
            if (options.migrate && config.migrateOnStart) {
              await migrate(dataSource);
              new Logger('Database').log('Migrations are up to date');
            }
            return dataSource;
          },
        },
        DataSourceCloser,
        SqlReads,
        ReadDatabase, // issue 29 item 6: the heavy reads on DATABASE_READ_URL's replica
      ],
      exports: [DataSource, SqlReads, ReadDatabase],
    };
  }
}

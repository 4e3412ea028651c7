// Issue 29 item 6: `npm run migrate`, `migrate:show` and `migrate:revert` run the migrations as a
// step of their own (a deployment's migration Job), on a fresh database of this test's own.
import pg from 'pg';
import { runMigrateCommand } from '../src/ops/migrate-command.js';
import { createTestDatabase } from '../../../test/test-env.js';

describe('migrate-command', () => {
  let url: string;
  beforeAll(async () => {
    url = await createTestDatabase({ empty: true });
  });

  async function run(...args: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runMigrateCommand(args, { DATABASE_URL: url }, { log: (l) => lines.push(l), error: (l) => lines.push(`error: ${l}`) });
    return { code, lines };
  }

  async function applied(): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0].n;
    } finally {
      await client.end();
    }
  }

  it('shows what is pending, applies it once, reverts the last one and applies it again', async () => {
    const fresh = await run('show');
    expect(fresh.code).toBe(1); // a deploy gate: something is pending
    expect(fresh.lines[0]).toMatch(/^Pending: \w+/);
    const count = fresh.lines[0].split(', ').length;

    expect(await run('run')).toEqual({ code: 0, lines: [expect.stringMatching(new RegExp(`^Applied ${count} migration\\(s\\)`))] });
    expect(await applied()).toBe(count);
    expect(await run('show')).toEqual({ code: 0, lines: ['No pending migrations.'] });
    expect(await run('run')).toEqual({ code: 0, lines: ['No pending migrations: the schema is up to date.'] });

    expect(await run('revert')).toEqual({ code: 0, lines: ['Reverted the last migration.'] });
    expect(await applied()).toBe(count - 1);
    const oneBack = await run('show');
    expect(oneBack.code).toBe(1);
    expect(oneBack.lines[0].split(', ')).toHaveLength(1);
    expect((await run('run')).code).toBe(0);
    expect(await applied()).toBe(count);
  }, 120_000);

  it('says what it needs and what it can do', async () => {
    expect(await runMigrateCommand(['sideways'], { DATABASE_URL: url }, { log: () => undefined, error: () => undefined })).toBe(2);
    const lines: string[] = [];
    expect(await runMigrateCommand(['run'], {}, { log: (l) => lines.push(l), error: (l) => lines.push(l) })).toBe(2);
    expect(lines).toEqual(['DATABASE_URL is required (postgres://user:password@host:5432/database).']);
  });
});

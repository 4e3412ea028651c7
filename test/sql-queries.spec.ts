// Issue 30 item 1: each domain's SQL is written out to a reviewed file, libs/<lib>/queries.sql
// (apps/<app>/queries.sql), by `npm run sql:write` (scripts/sql-queries.ts), and this test fails
// when one is stale, so a change to a query shows up in review as a change to that file.
// No database: it reads the sources.
import { normaliseSql, parse, queryFiles, readsAsSql, sqlPiecesOf, staleQueryFiles } from '../scripts/sql-queries.js';

const REGENERATE = "run `npm run sql:write` and review the diff (git diff -- '*/queries.sql') with the code's";

describe('SQL written out per domain (npm run sql:write)', () => {
  it('every queries.sql is what `npm run sql:write` writes now', () => {
    const problems = staleQueryFiles().map(({ file, problem }) =>
      problem === 'stale'
        ? `${file} is stale (the SQL in the code changed): ${REGENERATE}`
        : problem === 'missing'
          ? `${file} is missing (the domain has SQL now): ${REGENERATE}, and add the file`
          : `${file} is left over (the domain has no SQL any more): ${REGENERATE}, which removes it`,
    );
    expect(problems).toEqual([]);
  });

  it('writes the SQL of the domains that have some, under file and function', () => {
    const files = queryFiles();
    expect([...files.keys()]).toEqual(expect.arrayContaining(['libs/identity/queries.sql', 'libs/telemedicine/queries.sql', 'libs/bookings/queries.sql']));
    expect(files.has('libs/contracts/queries.sql')).toBe(false);
    expect(files.get('libs/calendar/queries.sql')).toMatch(/^-- src\/calendar\.service\.ts: CalendarService\.removeSlot\nDELETE FROM slot_times /m);
  });

  it('finds statements, fragments and query builders, names where they are, and leaves prose alone (unit cases)', () => {
    const pieces = (text: string) => sqlPiecesOf(parse('x.ts', text)).map((p) => `${p.where} ${p.kind}: ${p.text}`);
    expect(
      pieces(`
      const SELECT_X = \`SELECT x.id, x.name
                          FROM things x\`;
      export class Things {
        constructor(private readonly m: any) {}
        async one(id: string) {
          const where = 'x.id = $1 AND x.gone IS NULL';
          this.logger.warn(\`LISTEN connection lost (\${id})\`);
          const rows: Row[] = await this.m.query(\`\${SELECT_X}
              WHERE   \${where}\`, [id]);
          await this.m.query('BEGIN');
          return this.m.query('UPDATE things SET seen = now() ' + 'WHERE id = ' + id);
        }
        list = async () => this.m.createQueryBuilder(Thing, 't')
          .where('t.id = :id', { id: 1 })
          .getMany();
      }
      function method() { return ['GET', 'DELETE'].includes(m) ? 'Select a date' : 'the patient was removed from users'; }`),
    ).toEqual([
      'SELECT_X sql: SELECT x.id, x.name\nFROM things x',
      'Things.one sql: x.id = $1 AND x.gone IS NULL',
      'Things.one sql: ${SELECT_X}\nWHERE ${where}',
      'Things.one sql: BEGIN',
      'Things.one sql: UPDATE things SET seen = now() WHERE id = ${id}',
      "Things.list query-builder: this.m.createQueryBuilder(Thing, 't').where('t.id = :id', { id: 1 }).getMany()",
    ]);
  });

  it('normalises whitespace, so re-indenting code changes nothing (unit cases)', () => {
    const a = normaliseSql(`SELECT a,   b\n      FROM t\n        WHERE s = 'two  spaces'\n\n`);
    const b = normaliseSql(`SELECT a, b\n  FROM t\n    WHERE s = 'two  spaces'   `);
    expect(a).toBe(`SELECT a, b\nFROM t\n  WHERE s = 'two  spaces'`);
    expect(b).toBe(a);
    expect(normaliseSql(`\n    SELECT 1\n    FROM t\n  `)).toBe('SELECT 1\nFROM t');
    expect(readsAsSql('DELETE')).toBe(false); // an HTTP method
    expect(readsAsSql('COMMIT', true)).toBe(true);
  });
});

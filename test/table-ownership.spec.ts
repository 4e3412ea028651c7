// Issue 30 item 1, "Each table has one owner domain": the domain (libs/<name>) whose migration
// creates a table owns it; another domain reads and writes it only through the owner's query
// interface (the names test/import-graph.spec.ts lets it import), never by naming the table in
// its own SQL. This test needs no database: it reads the sources.
//
// What it holds:
//  1. Every table (and view) is created by the migrations of exactly one library
//     (libs/<lib>/src/**/migrations/*.ts, the `up` method; `ALTER TABLE a RENAME TO b` in a
//     migration of domain D makes D the owner of b and forgets a, as a table is handed to its
//     real owner (files' migration renames telemedicine's tele_files to stored_files); DROP TABLE
//     forgets it), and no other source file creates one.
//  2. Cross-domain use is a ratchet. A file of libs/<lib>/src or apps/<app>/src (not a spec, not a
//     migration; demo seeders included) that names a table another library owns is a violation
//     `{ domain, file, table, owner }`. Today's violations are recorded in
//     test/fixtures/table-ownership-debt.json under "tables", grouped as
//     "<domain> reads|writes <owner>.<table>": [files]. A violation not in the debt fails; a debt
//     entry that no longer happens fails too (remove it), so the debt only shrinks.
//  3. No `.query()` result is untyped (issue 30 item 1): a hard rule, no debt. (It was a ratchet
//     in the debt file until the last 15 were typed.)
//
// How a file's SQL is found (TypeScript's own parser, so comments are never read as SQL; the sources and
// their literals come from scripts/sql-queries.ts, which `npm run sql:write` runs too):
//  - every string and template literal of the file (a template's `${...}` becomes a placeholder;
//    SQL constants interpolated into a query are literals of their own and are read too);
//  - in it, after SQL comments and quoted strings are removed, the name after FROM, JOIN, USING
//    (and each item of a comma list after FROM), INTO, UPDATE, DELETE FROM, TRUNCATE, TABLE and
//    REFERENCES. Keywords are matched in UPPER CASE, as this codebase writes its SQL, so an English
//    message ("removed from users") is not SQL. Skipped: CTE names (`WITH x AS (`), subqueries
//    and functions (`FROM unnest(...)`, `JOIN LATERAL jsonb_to_recordset(...)`), pg_* and
//    information_schema, `IS DISTINCT FROM`, `FOR UPDATE`, `DO UPDATE SET`. Only names of tables
//    a migration creates count; other names are listed by the "names no migration creates" test.
//  - TypeORM: an `@Entity('t')` class declared in a domain counts as that domain using t, and a
//    TypeORM call given such a class (`getRepository(User)`, `m.update(User, ...)`,
//    `createQueryBuilder(User, 'u')`, `.into(User)`, a query builder's `.from('t')`...) counts as the caller using t.
//  - writes are INSERT INTO / UPDATE / DELETE FROM / TRUNCATE / DDL, and insert/update/save/
//    delete/upsert/remove/increment/decrement on an entity; everything else is a read.
//
// Untyped `.query()` results (heuristic, kept simple): a call `<x>.query(...)` (not `this.query`,
// a method of one's own) counts as untyped unless
//  - it has a type argument: `pool.query<Row>(...)`;
//  - its result, through `await`, parentheses, `.rows`, `.catch(...)` and `Promise.all([...])`,
//    is cast (`as T`, `<T>`, `satisfies T`), is the initializer of a variable with a type
//    annotation (`const rows: Row[] = ...`, `const [row]: Row[] = ...`), or is returned from a
//    function with a declared return type;
//  - its result is not used (an expression statement, `void`, `.then(() => ...)`).
//
// After fixing a violation, regenerate the debt and review the diff:
//   UPDATE_TABLE_OWNERSHIP_DEBT=1 node_modules/.bin/node --experimental-vm-modules \
//     node_modules/jest/bin/jest.js --ci --testPathPatterns 'test/table-ownership'
// The debt file is written sorted, so the diff shows exactly what was paid off. Never use this to
// record a new violation: read the table through its owner's query interface instead.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isMigration, literalsUnder as literalsWith, parse, rel, ROOT, sources } from '../scripts/sql-queries.js';

const DEBT_FILE = path.join(ROOT, 'test', 'fixtures', 'table-ownership-debt.json');
const UPDATE = process.env.UPDATE_TABLE_OWNERSHIP_DEBT === '1';

/** Tables the SQL may name though no migration creates them, and why. */
const NOT_FROM_MIGRATIONS: Record<string, string> = {
  schema_migrations: "TypeORM's own record of applied migrations (migrationsTableName in libs/core database.module); apps/api migrate-command reads it",
};

// ---------------------------------------------------------------------------------------------
// Reading SQL

export interface TableUse {
  table: string;
  write: boolean;
}

/** The stand-in for a template literal's `${...}`: never a table name. */
const PLACEHOLDER = '__interpolated__';
/** Keywords after which a table name comes. */
const TABLE_KEYWORDS = /\b(FROM|JOIN|USING|INTO|UPDATE|TRUNCATE|TABLE|REFERENCES)\b/g;
/** After these a function may stand where a table does (`FROM unnest(...)`), and a comma list may follow. */
const FROM_LIKE = new Set(['FROM', 'JOIN', 'USING']);
/** Words that are never a table name where one is expected (`FOR UPDATE SKIP LOCKED`, `TRUNCATE TABLE`...). */
const NOT_NAMES = new Set(['SELECT', 'SET', 'VALUES', 'DEFAULT', 'TABLE', 'ONLY', 'LATERAL', 'SKIP', 'OF', 'NOWAIT', 'LOCKED', 'WHERE', 'ON', 'AS', 'WITH', 'ORDINALITY', 'NOT', 'EXISTS', 'IF', 'CASCADE', 'RESTRICT', 'ROWS', 'CURRENT_DATE', 'CURRENT_TIMESTAMP', 'LOCAL', 'SESSION', 'NATURAL', 'LEFT', 'RIGHT', 'INNER', 'OUTER', 'FULL', 'CROSS', 'JOIN', 'GROUP', 'ORDER', 'LIMIT', 'OFFSET', 'RETURNING', 'UNION', 'EXCEPT', 'INTERSECT', 'WINDOW', 'HAVING']);
const NAME = String.raw`("?)([A-Za-z_][\w$]*)\1(?:\s*\.\s*("?)([A-Za-z_][\w$]*)\3)?`;

/** SQL without its comments and quoted strings (a table-like word in either is not a table). */
function withoutCommentsAndStrings(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, (m) => (m.startsWith("'") ? "''" : ' '));
}

/** The index just after the parenthesis that closes the one at `open`. */
function afterParens(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

function normalName(schema: string | undefined, name: string): string {
  const table = name.toLowerCase();
  if (!schema || schema.toLowerCase() === 'public') return table;
  return `${schema.toLowerCase()}.${table}`;
}

/** The tables one piece of SQL names, in order, with whether the statement writes them. */
export function tablesInSql(text: string): TableUse[] {
  const sql = withoutCommentsAndStrings(text);
  const ctes = new Set(
    [...sql.matchAll(/(?:\bWITH\s+(?:RECURSIVE\s+)?|,\s*)([A-Za-z_]\w*)\s*(?:\([^()]*\)\s*)?AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/g)].map((m) => m[1].toLowerCase()),
  );
  const found: TableUse[] = [];
  for (const m of sql.matchAll(TABLE_KEYWORDS)) {
    const keyword = m[1];
    const before = /(\w+)\s*$/.exec(sql.slice(0, m.index))?.[1] ?? '';
    if (keyword === 'FROM' && before === 'DISTINCT') continue; // IS [NOT] DISTINCT FROM x
    if (keyword === 'FROM' && /\b(?:extract|substring|trim|overlay|position)\s*\([^()]*$/i.test(sql.slice(0, m.index))) continue; // extract(epoch FROM t.at)
    if (keyword === 'UPDATE' && ['FOR', 'DO', 'ON', 'KEY'].includes(before)) continue; // FOR [NO KEY] UPDATE, ON CONFLICT DO UPDATE, ON UPDATE CASCADE
    if (keyword === 'TABLE' && before === 'RETURNS') continue;
    const write = ['INTO', 'UPDATE', 'TRUNCATE', 'TABLE'].includes(keyword) || (keyword === 'FROM' && before === 'DELETE');
    let at = m.index + keyword.length;
    for (;;) {
      const lead = /^\s*(?:(?:ONLY|LATERAL)\s+|IF\s+(?:NOT\s+)?EXISTS\s+)*/.exec(sql.slice(at))!;
      at += lead[0].length;
      let next = at;
      if (sql[at] === '(') {
        if (!FROM_LIKE.has(keyword)) break;
        next = afterParens(sql, at); // a subquery: its own FROM is read on its own
      } else {
        const name = new RegExp(`^${NAME}`).exec(sql.slice(at));
        if (!name || NOT_NAMES.has(name[2]) || /^\d/.test(name[2])) break;
        next = at + name[0].length;
        const call = /^\s*\(/.exec(sql.slice(next));
        if (call && FROM_LIKE.has(keyword)) {
          next = afterParens(sql, next + call[0].length - 1); // a function: unnest(...), generate_series(...)
        } else {
          const table = name[4] ? normalName(name[2], name[4]) : normalName(undefined, name[2]);
          const ignored = table.includes(PLACEHOLDER.toLowerCase()) || /^pg_|^pg_catalog\.|^information_schema\./.test(table) || (!name[4] && ctes.has(table));
          if (!ignored) found.push({ table, write });
        }
      }
      if (keyword !== 'FROM' && keyword !== 'USING') break;
      // A FROM list: `[AS] alias [(columns)] [WITH ORDINALITY]`, then a comma and the next item.
      const alias = /^\s*(?:WITH\s+ORDINALITY\s*)?(?:AS\s+)?(?:([A-Za-z_]\w*)\s*)?/.exec(sql.slice(next))!;
      if (alias[1] && NOT_NAMES.has(alias[1])) break;
      next += alias[0].length;
      if (alias[1] && sql[next] === '(') next = afterParens(sql, next);
      const comma = /^\s*,/.exec(sql.slice(next));
      if (!comma) break;
      at = next + comma[0].length;
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Reading TypeScript

/** The text of each string and template literal under a node (a template's `${...}` as PLACEHOLDER); scripts/sql-queries.ts reads them. */
const literalsUnder = (node: ts.Node): string[] => literalsWith(node, () => ` ${PLACEHOLDER} `);

/** The entity classes a file declares: `@Entity('t') class X` / `@Entity({ name: 't' })`. */
function entitiesOf(sf: ts.SourceFile): Array<{ className: string; table: string }> {
  const out: Array<{ className: string; table: string }> = [];
  const visit = (n: ts.Node): void => {
    if (ts.isClassDeclaration(n) && n.name) {
      for (const d of ts.getDecorators(n) ?? []) {
        if (!ts.isCallExpression(d.expression) || d.expression.expression.getText(sf) !== 'Entity') continue;
        const arg = d.expression.arguments[0];
        let table: string | undefined;
        if (arg && ts.isStringLiteralLike(arg)) table = arg.text;
        if (arg && ts.isObjectLiteralExpression(arg)) {
          const nameProp = arg.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'name') as ts.PropertyAssignment | undefined;
          const schemaProp = arg.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'schema') as ts.PropertyAssignment | undefined;
          if (nameProp && ts.isStringLiteralLike(nameProp.initializer)) table = nameProp.initializer.text;
          if (table && schemaProp && ts.isStringLiteralLike(schemaProp.initializer)) table = `${schemaProp.initializer.text}.${table}`;
        }
        // TypeORM's default name: the class name in snake case.
        table ??= n.name.text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
        out.push({ className: n.name.text, table: normalName(undefined, table) });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

const TYPEORM_WRITES = new Set(['insert', 'update', 'save', 'delete', 'upsert', 'remove', 'softDelete', 'softRemove', 'restore', 'increment', 'decrement', 'into']);
const TYPEORM_READS = new Set(['getRepository', 'createQueryBuilder', 'find', 'findOne', 'findOneBy', 'findBy', 'findOneOrFail', 'findOneByOrFail', 'findAndCount', 'findAndCountBy', 'count', 'countBy', 'exists', 'existsBy', 'sum', 'average', 'minimum', 'maximum', 'create', 'merge', 'preload', 'from', 'InjectRepository', 'ManyToOne', 'OneToOne', 'OneToMany', 'ManyToMany']);

/** Tables a file reaches through TypeORM: calls given an entity class (or a known table's name to `.from`/`.into`). */
export function typeormUsesOf(sf: ts.SourceFile, entityTables: ReadonlyMap<string, string>, knownTables: ReadonlySet<string>): TableUse[] {
  const out: TableUse[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      if (TYPEORM_WRITES.has(method) || TYPEORM_READS.has(method)) {
        const first = n.arguments[0];
        const target = first && ts.isArrowFunction(first) && ts.isIdentifier(first.body) ? first.body : first; // @ManyToOne(() => User)
        let table: string | undefined;
        if (target && ts.isIdentifier(target)) table = entityTables.get(target.text);
        // `.from('t')` / `.into('t')` of a query builder: a call chain (`.delete().from('t')`) or a builder variable (qb, builder, query)
        const receiver = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
        const builder = receiver && (ts.isCallExpression(receiver) || /qb|builder|query/i.test(receiver.getText(sf).split('.').pop() ?? ''));
        if (target && ts.isStringLiteralLike(target) && builder && (method === 'from' || method === 'into') && knownTables.has(target.text.toLowerCase())) table = target.text.toLowerCase();
        if (table) out.push({ table, write: TYPEORM_WRITES.has(method) });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Whether a node is a `.query(...)` call on something other than `this`. */
function isQueryCall(n: ts.Node): n is ts.CallExpression {
  return ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'query' && n.expression.expression.kind !== ts.SyntaxKind.ThisKeyword;
}

/** Whether the result of one `.query(...)` call is used without a type (see the heuristic at the top). */
export function isUntypedQuery(call: ts.CallExpression): boolean {
  if (call.typeArguments?.length) return false;
  let node: ts.Node = call;
  for (;;) {
    const parent: ts.Node = node.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isAwaitExpression(parent) || ts.isNonNullExpression(parent)) {
      node = parent;
      continue;
    }
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
      const call2 = parent.parent;
      if (parent.name.text === 'rows') {
        node = parent;
        continue;
      }
      if (ts.isCallExpression(call2) && call2.expression === parent && parent.name.text === 'catch') {
        node = call2;
        continue;
      }
      if (ts.isCallExpression(call2) && call2.expression === parent && parent.name.text === 'then') {
        const cb = call2.arguments[0];
        return !(cb && (ts.isArrowFunction(cb) || ts.isFunctionExpression(cb)) && cb.parameters.length === 0);
      }
      return true;
    }
    if (ts.isArrayLiteralExpression(parent) && ts.isCallExpression(parent.parent) && parent.parent.expression.getText() === 'Promise.all') {
      node = parent.parent;
      continue;
    }
    if (ts.isAsExpression(parent) || ts.isTypeAssertionExpression(parent) || ts.isSatisfiesExpression(parent)) return false;
    if (ts.isVariableDeclaration(parent)) return parent.type === undefined;
    if (ts.isExpressionStatement(parent) || ts.isVoidExpression(parent)) return false;
    if (ts.isReturnStatement(parent)) {
      let fn: ts.Node | undefined = parent.parent;
      while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
      return !(fn && (fn as ts.SignatureDeclaration).type);
    }
    if (ts.isArrowFunction(parent) && parent.body === node) return parent.type === undefined;
    return true;
  }
}

/** The number of untyped `.query()` results in a source text. */
export function untypedQueriesIn(file: string, text: string): number {
  let n = 0;
  const visit = (node: ts.Node): void => {
    if (isQueryCall(node) && isUntypedQuery(node)) n++;
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return n;
}

// ---------------------------------------------------------------------------------------------
// Migrations: who creates which table

export interface Creation {
  lib: string;
  file: string;
  table: string;
}

/** What the `up` of a migration does to table names: creates, renames (from → to) and drops. */
export function migrationChanges(file: string, text: string): { creates: string[]; renames: Array<[string, string]>; drops: string[] } {
  const sf = parse(file, text);
  const ups: ts.Node[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isMethodDeclaration(n) || ts.isPropertyAssignment(n)) && n.name.getText(sf) === 'up') ups.push(n);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const sql = ups.flatMap(literalsUnder).map(withoutCommentsAndStrings).join(';\n');
  const name = (m: RegExpMatchArray, i: number) => (m[i + 4] ? normalName(m[i + 2], m[i + 4]) : normalName(undefined, m[i + 2]));
  const creates = [...sql.matchAll(new RegExp(String.raw`\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:(?:UNLOGGED|TEMP|TEMPORARY|MATERIALIZED)\s+)?(?:TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?${NAME}`, 'gi'))].map((m) => name(m, 0));
  const renames = [...sql.matchAll(new RegExp(String.raw`\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${NAME}\s+RENAME\s+TO\s+${NAME}`, 'gi'))].map((m): [string, string] => {
    const from = name(m, 0);
    const to = normalName(undefined, m[6]);
    return [from, from.includes('.') ? `${from.split('.')[0]}.${to}` : to];
  });
  const drops = [...sql.matchAll(new RegExp(String.raw`\bDROP\s+(?:TABLE|VIEW|MATERIALIZED\s+VIEW)\s+(?:IF\s+EXISTS\s+)?${NAME}`, 'gi'))].map((m) => name(m, 0));
  return { creates, renames, drops };
}

// ---------------------------------------------------------------------------------------------
// The sources

// scripts/sql-queries.ts lists them (sources(): every .ts of libs/*/src and apps/*/src, specs left out).
const isSeeder = (file: string) => /seed|demo/i.test(rel(file));

/** Who creates each table, and what is wrong with that. */
function ownersOf(all: ReturnType<typeof sources>): { owners: Map<string, string>; problems: string[]; creations: Creation[]; foreignAlters: string[] } {
  const problems: string[] = [];
  const creations: Creation[] = [];
  const owners = new Map<string, string>();
  const migrations = all.filter((s) => isMigration(s.file));
  const stamp = (file: string) => path.basename(file).match(/^(\d+)/)?.[1] ?? '0';
  migrations.sort((a, b) => stamp(a.file).localeCompare(stamp(b.file)) || a.file.localeCompare(b.file));
  for (const m of migrations) {
    if (m.domain.startsWith('apps/')) problems.push(`${m.file}: a migration outside libs/*/src (a table's owner is a domain library)`);
    const changes = migrationChanges(m.file, m.text);
    for (const table of changes.creates) {
      creations.push({ lib: m.domain, file: m.file, table });
      const owner = owners.get(table);
      if (owner && owner !== m.domain) problems.push(`${table} is created by both ${owner} and ${m.domain} (${m.file}): a table has one owner domain`);
      else owners.set(table, m.domain);
    }
    // A rename hands the table to the domain whose migration renames it (the name it had is gone).
    for (const [from, to] of changes.renames) {
      const owner = owners.get(to);
      if (owner && owner !== m.domain) problems.push(`${m.file}: ${m.domain} renames ${from} to ${to}, which ${owner} already owns`);
      owners.delete(from);
      owners.set(to, m.domain);
    }
    for (const table of changes.drops) owners.delete(table);
  }
  // Outside the migrations, no file creates a table.
  for (const s of all.filter((x) => !isMigration(x.file))) {
    for (const sql of literalsUnder(parse(s.file, s.text))) {
      const created = sql.match(/\bCREATE\s+(?:(?:UNLOGGED|TEMP|TEMPORARY)\s+)?TABLE\b/i);
      if (created) problems.push(`${s.file}: creates a table outside the migrations of libs/*/src (${sql.trim().slice(0, 60)}...)`);
    }
  }
  // Information: migrations that alter (or point a foreign key at) a table another domain owns.
  const foreignAlters: string[] = [];
  for (const m of migrations) {
    const sf = parse(m.file, m.text);
    const ups: ts.Node[] = [];
    const visit = (n: ts.Node): void => {
      if ((ts.isMethodDeclaration(n) || ts.isPropertyAssignment(n)) && n.name.getText(sf) === 'up') ups.push(n);
      ts.forEachChild(n, visit);
    };
    visit(sf);
    for (const use of ups.flatMap(literalsUnder).flatMap(tablesInSql)) {
      const owner = owners.get(use.table);
      if (owner && owner !== m.domain) foreignAlters.push(`${m.file}: ${use.write ? 'alters' : 'references'} ${owner}.${use.table}`);
    }
  }
  return { owners, problems, creations, foreignAlters: [...new Set(foreignAlters)].sort() };
}

export interface Violation {
  domain: string;
  file: string;
  table: string;
  owner: string;
  write: boolean;
}

interface State {
  tables: Record<string, string[]>;
}

const keyOf = (v: Violation) => `${v.domain} ${v.write ? 'writes' : 'reads'} ${v.owner}.${v.table}`;

function sortedObject<T>(entries: Array<[string, T]>): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ---------------------------------------------------------------------------------------------
// The state of the tree

const all = sources();
const { owners, problems: ownershipProblems, creations, foreignAlters } = ownersOf(all);
const knownTables = new Set(owners.keys());
const code = all.filter((s) => !isMigration(s.file));

const entityTables = new Map<string, string>();
const entityDeclarations: Array<{ domain: string; file: string; table: string }> = [];
const parsed = code.map((s) => ({ ...s, sf: parse(s.file, s.text) }));
for (const s of parsed) {
  for (const e of entitiesOf(s.sf)) {
    entityTables.set(e.className, e.table);
    entityDeclarations.push({ domain: s.domain, file: s.file, table: e.table });
  }
}

const violations: Violation[] = [];
const unknownNames = new Map<string, Set<string>>();
const useCount = new Map<string, number>();
for (const s of parsed) {
  const uses: TableUse[] = [
    ...literalsUnder(s.sf).flatMap(tablesInSql),
    ...typeormUsesOf(s.sf, entityTables, knownTables),
    ...entityDeclarations.filter((e) => e.file === s.file).map((e) => ({ table: e.table, write: false })),
  ];
  for (const use of uses) {
    const owner = owners.get(use.table);
    if (!owner) {
      if (!unknownNames.has(use.table)) unknownNames.set(use.table, new Set());
      unknownNames.get(use.table)!.add(s.file);
      continue;
    }
    useCount.set(use.table, (useCount.get(use.table) ?? 0) + 1);
    if (owner !== s.domain) violations.push({ domain: s.domain, file: s.file, table: use.table, owner, write: use.write });
  }
}

const grouped = new Map<string, Set<string>>();
for (const v of violations) {
  if (!grouped.has(keyOf(v))) grouped.set(keyOf(v), new Set());
  grouped.get(keyOf(v))!.add(v.file);
}
const untyped = new Map<string, number>();
for (const s of parsed) {
  let n = 0;
  const visit = (node: ts.Node): void => {
    if (isQueryCall(node) && isUntypedQuery(node)) n++;
    ts.forEachChild(node, visit);
  };
  visit(s.sf);
  if (n > 0) untyped.set(s.file, n);
}

const current: State = {
  tables: sortedObject([...grouped].map(([k, files]) => [k, [...files].sort()])),
};

function readDebt(): State {
  if (UPDATE) {
    const about =
      'The debt of test/table-ownership.spec.ts: cross-domain table use that exists today. It may only shrink: ' +
      'after a fix, regenerate with UPDATE_TABLE_OWNERSHIP_DEBT=1 (see the top of the spec) and review the diff.';
    writeFileSync(DEBT_FILE, `${JSON.stringify({ about, ...current }, null, 2)}\n`);
    console.info(`UPDATE_TABLE_OWNERSHIP_DEBT=1: wrote the current state to ${rel(DEBT_FILE)} instead of comparing with it`);
    return current;
  }
  if (!existsSync(DEBT_FILE)) return { tables: {} };
  const raw = JSON.parse(readFileSync(DEBT_FILE, 'utf8')) as Partial<State>;
  return { tables: raw.tables ?? {} };
}
const debt = readDebt();

// ---------------------------------------------------------------------------------------------

describe('table ownership: each table has one owner domain, others read through its query interface', () => {
  beforeAll(() => {
    const perOwner = new Map<string, string[]>();
    for (const [table, owner] of owners) perOwner.set(owner, [...(perOwner.get(owner) ?? []), table]);
    const pairs = new Map<string, { files: Set<string>; seeders: Set<string> }>();
    for (const v of violations) {
      const pair = `${v.domain} → ${v.owner}`;
      if (!pairs.has(pair)) pairs.set(pair, { files: new Set(), seeders: new Set() });
      pairs.get(pair)!.files.add(v.file);
      if (isSeeder(v.file)) pairs.get(pair)!.seeders.add(v.file);
    }
    const untypedTotal = [...untyped.values()].reduce((a, b) => a + b, 0);
    console.info(
      [
        `tables per owner (${owners.size}):`,
        ...[...perOwner].sort().map(([owner, tables]) => `  ${owner}: ${tables.length} (${tables.sort().join(', ')})`),
        `cross-domain table use: ${violations.length} uses in ${new Set(violations.map((v) => v.file)).size} files, by domain pair (files, of which demo seeders):`,
        ...[...pairs].sort(([a], [b]) => a.localeCompare(b)).map(([pair, p]) => `  ${pair}: ${p.files.size}${p.seeders.size ? ` (${p.seeders.size} seeders)` : ''}`),
        `untyped .query() results: ${untypedTotal} in ${untyped.size} files`,
        `names in SQL that no migration creates: ${[...unknownNames.keys()].sort().join(', ') || 'none'}`,
        `migrations that alter or reference another domain's table:`,
        ...foreignAlters.map((a) => `  ${a}`),
      ].join('\n'),
    );
  });

  it('reads table names out of SQL (unit cases)', () => {
    const names = (sql: string) => tablesInSql(sql).map((u) => `${u.write ? 'w' : 'r'}:${u.table}`);
    // a JOIN with an alias, a comma list, a schema
    expect(names(`SELECT t.id, u.hn FROM tele_requests t JOIN users u ON u.id = t.user_id LEFT JOIN his.patients AS p ON p.hn = u.hn`)).toEqual(['r:tele_requests', 'r:users', 'r:his.patients']);
    expect(names(`SELECT 1 FROM bookings b, booking_slots AS s, LATERAL unnest(s.times) AS x(t) WHERE true`)).toEqual(['r:bookings', 'r:booking_slots']);
    // a CTE is not a table; the tables inside it are
    expect(names(`WITH moved AS (UPDATE tele_requests SET flow_status = 2 RETURNING id), q(n) AS (SELECT 1) SELECT * FROM moved JOIN q ON true`)).toEqual(['w:tele_requests']);
    // INSERT ... SELECT, ON CONFLICT DO UPDATE, DELETE ... USING
    expect(names(`INSERT INTO audit_log (action, user_id) SELECT 'x', id FROM users WHERE id = $1 ON CONFLICT (id) DO UPDATE SET action = EXCLUDED.action`)).toEqual(['w:audit_log', 'r:users']);
    expect(names(`DELETE FROM bookings b USING users u WHERE u.id = b.user_id`)).toEqual(['w:bookings', 'r:users']);
    // functions and subqueries where a table would be
    expect(names(`SELECT r.* FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, n int) CROSS JOIN LATERAL generate_series(1, r.n) g JOIN (SELECT id FROM stored_files) f ON f.id = r.id`)).toEqual(['r:stored_files']);
    expect(names(`SELECT EXTRACT(EPOCH FROM now() - created_at), extract(epoch FROM b.at - since), a IS DISTINCT FROM b FROM outbox FOR UPDATE SKIP LOCKED`)).toEqual(['r:outbox']);
    // a table-like word in an SQL comment, a quoted string, an English message or an interpolation
    expect(names(`SELECT 1 -- FROM users is read elsewhere\n /* JOIN consents */ FROM holidays WHERE note = 'FROM schools'`)).toEqual(['r:holidays']);
    expect(names(`the patient was removed from users and bookings`)).toEqual([]);
    expect(names(`SELECT ${PLACEHOLDER} FROM ${PLACEHOLDER} JOIN pg_stat_activity a ON true JOIN information_schema.tables t ON true`)).toEqual([]);
    expect(names(`UPDATE "users" SET x = 1; TRUNCATE TABLE public.outbox`)).toEqual(['w:users', 'w:outbox']);
  });

  it('reads TypeORM use of an entity class (unit cases)', () => {
    const sf = parse('x.ts', `const a = await m.findOne(User, { where: {} }); await m.update(User, { id }, {}); m.getRepository(User).createQueryBuilder('u');
      await ds.createQueryBuilder().insert().into(AuditEntry).values({}); qb.from('outbox', 'o'); ds.createQueryBuilder().delete().from('users'); Buffer.from('users'); Array.from(rows);`);
    const uses = typeormUsesOf(sf, new Map([['User', 'users'], ['AuditEntry', 'audit_log']]), new Set(['users', 'audit_log', 'outbox']));
    expect(uses.map((u) => `${u.write ? 'w' : 'r'}:${u.table}`)).toEqual(['r:users', 'w:users', 'r:users', 'w:audit_log', 'r:outbox', 'r:users']);
  });

  it('reads CREATE TABLE, RENAME TO and DROP TABLE out of a migration (its up, not its down)', () => {
    const text = `export class M implements MigrationInterface {
      async up(q: QueryRunner) {
        await q.query(\`CREATE TABLE IF NOT EXISTS old_things (id int)\`);
        await q.query(\`CREATE UNLOGGED TABLE his.visits (id int REFERENCES users(id))\`);
        await q.query('ALTER TABLE old_things RENAME TO things');
        await q.query('DROP TABLE IF EXISTS gone');
      }
      async down(q: QueryRunner) { await q.query('CREATE TABLE from_down (id int)'); }
    }`;
    expect(migrationChanges('m.ts', text)).toEqual({ creates: ['old_things', 'his.visits'], renames: [['old_things', 'things']], drops: ['gone'] });
  });

  it('a RENAME TO in a migration of domain D makes D the owner of the new name (unit cases)', () => {
    const migration = (domain: string, file: string, up: string) => ({ domain, file: `libs/${domain}/src/migrations/${file}`, text: `export class M { async up(q) { await q.query(\`${up}\`); } }` });
    const result = ownersOf([
      migration('telemedicine', '1-a.ts', 'CREATE TABLE tele_files (id int)'),
      migration('files', '2-b.ts', 'ALTER TABLE tele_files RENAME TO stored_files'),
    ]);
    expect(result.problems).toEqual([]);
    expect([...result.owners]).toEqual([['stored_files', 'files']]);
    // a rename onto a name another domain already owns is a problem
    const clash = ownersOf([migration('a', '1-a.ts', 'CREATE TABLE x (id int); CREATE TABLE y (id int)'), migration('b', '2-b.ts', 'ALTER TABLE x RENAME TO y')]);
    expect(clash.problems).toEqual([expect.stringMatching(/b renames x to y, which a already owns/)]);
  });

  it('tells typed .query() results from untyped ones (unit cases)', () => {
    const count = (body: string) => untypedQueriesIn('x.ts', `async function f(m: any): Promise<void> { ${body} }`);
    expect(count(`const rows = await m.query('SELECT 1');`)).toBe(1);
    expect(count(`const [{ n }] = await m.query('SELECT 1');`)).toBe(1);
    expect(count(`return { data: await m.query('SELECT 1') };`)).toBe(1);
    expect(count(`const rows: Array<{ n: number }> = await m.query('SELECT 1');`)).toBe(0);
    expect(count(`const [row]: Row[] = await m.query('SELECT 1');`)).toBe(0);
    expect(count(`const rows = (await m.query('SELECT 1')) as Row[];`)).toBe(0);
    expect(count(`const rows = (await pool.query<Row>('SELECT 1')).rows;`)).toBe(0);
    expect(count(`const rows = (await pool.query('SELECT 1')).rows as Row[];`)).toBe(0);
    expect(count(`const [a, b]: [A[], B[]] = await Promise.all([m.query('x'), m.query('y')]);`)).toBe(0);
    expect(count(`const [a, b] = await Promise.all([m.query('x'), m.query('y')]);`)).toBe(2);
    expect(count(`await m.query('UPDATE x SET y = 1'); await m.query('SELECT 1').catch(() => undefined); await m.query('SELECT 1').then(() => 'ok');`)).toBe(0);
    expect(count(`return this.query(null);`)).toBe(0);
    expect(untypedQueriesIn('x.ts', `class A { rows(m: any): Promise<Row[]> { return m.query('SELECT 1'); } other(m: any) { return m.query('SELECT 1'); } }`)).toBe(1);
  });

  it('maps every table to the one domain whose migration creates it, and no table is created elsewhere', () => {
    expect(ownershipProblems).toEqual([]);
    expect(creations.length).toBeGreaterThan(30);
    expect(owners.get('users')).toBe('identity');
    expect(owners.get('tele_requests')).toBe('telemedicine');
    // files' migration renames telemedicine's tele_files: the renamed table is files', the old name no table's
    expect(owners.get('stored_files')).toBe('files');
    expect(owners.has('tele_files')).toBe(false);
  });

  it('finds the SQL of the tree (a sanity check of the scan)', () => {
    expect(useCount.get('users') ?? 0).toBeGreaterThan(10);
    expect(useCount.get('tele_requests') ?? 0).toBeGreaterThan(10);
    expect(entityTables.get('User')).toBe('users');
  });

  it('names in SQL only tables a migration creates (a name no migration creates is a typo, or a table nobody owns)', () => {
    const strays = [...unknownNames]
      .filter(([name]) => !(name in NOT_FROM_MIGRATIONS))
      .map(([name, files]) => `${name} (in ${[...files].sort().join(', ')}): no migration of libs/*/src creates it; create it in its owner's migration (or, if the extractor misread, fix tablesInSql)`);
    expect(strays).toEqual([]);
  });

  it('no domain uses a table it does not own, beyond the recorded debt', () => {
    const problems = violations
      .filter((v) => !(debt.tables[keyOf(v)] ?? []).includes(v.file))
      .map(
        (v) =>
          `${v.file}: ${v.domain} ${v.write ? 'writes' : 'reads'} ${v.table}, which ${v.owner} owns (its migration creates it): ` +
          `read it through ${v.owner}'s query interface (test/import-graph.spec.ts QUERY_INTERFACES), or move this SQL into ${v.owner}`,
      );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('the debt file lists no cross-domain table use that is gone (the debt only shrinks)', () => {
    const gone = Object.entries(debt.tables).flatMap(([key, files]) =>
      files
        .filter((file) => !(current.tables[key] ?? []).includes(file))
        .map((file) => `"${key}": ${file} no longer does this: remove it from ${rel(DEBT_FILE)} (or regenerate it, see the top of test/table-ownership.spec.ts)`),
    );
    expect(gone).toEqual([]);
  });

  it('no .query() result is untyped (a hard rule: there is no debt for it)', () => {
    const found = [...untyped].map(
      ([file, n]) => `${file}: ${n} untyped .query() result${n === 1 ? '' : 's'}: declare the row type once and give it (const rows: Row[] = await m.query(...), or m.query<Row[]>(...)); never any`,
    );
    expect(found).toEqual([]);
  });
});

// The SQL of each domain, read out of its TypeScript with TypeScript's own parser (so comments are
// never read as SQL). Used by test/table-ownership.spec.ts (which tables each domain names) and by
// `npm run sql:write`, which writes every domain's SQL to a reviewed file, libs/<lib>/queries.sql
// (apps/<app>/queries.sql for an app), as immich writes server/src/queries/*.sql. The files sit
// beside src, not in it: they are written, never imported or built, and no src glob should meet them.
// test/sql-queries.spec.ts fails when one is stale.
//
//   npm run sql:write        (= node scripts/sql-queries.ts: Node 24 strips the types, no build)
//
// This file runs as it is under Node's type stripping: no enums, namespaces, parameter
// properties or decorators here, and no relative imports (Node would not find ./x.js as x.ts).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// The sources

export function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The .ts files under a folder: not specs, tests, e2e or declarations, nothing in node_modules or dist. */
export function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : tsFiles(full);
      return name.endsWith('.ts') && !/\.(spec|test|e2e)\.ts$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
    });
}

/** A path relative to the repository, with forward slashes. */
export const rel = (file: string, root = ROOT): string => path.relative(root, file).split(path.sep).join('/');
export const isMigration = (file: string): boolean => file.split(/[\\/]/).includes('migrations');

export interface Source {
  /** The lib's folder name, or apps/<app>. */
  domain: string;
  /** Relative to the repository. */
  file: string;
  text: string;
}

/** The source files of the product, with the domain each belongs to. */
export function sources(root = ROOT): Source[] {
  const withSrc = (dir: string) =>
    readdirSync(path.join(root, dir))
      .sort()
      .filter((name) => existsSync(path.join(root, dir, name, 'src')));
  return [
    ...withSrc('libs').flatMap((lib) => tsFiles(path.join(root, 'libs', lib, 'src')).map((file) => ({ domain: lib, file }))),
    ...withSrc('apps').flatMap((app) => tsFiles(path.join(root, 'apps', app, 'src')).map((file) => ({ domain: `apps/${app}`, file }))),
  ].map((s) => ({ ...s, file: rel(s.file, root), text: readFileSync(s.file, 'utf8') }));
}

/** The folder of a domain: libs/<lib> or apps/<app>. */
export const domainDir = (domain: string): string => (domain.startsWith('apps/') ? domain : `libs/${domain}`);

// ---------------------------------------------------------------------------------------------
// Literals

export type StringLiteralLike = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

/** Whether a node is a string or template literal that is not a module specifier. */
export function isLiteral(n: ts.Node): n is StringLiteralLike {
  if (ts.isStringLiteral(n)) return !ts.isImportDeclaration(n.parent) && !ts.isExportDeclaration(n.parent) && !ts.isExternalModuleReference(n.parent);
  return ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);
}

/** The text of a literal, each `${...}` of a template replaced by `interpolation(expression)`. */
export function literalText(n: StringLiteralLike, interpolation: (e: ts.Expression) => string): string {
  if (!ts.isTemplateExpression(n)) return n.text;
  return n.head.text + n.templateSpans.map((s) => interpolation(s.expression) + s.literal.text).join('');
}

/** The text of each string and template literal under a node, in source order (tagged templates too). */
export function literalsUnder(node: ts.Node, interpolation: (e: ts.Expression) => string): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (isLiteral(n)) out.push(literalText(n, interpolation));
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Which literals are SQL

const STATEMENT = /^(SELECT|INSERT|UPDATE|DELETE|WITH|TRUNCATE|LOCK|CREATE|ALTER|DROP|SET|SHOW|BEGIN|START TRANSACTION|COMMIT|ROLLBACK|VALUES|EXPLAIN|NOTIFY|LISTEN|UNLISTEN|ANALYZE|VACUUM|REFRESH|COPY|CALL|DO|GRANT|REVOKE|SAVEPOINT|RELEASE|RESET|DISCARD|TABLE)\b/;
const FRAGMENT_KEYWORD = /\b(FROM|JOIN|WHERE|SELECT|AND|OR|NOT|ORDER BY|GROUP BY|SET|VALUES|RETURNING|ON CONFLICT|LIMIT|OFFSET|CASE|WHEN|ILIKE|LIKE|BETWEEN|IS NULL|IS NOT NULL|EXISTS|AS|DESC|ASC|IN)\b/;
/** A qualified column (`u.id`), a bind parameter (`$1`) or an interpolation: what a fragment of SQL has and prose has not. */
const FRAGMENT_EVIDENCE = /\b[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\b|\$\d|\$\{/;

/** SQL with its comments removed and its quoted strings emptied. */
function bare(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, (m) => (m.startsWith("'") ? "''" : ' '));
}

/**
 * Whether a literal's text reads as SQL: it starts with a statement's keyword (in UPPER CASE, as
 * this codebase writes SQL), it is what a `.query()` call is given, or it is a fragment (a clause
 * keyword with a qualified column, a `$n` or an interpolation: `WHERE b.id = $1`, `u.hn IS NULL`).
 */
export function readsAsSql(text: string, givenToQuery = false): boolean {
  const sql = bare(text);
  if (!sql.trim()) return false;
  if (givenToQuery) return true;
  const start = sql.replace(/^[\s(]+/, '');
  if (STATEMENT.test(start) && /\s\S/.test(start.trim())) return true; // a keyword and more: a lone 'DELETE' is an HTTP method
  return FRAGMENT_KEYWORD.test(sql) && FRAGMENT_EVIDENCE.test(sql);
}

/**
 * SQL text with its whitespace normalised, so that reformatting or re-indenting the code does not
 * change it: tabs become spaces, lines lose trailing space, blank lines go, the lines after the
 * first lose their common indentation (the first, which follows the quote, loses all of it), and
 * runs of spaces inside a line (outside quoted strings) become one.
 */
export function normaliseSql(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\t/g, '  ').split('\n');
  const firstInline = lines[0].trim() !== '';
  const rest = (firstInline ? lines.slice(1) : lines).filter((l) => l.trim() !== '');
  const indent = Math.min(...rest.map((l) => /^ */.exec(l)![0].length));
  const out = [...(firstInline ? [lines[0].trim()] : []), ...rest.map((l) => l.slice(indent))];
  return out
    .map((l) => {
      const lead = /^ */.exec(l)![0];
      const body = l
        .slice(lead.length)
        .trimEnd()
        .split(/('(?:[^']|'')*')/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(/ {2,}/g, ' ')))
        .join('');
      return lead + body;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// The SQL of a file

export interface SqlPiece {
  /** `Class.method`, `functionName`, `CONSTANT_NAME`, or `(module)`. */
  where: string;
  /** `sql`: a statement or fragment; `query-builder`: a TypeORM query-builder chain, as written. */
  kind: 'sql' | 'query-builder';
  text: string;
}

const isFunctionLike = (n: ts.Node | undefined): boolean => !!n && (ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isClassExpression(n));

function memberName(name: ts.PropertyName | undefined, sf: ts.SourceFile): string {
  if (!name) return '(anonymous)';
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(sf);
}

/** The function or member a node is in: `Class.method`, `outer.inner`, a module constant's name, or `(module)`. */
export function whereIs(node: ts.Node, sf: ts.SourceFile): string {
  const names: string[] = [];
  for (let n: ts.Node | undefined = node.parent; n && !ts.isSourceFile(n); n = n.parent) {
    const inFunction = (): boolean => {
      for (let p = n!.parent; p && !ts.isSourceFile(p); p = p.parent) if (ts.isFunctionLike(p)) return true;
      return false;
    };
    if (ts.isClassLike(n)) names.unshift(n.name?.text ?? '(class)');
    else if (ts.isConstructorDeclaration(n)) names.unshift('constructor');
    else if (ts.isMethodDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isSetAccessorDeclaration(n) || ts.isPropertyDeclaration(n)) names.unshift(memberName(n.name, sf));
    else if (ts.isFunctionDeclaration(n)) names.unshift(n.name?.text ?? 'default');
    else if ((ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n)) && (isFunctionLike(n.initializer) || !inFunction())) {
      names.unshift(ts.isVariableDeclaration(n) ? n.name.getText(sf).replace(/\s+/g, ' ') : memberName(n.name, sf));
    }
  }
  return names.join('.') || '(module)';
}

/** Code on one line: a line break before `.`, `)` or `]` goes (a chain written one call a line), other runs of whitespace become a space. */
const oneLine = (text: string): string =>
  text
    .replace(/\s*\n\s*(?=[.)\]])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** How an interpolation is written in a .sql file: its expression text, on one line. */
export const interpolationAsWritten = (e: ts.Expression): string => '${' + oneLine(e.getText()) + '}';

/** A `.query(...)` call's first argument. */
const givenToQuery = (n: ts.Node): boolean =>
  ts.isCallExpression(n.parent) && n.parent.arguments[0] === n && ts.isPropertyAccessExpression(n.parent.expression) && n.parent.expression.name.text === 'query';

/** A log line or an error's message (`this.logger.warn(\`LISTEN connection lost...\`)`, `new Error(...)`): prose, not SQL. */
const MESSAGE_CALLS = /^(log|warn|error|info|debug|verbose|fatal|trace)$/;
function isMessage(n: ts.Node): boolean {
  let at = n;
  while (ts.isParenthesizedExpression(at.parent) || (ts.isBinaryExpression(at.parent) && at.parent.operatorToken.kind === ts.SyntaxKind.PlusToken)) at = at.parent;
  const call = at.parent;
  if (ts.isNewExpression(call) && call.arguments?.includes(at as ts.Expression)) return /Error|Exception/.test(call.expression.getText());
  if (!ts.isCallExpression(call) || !call.arguments.includes(at as ts.Expression)) return false;
  const callee = call.expression;
  return MESSAGE_CALLS.test(ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText());
}

/** The operands of a chain of `+`, left to right. */
function plusOperands(n: ts.Expression): ts.Expression[] {
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) return [...plusOperands(n.left), ...plusOperands(n.right)];
  return [n];
}
const isPlus = (n: ts.Node): n is ts.BinaryExpression => ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken;

/**
 * The SQL of one source file, in source order: every literal that reads as SQL (a `+` chain of
 * strings is one piece, its other operands written as `${...}`), and every TypeORM query-builder
 * chain (`x.createQueryBuilder(...).where(...)...`) as the calls written.
 */
export function sqlPiecesOf(sf: ts.SourceFile): SqlPiece[] {
  const out: SqlPiece[] = [];
  const visit = (n: ts.Node): void => {
    if (isPlus(n) && !isPlus(n.parent)) {
      const operands = plusOperands(n);
      if (operands.some(isLiteral)) {
        const text = operands.map((o) => (isLiteral(o) ? literalText(o, interpolationAsWritten) : interpolationAsWritten(o))).join('');
        if (readsAsSql(text, givenToQuery(n)) && !isMessage(n)) {
          out.push({ where: whereIs(n, sf), kind: 'sql', text: normaliseSql(text) });
          for (const o of operands) (isLiteral(o) ? o.forEachChild(visit) : visit(o)); // SQL nested in an interpolation
          return;
        }
      }
    }
    if (isLiteral(n)) {
      const text = literalText(n, interpolationAsWritten);
      if (readsAsSql(text, givenToQuery(n)) && !isMessage(n)) out.push({ where: whereIs(n, sf), kind: 'sql', text: normaliseSql(text) });
    }
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'createQueryBuilder') {
      let chain: ts.Expression = n;
      while (ts.isPropertyAccessExpression(chain.parent) && chain.parent.expression === chain && ts.isCallExpression(chain.parent.parent) && chain.parent.parent.expression === chain.parent) chain = chain.parent.parent;
      out.push({ where: whereIs(n, sf), kind: 'query-builder', text: oneLine(chain.getText(sf)) });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The files

export const QUERIES_FILE = 'queries.sql';

function header(domain: string): string {
  const dir = domainDir(domain);
  return [
    `-- The SQL of ${dir}, written by \`npm run sql:write\` (scripts/sql-queries.ts). Do not edit: change the code and run it again.`,
    `-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.`,
    `--`,
    `-- Every string or template literal of ${dir}/src that reads as SQL (a statement, what a .query() call is given, or a`,
    `-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under`,
    `-- "-- <file, from src/>: <function or member it is in>". \${...} is an interpolation, written as its expression.`,
    `-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.`,
    `-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata`,
    `-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.`,
  ].join('\n');
}

/** What `npm run sql:write` writes: file (relative to the root) → content. Only domains with SQL get a file. */
export function queryFiles(root = ROOT): Map<string, string> {
  const byDomain = new Map<string, string[]>();
  for (const s of sources(root)) {
    if (isMigration(s.file)) continue;
    const pieces = sqlPiecesOf(parse(s.file, s.text));
    if (pieces.length === 0) continue;
    const local = s.file.slice(domainDir(s.domain).length + 1);
    const blocks = pieces.map((p) =>
      p.kind === 'sql'
        ? `-- ${local}: ${p.where}\n${p.text}`
        : `-- ${local}: ${p.where} (TypeORM query builder, as written)\n-- ${p.text}`,
    );
    byDomain.set(s.domain, [...(byDomain.get(s.domain) ?? []), ...blocks]);
  }
  const files = new Map<string, string>();
  for (const [domain, blocks] of [...byDomain].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    files.set(`${domainDir(domain)}/${QUERIES_FILE}`, `${header(domain)}\n\n${blocks.join('\n\n')}\n`);
  }
  return files;
}

/** The queries.sql files on disk now (libs/* and apps/*). */
export function writtenQueryFiles(root = ROOT): string[] {
  return ['libs', 'apps'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .sort()
      .map((name) => `${dir}/${name}/${QUERIES_FILE}`)
      .filter((file) => existsSync(path.join(root, file))),
  );
}

/** The files that differ from what the command would write now: stale, missing, or left over. */
export function staleQueryFiles(root = ROOT): Array<{ file: string; problem: 'stale' | 'missing' | 'left over' }> {
  const expected = queryFiles(root);
  const out: Array<{ file: string; problem: 'stale' | 'missing' | 'left over' }> = [];
  for (const [file, content] of expected) {
    const full = path.join(root, file);
    if (!existsSync(full)) out.push({ file, problem: 'missing' });
    else if (readFileSync(full, 'utf8') !== content) out.push({ file, problem: 'stale' });
  }
  for (const file of writtenQueryFiles(root)) if (!expected.has(file)) out.push({ file, problem: 'left over' });
  return out;
}

/** Writes every domain's queries.sql and removes those of domains without SQL. */
export function writeQueryFiles(root = ROOT): { written: string[]; unchanged: string[]; removed: string[] } {
  const expected = queryFiles(root);
  const result = { written: [] as string[], unchanged: [] as string[], removed: [] as string[] };
  for (const [file, content] of expected) {
    const full = path.join(root, file);
    if (existsSync(full) && readFileSync(full, 'utf8') === content) result.unchanged.push(file);
    else {
      writeFileSync(full, content);
      result.written.push(file);
    }
  }
  for (const file of writtenQueryFiles(root)) {
    if (expected.has(file)) continue;
    rmSync(path.join(root, file));
    result.removed.push(file);
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { written, unchanged, removed } = writeQueryFiles();
  for (const file of written) console.info(`wrote ${file}`);
  for (const file of removed) console.info(`removed ${file} (no SQL left in that domain)`);
  console.info(`${written.length} written, ${unchanged.length} unchanged, ${removed.length} removed: review the diff (git diff -- '*/${QUERIES_FILE}')`);
}

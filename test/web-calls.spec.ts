// Issue 30 item 2, "Every web call goes through apps/web/src/api": the web's pages, components
// and LINE entry never talk to the network themselves. A call is a typed function in
// apps/web/src/api (one file per area: the bearer token, the Thai error messages, the timeout
// and the offline answer live there once); anything else imports that function. This static
// test reads apps/web/src and fails naming each file and line that goes around it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const WEB_SRC = path.join(ROOT, 'apps', 'web', 'src');
/** The one place network calls are made. */
const API_DIR = path.join(WEB_SRC, 'api');

/** What makes a request by itself: a page using one of these went around apps/web/src/api. */
const NETWORK_CALLS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  // `fetch(` and `window.fetch(`, not `query.refetch()` or `queryClient.fetchQuery(`.
  ['fetch(', /(?<![\w$.])fetch\s*\(|\b(?:window|globalThis|self)\.fetch\b/],
  ['axios', /\baxios\b/],
  ['XMLHttpRequest', /\bXMLHttpRequest\b/],
  ['new EventSource', /\bnew\s+EventSource\b/],
  ['navigator.sendBeacon', /\bnavigator\s*\.\s*sendBeacon\b/],
];

/**
 * The raw request helpers of apps/web/src/api/client.ts: a page importing them builds its own
 * URL and shape instead of calling a declared function (ApiError, NETWORK_MESSAGES… may be used).
 */
const RAW_HELPERS = ['api', 'apiRequest', 'API_BASE'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === API_DIR ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The text with its comments blanked (line numbers kept): a comment naming `fetch(` is no call. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? '' : line))
    .join('\n');
}

interface Finding {
  file: string;
  line: number;
  what: string;
  text: string;
}

/** Each network call in one file's text. */
export function networkCallsIn(text: string): Array<{ line: number; what: string; text: string }> {
  const lines = withoutComments(text).split('\n');
  const original = text.split('\n');
  return lines.flatMap((line, i) =>
    NETWORK_CALLS.filter(([, pattern]) => pattern.test(line)).map(([what]) => ({ line: i + 1, what, text: original[i].trim() })),
  );
}

/** Each import of a raw request helper of the api client in one file's text. */
export function rawHelperImportsIn(text: string): Array<{ line: number; what: string; text: string }> {
  const found: Array<{ line: number; what: string; text: string }> = [];
  const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of withoutComments(text).matchAll(importPattern)) {
    if (!/(^|\/)api\/client(\.[jt]sx?)?$/.test(match[2])) continue;
    const names = match[1]
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim())
      .filter(Boolean);
    const raw = names.filter((name) => RAW_HELPERS.includes(name));
    if (raw.length === 0) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, what: `import { ${raw.join(', ')} } from the api client`, text: text.split('\n')[line - 1].trim() });
  }
  return found;
}

function scan(find: (text: string) => Array<{ line: number; what: string; text: string }>): Finding[] {
  return sourceFiles(WEB_SRC).flatMap((file) =>
    find(readFileSync(file, 'utf8')).map((f) => ({ file: path.relative(ROOT, file), ...f })),
  );
}

const report = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.what} — ${f.text}`).join('\n');

describe('web calls go through apps/web/src/api (issue 30 item 2)', () => {
  it('finds the calls it looks for (and not refetch/fetchQuery or comments)', () => {
    const sample = [
      "const a = await fetch('/api/v1/x');",
      'window.fetch(url);',
      "import axios from 'axios';",
      'const xhr = new XMLHttpRequest();',
      "const s = new EventSource('/events');",
      'navigator.sendBeacon(url, body);',
      'void query.refetch();',
      "await queryClient.fetchQuery({ queryKey: ['x'] });",
      '// fetch(this) is only a comment',
      '/* new XMLHttpRequest() in a comment */',
    ].join('\n');
    expect(networkCallsIn(sample).map((f) => [f.line, f.what])).toEqual([
      [1, 'fetch('],
      [2, 'fetch('],
      [3, 'axios'],
      [4, 'XMLHttpRequest'],
      [5, 'new EventSource'],
      [6, 'navigator.sendBeacon'],
    ]);
    expect(
      rawHelperImportsIn("import { ApiError } from '../../api/client';\nimport { ApiError, api } from '../../api/client';\nimport { login } from '../api/identity';").map(
        (f) => f.line,
      ),
    ).toEqual([2]);
  });

  it('the api folder is where the calls are (the scan reads real files)', () => {
    const apiCalls = readdirSync(API_DIR).flatMap((name) => networkCallsIn(readFileSync(path.join(API_DIR, name), 'utf8')));
    expect(apiCalls.length).toBeGreaterThan(0);
  });

  it('no fetch, axios, XMLHttpRequest, EventSource or sendBeacon outside apps/web/src/api', () => {
    const findings = scan(networkCallsIn);
    if (findings.length > 0) throw new Error(`Network calls outside apps/web/src/api (move each into a typed function there):\n${report(findings)}`);
  });

  it('no page builds its own request with the raw api client (api.get/post/…, apiRequest)', () => {
    const findings = scan(rawHelperImportsIn);
    if (findings.length > 0) throw new Error(`Hand-built requests outside apps/web/src/api (declare the call in apps/web/src/api):\n${report(findings)}`);
  });
});

// Issue 17 item 4: every benchmark returns rows { figure, baseline, product, ratio, goal, met };
// `npm run bench` prints them as one table at the end and writes them to test-artifacts/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One summary row. `ratio` is product / baseline (a number, 2 decimals) or null where they are not comparable. */
export function row({ figure, baseline, product, ratio = null, goal, met }) {
  return { figure, baseline, product, ratio: ratio == null || !Number.isFinite(ratio) ? null : Math.round(ratio * 100) / 100, goal, met: met === true };
}

/** "1,085 req/s", "39.9 ms": a measured value with its unit, for the table. */
export const fmt = (value, unit, digits = 1) =>
  Number.isFinite(value) ? `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}` : `— ${unit}`;

export function printSummary(rows) {
  const cols = [
    ['figure', (r) => r.figure],
    ['baseline', (r) => r.baseline],
    ['product', (r) => r.product],
    ['ratio', (r) => (r.ratio == null ? '—' : `${r.ratio.toFixed(2)}×`)],
    ['goal', (r) => r.goal],
    ['met', (r) => (r.met ? 'met' : 'NOT MET')],
  ];
  const cells = rows.map((r) => cols.map(([, get]) => String(get(r))));
  const widths = cols.map(([name], i) => Math.max(name.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log('\nSummary (issue 17)');
  console.log(line(cols.map(([name]) => name)));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  const missed = rows.filter((r) => !r.met).length;
  console.log(missed ? `${missed} of ${rows.length} goals not met\n` : `all ${rows.length} goals met\n`);
}

export function writeJson(root, rows) {
  const dir = path.join(root, 'test-artifacts');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.json');
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  return file;
}

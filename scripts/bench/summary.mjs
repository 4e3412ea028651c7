// Issue 17 item 4: every benchmark returns rows { figure, baseline, product, ratio, goal, met };
// `npm run bench` prints them as one table at the end and writes them to test-artifacts/bench.json.
// Issue 34 item 1: a row measured in rounds (product and its bare baseline interleaved, in the
// same run) carries the median of the rounds' ratios as `ratio`, their [min, max] as `spread`
// and the number of `rounds`; `met` is decided on the median alone, the spread shows the noise.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Rounds of a benchmark: its own knob (e.g. BENCH_READ_ROUNDS), else BENCH_ROUNDS, else `fallback` (issue 34 item 1). */
export const roundsOf = (knob, fallback = 3) => Math.max(1, Number(process.env[knob] ?? process.env.BENCH_ROUNDS ?? fallback));

/** The median (the mean of the middle two for an even count). */
export function middle(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

const two = (v) => (v == null || !Number.isFinite(v) ? null : Math.round(v * 100) / 100);

/**
 * One summary row. `ratio` is product / baseline (a number, 2 decimals) or null where they are
 * not comparable; `spread` [min, max] of the rounds' ratios (null for a single measurement).
 */
export function row({ figure, baseline, product, ratio = null, spread = null, rounds = 1, goal, met }) {
  return { figure, baseline, product, ratio: two(ratio), spread: spread ? spread.map(two) : null, rounds, goal, met: met === true };
}

/**
 * Issue 34 item 1: a row from the ratios of its rounds. The goal is a ratio to the baseline of
 * the same run: `atMost` (product / baseline ≤ it) or `atLeast` (≥ it); `also` adds the answers'
 * condition to the goal's text, `ok` whether they held in every round. Met on the median only.
 */
export function ratioRow({ figure, baseline, product, ratios, atMost, atLeast, also = '', ok = true }) {
  const finite = ratios.filter(Number.isFinite);
  const ratio = finite.length ? middle(finite) : NaN;
  const within = atMost !== undefined ? ratio <= atMost : ratio >= atLeast;
  const goal = `${atMost !== undefined ? `≤ ${atMost.toFixed(2)}×` : `≥ ${atLeast.toFixed(2)}×`}${also ? ` ${also}` : ''}`;
  return row({
    figure,
    baseline,
    product,
    ratio,
    spread: finite.length ? [Math.min(...finite), Math.max(...finite)] : null,
    rounds: ratios.length,
    goal,
    met: ok && finite.length === ratios.length && Number.isFinite(ratio) && within,
  });
}

/** "1,085 req/s", "39.9 ms": a measured value with its unit, for the table. */
export const fmt = (value, unit, digits = 1) =>
  Number.isFinite(value) ? `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}` : `— ${unit}`;

/** '0.81–0.86 (5)': the rounds' ratios from lowest to highest, and how many rounds. */
const spreadText = (r) => (r.spread ? `${r.spread[0].toFixed(2)}–${r.spread[1].toFixed(2)} (${r.rounds})` : '—');

export function printSummary(rows) {
  const cols = [
    ['figure', (r) => r.figure],
    ['baseline', (r) => r.baseline],
    ['product', (r) => r.product],
    ['ratio', (r) => (r.ratio == null ? '—' : `${r.ratio.toFixed(2)}×`)],
    ['spread (rounds)', spreadText],
    ['goal', (r) => r.goal],
    ['met', (r) => (r.met ? 'met' : 'NOT MET')],
  ];
  const cells = rows.map((r) => cols.map(([, get]) => String(get(r))));
  const widths = cols.map(([name], i) => Math.max(name.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log('\nSummary (issues 17, 34: ratio = median of the rounds, met on the median)');
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

// Issue 35 item 2: every date shown or entered in the product is Thai Buddhist era whatever the
// browser's language (/vaccineadmin showed '12/04/2026, 01:00 PM' in an English browser). A date
// is shown through libs/rules' formatters (thai-date.ts, thai-time-input.ts) and entered through
// ThaiDateInput / ThaiTimeInput — never the browser's own locale or date pickers. This check
// fails on a new call or input that would follow the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(name) && !/\.(spec|e2e)\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const files = [
  ...sources(path.join(root, 'apps')).filter((f) => !f.includes(`${path.sep}e2e${path.sep}`)),
  ...readdirSync(path.join(root, 'libs')).flatMap((lib) => sources(path.join(root, 'libs', lib, 'src'))),
];

/** Each line of the product's code that matches `pattern`, as 'file:line: text'. */
function offending(pattern: RegExp, allowed: (line: string) => boolean = () => false): string[] {
  const hits: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const comment = /^\s*(\*|\/\/|\/\*)/.test(line);
        if (!comment && pattern.test(line) && !allowed(line)) hits.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

describe('dates follow the Thai Buddhist-era formatters, not the browser (issue 35 item 2)', () => {
  it('reads the product’s code', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('no toLocaleDateString / toLocaleTimeString: a date is shown with formatThaiLongDate, formatThaiShortDateTime, formatThaiAppointment', () => {
    expect(offending(/\.toLocale(Date|Time)String\(/)).toEqual([]);
  });

  it('no toLocaleString( without a locale: the browser’s language would choose the calendar', () => {
    expect(offending(/\.toLocaleString\(\s*(\)|undefined)/)).toEqual([]);
  });

  it("no Intl.DateTimeFormat without 'th-TH-u-ca-buddhist'", () => {
    expect(offending(/Intl\.DateTimeFormat\(/, (line) => line.includes('th-TH-u-ca-buddhist'))).toEqual([]);
  });

  it('no browser date or time picker (<input type="date|datetime-local|time|month|week">): ThaiDateInput and ThaiTimeInput instead', () => {
    expect(offending(/type=["'{]+(date|datetime-local|time|month|week)["'}]/)).toEqual([]);
  });
});

// Issue 30: every browser test runs in npm test. The browser project runs the suites of
// apps/web/e2e/suites.ts, so a part missing from the table (or listed twice) would silently not
// run (or run twice): each `*.e2e.ts` belongs to exactly one suite, and each suite has its file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_SUITES } from '../apps/web/e2e/suites.js';

const dir = path.join(import.meta.dirname, '../apps/web/e2e');

describe('the browser suites', () => {
  it('hold every browser part exactly once', () => {
    const parts = readdirSync(dir)
      .filter((name) => name.endsWith('.e2e.ts'))
      .map((name) => name.replace(/\.e2e\.ts$/, ''))
      .sort();
    const listed = Object.values(BROWSER_SUITES).flat();
    expect([...listed].sort()).toEqual(parts);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('each has its jest file, and there is no other', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.suite.ts'));
    expect(files.sort()).toEqual(Object.keys(BROWSER_SUITES).map((name) => `${name}.suite.ts`).sort());
  });
});

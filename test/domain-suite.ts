// A domain's integration tests as ONE jest file (issue 30 item 5: npm test on two cores), with the
// unit tests of its src/ folder. Each `*.spec.ts` is one part, its whole body inside describe('<its name>'); the
// suite imports them all, so the app's modules are loaded and compiled once per domain instead of
// once per part (about 1.5 s of CPU each through jest's ESM loader). Every part still starts its
// own app on its own database and Redis prefix in its own beforeAll and closes it in its own
// afterAll, so the parts see each other no more than separate files did.
//
// One part: `npm test -- libs/telemedicine/test -t tele-transfer` (the describe's name), or each
// part as a file of its own with JEST_SEPARATE=1 (jest.config.js).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The parts of the suite in `dir` (a package's test/ folder): the unit tests beside the code
 * (`../src/**\/*.spec.ts`, each loaded as a jest file of its own cost 0.3–0.6 CPU-seconds for the
 * same few modules), then its `*.spec.ts` files; each in name order, as paths from `dir`.
 */
export function suiteParts(dir: string): string[] {
  const src = path.join(dir, '../src');
  const units = existsSync(src)
    ? readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.spec.ts'))
        .map((name) => path.join('../src', name))
        .sort()
    : [];
  const parts = readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  return [...units, ...parts];
}

/** Imports every part of the suite in `dir` (their describes register as they load). */
export async function importSuite(dir: string): Promise<void> {
  for (const name of suiteParts(dir)) await import(pathToFileURL(path.join(dir, name)).href);
}

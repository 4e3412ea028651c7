// A package's tests as ONE jest file (issue 30 item 5: npm test on two cores): the unit tests of
// its src/ and the integration tests of its test/. Each `*.spec.ts` is one part, its whole body
// inside describe('<its name>'); the suite imports them all, so the app's modules are loaded and
// compiled once per domain instead of once per part (about 1.5 s of CPU each through jest's ESM
// loader). Every part still starts its own app on its own database and Redis prefix in its own
// beforeAll and closes it in its own afterAll, so the parts see each other no more than separate
// files did.
//
// One part: `npm test -- libs/telemedicine/test -t tele-transfer` (the describe's name), or each
// part as a file of its own with JEST_SEPARATE=1 (jest.config.js).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The parts of the suite in `dir` (a package's test/ folder), as paths from `dir`: first the unit
 * tests beside the code (`../src/**\/*.spec.ts`; as jest files of their own each cost 0.3–0.6
 * CPU-seconds loading the same few modules again), then its own `*.spec.ts` files; each in name order.
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

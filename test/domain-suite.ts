// A domain's integration tests as ONE jest file (issue 30 item 5: npm test on two cores). Each
// `*.spec.ts` beside the suite is one part, its whole body inside describe('<its name>'); the
// suite imports them all, so the app's modules are loaded and compiled once per domain instead of
// once per part (about 1.5 s of CPU each through jest's ESM loader). Every part still starts its
// own app on its own database and Redis prefix in its own beforeAll and closes it in its own
// afterAll, so the parts see each other no more than separate files did.
//
// One part: `npm test -- libs/telemedicine/test -t tele-transfer` (the describe's name), or each
// part as a file of its own with JEST_SEPARATE=1 (jest.config.js).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of the suite in `dir`: its `*.spec.ts` files, in name order. */
export function suiteParts(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
}

/** Imports every part of the suite in `dir` (their describes register as they load). */
export async function importSuite(dir: string): Promise<void> {
  for (const name of suiteParts(dir)) await import(pathToFileURL(path.join(dir, name)).href);
}

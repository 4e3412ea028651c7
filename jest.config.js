// One jest run, two projects: `server` (unit + integration against real PostgreSQL and
// Redis started by test/global-setup on free ports) and `browser` (Debian Chromium through
// playwright-core against the built app). Everything runs as native ESM, as Nest 12 needs.
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { SERVER_SWC } from './scripts/swc-options.mjs';

const swc = ['@swc/jest', SERVER_SWC];
// ESM-only packages that CommonJS dependencies require(): Node 20 allows it, Jest's module
// system does not, so Jest gets them compiled to CommonJS.
// uuid 13 (under @vonage/jwt, which opentok requires) is ESM-only too.
const ESM_REQUIRED_FROM_CJS = ['content-disposition', 'uuid', '@vonage/jwt/node_modules/uuid'];
const swcToCommonJs = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];
const moduleNameMapper = {
  '^@hospital/(contracts|rules|core|identity|audit|domains|lookups|notifications|integrations|files|patients|calendar|telemedicine|bookings|records|vaccines)$': '<rootDir>/libs/$1/src/index.ts',
  '^@hospital/integrations/stand-ins$': '<rootDir>/libs/integrations/src/stand-ins/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
// Each package (libs/*, apps/api, apps/worker) with a suite (test/*.suite.ts) runs as that one
// file, its unit tests (src/) included (test/domain-suite.ts); a package without one runs its
// test files each on its own.
const PACKAGES = ['libs', 'apps']
  .flatMap((top) => readdirSync(path.join(import.meta.dirname, top)).map((name) => `${top}/${name}`))
  .filter((dir) => existsSync(path.join(import.meta.dirname, dir, 'src')));
const hasSuite = (dir) => existsSync(path.join(import.meta.dirname, dir, 'test')) && readdirSync(path.join(import.meta.dirname, dir, 'test')).some((name) => name.endsWith('.suite.ts'));
const BY_PACKAGE = PACKAGES.filter((dir) => dir !== 'apps/web').flatMap((dir) =>
  hasSuite(dir) ? [`<rootDir>/${dir}/test/*.suite.ts`] : [`<rootDir>/${dir}/src/**/*.spec.ts`, `<rootDir>/${dir}/test/*.spec.ts`],
);
const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swc,
    [`node_modules/(${ESM_REQUIRED_FROM_CJS.join('|')})/.+\\.js$`]: swcToCommonJs,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_REQUIRED_FROM_CJS.join('|')})/)`],
  moduleNameMapper,
  testEnvironment: 'node',
  // Two cores shared by three test files at once, each with PostgreSQL, Redis, an api, a worker and
  // Chromium: a test's own waits (eventually, waitFor) fail first, with a message, before this does.
  testTimeout: 60_000,
};

export default {
  ...common,
  // One worker more than the machine has cores (three on this two-core machine). A server suite
  // spends most of its time waiting (on PostgreSQL, Redis, its api's answers, its own timers: the
  // core suite was busy 18 s of its 85), so a third file keeps the cores busy where two left a
  // third of them idle. Each file has its own database and Redis prefix, so files never see each
  // other. JEST_WORKERS overrides it. Measured 2026-11-29 on fresh clones: jest 569 s with two
  // workers, 518 s with three (cores busy 80 % → 92 % of the run).
  maxWorkers: Number(process.env.JEST_WORKERS) || availableParallelism() + 1,
  // The longest files first, with the durations of a whole run for a fresh clone (no jest cache).
  testSequencer: '<rootDir>/test/test-sequencer.mjs',
  // Each worker process is recycled after a test file once it holds more than this: native ESM
  // test modules are not all let go between files, and a process that grows to gigabytes spends
  // its time collecting garbage (a run took 30+ minutes).
  workerIdleMemoryLimit: '1500MB',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'server',
      // Unit tests beside their file (src/), a domain's integration tests in its test/ folder,
      // whole-repository checks in test/.
      // A package's tests run as one file, its suite (test/domain-suite.ts); with JEST_SEPARATE=1
      // each part runs as a file of its own instead.
      testMatch: process.env.JEST_SEPARATE
        ? ['<rootDir>/libs/*/{src,test}/**/*.spec.ts', '<rootDir>/apps/{api,worker}/{src,test}/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts']
        : ['<rootDir>/test/**/*.spec.ts', ...BY_PACKAGE],
    },
    {
      ...common,
      displayName: 'browser',
      // The browser parts run in four suites (apps/web/e2e/suites.ts); JEST_SEPARATE=1: each alone.
      testMatch: process.env.JEST_SEPARATE ? ['<rootDir>/apps/web/e2e/*.e2e.ts'] : ['<rootDir>/apps/web/e2e/*.suite.ts'],
      // A browser journey is many waits, each bounded with its own message (support.ts); three
      // files share the two cores, so the journey as a whole gets more than a server test.
      testTimeout: 90_000,
    },
  ],
};

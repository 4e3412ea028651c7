// Issue 18, "Tests that would notice": `npm run mutation` changes the rules in libs/rules one
// small step at a time (a comparison flipped, a limit moved by one, a condition inverted) and
// checks that the rules' own unit tests notice each change. See docs/reliability.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Issue 30 item 2: the date bounds, the deactivation rule and the tele service names moved to
  // libs/contracts/src/input (the call schemas use them); rules re-exports them and its tests still test them.
  mutate: [
    'libs/rules/src/**/*.ts',
    '!libs/rules/src/**/*.spec.ts',
    '!libs/rules/src/**/index.ts',
    'libs/contracts/src/input/date-bounds.ts',
    'libs/contracts/src/input/deactivation.ts',
    'libs/contracts/src/input/tele-service.ts',
  ],
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'libs/rules/jest.mutation.config.mjs', enableFindRelatedTests: true },
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  coverageAnalysis: 'perTest',
  // Two cores shared with the other work on this machine.
  concurrency: 2,
  // Each mutant is a new jest run in the same process, and native ESM test modules are not all
  // let go between runs (see jest.config.js): a runner grew to 4 GB and crawled. A fresh one
  // every 100 runs keeps them small.
  maxTestRunnerReuse: 100,
  // The sandbox needs only the rules, the contracts they import and the root configs.
  ignorePatterns: ['/.data', '/.ci', '/apps', '/test', '/test-artifacts', '/docs', '/scripts', 'dist', 'coverage', '/libs/*', '!/libs/rules', '!/libs/contracts'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
};

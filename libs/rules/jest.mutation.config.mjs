// Issue 18, "Tests that would notice": the rules' own unit tests, alone, for `npm run mutation`
// (Stryker). No global setup: these tests need no PostgreSQL or Redis. The swc transform and the
// module mapping are the root config's own, so the two runs compile the rules the same way.
import root from '../../jest.config.js';

export default {
  rootDir: '../..',
  extensionsToTreatAsEsm: root.extensionsToTreatAsEsm,
  transform: root.transform,
  transformIgnorePatterns: root.transformIgnorePatterns,
  moduleNameMapper: root.moduleNameMapper,
  testEnvironment: 'node',
  roots: ['<rootDir>/libs/rules', '<rootDir>/libs/contracts'],
  testMatch: ['<rootDir>/libs/rules/src/**/*.spec.ts'],
};

// One jest run, two projects: `server` (unit + integration against real PostgreSQL and
// Redis started by test/global-setup on free ports) and `browser` (Debian Chromium through
// playwright-core against the built app). Everything runs as native ESM, as Nest 12 needs.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];
const moduleNameMapper = {
  '^@hospital/(contracts|rules|core|identity|audit)$': '<rootDir>/libs/$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
};

export default {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'server',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/{api,worker}/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e.ts'],
    },
  ],
};

// How SWC compiles the server's TypeScript, for the tests (jest.config.js) and the build
// (scripts/build-server.mjs) alike: native ESM, legacy decorators with their design-time metadata
// (Nest's injection reads it), class fields assigned in the constructor (useDefineForClassFields
// false, as tsconfig.base.json), source maps.
export const SERVER_SWC = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: true,
};

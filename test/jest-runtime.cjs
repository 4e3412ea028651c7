// Jest's runtime with V8's code cache (jest config `runtime`).
//
// Every test file gets its own module registry, so each file compiles the whole app again
// (NestJS, TypeORM, BullMQ and ~900 modules of ours): a server test file spent ~2 s of its
// import in V8's compiler. Jest never hands V8 a code cache; this keeps one per worker process,
// keyed by the module's exact code (V8's own check of a cache is only the source's length), so a
// worker's later files skip parsing and compiling what an earlier file compiled.
'use strict';
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const caches = new Map(); // code → V8 code cache

if (!vm.SourceTextModule.__codeCached) {
  const Base = vm.SourceTextModule;
  class CachedSourceTextModule extends Base {
    constructor(code, options = {}) {
      const cachedData = typeof code === 'string' && options.cachedData === undefined ? caches.get(code) : undefined;
      super(code, cachedData ? { ...options, cachedData } : options);
      if (typeof code === 'string' && !cachedData) {
        try {
          caches.set(code, this.createCachedData());
        } catch {
          /* not cacheable: compiled each time */
        }
      }
    }
  }
  CachedSourceTextModule.__codeCached = true;
  vm.SourceTextModule = CachedSourceTextModule;

  const compileFunction = vm.compileFunction;
  vm.compileFunction = function cachedCompileFunction(code, params, options = {}) {
    if (typeof code !== 'string' || options.cachedData !== undefined) return compileFunction(code, params, options);
    const key = `${(params ?? []).join(',')}\n${code}`;
    const cachedData = caches.get(key);
    if (cachedData) return compileFunction(code, params, { ...options, cachedData });
    const fn = compileFunction(code, params, { ...options, produceCachedData: true });
    if (fn.cachedData) caches.set(key, fn.cachedData);
    return fn;
  };
}

module.exports = Runtime;

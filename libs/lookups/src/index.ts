export * from './lookups.module.js';
export * from './geography/thai-geography.js';
export * from './geography/geography.tokens.js';

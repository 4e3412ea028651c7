export * from './roles.js';
export * from './session.js';
export * from './jobs.js';
export * from './realtime.js';
export * from './health.js';
export * from './lookups.js';

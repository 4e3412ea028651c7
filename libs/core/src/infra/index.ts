// Process-level helpers for the launcher and the tests: no Nest here.
export * from './free-port.js';
export * from './embedded-postgres.js';
export * from './redis-server.js';
export * from './redis-outage-log.js';

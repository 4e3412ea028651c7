// Process-level helpers for the launcher and the tests: no Nest here.
export * from './free-port.js';
export * from './embedded-postgres.js';
export * from './redis-server.js';
export * from './redis-install.js';
export * from './redis-outage-log.js';
export * from '../config/settings-schema.js'; // issue 29 item 3: the launcher checks settings before it starts anything

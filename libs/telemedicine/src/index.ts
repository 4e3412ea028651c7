import { Telemedicine1763900000500 } from './migrations/1763900000500-telemedicine.js';

export * from './telemedicine.module.js';
export * from './cases/tele-records.js';
export * from './cases/tele-events.js';
export { Telemedicine1763900000500 } from './migrations/1763900000500-telemedicine.js';

export const TELEMEDICINE_SCHEMA = { entities: [], migrations: [Telemedicine1763900000500] };

import { Records1764000000700 } from './migrations/1764000000700-records.js';

export * from './records.module.js';
export { Records1764000000700 } from './migrations/1764000000700-records.js';

export const RECORDS_SCHEMA = { entities: [], migrations: [Records1764000000700] };

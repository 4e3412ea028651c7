import { Records1764000000700 } from './migrations/1764000000700-records.js';
import { RecordImages1764000000720 } from './migrations/1764000000720-record-images.js';

export * from './records.module.js';
export { Records1764000000700 } from './migrations/1764000000700-records.js';
export { RecordImages1764000000720 } from './migrations/1764000000720-record-images.js';

export const RECORDS_SCHEMA = { entities: [], migrations: [Records1764000000700, RecordImages1764000000720] };

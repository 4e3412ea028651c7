import { Vaccines1764000000800 } from './migrations/1764000000800-vaccines.js';

export * from './vaccines.module.js';
export { Vaccines1764000000800 } from './migrations/1764000000800-vaccines.js';

export const VACCINES_SCHEMA = { entities: [], migrations: [Vaccines1764000000800] };

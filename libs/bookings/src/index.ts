import { Bookings1764000000600 } from './migrations/1764000000600-bookings.js';

export * from './bookings.module.js';
export { Bookings1764000000600 } from './migrations/1764000000600-bookings.js';

export const BOOKINGS_SCHEMA = { entities: [], migrations: [Bookings1764000000600] };

import { Vaccines1764000000800 } from './migrations/1764000000800-vaccines.js';

export * from './vaccines.module.js';
export { withoutSpecSlash } from './http/vaccine-http.setup.js';
export { VaccinesDemoSeeder } from './demo/vaccines-demo-seeder.js';
export { DEMO_EVENTS, DEMO_STUDENTS, DEMO_VACCINE_TYPES, DEMO_SCHOOLS } from './demo/demo-vaccines.js';
export { Vaccines1764000000800 } from './migrations/1764000000800-vaccines.js';

export const VACCINES_SCHEMA = { entities: [], migrations: [Vaccines1764000000800] };

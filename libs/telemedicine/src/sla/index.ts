import { Sla1767000000100 } from './migrations/1767000000100-sla.js';

/** Issue 14 items 1 and 2, SLA timers and stuck-case alerts: this folder's migration (its module is TeleSlaModule, sla.module.ts). */
export const SLA_MIGRATIONS = [Sla1767000000100];
export { SlaTimers } from './sla-timers.js';
export { TeleSlaModule } from './sla.module.js';

import type { Type } from '@nestjs/common';
import { Sla1767000000100 } from './migrations/1767000000100-sla.js';
import { SlaAdminController } from './sla-admin.controller.js';
import { SlaBreachReads } from './sla-breaches.reads.js';
import { SlaBreachesHandler } from './sla-breaches.handler.js';
import { SlaCalendar } from './sla-calendar.js';
import { SlaScheduler } from './sla-scheduler.js';
import { SlaSettings } from './sla-settings.service.js';
import { SlaTimers } from './sla-timers.js';

/** Issue 14 items 1 and 2, SLA timers and stuck-case alerts: this folder's providers, controllers and migration (TelemedicineModule spreads them). */
export const SLA_PROVIDERS: Type[] = [SlaSettings, SlaCalendar, SlaTimers, SlaBreachesHandler, SlaBreachReads, SlaScheduler];
export const SLA_CONTROLLERS: Type[] = [SlaAdminController];
export const SLA_MIGRATIONS = [Sla1767000000100];
export { SlaTimers } from './sla-timers.js';

import type { Type } from '@nestjs/common';
import { HisCostsPollHandler } from './his-costs-poll.handler.js';
import { HisCostsScheduler } from './his-costs-scheduler.js';

/** Issue 13 item 2, costs reach the case: the providers and controllers of this folder (TelemedicineModule spreads them). */
export const COSTS_PROVIDERS: Type[] = [HisCostsPollHandler, HisCostsScheduler];
export const COSTS_CONTROLLERS: Type[] = [];

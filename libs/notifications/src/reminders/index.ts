import type { Type } from '@nestjs/common';
import { ReminderClaims } from './reminder-claims.js';
import { ReminderRulesController } from './reminder-rules.controller.js';
import { ReminderRules } from './reminder-rules.store.js';
import { ReminderScheduler } from './reminder-scheduler.js';
import { ReminderSendHandler } from './reminder-send.handler.js';

export { ReminderSendHandler } from './reminder-send.handler.js';
export { REMINDERS_EVERY_MS, REMINDERS_SCHEDULER_ID } from './reminder-scheduler.js';
export { reminderPushKey } from './reminder-message.js';

/** Issue 31 item 4, reminders when the hospital wants them: the providers and controllers of this folder. */
export const REMINDER_PROVIDERS: Type[] = [ReminderRules, ReminderClaims, ReminderSendHandler, ReminderScheduler];
export const REMINDER_CONTROLLERS: Type[] = [ReminderRulesController];

import type { SchemaParts } from '@hospital/core';
import { NotificationSends1767500000100 } from './migrations/1767500000100-notification-sends.js';
import { LineMessages1767700000100 } from './migrations/1767700000100-line-messages.js';

export * from './notifications.module.js';

export const NOTIFICATIONS_SCHEMA: SchemaParts = { entities: [], migrations: [NotificationSends1767500000100, LineMessages1767700000100] };

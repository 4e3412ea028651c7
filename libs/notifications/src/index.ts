import type { SchemaParts } from '@hospital/core';
import { NotificationSends1767500000100 } from './migrations/1767500000100-notification-sends.js';

export * from './notifications.module.js';

export const NOTIFICATIONS_SCHEMA: SchemaParts = { entities: [], migrations: [NotificationSends1767500000100] };

import type { SchemaParts } from '@hospital/core';
import { NotificationSends1767500000100 } from './migrations/1767500000100-notification-sends.js';
import { LineMessages1767700000100 } from './migrations/1767700000100-line-messages.js';
import { LineWebhookEvents1767700000200 } from './migrations/1767700000200-line-webhook-events.js';
import { ReminderRules1767700000300 } from './migrations/1767700000300-reminder-rules.js';

export * from './notifications.module.js';
export { RichMenuSync, richMenuSettingsOf, type RichMenuSyncResult } from './rich-menus/index.js'; // issue 31 item 3: `npm run line:richmenu`

export const NOTIFICATIONS_SCHEMA: SchemaParts = { entities: [], migrations: [NotificationSends1767500000100, LineMessages1767700000100, LineWebhookEvents1767700000200, ReminderRules1767700000300] };

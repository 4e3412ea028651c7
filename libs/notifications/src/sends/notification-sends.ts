import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The message keys the notifications module has queued (its own table, notification_sends):
 * what makes its event handlers idempotent.
 */
@Injectable()
export class NotificationSends {
  /** True when `key` was not queued before: the caller queues its message in the same transaction. */
  async claim(m: EntityManager, key: string): Promise<boolean> {
    const rows: Array<{ key: string }> = await m.query(`INSERT INTO notification_sends (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key`, [key]);
    return rows.length === 1;
  }
}

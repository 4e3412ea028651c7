import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { Outbox } from '@hospital/core';

/**
 * The message keys the notifications module has queued (its own table, notification_sends):
 * what makes its event handlers idempotent, however often an event is delivered.
 */
@Injectable()
export class NotificationSends {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  /**
   * Queues ONE 'line.push' (through the outbox) for its key: the key is claimed in the same
   * transaction, so a second delivery of the same event queues nothing. False when it was queued before.
   */
  async pushOnce(message: JobPayload<'line.push'> & { key: string }): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const claimed: Array<{ key: string }> = await m.query(
        `INSERT INTO notification_sends (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [message.key],
      );
      if (claimed.length === 0) return false;
      await this.outbox.job(m, 'line.push', message);
      return true;
    });
  }
}

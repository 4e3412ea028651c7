import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LineWebhookEvent } from '@hospital/contracts';
import type { ChatAnswer } from './chat-cards.js';

/** An answer to send in the chat, kept on its event's row until it is sent; userID: the patient it answers (null: not registered). */
export interface PendingReply extends ChatAnswer {
  userID: string | null;
}

/**
 * Issue 31 items 1 and 2: the notifications module's table line_webhook_events, one row per
 * webhookEventId LINE delivered. The webhook records each new event in the transaction that
 * queues its job; the worker claims it before acting, keeps its answer and marks it sent.
 */
@Injectable()
export class LineWebhookEvents {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Records the event inside `m`'s transaction: true when it is new, false when this webhookEventId was recorded before (a redelivery). */
  async recordNew(m: EntityManager, event: LineWebhookEvent): Promise<boolean> {
    const rows: Array<{ webhook_event_id: string }> = await m.query(
      `INSERT INTO line_webhook_events (webhook_event_id, type, line_user_id, redelivered)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (webhook_event_id) DO NOTHING
       RETURNING webhook_event_id`,
      [event.webhookEventId, event.type, event.source?.userId ?? null, event.deliveryContext.isRedelivery],
    );
    return rows.length > 0;
  }

  /**
   * Claims the event for handling inside `m`'s transaction (committed with its effects): true
   * for the one caller that claims it, false when it was handled already (a job run twice) or
   * never recorded.
   */
  async claim(m: EntityManager, webhookEventId: string): Promise<boolean> {
    // TypeORM's PostgreSQL driver answers an UPDATE … RETURNING with [rows, count].
    const [rows]: [Array<{ webhook_event_id: string }>, number] = await m.query(
      `UPDATE line_webhook_events SET handled_at = now()
        WHERE webhook_event_id = $1 AND handled_at IS NULL
        RETURNING webhook_event_id`,
      [webhookEventId],
    );
    return rows.length > 0;
  }

  /** Gives the claim back (the answer could not be made: a retried job tries again). */
  async release(webhookEventId: string): Promise<void> {
    await this.dataSource.query(`UPDATE line_webhook_events SET handled_at = NULL WHERE webhook_event_id = $1 AND reply IS NULL`, [webhookEventId]);
  }

  /** Keeps the answer about to be sent, so a retried job sends this same answer. */
  async keepReply(webhookEventId: string, reply: PendingReply): Promise<void> {
    await this.dataSource.query(`UPDATE line_webhook_events SET reply = $2 WHERE webhook_event_id = $1 AND replied_at IS NULL`, [webhookEventId, JSON.stringify(reply)]);
  }

  /**
   * The answer still to send, locked inside `m`'s transaction until it commits (a second run
   * of the job waits here, then finds it sent); null when there is none or it was sent.
   */
  async lockUnsentReply(m: EntityManager, webhookEventId: string): Promise<PendingReply | null> {
    const rows: Array<{ reply: PendingReply | null }> = await m.query(
      `SELECT reply FROM line_webhook_events WHERE webhook_event_id = $1 AND replied_at IS NULL AND reply IS NOT NULL FOR UPDATE`,
      [webhookEventId],
    );
    return rows[0]?.reply ?? null;
  }

  async markReplied(m: EntityManager, webhookEventId: string): Promise<void> {
    await m.query(`UPDATE line_webhook_events SET replied_at = now() WHERE webhook_event_id = $1`, [webhookEventId]);
  }
}

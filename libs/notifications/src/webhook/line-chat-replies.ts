import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LineWebhookEvent } from '@hospital/contracts';
import { LineMessagingClient, LinePushRejected, LineReplyTokenInvalid, lineMessageOf } from '@hospital/integrations';
import { LineDeliveries, type LineDeliveryKind } from '../deliveries/line-deliveries.js';
import { LineWebhookEvents } from './line-webhook-events.js';

/** The key of the push that stands in for an event's reply: LINE's retry key is made from it, so it is pushed once. */
export function webhookPushKey(webhookEventId: string): string {
  return `line-webhook:${webhookEventId}`;
}

/**
 * Issue 31 item 2: sends the answer kept on an event's row, once. By the event's reply token
 * (free); where LINE refuses the token (used, or expired after about a minute: a job retried
 * late) or there is none, by a push whose retry key comes from the webhookEventId. The row is
 * locked while sending and marked sent with the delivery record in the same transaction, so a
 * second run of the job waits, then finds it sent (docs/decisions.md, issue 31).
 */
@Injectable()
export class LineChatReplies {
  private readonly logger = new Logger('LineChat');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LineMessagingClient) private readonly line: LineMessagingClient,
    @Inject(LineDeliveries) private readonly deliveries: LineDeliveries,
    @Inject(LineWebhookEvents) private readonly events: LineWebhookEvents,
  ) {}

  /** Sends the event's unsent answer, if any (a LINE 5xx or a network failure throws: the job is retried). */
  async sendPending(event: LineWebhookEvent): Promise<void> {
    const lineUserId = event.source?.userId ?? null;
    await this.dataSource.transaction(async (m) => {
      const reply = await this.events.lockUnsentReply(m, event.webhookEventId);
      if (!reply) return;
      const messages = reply.messages.map((r) => lineMessageOf(r.text, r.card));
      let kind: LineDeliveryKind = 'reply';
      let refused: string | null = null;
      try {
        try {
          if (!event.replyToken) throw new LineReplyTokenInvalid('no reply token');
          await this.line.reply(event.replyToken, messages);
        } catch (error) {
          if (!(error instanceof LineReplyTokenInvalid) || !lineUserId) throw error;
          kind = 'push';
          await this.line.pushMessages(lineUserId, messages, webhookPushKey(event.webhookEventId));
        }
      } catch (error) {
        if (!(error instanceof LinePushRejected || error instanceof LineReplyTokenInvalid)) throw error;
        // A refusal for good: recorded, not retried (a retry cannot succeed).
        refused = error.message;
        this.logger.warn(`LINE refused the answer to ${event.type} ${event.webhookEventId}: ${error.message}`);
      }
      await this.deliveries.record({ userID: reply.userID, lineUserId, kind, about: reply.about, result: refused ? 'refused' : 'sent', detail: refused }, m);
      await this.events.markReplied(m, event.webhookEventId);
    });
  }
}

import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LineWebhookResponse } from '@hospital/contracts';
import { Answer, Outbox, Public, Refuses } from '@hospital/core';
import { LineSignatureGuard } from './line-signature.js';
import { LineWebhookEvents } from './line-webhook-events.js';
import { LineWebhookAnswer, LineWebhookBody, type LineWebhookInput } from './line-webhook.schemas.js';

/**
 * Issue 31 item 1: the LINE Official Account's webhook. LINE signs each call (X-Line-Signature,
 * checked by LineSignatureGuard over the raw bytes: 401 otherwise, nothing recorded). In ONE
 * transaction each event's webhookEventId is recorded and, only when it is new, a
 * 'line.webhookEvent' job is queued through the outbox; a redelivery of an event already
 * recorded queues nothing. The answer is 200 at once: the worker answers in the chat.
 */
@Controller('api/line')
export class LineWebhookController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(LineWebhookEvents) private readonly events: LineWebhookEvents,
  ) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @UseGuards(LineSignatureGuard)
  @Answer(LineWebhookAnswer)
  @Refuses([401])
  async receive(@Body({ schema: LineWebhookBody }) body: LineWebhookInput): Promise<LineWebhookResponse> {
    let queued = 0;
    if (body.events.length === 0) return { queued }; // LINE's "verify" of the webhook URL
    await this.dataSource.transaction(async (m) => {
      for (const event of body.events) {
        if (!(await this.events.recordNew(m, event))) continue;
        await this.outbox.job(m, 'line.webhookEvent', event);
        queued++;
      }
    });
    return { queued };
  }
}

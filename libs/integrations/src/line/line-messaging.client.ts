import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { messagingApi } from '@line/bot-sdk';
import type { LineCard } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { flexMessageOf } from './line-flex.js';
import { LinePushRequest } from './line-push-request.js';

/** LINE refused the push for good (bad token, unknown user): retrying will not help. */
export class LinePushRejected extends Error {}

/**
 * Issue 31: LINE refused a reply's token (400 'Invalid reply token': already used, expired after
 * about a minute, or never issued). The answer may still go as a push, where that is wanted.
 */
export class LineReplyTokenInvalid extends Error {}

/**
 * LINE's retry key is a UUID; ours is derived from the job's own key, so every retry of one
 * job carries the same retry key and LINE (or its stand-in) accepts the message once.
 */
export function lineRetryKeyOf(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Pushes text messages, and cards as Flex messages (issue 13 item 7), to the Messaging API's
 * push endpoint, base URL configurable: LINE in production, the local LINE stand-in in dev and
 * tests (DESIGN.md, Outside systems). Messages are @line/bot-sdk's types; the POST is
 * LinePushRequest's (issue 17 item 2: the SDK's fetch was the drain's largest cost).
 */
@Injectable()
export class LineMessagingClient implements OnModuleDestroy {
  private readonly http: LinePushRequest;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.http = new LinePushRequest(config.line.apiBaseUrl, config.line.messagingToken || 'unset');
  }

  /** Sends once per key. A push LINE already accepted under this key (409) counts as sent. */
  async pushText(lineUserId: string, text: string, key: string): Promise<void> {
    await this.push(lineUserId, { type: 'text', text }, key);
  }

  /** The card as a Flex bubble with `text` as its altText (cut to 400 characters); once per key as pushText. */
  async pushCard(lineUserId: string, card: LineCard, text: string, key: string): Promise<void> {
    await this.push(lineUserId, flexMessageOf(card, text), key);
  }

  private async push(lineUserId: string, message: messagingApi.Message, key: string): Promise<void> {
    await this.pushMessages(lineUserId, [message], key);
  }

  /** Pushes up to 5 messages at once, once per key as pushText (a push counts against the plan's quota). */
  async pushMessages(lineUserId: string, messages: messagingApi.Message[], key: string): Promise<void> {
    const request: messagingApi.PushMessageRequest = { to: lineUserId, messages };
    const { status, body } = await this.http.post('/v2/bot/message/push', request, lineRetryKeyOf(key));
    if ((status >= 200 && status < 300) || status === 409) return;
    if (status === 400 || status === 401 || status === 403) throw new LinePushRejected(`LINE refused the push (${status}): ${body}`);
    throw new Error(`LINE answered ${status}: ${body.slice(0, 200)}`);
  }

  /**
   * Issue 31: answers a webhook event with its reply token (POST /v2/bot/message/reply; free, up
   * to 5 messages). No retry key: LINE takes none for replies, and a token answers once. An
   * unusable token throws LineReplyTokenInvalid; another 4xx LinePushRejected; anything else an Error.
   */
  async reply(replyToken: string, messages: messagingApi.Message[]): Promise<void> {
    const request: messagingApi.ReplyMessageRequest = { replyToken, messages };
    const { status, body } = await this.http.post('/v2/bot/message/reply', request, null);
    if (status >= 200 && status < 300) return;
    if (status === 400 && /invalid reply token/i.test(body)) throw new LineReplyTokenInvalid(`LINE refused the reply token: ${body.slice(0, 200)}`);
    if (status === 400 || status === 401 || status === 403) throw new LinePushRejected(`LINE refused the reply (${status}): ${body}`);
    throw new Error(`LINE answered ${status}: ${body.slice(0, 200)}`);
  }

  onModuleDestroy(): void {
    this.http.close();
  }
}

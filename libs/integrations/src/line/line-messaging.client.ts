import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { LineCard } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { flexMessageOf } from './line-flex.js';

/** LINE refused the push for good (bad token, unknown user): retrying will not help. */
export class LinePushRejected extends Error {}

/**
 * LINE's retry key is a UUID; ours is derived from the job's own key, so every retry of one
 * job carries the same retry key and LINE (or its stand-in) accepts the message once.
 */
export function lineRetryKeyOf(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Pushes text messages, and cards as Flex messages (issue 13 item 7), with the Messaging API (@line/bot-sdk), base URL configurable: LINE in
 * production, the local LINE stand-in in dev and tests (DESIGN.md, Outside systems).
 */
@Injectable()
export class LineMessagingClient {
  private readonly client: messagingApi.MessagingApiClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new messagingApi.MessagingApiClient({
      channelAccessToken: config.line.messagingToken || 'unset',
      baseURL: config.line.apiBaseUrl,
    });
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
    try {
      await this.client.pushMessage({ to: lineUserId, messages: [message] }, lineRetryKeyOf(key));
    } catch (error) {
      if (error instanceof HTTPFetchError) {
        if (error.status === 409) return;
        if (error.status === 400 || error.status === 401 || error.status === 403) {
          throw new LinePushRejected(`LINE refused the push (${error.status}): ${error.body}`);
        }
      }
      throw error;
    }
  }
}

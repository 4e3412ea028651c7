// The LINE stand-in's webhook side (issue 31 item 6); line-platform.ts hands each request here
// first and answers replies with the reply tokens issued here.
//  - As LINE does, it POSTs signed webhook calls {destination, events:[event]} to `webhookUrl`
//    (X-Line-Signature: base64 HMAC-SHA256 of the body with the Messaging API channel secret):
//    follow (with follow.isUnblocked), unfollow (no reply token), a text message, a postback.
//    Each event has LINE's fields: type, mode 'active', timestamp, source {type:'user', userId},
//    a ULID webhookEventId, deliveryContext {isRedelivery}, a replyToken (single use, valid a
//    minute). `redeliver(event)` sends the same event again with isRedelivery true.
//  - Dev helpers LINE does not have: POST /__dev/webhook {url} sets where events go; POST
//    /__dev/events {type, lineUserId, text?, data?} sends one (the demo drives the chat with it).
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './http-stand-in.js';

/** A webhook event as the stand-in sends it (Messaging API reference, "Webhook event objects"). */
export interface StandInWebhookEvent {
  type: 'follow' | 'unfollow' | 'message' | 'postback';
  mode: 'active';
  timestamp: number;
  source: { type: 'user'; userId: string };
  webhookEventId: string;
  deliveryContext: { isRedelivery: boolean };
  replyToken?: string;
  follow?: { isUnblocked: boolean };
  message?: { id: string; type: 'text'; quoteToken: string; text: string };
  postback?: { data: string };
}

/** One webhook call: the event sent and what the product answered. */
export interface WebhookDelivery {
  event: StandInWebhookEvent;
  status: number;
  body: string;
}

export interface LineWebhookStandIn {
  /** Where webhook events are POSTed (the product's POST /api/line/webhook); null: nowhere yet. */
  webhookUrl: string | null;
  /** The Messaging API channel secret the calls are signed with (the product's LINE_CHANNEL_SECRET). */
  readonly messagingSecret: string;
  /** The bot's own user id: the calls' `destination`. */
  readonly botUserId: string;
  /** The LINE user adds the OA as a friend (or unblocks it). */
  follow(lineUserId: string): Promise<WebhookDelivery>;
  /** The LINE user blocks the OA (no reply token). */
  unfollow(lineUserId: string): Promise<WebhookDelivery>;
  /** The LINE user types a text message. */
  message(lineUserId: string, text: string): Promise<WebhookDelivery>;
  /** The LINE user taps a postback button with this data. */
  postback(lineUserId: string, data: string): Promise<WebhookDelivery>;
  /** Sends the same event again (same webhookEventId and reply token), as LINE's redelivery. */
  redeliver(event: StandInWebhookEvent): Promise<WebhookDelivery>;
  /** Every reply token issued so far expires now (as a minute passing would). */
  expireReplyTokens(): void;
}

export interface LineWebhookSender extends LineWebhookStandIn {
  /** Uses a reply token up: the LINE user it was issued to, or null for an unknown, used or expired token. */
  useReplyToken(token: string): string | null;
  /** Answers the request when it is one of the webhook dev routes (true), else leaves it (false). */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

/** LINE's reply tokens are valid about a minute. */
export const REPLY_TOKEN_TTL_MS = 60_000;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID (26 characters of Crockford base32: 48 bits of milliseconds, 80 random bits), as LINE's webhookEventId. */
export function ulid(now = Date.now()): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  return time + Array.from(randomBytes(16), (b) => CROCKFORD[b % 32]).join('');
}

/** The X-Line-Signature of a body. */
export function lineWebhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function lineWebhookSender(options: { messagingSecret: string; botUserId?: string }): LineWebhookSender {
  const secret = options.messagingSecret;
  const botUserId = options.botUserId ?? `U${randomBytes(16).toString('hex')}`;
  const tokens = new Map<string, { to: string; expiresAt: number }>();
  const blocked = new Set<string>();
  let webhookUrl: string | null = null;

  const post = async (event: StandInWebhookEvent): Promise<WebhookDelivery> => {
    if (!webhookUrl) throw new Error('The LINE stand-in has no webhook URL (set webhookUrl or POST /__dev/webhook {url})');
    const body = JSON.stringify({ destination: botUserId, events: [event] });
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'LineBotWebhook/2.0', 'x-line-signature': lineWebhookSignature(body, secret) },
      body,
    });
    return { event, status: res.status, body: await res.text() };
  };

  const eventOf = (type: StandInWebhookEvent['type'], lineUserId: string, extra: Partial<StandInWebhookEvent> = {}): StandInWebhookEvent => {
    const event: StandInWebhookEvent = {
      type,
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId: lineUserId },
      webhookEventId: ulid(),
      deliveryContext: { isRedelivery: false },
      ...extra,
    };
    if (type !== 'unfollow') {
      event.replyToken = randomBytes(16).toString('hex');
      tokens.set(event.replyToken, { to: lineUserId, expiresAt: Date.now() + REPLY_TOKEN_TTL_MS });
    }
    return event;
  };

  const sender: LineWebhookSender = {
    get webhookUrl() {
      return webhookUrl;
    },
    set webhookUrl(url: string | null) {
      webhookUrl = url;
    },
    messagingSecret: secret,
    botUserId,
    follow(lineUserId) {
      const isUnblocked = blocked.delete(lineUserId);
      return post(eventOf('follow', lineUserId, { follow: { isUnblocked } }));
    },
    unfollow(lineUserId) {
      blocked.add(lineUserId);
      return post(eventOf('unfollow', lineUserId));
    },
    message(lineUserId, text) {
      return post(eventOf('message', lineUserId, { message: { id: String(Date.now()) + String(randomBytes(2).readUInt16BE()), type: 'text', quoteToken: randomBytes(24).toString('base64url'), text } }));
    },
    postback(lineUserId, data) {
      return post(eventOf('postback', lineUserId, { postback: { data } }));
    },
    redeliver(event) {
      return post({ ...event, deliveryContext: { isRedelivery: true } });
    },
    expireReplyTokens() {
      for (const entry of tokens.values()) entry.expiresAt = 0;
    },
    useReplyToken(token) {
      const entry = tokens.get(token);
      if (!entry || entry.expiresAt <= Date.now()) return null;
      tokens.delete(token);
      return entry.to;
    },
    async handle(req, res, pathname) {
      if (req.method !== 'POST' || (pathname !== '/__dev/webhook' && pathname !== '/__dev/events')) return false;
      const input = JSON.parse((await readBody(req)) || '{}') as { url?: string; type?: string; lineUserId?: string; text?: string; data?: string };
      if (pathname === '/__dev/webhook') {
        if (typeof input.url !== 'string' || !/^https?:\/\//.test(input.url)) sendJson(res, 400, { message: 'url must be an http(s) address' }, { cors: true });
        else {
          webhookUrl = input.url;
          sendJson(res, 204, null, { cors: true });
        }
        return true;
      }
      const user = typeof input.lineUserId === 'string' && /^U[0-9a-f]{32}$/.test(input.lineUserId) ? input.lineUserId : null;
      if (!user) {
        sendJson(res, 400, { message: 'lineUserId must be a LINE user id (U + 32 hex)' }, { cors: true });
        return true;
      }
      const delivery =
        input.type === 'follow'
          ? await sender.follow(user)
          : input.type === 'unfollow'
            ? await sender.unfollow(user)
            : input.type === 'message' && typeof input.text === 'string'
              ? await sender.message(user, input.text)
              : input.type === 'postback' && typeof input.data === 'string'
                ? await sender.postback(user, input.data)
                : null;
      if (!delivery) sendJson(res, 400, { message: 'type must be follow, unfollow, message {text} or postback {data}' }, { cors: true });
      else sendJson(res, 200, delivery, { cors: true });
      return true;
    },
  };
  return sender;
}

import { z } from './input/zod-thai.js';

/**
 * Issue 31 item 1: POST /api/line/webhook, the LINE Messaging API's webhook (LINE calls it, no
 * person does). The body as LINE sends it (Messaging API reference, "Webhook event objects"),
 * declared once: the fields the product reads are checked, every other field LINE adds is kept
 * (loose objects), so the 'line.webhookEvent' job carries the event as LINE sent it. The
 * signature (X-Line-Signature) is checked over the raw bytes before this schema is read.
 */

/** Who sent the event: a user (userId), or a group or room the OA is in. */
const LineEventSource = z.looseObject({
  type: z.string().max(32),
  userId: z.string().max(64).optional(),
  groupId: z.string().max(64).optional(),
  roomId: z.string().max(64).optional(),
});

/** One webhook event: follow, unfollow, message, postback … (other types are kept and ignored). */
export const LineWebhookEventShape = z.looseObject({
  type: z.string().min(1).max(64),
  /** 'active', or 'standby' while another channel has the chat (nothing is answered then). */
  mode: z.string().max(32).optional(),
  timestamp: z.number(),
  /** ULID; the same for a redelivery of the event. */
  webhookEventId: z.string().min(1).max(64),
  deliveryContext: z.looseObject({ isRedelivery: z.boolean() }),
  source: LineEventSource.optional(),
  /** Single use, valid about a minute; none for unfollow. */
  replyToken: z.string().max(256).optional(),
  /** A message event's message: text has `text` (≤ 5000). */
  message: z.looseObject({ id: z.string().max(64), type: z.string().max(32), text: z.string().max(5000).optional(), quoteToken: z.string().max(512).optional() }).optional(),
  /** A postback event's data (contracts' postbackDataOf, ≤ 300). */
  postback: z.looseObject({ data: z.string().max(300) }).optional(),
});
export type LineWebhookEvent = z.output<typeof LineWebhookEventShape>;

/** What LINE posts: the bot's user id and the events (none when LINE verifies the webhook URL). */
export const LineWebhookBody = z.looseObject({
  destination: z.string().max(64),
  events: z.array(LineWebhookEventShape).max(1000),
});
export type LineWebhookRequest = z.input<typeof LineWebhookBody>;

/** 200 at once: how many of the events were new (each new one is handled once by the worker). */
export const LineWebhookAnswer = z.object({ queued: z.number().int() });
export type LineWebhookResponse = z.output<typeof LineWebhookAnswer>;

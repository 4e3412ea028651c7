import { LineWebhookAnswer, LineWebhookBody } from '@hospital/contracts';
import { nameSchemas, type z } from '@hospital/core';

/**
 * Issue 31 item 1: POST /api/line/webhook's body (LINE's events) and answer, declared once in
 * libs/contracts (line-webhook-calls.ts).
 */
export { LineWebhookAnswer, LineWebhookBody };
export type LineWebhookInput = z.output<typeof LineWebhookBody>;

nameSchemas({ LineWebhookBody, LineWebhookAnswer });

import { LineMessagesAnswer, LineUsageAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/**
 * Issue 31 item 5: GET /api/v1/line/messages?userID=… (a person's messages on LINE, staff) and
 * GET /api/v1/line/usage (the month against the quota, Admin). The answers are declared once in
 * libs/contracts (line-calls.ts). An id that is no uuid is nobody: 404, as for an unknown person.
 */
export const LineMessagesQuery = z.object({
  userID: z
    .string({ error: MESSAGES.badRequest })
    .trim()
    .min(1, { error: MESSAGES.badRequest })
    .max(100, { error: MESSAGES.badRequest })
    .meta({ description: 'the person (users.id)', format: 'uuid' }),
});
export type LineMessagesQueryInput = z.output<typeof LineMessagesQuery>;

export { LineMessagesAnswer, LineUsageAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LineMessagesQuery, LineMessagesAnswer, LineUsageAnswer });

import { AccessLogAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { ACCESS_LOG_MAX_PAGE_SIZE, ACCESS_LOG_PAGE_SIZE, PRIVACY_MESSAGES } from '@hospital/rules';

/** PageNumber or PageSize: digits from 1 to `max`; absent or '' takes `fallback`. */
const pageField = (fallback: number, max: number) =>
  z
    .union([z.literal(''), z.string().regex(/^[0-9]{1,6}$/, { error: PRIVACY_MESSAGES.badPage })], { error: PRIVACY_MESSAGES.badPage })
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().min(1, { error: PRIVACY_MESSAGES.badPage }).max(max, { error: PRIVACY_MESSAGES.badPage }));

/** Issue 15 item 4: GET /api/v1/me/access-log — newest first, a page at a time. */
export const AccessLogQuery = z.object({
  PageNumber: pageField(1, 999_999).meta({ description: 'from 1; default 1' }),
  PageSize: pageField(ACCESS_LOG_PAGE_SIZE, ACCESS_LOG_MAX_PAGE_SIZE).meta({ description: `1–${ACCESS_LOG_MAX_PAGE_SIZE}; default ${ACCESS_LOG_PAGE_SIZE}` }),
});
export type AccessLogInput = z.output<typeof AccessLogQuery>;

/** AccessLogResponse: declared once in libs/contracts (privacy-calls.ts, issue 30 item 2). */
export { AccessLogAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ AccessLogAnswer });

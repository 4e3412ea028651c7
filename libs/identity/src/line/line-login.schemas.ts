import { LINE_ID_TOKEN_MAX, LineLoginAnswer, LineLoginBody, LineNotRegisteredAnswer, lineIdToken } from '@hospital/contracts';
import { nameSchemas, type z } from '@hospital/core';

/**
 * POST /api/v1/identity/line-login {idToken} (accounts §4) and its answer (the session user, or
 * issue 16 item 14's not registered yet): declared once in libs/contracts (identity-calls.ts,
 * issue 30 item 2). The 'line-id-token' strategy parses the body with LineLoginBody.
 */
export { LINE_ID_TOKEN_MAX, LineLoginAnswer, LineLoginBody, LineNotRegisteredAnswer, lineIdToken };
export type LineLoginInput = z.output<typeof LineLoginBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LineLoginBody, LineLoginAnswer });

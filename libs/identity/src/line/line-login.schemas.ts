import { z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';
import { SessionUserAnswer } from '../login/login.schemas.js';

/** The longest LIFF ID token read (a JWT of a few hundred characters). */
export const LINE_ID_TOKEN_MAX = 4096;

/** A LIFF ID token: missing, not text or past the limit reads as 'LINE did not verify you' (accounts §4). */
export const lineIdToken = () =>
  z
    .string({ error: MESSAGES.lineTokenInvalid })
    .min(1, { error: MESSAGES.lineTokenInvalid })
    .max(LINE_ID_TOKEN_MAX, { error: MESSAGES.lineTokenInvalid })
    .meta({ description: 'The LIFF ID token (liff.getIDToken()), verified with LINE' });

/**
 * POST /api/v1/identity/line-login {idToken} (accounts §4). The 'line-id-token' strategy
 * parses the body with it (guards run before pipes); the controller declares it for the docs.
 */
export const LineLoginBody = z.object({ idToken: lineIdToken() });
export type LineLoginInput = z.output<typeof LineLoginBody>;

/** Issue 16 item 14: no account is linked to this LINE user yet — a 200 the page reads, not an error. */
export const LineNotRegisteredAnswer = z.object({
  registered: z.literal(false).meta({ description: 'No account is linked to this LINE user yet: the page goes to /lineregister' }),
  message: z.string(),
});

/** POST line-login's answer: the session user, or not registered yet. */
export const LineLoginAnswer = z.union([SessionUserAnswer, LineNotRegisteredAnswer]);

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LineLoginBody, LineLoginAnswer });

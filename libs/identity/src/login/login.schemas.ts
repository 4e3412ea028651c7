import { LOGIN_MAX, LoginBody, PASSWORD_MAX, SessionUserAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/**
 * POST /api/v1/identity/login (accounts §5, §7) and the session user every sign-in answers:
 * declared once in libs/contracts (identity-calls.ts, issue 30 item 2), LoginRequest and
 * SessionUser inferred from them. The 'local' strategy parses the body with LoginBody.
 */
export { LOGIN_MAX, LoginBody, PASSWORD_MAX, SessionUserAnswer };
export type LoginInput = z.output<typeof LoginBody>;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LoginBody, SessionUserAnswer });

import type { LoginRequest } from '@hospital/contracts';
import { text, z, nameSchemas, type Agrees } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/** The longest sign-in name read (an email, a username or a 13-digit national ID). */
export const LOGIN_MAX = 254;
/** The longest password read, at sign-in and at registration. */
export const PASSWORD_MAX = 200;

/**
 * POST /api/v1/identity/login (accounts §5, §7) {email, password}: both required, in the
 * form's order (the login name first). The 'local' strategy parses the body with it (guards
 * run before pipes); the controller declares it for the docs.
 */
export const LoginBody = z.object({
  email: text(LOGIN_MAX, MESSAGES.usernameRequired)
    .min(1, { error: MESSAGES.usernameRequired })
    .meta({ description: 'An email, a username or a 13-digit national ID', example: 'nurse@demo.skin.go.th' }),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }).max(PASSWORD_MAX),
});
export type LoginInput = z.output<typeof LoginBody>;
/** Issue 30 item 3: the web's LoginRequest (libs/contracts) and this schema agree, or the typecheck fails. */
export const loginRequestAgrees: Agrees<LoginRequest, z.input<typeof LoginBody>> = true;

/** The session user every sign-in answers (libs/contracts SessionUser). */
export const SessionUserAnswer = z.object({
  token: z.string().meta({ description: 'The JWT for Authorization: Bearer' }),
  role: z.string().nullable().meta({ description: 'Staff role; null for a patient' }),
  isActive: z.number().int().meta({ description: '1 when the profile is complete (or known to the HIS)' }),
  fullName: z.string(),
  titleName: z.string().nullable(),
  idCard: z.string().nullable(),
  phone: z.string().nullable(),
  hn: z.string().nullable(),
  link: z.number().int().meta({ description: '1 when a LINE account is linked' }),
  userID: z.uuid(),
  consentsDue: z.array(z.string()).optional().meta({ description: 'Issue 15: purposes whose current consent text the person must agree to before going on' }),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LoginBody, SessionUserAnswer });

import {
  EMAIL_MAX,
  LineRegisterBody,
  NAME_MAX,
  RegistrationConsentAnswer,
  SIGNATURE_MAX_CHARS,
  SessionUserAnswer,
  THAID_TICKET_MAX,
  WebRegisterAnswer,
  WebRegisterBody,
} from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/**
 * POST /api/v1/identity/line-register and web-register (accounts §3, §7), their answers and the
 * registration consent in force: declared once in libs/contracts (identity-calls.ts, issue 30
 * item 2), LineRegisterRequest, WebRegisterRequest, WebRegisterResponse and RegistrationConsentText
 * inferred from them. Whether a field is right is the rule functions' (validateLineRegistration /
 * validateWebRegistration), which the service runs.
 */
export { EMAIL_MAX, LineRegisterBody, NAME_MAX, RegistrationConsentAnswer, SIGNATURE_MAX_CHARS, THAID_TICKET_MAX, WebRegisterAnswer, WebRegisterBody };
export type LineRegisterInput = z.output<typeof LineRegisterBody>;
export type WebRegisterInput = z.output<typeof WebRegisterBody>;

export const LineRegisterAnswer = SessionUserAnswer;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ LineRegisterBody, LineRegisterAnswer, WebRegisterBody, WebRegisterAnswer, RegistrationConsentAnswer });

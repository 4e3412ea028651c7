import { z, nameSchemas } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

/** A LIFF app id as LINE issues it. */
const LIFF_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * GET /api/thaid/v2/authorize?liffId= (accounts §2 /lineregister → ThaiD): the LIFF app the
 * registration continues in; empty or absent → the default LIFF app.
 */
export const ThaidAuthorizeQuery = z.object({
  liffId: z
    .union([z.literal(''), z.string().regex(LIFF_ID)])
    .optional()
    .meta({ description: 'The LIFF app to come back to', example: '1650000000-booking' }),
});
export type ThaidAuthorizeInput = z.output<typeof ThaidAuthorizeQuery>;

/**
 * GET /api/thaid/v2/callback?code=&state= (accounts §7; `iss` when the page passes it on,
 * `error` when ThaiD refused). The 'thaid' strategy reads it field by field in the flow's
 * order: a bad `state` is thaidStateMismatch (checked against the cookie first), a bad `code`
 * or any `error` is thaidFailed, once the state matched.
 */
export const ThaidCallbackQuery = z.object({
  state: z.string({ error: MESSAGES.thaidStateMismatch }).max(512, { error: MESSAGES.thaidStateMismatch }).optional(),
  code: z.string({ error: MESSAGES.thaidFailed }).max(2048, { error: MESSAGES.thaidFailed }).optional(),
  iss: z.string({ error: MESSAGES.thaidFailed }).max(2048, { error: MESSAGES.thaidFailed }).optional(),
  error: z.string({ error: MESSAGES.thaidFailed }).max(2048, { error: MESSAGES.thaidFailed }).optional(),
});
export type ThaidCallbackInput = z.output<typeof ThaidCallbackQuery>;

/** The callback's answer (libs/contracts ThaidPerson): ThaiD's claims, our ticket, the LIFF app. */
export const ThaidPersonAnswer = z.object({
  pid: z.string().meta({ description: '13-digit national ID' }),
  titleTh: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  titleEn: z.string(),
  given_name_en: z.string(),
  family_name_en: z.string(),
  birthdate: z.string().meta({ description: 'YYYY-MM-DD' }),
  address: z.object({ formatted: z.string() }),
  gender: z.enum(['male', 'female']),
  ticket: z.string().meta({ description: 'Proof of this data for line-register (15 minutes)' }),
  liffId: z.string().nullable(),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ThaidPersonAnswer });

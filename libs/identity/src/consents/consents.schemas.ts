import { CONSENT_PURPOSES, ConsentAgreeBody, ConsentTextVersionAnswer, MyConsentsAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { CONSENT_MESSAGES, CONSENT_TEXT_MAX, CONSENT_VERSION_MAX } from '@hospital/rules';

/** Issue 15 item 5: the purpose in the path of withdraw / agree. */
export const ConsentPurposeParam = z
  .enum(CONSENT_PURPOSES, { error: CONSENT_MESSAGES.unknownPurpose })
  .meta({ description: 'registration · telemedicine · network_sharing · vaccine_child · line_messages' });

/** POST /api/v1/me/consents/{purpose}/agree: declared once in libs/contracts (privacy-calls.ts, issue 30 item 2), ConsentAgreeRequest inferred from it. */
export { ConsentAgreeBody };
export type ConsentAgreeInput = z.output<typeof ConsentAgreeBody>;

/** POST /api/v1/admin/consent-texts: a new version of a purpose's text, in force once published. */
export const ConsentPublishBody = z.object({
  purpose: ConsentPurposeParam,
  version: z
    .string({ error: CONSENT_MESSAGES.badVersion })
    .trim()
    .min(1, { error: CONSENT_MESSAGES.badVersion })
    .max(CONSENT_VERSION_MAX, { error: CONSENT_MESSAGES.badVersion }),
  // Line ends made one kind and the ends trimmed: the hash is of exactly what people read.
  text: z
    .string({ error: CONSENT_MESSAGES.emptyText })
    .transform((t) => t.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, { error: CONSENT_MESSAGES.emptyText }).max(CONSENT_TEXT_MAX, { error: CONSENT_MESSAGES.textTooLong })),
});
export type ConsentPublishInput = z.output<typeof ConsentPublishBody>;

/** The ledger as the person sees it: declared once in libs/contracts (privacy-calls.ts). */
export { MyConsentsAnswer };

export const ConsentTextsAnswer = z.array(ConsentTextVersionAnswer);

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ConsentAgreeBody, ConsentPublishBody, MyConsentsAnswer, ConsentTextsAnswer });

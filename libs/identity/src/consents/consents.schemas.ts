import { CONSENT_CHANNELS, CONSENT_PURPOSES } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';
import { CONSENT_MESSAGES, CONSENT_TEXT_MAX, CONSENT_VERSION_MAX } from '@hospital/rules';

/** Issue 15 item 5: the purpose in the path of withdraw / agree. */
export const ConsentPurposeParam = z
  .enum(CONSENT_PURPOSES, { error: CONSENT_MESSAGES.unknownPurpose })
  .meta({ description: 'registration · telemedicine · network_sharing · vaccine_child · line_messages' });

/** POST /api/v1/me/consents/{purpose}/agree: the SHA-256 of the text the page showed. */
export const ConsentAgreeBody = z.object({
  textSha256: z
    .string({ error: CONSENT_MESSAGES.badTextHash })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: CONSENT_MESSAGES.badTextHash })
    .meta({ description: 'SHA-256 (hex) of the version in force, as GET /api/v1/me/consents gave it' }),
});
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

const record = z.object({
  id: z.uuid(),
  purpose: z.enum(CONSENT_PURPOSES),
  version: z.string(),
  textSha256: z.string(),
  givenAt: z.iso.datetime(),
  channel: z.enum(CONSENT_CHANNELS),
  signatureSha256: z.string().nullable(),
  subjectName: z.string().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
});

export const MyConsentsAnswer = z.object({
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      title: z.string(),
      required: z.boolean(),
      withdrawalMeans: z.string().nullable(),
      current: z.object({ version: z.string(), textSha256: z.string(), text: z.string(), publishedAt: z.iso.datetime() }),
      agreedCurrent: z.boolean(),
      records: z.array(record),
    }),
  ),
  due: z.array(z.enum(CONSENT_PURPOSES)),
});

export const ConsentTextsAnswer = z.array(
  z.object({
    purpose: z.enum(CONSENT_PURPOSES),
    version: z.string(),
    textSha256: z.string(),
    text: z.string(),
    publishedAt: z.iso.datetime(),
    publishedBy: z.string().nullable(),
    current: z.boolean(),
  }),
);

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ConsentAgreeBody, ConsentPublishBody, MyConsentsAnswer, ConsentTextsAnswer });

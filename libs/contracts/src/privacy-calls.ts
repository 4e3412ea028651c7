import { CONSENT_MESSAGES } from './input/consent-messages.js';
import { z } from './input/zod-thai.js';
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from './privacy.js';

/**
 * Issue 30 item 2, one declaration per call: the patient's data-rights calls (issue 15: the
 * consent ledger, who has looked at one's record) declared once as the zod schemas the api checks
 * and documents; their types are inferred here. libs/identity's consents.schemas.ts and libs/audit's
 * access-log.schemas.ts re-export and name them.
 */

/**
 * One row of the ledger: one agreement to one version of one purpose's text. textSha256: of the
 * exact text shown (stored once, by this hash); signatureSha256: of the signature image, where one
 * was signed; subjectName: whom the consent is for when not the person (a child's vaccine).
 */
export const ConsentRecordAnswer = z.object({
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
export type ConsentRecord = z.output<typeof ConsentRecordAnswer>;

/**
 * A purpose as the person's privacy page shows it: its Thai title; required for care (it cannot be
 * withdrawn here, only by closing the account); what a withdrawal means (null when it cannot be);
 * the version in force; whether the person agreed to it and has not withdrawn; their rows, newest first.
 */
export const ConsentPurposeStateAnswer = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  title: z.string(),
  required: z.boolean(),
  withdrawalMeans: z.string().nullable(),
  current: z.object({ version: z.string(), textSha256: z.string(), text: z.string(), publishedAt: z.iso.datetime() }),
  agreedCurrent: z.boolean(),
  records: z.array(ConsentRecordAnswer),
});
export type ConsentPurposeState = z.output<typeof ConsentPurposeStateAnswer>;

/** GET /api/v1/me/consents (and the answer of agree / withdraw); `due`: purposes the person uses whose current version they have not agreed to. */
export const MyConsentsAnswer = z.object({
  purposes: z.array(ConsentPurposeStateAnswer),
  due: z.array(z.enum(CONSENT_PURPOSES)),
});
export type MyConsentsResponse = z.output<typeof MyConsentsAnswer>;

/** POST /api/v1/me/consents/{purpose}/agree: the SHA-256 of the text the page showed. */
export const ConsentAgreeBody = z.object({
  textSha256: z
    .string({ error: CONSENT_MESSAGES.badTextHash })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: CONSENT_MESSAGES.badTextHash })
    .meta({ description: 'SHA-256 (hex) of the version in force, as GET /api/v1/me/consents gave it' }),
});
export type ConsentAgreeRequest = z.input<typeof ConsentAgreeBody>;

/** Admin: a text version of a purpose (GET/POST /api/v1/admin/consent-texts). */
export const ConsentTextVersionAnswer = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  version: z.string(),
  textSha256: z.string(),
  text: z.string(),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string().nullable(),
  current: z.boolean(),
});
export type ConsentTextVersion = z.output<typeof ConsentTextVersionAnswer>;

/**
 * One line of "who has looked at my record" (GET /api/v1/me/access-log). Issue 35 item 2: repeated
 * reads by one person within a few minutes are one line, `count` of them from `firstAt` to `at`.
 */
export const AccessLogEntryAnswer = z.object({
  at: z.iso.datetime().meta({ description: 'the last act of the line' }),
  firstAt: z.iso.datetime().meta({ description: 'the first act of the line (= at for a line of one)' }),
  count: z.number().int().min(1).meta({ description: 'the reads this line stands for; a change is always 1' }),
  role: z.string().meta({ description: 'the staff role, in Thai' }),
  staffName: z.string().nullable().meta({ description: 'the staff member, only where ACCESS_LOG_SHOW_STAFF_NAMES is on' }),
  caregiverName: z.string().nullable().meta({ description: "issue 33 item 4: the caregiver who acted for the person (X-Acting-For); then role reads 'คุณ <name> (ผู้ดูแล)'" }),
  action: z.string().meta({ description: 'what was done, in plain Thai' }),
  where: z.string().meta({ description: 'the screen or system, in plain Thai' }),
});
export type AccessLogEntry = z.output<typeof AccessLogEntryAnswer>;

export const AccessLogAnswer = z.object({
  data: z.array(AccessLogEntryAnswer),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type AccessLogResponse = z.output<typeof AccessLogAnswer>;

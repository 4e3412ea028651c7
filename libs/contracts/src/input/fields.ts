import { MESSAGES } from './messages.js';
import { isOutOfBoundsYear } from './date-bounds.js';
import { tooLongMessage } from './text-limits.js';
import { z } from './zod-thai.js';

/**
 * The building blocks of the call schemas (issue 19 item 1): the few shapes every domain
 * repeats, each with the spec's message where a person can get it wrong.
 */

/**
 * Free text, trimmed, at most `max` characters (the limit counts the trimmed text).
 * `message` is the field's own message when it is missing or not text; past the limit the
 * answer is 'ยาวเกิน N ตัวอักษร' (issue 35 item 2) unless `tooLong` says otherwise.
 */
export const text = (max: number, message?: string, tooLong?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(max, { error: tooLong ?? tooLongMessage(max) });

/** Optional free text: missing or null reads as ''. A wrong type gets the field's message too. */
export const optionalText = (max: number, message?: string, tooLong?: string) =>
  z
    .union([text(max, message, tooLong), z.null()], message ? { error: message } : undefined)
    .optional()
    .transform((v) => v ?? '');

/**
 * A whole number sent as a number or as a string of digits (forms send both); '2.5' gets the
 * field's message, and so does ' 1' (issue 28 item 5: digits only, no spaces around them).
 */
export const intLike = (message?: string) => {
  const error = message ? { error: message } : undefined;
  return z.union([z.number(error).int(error), z.string(error).regex(/^-?\d{1,15}$/, error).transform(Number)], error);
};

/**
 * A calendar day 'YYYY-MM-DD' (a longer ISO date-time keeps its day part). Issue 28 item 4:
 * a year past 1900–2200 answers MESSAGES.dateYearOutOfRange (libs/rules date-bounds).
 */
export const dateKey = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .refine((v) => !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/, message ? { error: message } : undefined)
    .transform((v) => v.slice(0, 10));

/** A record's id in the path: a uuid (the owner answers 404 for one it does not hold). */
export const idParam = (description: string) => z.string().max(100).meta({ description, format: 'uuid' });

import * as z from 'zod';
import { MESSAGES } from './messages.js';
import { tooLongMessage } from './text-limits.js';

/**
 * Every schema problem without a message of its own reads as the spec's general Thai
 * message ('ข้อมูลไม่ถูกต้อง'), text past its limit 'ยาวเกิน N ตัวอักษร': a person never sees
 * zod's English. A field with a message of the spec (required, too long, …) names it in its schema.
 */
z.config({
  // Issue 35 item 2: text past its limit says the limit ('ยาวเกิน 100 ตัวอักษร'); the pipe adds the field's name.
  customError: (issue) => (issue.code === 'too_big' && issue.origin === 'string' ? tooLongMessage(Number(issue.maximum)) : MESSAGES.badRequest),
});

export { z };

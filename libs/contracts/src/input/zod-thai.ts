import * as z from 'zod';
import { MESSAGES } from './messages.js';

/**
 * Every schema problem without a message of its own reads as the spec's general Thai
 * message ('ข้อมูลไม่ถูกต้อง'): a person never sees zod's English. A field with a message
 * of the spec (required, too long, …) names it in its schema.
 */
z.config({ customError: () => MESSAGES.badRequest });

export { z };

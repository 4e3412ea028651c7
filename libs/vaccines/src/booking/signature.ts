import { createHash } from 'node:crypto';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';

const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_BYTES = 512 * 1024;

/** The consent signature of a new booking (§2 consent flow: read, sign, agree): a PNG data URL with a real image header. */
export function signatureOf(value: unknown): { png: Buffer; sha256: string } {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) throw new Api2Error(400, VACCINE_MESSAGES.signatureRequired);
  const png = Buffer.from(value.slice(PREFIX.length), 'base64');
  const valid =
    png.length > 33 &&
    png.length <= MAX_BYTES &&
    png.subarray(0, 8).equals(PNG_MAGIC) &&
    png.subarray(12, 16).toString('ascii') === 'IHDR' &&
    png.readUInt32BE(16) > 0 &&
    png.readUInt32BE(20) > 0;
  if (!valid) throw new Api2Error(400, VACCINE_MESSAGES.signatureRequired);
  return { png, sha256: createHash('sha256').update(png).digest('hex') };
}

import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { MESSAGES } from '@hospital/rules';

/** A hand-drawn signature as the canvas gives it: a PNG data URL (accounts §3 signBase64). */
export interface Signature {
  png: Buffer;
  sha256: string;
}

const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A 4K-wide canvas of strokes stays far below this. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

export function parseSignature(value: unknown): Signature {
  if (typeof value !== 'string' || value === '') throw new BadRequestException(MESSAGES.signatureRequired);
  if (!value.startsWith(PREFIX)) throw new BadRequestException(MESSAGES.signatureInvalid);
  const png = Buffer.from(value.slice(PREFIX.length), 'base64');
  // IHDR must follow the magic: width and height of a real image.
  const valid =
    png.length > 33 &&
    png.length <= MAX_SIGNATURE_BYTES &&
    png.subarray(0, 8).equals(PNG_MAGIC) &&
    png.subarray(12, 16).toString('ascii') === 'IHDR' &&
    png.readUInt32BE(16) > 0 &&
    png.readUInt32BE(20) > 0;
  if (!valid) throw new BadRequestException(MESSAGES.signatureInvalid);
  return { png, sha256: createHash('sha256').update(png).digest('hex') };
}

import { createHash } from 'node:crypto';
import { MAX_SIGNATURE_BYTES } from '@hospital/contracts';

/** A hand-drawn signature as the canvas gives it: a PNG data URL (accounts §3 signBase64, vaccine consent §2). */
export interface PngSignature {
  png: Buffer;
  sha256: string;
}

const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A 4K-wide canvas of strokes stays far below this (declared in libs/contracts since issue 30 item 2, for the schemas). */
export { MAX_SIGNATURE_BYTES };

/**
 * The one parser of signature data URLs (registration consent and vaccine booking consent):
 * the decoded PNG and its SHA-256, or why not — 'missing' (absent or empty) or 'invalid' (not a
 * PNG data URL, too large, or no real image header). Each caller maps the problem to its own
 * Thai message and error envelope.
 */
export function parsePngSignature(value: unknown): PngSignature | 'missing' | 'invalid' {
  if (typeof value !== 'string' || value === '') return 'missing';
  if (!value.startsWith(PREFIX)) return 'invalid';
  const png = Buffer.from(value.slice(PREFIX.length), 'base64');
  // IHDR must follow the magic: width and height of a real image.
  const valid =
    png.length > 33 &&
    png.length <= MAX_SIGNATURE_BYTES &&
    png.subarray(0, 8).equals(PNG_MAGIC) &&
    png.subarray(12, 16).toString('ascii') === 'IHDR' &&
    png.readUInt32BE(16) > 0 &&
    png.readUInt32BE(20) > 0;
  if (!valid) return 'invalid';
  return { png, sha256: createHash('sha256').update(png).digest('hex') };
}

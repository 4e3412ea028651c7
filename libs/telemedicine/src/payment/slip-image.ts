import { loadImageLibrary } from '@hospital/files';
import { decodeQr } from './qr-decoder-thread.js';

/** Raw pixels of 1 (grey), 2 (grey + alpha), 3 (RGB) or 4 (RGBA) channels as the RGBA jsqr reads. */
export function toRgba(data: Buffer, channels: number): Uint8ClampedArray {
  if (channels === 4) return new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const pixels = data.length / channels;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const at = i * channels;
    const grey = channels < 3;
    out[i * 4] = data[at];
    out[i * 4 + 1] = grey ? data[at] : data[at + 1];
    out[i * 4 + 2] = grey ? data[at] : data[at + 2];
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** Larger images are scaled down to this side before decoding (a QR of a slip stays well above jsqr's needs). */
const MAX_SIDE = 1600;

/**
 * Issue 13 item 5: the text of the QR code in a slip image, or null when none is found. Slips
 * are phone screenshots with a small QR among text, sometimes photographed: the image is tried
 * as it is (EXIF-upright, at most 1600 px), then enlarged 2x (a small QR's modules grow past
 * jsqr's finder threshold), then as greyscale with a hard threshold (pale or tinted QRs).
 * Throws only when the bytes are not an image sharp decodes.
 */
export async function readQrFromImage(bytes: Buffer): Promise<string | null> {
  const sharp = await loadImageLibrary();
  const meta = await sharp(bytes, { failOn: 'error' }).metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  const fit = longest > MAX_SIDE ? { width: MAX_SIDE, height: MAX_SIDE, fit: 'inside' as const } : null;

  const upright = () => (fit ? sharp(bytes).rotate().resize(fit) : sharp(bytes).rotate());
  const variants = [
    upright,
    // Enlarging helps a small QR only; a large photo is not enlarged (it would only be slow).
    ...(fit ? [] : [() => sharp(bytes).rotate().resize({ width: (meta.width ?? 1) * 2, kernel: 'nearest' as const })]),
    () => upright().greyscale().normalise().threshold(128),
  ];
  for (const variant of variants) {
    const { data, info } = await variant().flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const found = await decodeQr(toRgba(data, info.channels), info.width, info.height);
    if (found) return found;
  }
  return null;
}

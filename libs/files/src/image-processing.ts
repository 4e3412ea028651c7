import type { Sharp, SharpOptions } from 'sharp';
import { FILE_LIMITS, RESIZED_IMAGE_TYPES, photoQualityProblems, qualityNoteOf, sampleSizeOf } from '@hospital/rules';

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | null = null;

/**
 * sharp is loaded on first use: only the process that runs the image jobs (the worker; the api
 * without Redis) takes its native library. DESIGN.md pins: no cache (each image is seen once).
 */
export function loadImageLibrary(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** What the image worker makes of one upload. */
export interface ProcessedImage {
  /** The resized image, in the upload's own format. */
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** A small JPEG for lists (inline as a data URL). */
  thumbnail: Buffer;
  /** Issue 35 item 1: the doctor's quality note ('ภาพมืด'...), null when the photo looks fine. */
  qualityNote: string | null;
}

export function isResizable(contentType: string): boolean {
  return RESIZED_IMAGE_TYPES.includes(contentType);
}

/**
 * care-services §5 and §9, DESIGN.md step 4: turn upright by the EXIF orientation, fit inside
 * 1000x1000 without enlarging, keep the format at quality 100, and drop every metadata block
 * (EXIF with its GPS, XMP, IPTC: sharp writes none unless asked with keep…/with…). Throws when
 * the bytes do not decode (the caller records that as final).
 */
export async function processImage(input: Buffer, contentType: string): Promise<ProcessedImage> {
  if (!isResizable(contentType)) throw new Error(`Not a resizable image type: ${contentType}`);
  const sharp = await loadImageLibrary();
  const pipeline = sharp(input, { failOn: 'error' })
    .rotate()
    .resize({ width: FILE_LIMITS.maxSide, height: FILE_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    contentType === 'image/jpeg'
      ? pipeline.jpeg({ quality: FILE_LIMITS.quality })
      : contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: FILE_LIMITS.quality });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(data)
    .resize({ width: FILE_LIMITS.thumbnailSide, height: FILE_LIMITS.thumbnailSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { data, contentType, width: info.width, height: info.height, thumbnail, qualityNote: await qualityNoteOfImage(data, originalSizeOf(await sharp(input).metadata())) };
}

/** The upload's own size, upright (EXIF orientations 5–8 swap the sides); the 'small' check reads it. */
function originalSizeOf(meta: { width?: number; height?: number; orientation?: number }): { width: number; height: number } {
  const [w, h] = [meta.width ?? 0, meta.height ?? 0];
  return (meta.orientation ?? 1) >= 5 ? { width: h, height: w } : { width: w, height: h };
}

/**
 * Issue 35 item 1: the picker's rule (libs/rules photo-quality) on the resized copy: a gray copy
 * whose long side is PHOTO_QUALITY.sampleLongSide, as the page draws it, and the upload's own size.
 */
export async function qualityNoteOfImage(resized: Buffer, original: { width: number; height: number }): Promise<string | null> {
  const sharp = await loadImageLibrary();
  const meta = await sharp(resized).metadata();
  const size = sampleSizeOf(meta.width ?? 1, meta.height ?? 1);
  const { data, info } = await sharp(resized)
    .flatten({ background: '#ffffff' })
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // One byte per pixel: grayscale() of a 3-channel picture may still answer 3 channels; keep the first.
  const gray = info.channels === 1 ? data : Uint8Array.from({ length: info.width * info.height }, (_, i) => data[i * info.channels]);
  return qualityNoteOf(photoQualityProblems(gray, info.width, info.height, original));
}

import type { Sharp, SharpOptions } from 'sharp';
import { FILE_LIMITS, RESIZED_IMAGE_TYPES } from '@hospital/rules';

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
  return { data, contentType, width: info.width, height: info.height, thumbnail };
}

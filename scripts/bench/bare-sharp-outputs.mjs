// The two outputs of the "images" baseline (issue 17 item 2), bare sharp with the product's
// settings (libs/files/src/image-processing.ts, care-services §5/§9): EXIF-rotated, fit inside
// 1000×1000 without enlarging, JPEG quality 100; a 200×200 JPEG thumbnail (quality 80, flattened
// on white) from the resized copy. libs/files/src/bench-baseline.spec.ts holds them byte for byte
// equal to the product's, so the baseline does neither less nor more work than the image job.
import sharp from 'sharp';

sharp.cache(false);

/** { resized, thumbnail } (Buffers) for a JPEG's bytes. */
export async function bareOutputs(input) {
  const { data: resized } = await sharp(input, { failOn: 'error' })
    .rotate()
    .resize({ width: 1000, height: 1000, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 100 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(resized).resize({ width: 200, height: 200, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  return { resized, thumbnail };
}

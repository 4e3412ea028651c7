// Issue 17 (images): the benchmark's bare-sharp baseline is honest both ways — for the bench's
// phone photo (EXIF orientation 6) it writes byte for byte the resized copy and the thumbnail
// that the image job's processImage makes, upright (portrait), so neither side does less work.
import sharp from 'sharp';
import { processImage } from './image-processing.js';
// @ts-expect-error: plain JavaScript modules of the benchmark, no type declarations
import { bareOutputs } from '../../../scripts/bench/bare-sharp-outputs.mjs';
// @ts-expect-error: as above
import { makePhonePhoto } from '../../../scripts/bench/phone-photo.mjs';

describe('bench-baseline', () => {
  it('bare sharp (the bench baseline) makes the same two outputs as processImage, EXIF orientation applied', async () => {
    const photo: Buffer = await makePhonePhoto(1600, 1200);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const product = await processImage(photo, 'image/jpeg');
    const bare: { resized: Buffer; thumbnail: Buffer } = await bareOutputs(photo);
    expect(bare.resized.equals(product.data)).toBe(true);
    expect(bare.thumbnail.equals(product.thumbnail)).toBe(true);
    const resized = await sharp(product.data).metadata();
    expect([resized.width, resized.height, resized.orientation]).toEqual([750, 1000, undefined]); // turned upright, fit in 1000
    expect([product.width, product.height]).toEqual([750, 1000]);
    const thumbnail = await sharp(product.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height, thumbnail.format]).toEqual([150, 200, 'jpeg']);
  });
});

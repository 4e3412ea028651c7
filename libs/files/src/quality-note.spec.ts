// Issue 35 item 1: the image worker keeps a quality note per photo, measured with the picker's rule
// (libs/rules photo-quality) on the copy it decodes; the doctor reads it under the photo.
import sharp from 'sharp';
import { PHOTO_QUALITY } from '@hospital/rules';
import { processImage } from './image-processing.js';

describe('quality-note', () => {
  /** A gray PNG of w×h: 8-pixel blocks of base and base+amp (amp 0: flat). */
  function blocks(w: number, h: number, base: number, amp: number): Promise<Buffer> {
    const raw = Buffer.alloc(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw[y * w + x] = base + ((Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? amp : 0);
    return sharp(raw, { raw: { width: w, height: h, channels: 1 } }).png().toBuffer();
  }

  describe("the image worker's quality note", () => {
    it('is null for a bright, sharp photo of the smallest size that is not small', async () => {
      const at = PHOTO_QUALITY.minShortSide;
      expect((await processImage(await blocks(at, at + 100, 100, 120), 'image/png')).qualityNote).toBeNull();
    });

    it("is 'ภาพเล็ก' one pixel under the short side limit", async () => {
      const under = PHOTO_QUALITY.minShortSide - 1;
      expect((await processImage(await blocks(under + 100, under, 100, 120), 'image/png')).qualityNote).toBe('ภาพเล็ก');
    });

    it("is 'ภาพมืด' for a dark one and 'ภาพอาจไม่ชัด' for one without edges", async () => {
      expect((await processImage(await blocks(600, 600, 10, 30), 'image/png')).qualityNote).toBe('ภาพมืด');
      expect((await processImage(await blocks(600, 600, 150, 0), 'image/png')).qualityNote).toBe('ภาพอาจไม่ชัด');
    });

    it('measures the upload upright: a large photo resized to 1000 is not small', async () => {
      const image = await processImage(await blocks(1600, 1200, 100, 120), 'image/png');
      expect([image.width, image.height]).toEqual([1000, 750]);
      expect(image.qualityNote).toBeNull();
    });
  });
});

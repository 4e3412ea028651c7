// Issue 13 item 5: a slip screenshot's QR is found as uploaded and after the image worker's resize.
import sharp from 'sharp';
import { renderSlipPng } from '../../../integrations/src/stand-ins/bank.js';
import { processImage } from '@hospital/files';
import { readQrFromImage, toRgba } from './slip-image.js';
import { decodeQr } from './qr-decoder-thread.js';
import { parseSlipQr } from './slip-qr.js';
import { generate } from 'promptparse';

describe('slip-image', () => {
  const payload = generate.slipVerify({ sendingBank: '004', transRef: '2511231425BPM036901234' });
  const slip = () => renderSlipPng({ payload, amount: 1250.5, sendingBank: '004', transRef: '2511231425BPM036901234', paidAt: '2025-11-23T07:25:00Z', receiverName: 'โรงพยาบาลผิวหนัง' });

  describe('readQrFromImage', () => {
    it('reads the QR of a slip screenshot, and of its resized copy (PNG and JPEG)', async () => {
      const png = await slip();
      expect(await readQrFromImage(png)).toBe(payload);
      const resized = await processImage(png, 'image/png');
      expect(await readQrFromImage(resized.data)).toBe(payload);
      const jpeg = await processImage(await sharp(png).jpeg({ quality: 80 }).toBuffer(), 'image/jpeg');
      expect(parseSlipQr((await readQrFromImage(jpeg.data))!)).toEqual({ sendingBank: '004', transRef: '2511231425BPM036901234' });
    });

    it('reads a small QR (a slip shrunk to a third) by enlarging it', async () => {
      const small = await sharp(await slip()).resize({ width: 300 }).png().toBuffer();
      expect(await readQrFromImage(small)).toBe(payload);
    });

    it('a photo without a QR: null; bytes that are no image: throws', async () => {
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08060' } }).jpeg().toBuffer();
      expect(await readQrFromImage(photo)).toBeNull();
      await expect(readQrFromImage(Buffer.from('not an image'))).rejects.toThrow();
    });

    it('decodes off the event loop: a timer set as the search of a photo without a QR starts runs before the search answers (issue 17, a LINE push never waits behind a slip)', async () => {
      // Noise: jsqr looks everywhere before it answers null (its longest search).
      const noisy = Buffer.alloc(640 * 480 * 3);
      for (let i = 0; i < noisy.length; i++) noisy[i] = (i * 2654435761) >>> 24;
      const pixels = toRgba(noisy, 3);
      const order: string[] = [];
      // Decoded on this thread, decodeQr would answer before it returned and the timer would come
      // second; on its own thread, this event loop runs the timer while the search goes on.
      const searched = decodeQr(pixels, 640, 480).then((text) => order.push(`search: ${text}`));
      const timer = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => order.push('timer'));
      await Promise.all([searched, timer]);
      expect(order).toEqual(['timer', 'search: null']);
      // And the whole search of such a photo still answers null.
      expect(await readQrFromImage(await sharp(noisy, { raw: { width: 640, height: 480, channels: 3 } }).jpeg().toBuffer())).toBeNull();
    });
  });
});

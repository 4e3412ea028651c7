// A 12-megapixel phone photo for the "images" figure (issue 17 item 2): 4000×3000, smooth
// gradients and blobs with sensor-like noise, JPEG quality 88 with an EXIF orientation (6: taken
// in portrait), so it compresses (≈3 MB) and decodes like a camera's JPEG.
import sharp from 'sharp';

export async function makePhonePhoto(width = 4000, height = 3000) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (random() - 0.5) * 24;
      const blob = 40 * Math.sin(x / 180) * Math.cos(y / 140);
      raw[i] = Math.max(0, Math.min(255, 200 - y / 30 + blob + noise));
      raw[i + 1] = Math.max(0, Math.min(255, 150 + x / 60 - blob + noise));
      raw[i + 2] = Math.max(0, Math.min(255, 120 + (x + y) / 80 + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toBuffer();
}

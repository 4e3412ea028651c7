import { photoQualityProblems, sampleSizeOf, type PhotoQualityProblem } from '@hospital/rules';

/**
 * Issue 16 item 10: the quality problems of a photo, measured in the browser: the image is
 * drawn on a canvas at most 256 px long, turned gray (Rec. 601 luma) and checked by the pure
 * rules of libs/rules (photo-quality.ts). A picture the browser cannot decode answers [] (the
 * server decides about it).
 */
export async function checkPhoto(url: string): Promise<PhotoQualityProblem[]> {
  const image = await new Promise<HTMLImageElement | null>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
  if (!image || image.naturalWidth === 0) return [];
  const { width, height } = sampleSizeOf(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return [];
  context.drawImage(image, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]);
  return photoQualityProblems(gray, width, height, { width: image.naturalWidth, height: image.naturalHeight });
}

/**
 * Issue 16 item 10: photo quality before upload, and the body site a photo shows. Pure checks
 * on a grayscale copy (one byte per pixel, row by row) that the page draws on a canvas; the
 * page shows the messages as advice (the patient may keep the photo), never as a block. The
 * body sites are the one list the picker offers and the server accepts.
 */

export const PHOTO_QUALITY = {
  /** The long side of the grayscale copy the page checks. */
  sampleLongSide: 256,
  /** Mean brightness (0–255) below this: too dark to see the skin. */
  minBrightness: 60,
  /**
   * Variance of the Laplacian of the copy below this: blurred. Kept low on purpose: a close-up
   * of smooth skin has few edges, and a false warning costs the patient a retake.
   */
  minSharpness: 15,
  /** The photo's own short side (pixels) below this: too small to judge the skin. */
  minShortSide: 480,
} as const;

export const PHOTO_QUALITY_MESSAGES = {
  dark: 'รูปนี้มืดเกินไป แพทย์อาจมองผิวหนังไม่ชัด ลองถ่ายในที่สว่างหรือเปิดไฟ',
  blurred: 'รูปนี้เบลอ ลองถือกล้องให้นิ่งและแตะหน้าจอให้กล้องโฟกัสก่อนถ่าย',
  small: 'รูปนี้เล็กเกินไปที่จะดูผิวหนังได้ชัด ลองถ่ายใหม่ให้ใกล้ขึ้น',
} as const;

export type PhotoQualityProblem = keyof typeof PHOTO_QUALITY_MESSAGES;

/** Mean of the gray values (0–255); 0 for an empty picture. */
export function meanBrightness(gray: ArrayLike<number>): number {
  if (gray.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < gray.length; i++) sum += gray[i];
  return sum / gray.length;
}

/**
 * Variance of the 4-neighbour Laplacian (0 1 0 / 1 −4 1 / 0 1 0) over the inner pixels: a
 * sharp photo has strong edges (a large variance), a blurred one hardly any. 0 when the
 * picture is smaller than 3×3.
 */
export function laplacianVariance(gray: ArrayLike<number>, width: number, height: number): number {
  if (width < 3 || height < 3 || gray.length < width * height) return 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = gray[i - width] + gray[i + width] + gray[i - 1] + gray[i + 1] - 4 * gray[i];
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** Whether a photo of this size (its own pixels, not the copy's) is too small to judge skin. */
export function isTooSmall(width: number, height: number): boolean {
  return Math.min(width, height) < PHOTO_QUALITY.minShortSide;
}

/** The size of the copy to check: the long side at most PHOTO_QUALITY.sampleLongSide. */
export function sampleSizeOf(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_QUALITY.sampleLongSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What the page measured of a photo: the copy's brightness and sharpness, the photo's own size. */
export interface PhotoMeasures {
  brightness: number;
  sharpness: number;
  width: number;
  height: number;
}

/** The problems of measured photo, in the order the page shows them; empty when it looks fine. */
export function qualityProblemsOf(m: PhotoMeasures): PhotoQualityProblem[] {
  const problems: PhotoQualityProblem[] = [];
  if (m.brightness < PHOTO_QUALITY.minBrightness) problems.push('dark');
  if (m.sharpness < PHOTO_QUALITY.minSharpness) problems.push('blurred');
  if (isTooSmall(m.width, m.height)) problems.push('small');
  return problems;
}

/**
 * The problems of a photo: `gray` is the copy (width × height, see sampleSizeOf), `original`
 * the photo's own size.
 */
export function photoQualityProblems(gray: ArrayLike<number>, width: number, height: number, original: { width: number; height: number }): PhotoQualityProblem[] {
  return qualityProblemsOf({ brightness: meanBrightness(gray), sharpness: laplacianVariance(gray, width, height), ...original });
}

/**
 * Issue 35 item 1: the short note the doctor reads under a photo on /vdoadmin, one per problem,
 * from the same measures the patient's picker uses (the image worker measures the stored copy).
 */
export const PHOTO_QUALITY_NOTES: Record<PhotoQualityProblem, string> = {
  dark: 'ภาพมืด',
  blurred: 'ภาพอาจไม่ชัด',
  small: 'ภาพเล็ก',
};

/** The doctor's note for a photo's problems ('ภาพมืด · ภาพอาจไม่ชัด'); null when it looks fine. */
export function qualityNoteOf(problems: readonly PhotoQualityProblem[]): string | null {
  return problems.length === 0 ? null : problems.map((p) => PHOTO_QUALITY_NOTES[p]).join(' · ');
}

/** Issue 16 item 10: where on the body a photo was taken (the order the picker offers them). */
export const BODY_SITES = [
  { value: 'face', label: 'ใบหน้า' },
  { value: 'scalp', label: 'หนังศีรษะ' },
  { value: 'trunk', label: 'ลำตัว' },
  { value: 'arms', label: 'แขน' },
  { value: 'hands', label: 'มือ' },
  { value: 'legs', label: 'ขา' },
  { value: 'feet', label: 'เท้า' },
  { value: 'nails', label: 'เล็บ' },
  { value: 'genitals', label: 'อวัยวะเพศ' },
  { value: 'other', label: 'อื่น ๆ' },
] as const;

export type BodySite = (typeof BODY_SITES)[number]['value'];

export const BODY_SITE_VALUES: readonly BodySite[] = BODY_SITES.map((s) => s.value);

export const BODY_SITE_MESSAGES = {
  unknown: 'ตำแหน่งของร่างกายที่ระบุไม่ถูกต้อง กรุณาเลือกจากรายการ',
  /** The caption prefix shown with a photo: 'ตำแหน่ง: แขน'. */
  caption: 'ตำแหน่ง',
} as const;

export function isBodySite(value: unknown): value is BodySite {
  return typeof value === 'string' && (BODY_SITE_VALUES as readonly string[]).includes(value);
}

/** The Thai label of a body site, or null for none / an unknown value. */
export function bodySiteLabel(value: string | null | undefined): string | null {
  return BODY_SITES.find((s) => s.value === value)?.label ?? null;
}
